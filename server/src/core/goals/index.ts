/**
 * The one reader of what a task asks. With reward entries, the entries are
 * its statistics (and the text adds only places and states to reach, which
 * rewards cannot measure); without, everything is read from the instruction.
 * Verify, lint, insight, drafting and the editor all take their goals here.
 */
import type { Registry } from '../../mc/registry';
import { rewardGoals, RewardLike } from './readRewards';
import { readTextGoals } from './readText';
import type { TaskGoals } from './types';

export type { TaskGoal, TaskGoals, StatGoal, HaveGoal, StateGoal, StructureGoal, JudgedGoal, GoalTarget, GoalStatistic, TextSpan, UnreadClause } from './types';
export type { RewardLike } from './readRewards';
export { rewardGoals, rewardSkillGoal, withTextHints } from './readRewards';
export { readTextGoals } from './readText';
export { readTarget } from './stateClauses';

const STATE_KINDS = new Set(['reach', 'sky', 'climb', 'travel', 'stay', 'operate', 'frame', 'carry', 'dig']);

export function readTaskGoals(input: { text?: string; rewards?: readonly RewardLike[] }, reg: Registry): TaskGoals {
  const fromText = input.text !== undefined ? readTextGoals(input.text, reg) : undefined;
  const rewards = input.rewards ?? [];
  if (!rewards.length) return fromText ?? { source: 'none', goals: [], anyOf: false, unread: [], readings: [] };
  const states = (fromText?.goals ?? []).filter((g) => STATE_KINDS.has(g.kind));
  return { source: 'rewards', goals: [...rewardGoals(rewards), ...states], anyOf: fromText?.anyOf ?? false, unread: [], readings: fromText?.readings ?? [] };
}
