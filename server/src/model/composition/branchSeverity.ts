/**
 * Feasibility findings on reward entries of a composed task, weighed against
 * its `task_tree`. An entry the agent cannot earn makes the task unsolvable
 * only when no way through the tree avoids it: in "craft a furnace and mine
 * iron ore or kill a zombie", a scene without cobblestone still has the
 * zombie. Such findings become information (saying which way is left), so a
 * composed task is warned about only when every way through it is blocked.
 */
import type { TaskDiagnostic } from '../task/diagnostic';
import { entryIdentity, TaskModel } from '../task/taskModel';
import { evaluateTree } from './evaluate';
import { readStoredTree, TREE_KEY } from './storedTree';

/** Rewrites, in place, the feasibility warnings of entries that an open OR branch makes optional. */
export function weighBranches(model: TaskModel, diagnostics: TaskDiagnostic[]): void {
  if (!model.topLevel.has(TREE_KEY)) return;
  const { tree } = readStoredTree((model.data as Record<string, unknown> | null)?.[TREE_KEY]);
  if (!tree) return;
  const blocked = new Map<string, TaskDiagnostic[]>();
  for (const d of diagnostics) {
    if (d.severity !== 'warning' || !d.code.startsWith('feasibility/')) continue;
    const entry = model.rewards.find((r) => d.start >= r.start && d.end <= r.end);
    const id = entry && entryIdentity(entry);
    if (!id) continue;
    const list = blocked.get(id);
    if (list) list.push(d);
    else blocked.set(id, [d]);
  }
  if (!blocked.size) return;
  const way = evaluateTree(tree, (id) => !blocked.has(id));
  if (!way.satisfied) return;
  const through = way.through.map((t) => `"${t}"`).join(' and ');
  for (const list of blocked.values()) {
    for (const d of list) {
      d.severity = 'information';
      d.message += ` The task can still be done through ${through} (an OR of its task_tree).`;
    }
  }
}
