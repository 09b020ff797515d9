import { plainData } from './plainData';
import { Document, isMap, isPair, isScalar, isSeq, Node, Scalar, YAMLMap } from 'yaml';
import { parseYaml } from '../../util/parseYaml';
import { diag, TaskDiagnostic } from './diagnostic';
import { findDuplicateKeys } from './duplicateKeys';
import { LineIndex } from '../../util/lineIndex';
import { scalarOffsets } from './scalarSource';
import { excerpt } from '../../util/excerpt';
import { yamlCode } from '../diagnosticCodes';
import { hasTaskKeys } from '../taskKeys';

/** A top-level key of the task file and its value node. */
export interface TopLevelEntry {
  key: string;
  keyStart: number;
  keyEnd: number;
  value: Node | null;
}

/** One cheat command from `custom_init_commands` / `commands`. */
export interface CommandItem {
  index: number;
  text: string;
  /** Document offsets of the scalar (quotes included). */
  start: number;
  end: number;
  /** Document offset of character i of `text` (i may equal text.length). */
  offsetOf(i: number): number;
}

export interface RewardField {
  key: string;
  keyStart: number;
  keyEnd: number;
  value: Node | null;
}

export type RewardListKey = 'reward_cfg' | 'milestone_reward_cfg';

export interface RewardEntryRef {
  list: RewardListKey;
  index: number;
  start: number;
  end: number;
  fields: Map<string, RewardField>;
}

export interface ObjectRef {
  id: string;
  start: number;
  end: number;
}

export const COMMAND_KEYS = ['custom_init_commands', 'commands'] as const;
export const REWARD_KEYS: RewardListKey[] = ['reward_cfg', 'milestone_reward_cfg'];

/**
 * A parsed task file: the YAML document with every node's source range, and
 * typed views of the parts the checkers need. Building it never throws, even
 * on text that is not YAML at all.
 */
export class TaskModel {
  readonly doc: Document;
  readonly lines: LineIndex;
  readonly syntaxDiagnostics: TaskDiagnostic[] = [];
  readonly topLevel = new Map<string, TopLevelEntry>();
  readonly commands: CommandItem[] = [];
  readonly rewards: RewardEntryRef[] = [];
  /** The key that held the command list, when there was one. */
  commandsKey?: string;

  /** The command list's source text (undefined without a list): equal sources give equal commands. */
  get commandsSource(): string | undefined {
    const node = this.commandsKey ? this.topLevel.get(this.commandsKey)?.value : undefined;
    return node?.range ? this.text.slice(node.range[0], node.range[1]) : undefined;
  }

  /** The text as parsed: the document's text with lone CRs made LFs (same length, so offsets are the document's). */
  readonly text: string;
  /** The file's path or URI when known: its name is the reader's hint for a vague instruction (model/goals/fileNameHint.ts). */
  fileName?: string;

  private plain?: { value: unknown };
  /** The document as plain data (plainData.ts), converted once per version and shared: read only. */
  get data(): unknown {
    return (this.plain ??= { value: plainData(this.doc) }).value;
  }

  constructor(documentText: string) {
    const text = (this.text = loneCrToLf(documentText));
    this.lines = new LineIndex(text);
    this.doc = parseYaml(text, {
      // uniqueKeys: false because the package's check is quadratic in the keys of a map; findDuplicateKeys does it in linear time.
      keepSourceTokens: false, prettyErrors: false, strict: false, uniqueKeys: false,
      // Without this, doc.toJS() on a map with collection keys ({[a]: 1}) prints a process warning to stderr for every such file.
      logLevel: 'error',
    });
    for (const e of this.doc.errors) this.syntaxDiagnostics.push(this.yamlProblem(e.pos, e.message, e.code, 'error'));
    for (const w of this.doc.warnings) this.syntaxDiagnostics.push(this.yamlProblem(w.pos, w.message, w.code, 'warning'));
    for (const d of findDuplicateKeys(this.doc.contents)) this.syntaxDiagnostics.push(this.yamlProblem([d.start, d.end], d.message, 'DUPLICATE_KEY', 'error'));
    this.index();
  }

  private yamlProblem(pos: [number, number], message: string, code: string, severity: 'error' | 'warning'): TaskDiagnostic {
    let [start, end] = pos;
    if (end <= start) end = Math.min(this.text.length, start + 1);
    // The yaml package appends " at line L, column C:" and a source excerpt; the
    // editor already shows where, so keep the first sentence only.
    const first = message.split(/ at line \d+, column \d+/)[0].trim();
    // The package's messages can quote the source (a tag, an alias name): bounded like every quote.
    return diag(start, end, severity, yamlCode(code), `YAML: ${excerpt(first, 200)}`);
  }

