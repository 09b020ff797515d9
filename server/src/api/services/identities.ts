/**
 * Navigation and rename for reward identities, on the model's YAML (no second
 * parse). An identity is defined by the `identity` value of a `reward_cfg` or
 * `milestone_reward_cfg` entry and referenced by the `rewards: [...]` names of
 * the `task_tree` leaves. Offsets are document offsets; the range of a quoted
 * name is inside its quotes, so a rename keeps the quoting.
 */
import { isMap, isScalar, isSeq, Node, Scalar } from 'yaml';
import type { OffsetEdit } from '../../model/task/diagnostic';
import { TREE_KEY } from '../../model/composition/storedTree';
import type { RewardListKey, TaskModel } from '../../model/task/taskModel';

export interface IdentityOccurrence {
  name: string;
  start: number;
  end: number;
  /** `identity` of a reward entry (a definition) or a name in a tree leaf's `rewards`. */
  kind: 'identity' | 'leaf';
  list?: RewardListKey;
}

export interface Span {
  start: number;
  end: number;
}

/** A name an identity may be renamed to: it reads the same plain or quoted, in a block or a flow list. */
export const IDENTITY_NAME = /^[A-Za-z0-9_][A-Za-z0-9_.:-]*$/;

/** Every identity and tree-leaf name of the file, in document order. */
export function identityOccurrences(model: TaskModel): IdentityOccurrence[] {
  const out: IdentityOccurrence[] = [];
  for (const r of model.rewards) {
    const o = occurrence(r.fields.get('identity')?.value, 'identity');
    if (o) out.push({ ...o, list: r.list });
  }
  const visitTree = (node: unknown): void => {
    if (!isMap(node)) return;
    for (const pair of node.items) {
      if (!isScalar(pair.key)) continue;
      const key = String(pair.key.value);
      if (key === 'rewards' && isSeq(pair.value)) {
        for (const item of pair.value.items) {
          const o = occurrence(item as Node, 'leaf');
          if (o) out.push(o);
        }
      } else if ((key === 'and' || key === 'or') && isSeq(pair.value)) {
        for (const item of pair.value.items) visitTree(item);
      }
    }
  };
  visitTree(model.topLevel.get(TREE_KEY)?.value);
  return out.sort((a, b) => a.start - b.start);
}

function occurrence(node: Node | null | undefined, kind: IdentityOccurrence['kind']): IdentityOccurrence | undefined {
  if (!isScalar(node) || typeof node.value !== 'string' || !node.range) return undefined;
  let [start, end] = node.range;
  if (node.type === Scalar.QUOTE_DOUBLE || node.type === Scalar.QUOTE_SINGLE) {
    start += 1;
    end -= 1;
  }
  return { name: node.value, start, end, kind };
}

/** The identity or leaf name under the cursor (its end counts, as editors put the cursor after a word). */
export function identityAt(model: TaskModel, offset: number): IdentityOccurrence | undefined {
  return identityOccurrences(model).find((o) => offset >= o.start && offset <= o.end);
}

/** Go to definition: the `identity` values that define the name under the cursor. */
export function identityDefinitions(model: TaskModel, offset: number): Span[] {
  const at = identityAt(model, offset);
  if (!at) return [];
  return identityOccurrences(model).filter((o) => o.kind === 'identity' && o.name === at.name).map(span);
}

/** Find references: every use of the name under the cursor (the definitions too when asked). */
export function identityReferences(model: TaskModel, offset: number, includeDeclaration = true): Span[] {
  const at = identityAt(model, offset);
  if (!at) return [];
  return identityOccurrences(model).filter((o) => o.name === at.name && (includeDeclaration || o.kind === 'leaf')).map(span);
}

/** Prepare rename: the range of the name under the cursor, or undefined where there is nothing to rename. */
export function prepareIdentityRename(model: TaskModel, offset: number): (Span & { placeholder: string }) | undefined {
  const at = identityAt(model, offset);
  return at ? { start: at.start, end: at.end, placeholder: at.name } : undefined;
}

/** Rename: an edit of every occurrence of the name, or why the new name is refused. */
export function renameIdentity(model: TaskModel, offset: number, newName: string): { edits: OffsetEdit[] } | { error: string } {
  const at = identityAt(model, offset);
  if (!at) return { error: 'Only a reward identity or a name in a task_tree leaf\'s rewards can be renamed here.' };
  if (!newName.trim()) return { error: 'An identity cannot be empty.' };
  if (!IDENTITY_NAME.test(newName)) {
    return { error: `"${newName.slice(0, 80)}" is not a valid identity: use letters, digits and _ . : - (starting with a letter, digit or _), without spaces.` };
  }
  const all = identityOccurrences(model);
  if (newName !== at.name && all.some((o) => o.kind === 'identity' && o.name === newName)) {
    return { error: `Another reward entry already has the identity "${newName}": renaming "${at.name}" to it would merge the two.` };
  }
  if (newName === at.name) return { edits: [] };
  return { edits: all.filter((o) => o.name === at.name).map((o) => ({ start: o.start, end: o.end, newText: newName })) };
}

function span(o: IdentityOccurrence): Span {
  return { start: o.start, end: o.end };
}
