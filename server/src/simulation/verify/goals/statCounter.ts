/**
 * How far a text-read statistic goal has got: the server's counters now
 * minus the counters when the agent started (after the init commands), over
 * the goal's objects (any one counts; no objects = any id of the category).
 * Only what the server counted is evidence: an agent that "did it" on a
 * server that counts nothing never reaches a goal.
 */
import type { StatGoal } from '../../../model/goals';
import type { Stats, StatCategoryName } from '../../../model/task/rewards';

export function statProgress(goal: StatGoal, baseline: Stats, now: Stats): number {
  const cat = goal.statistic as StatCategoryName;
  const before = baseline[cat] ?? {};
  const after = now[cat] ?? {};
  const ids = goal.objects.length ? goal.objects : Object.keys(after);
  let n = 0;
  for (const id of ids) n += Math.max(0, (after[id] ?? 0) - (before[id] ?? 0));
  return n;
}

/** The counter the goal watches, as "minecraft:custom:jump" or "minecraft:killed:pig|cow". */
export function statName(goal: StatGoal): string {
  return `minecraft:${goal.statistic}:${goal.objects.length ? goal.objects.slice(0, 4).join('|') + (goal.objects.length > 4 ? '|…' : '') : '*'}`;
}