  private index(): void {
    const root = this.doc.contents;
    if (!isMap(root)) return;
    for (const pair of root.items) {
      if (!isPair(pair) || !isScalar(pair.key)) continue;
      const key = String(pair.key.value);
      const [ks, ke] = pair.key.range ?? [0, 0];
      if (!this.topLevel.has(key)) this.topLevel.set(key, { key, keyStart: ks, keyEnd: ke, value: (pair.value as Node) ?? null });
    }
    for (const k of COMMAND_KEYS) {
      const entry = this.topLevel.get(k);
      if (!entry) continue;
      this.commandsKey = k;
      if (isSeq(entry.value)) {
        entry.value.items.forEach((item, index) => {
          if (!isScalar(item) || typeof item.value !== 'string' || !item.range) return;
          const text = item.value;
          // Mapped on first use: most lines never need it (only diagnostics, hover and completion do).
          let offs: number[] | undefined;
          const docText = this.text;
          this.commands.push({
            index,
            text,
            start: item.range[0],
            end: item.range[1],
            offsetOf: (i: number) => {
              offs ??= scalarOffsets(docText, item, text);
              return offs[Math.max(0, Math.min(i, offs.length - 1))];
            },
          });
        });
      }
      break;
    }
    for (const list of REWARD_KEYS) {
      const entry = this.topLevel.get(list);
      if (!entry || !isSeq(entry.value)) continue;
      entry.value.items.forEach((item, index) => {
        if (!isMap(item) || !item.range) return;
        this.rewards.push({ list, index, start: item.range[0], end: item.range[1], fields: fieldsOf(item) });
      });
    }
  }

  /** True when the document is a task: the one answer, taskKeys.ts. */
  looksLikeTask(): boolean {
    return hasTaskKeys(this.text);
  }

  /** The YAML node at a JSON-pointer-like path of keys and indexes, or undefined. */
  nodeAt(path: (string | number)[]): Node | undefined {
    let node: unknown = this.doc.contents;
    for (const seg of path) {
      if (isMap(node)) {
        const pair = node.items.find((p) => isScalar(p.key) && String(p.key.value) === String(seg));
        node = pair ? pair.value : undefined;
      } else if (isSeq(node)) {
        node = node.items[Number(seg)];
      } else return undefined;
    }
    return node as Node | undefined;
  }

  /** The key scalar of `path` (whose last element is a map key), for "unknown key" messages. */
  keyAt(path: (string | number)[]): Scalar | undefined {
    const parent = path.length > 1 ? this.nodeAt(path.slice(0, -1)) : this.doc.contents;
    if (!isMap(parent)) return undefined;
    const last = String(path[path.length - 1]);
    const pair = parent.items.find((p) => isScalar(p.key) && String(p.key.value) === last);
    return pair && isScalar(pair.key) ? pair.key : undefined;
  }
}

/**
 * Old Mac files end lines with a lone CR. Editors (and LSP) treat it as a line
 * break but the yaml package does not, and read the whole file as one line.
 * Replacing each lone CR by LF keeps every offset, so positions still agree
 * with the editor's.
 */
export function loneCrToLf(text: string): string {
  return text.includes('\r') ? text.replace(/\r(?!\n)/g, '\n') : text;
}

function fieldsOf(map: YAMLMap): Map<string, RewardField> {
  const out = new Map<string, RewardField>();
  for (const pair of map.items) {
    if (!isScalar(pair.key)) continue;
    const key = String(pair.key.value);
    const [ks, ke] = pair.key.range ?? [0, 0];
    out.set(key, { key, keyStart: ks, keyEnd: ke, value: (pair.value as Node) ?? null });
  }
  return out;
}

/** A reward entry's identity when it is a string (the name its payouts are counted under). */
export function entryIdentity(entry: RewardEntryRef): string | undefined {
  const v = entry.fields.get('identity')?.value;
  return isScalar(v) && typeof v.value === 'string' ? v.value : undefined;
}

/** Object ids of a reward entry's `objects` (a list, or a single string), with ranges. */
export function objectRefs(field: RewardField | undefined): ObjectRef[] {
  if (!field || !field.value) return [];
  const v = field.value;
  if (isScalar(v) && typeof v.value === 'string' && v.range) return [{ id: v.value, start: v.range[0], end: v.range[1] }];
  if (!isSeq(v)) return [];
  const out: ObjectRef[] = [];
  for (const item of v.items) {
    if (isScalar(item) && item.range && (typeof item.value === 'string' || typeof item.value === 'number')) {
      out.push({ id: String(item.value), start: item.range[0], end: item.range[1] });
    }
  }
  return out;
}

/** Start and end offsets of a node's value, falling back to a given span. */
export function nodeSpan(node: Node | null | undefined, fallback: [number, number]): [number, number] {
  const r = node && (node as { range?: [number, number, number] }).range;
  return r ? [r[0], r[1]] : fallback;
}
