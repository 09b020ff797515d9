/** Small readers of goals shared by the proofs. */
import type { StatGoal, TaskGoal } from '../../model/goals/goalTypes';

export const isStat = (g: TaskGoal, statistic?: StatGoal['statistic']): g is StatGoal =>
  g.kind === 'stat' && (statistic === undefined || g.statistic === statistic);

/** Does a custom-statistic goal count this counter (enchant_item, sleep_in_bed …)? */
export const countsCustom = (g: TaskGoal, counter: string): boolean =>
  isStat(g, 'custom') && g.objects.some((o) => o.replace(/^minecraft:/, '') === counter);

/** "a", "an" before a word. */
export const article = (w: string): string => (/^[aeiou]/.test(w) ? `an ${w}` : `a ${w}`);

/** "x", "x or y", "x, y or z". */
export function orList(ids: string[]): string {
  if (ids.length <= 1) return ids[0] ?? '';
  return `${ids.slice(0, -1).join(', ')} or ${ids[ids.length - 1]}`;
}
