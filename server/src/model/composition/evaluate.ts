/**
 * Whether a composed task is done: a leaf when every reward entry it names
 * is earned, AND when all parts are, OR when any part is (any-of, not the
 * all-of a flat reward list would give). Returns the leaves of one way the
 * tree was satisfied, so a report can say "verified through kill a zombie".
 */
import type { StoredTree } from './storedTree';

export interface TreeOutcome {
  satisfied: boolean;
  /** The leaves (atomic tasks) of the first satisfied way, in order; empty when not satisfied. */
  through: string[];
}

export function evaluateTree(tree: StoredTree, earned: (identity: string) => boolean): TreeOutcome {
  if ('task' in tree) {
    const ok = tree.rewards.every(earned);
    return { satisfied: ok, through: ok ? [tree.task] : [] };
  }
  if ('and' in tree) {
    const parts = tree.and.map((p) => evaluateTree(p, earned));
    const ok = parts.every((p) => p.satisfied);
    return { satisfied: ok, through: ok ? parts.flatMap((p) => p.through) : [] };
  }
  for (const p of tree.or) {
    const r = evaluateTree(p, earned);
    if (r.satisfied) return r;
  }
  return { satisfied: false, through: [] };
}
