/**
 * Lint of the stored `task_tree`: it must be well formed, and each leaf must
 * name reward entries the file has (otherwise verification cannot tell when
 * that part is done). A malformed or dangling tree is a warning: MineStudio
 * ignores the key, so the task still runs, but our any-of verdict is wrong.
 */
import { diag, TaskDiagnostic } from '../task/diagnostic';
import { entryIdentity, TaskModel } from '../task/taskModel';
import { readStoredTree, storedLeaves, TREE_KEY } from './storedTree';
import { REWARD } from '../diagnosticCodes';

export function checkTaskTree(model: TaskModel): TaskDiagnostic[] {
  const entry = model.topLevel.get(TREE_KEY);
  if (!entry) return [];
  const data = model.data as Record<string, unknown>;
  const { tree, problem } = readStoredTree(data?.[TREE_KEY]);
  if (problem) return [diag(entry.keyStart, entry.keyEnd, 'warning', REWARD.treeInvalid, `${problem} Verification reads the reward entries as one AND until it is fixed.`)];
  if (!tree) return [];
  const identities = new Set<string>();
  for (const r of model.rewards) {
    const id = entryIdentity(r);
    if (id !== undefined) identities.add(id);
  }
  const out: TaskDiagnostic[] = [];
  for (const leaf of storedLeaves(tree)) {
    const missing = leaf.rewards.filter((id) => !identities.has(id));
    if (missing.length) {
      out.push(diag(entry.keyStart, entry.keyEnd, 'warning', REWARD.treeUnknownIdentity,
        `The part "${leaf.task}" of \`${TREE_KEY}\` names ${missing.map((m) => `\`${m}\``).join(', ')}, which no reward entry has as its identity: that part can never be verified.`));
    }
  }
  return out;
}
