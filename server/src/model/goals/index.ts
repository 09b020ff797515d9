/**
 * The one reader of what a task asks. With reward entries, the entries are
 * its statistics (and the text adds only places and states to reach, which
 * rewards cannot measure); without, everything is read from the instruction.
 * Verify, lint, insight, drafting and the editor all take their goals here.
 */
import type { Registry } from '../../vanilla/registry';
import { rewardGoals, RewardLike } from './readRewards';
import { readTextGoals } from './readText';
import type { TaskGoals } from './goalTypes';
import { taskNameWords } from './fileNameHint';

export type { TaskGoal, TaskGoals, StatGoal, HaveGoal, StateGoal, StructureGoal, JudgedGoal, GoalTarget, GoalStatistic, TextSpan, UnreadClause } from './goalTypes';
export type { RewardLike } from './readRewards';
export { rewardGoals, rewardSkillGoal, withTextHints } from './readRewards';
export { readTextGoals } from './readText';
export { readTarget } from './stateClauses';

/**
 * An instruction that states nothing checkable ("Complete the task shown.") read through its file's name,
 * when the name reads as goals with nothing left over (`combat_spiders.yaml`). The goals stand on the whole
 * instruction, and the readings say where they came from.
 */
function withNameHint(read: TaskGoals, text: string, fileName: string, reg: Registry): TaskGoals {
  if (read.goals.some((g) => g.kind !== 'judged')) return read;
  const words = taskNameWords(fileName);
  if (!words) return read;
  const named = readTextGoals(words, reg);
  if (named.unread.length || !named.goals.some((g) => g.kind !== 'judged')) return read;
  const whole = { source: 'text' as const, start: 0, end: text.length };
  return {
    source: 'text', goals: named.goals.map((g) => ({ ...g, text: words, from: whole })), anyOf: named.anyOf, unread: read.unread,
    readings: [...read.readings, `the instruction states no goal the verifier can check: read the file name as "${words}"`, ...named.readings],
  };
}

const STATE_KINDS = new Set(['reach', 'sky', 'climb', 'travel', 'stay', 'operate', 'frame', 'carry', 'dig']);

export function readTaskGoals(input: { text?: string; rewards?: readonly RewardLike[]; fileName?: string }, reg: Registry): TaskGoals {
  const read = input.text !== undefined ? readTextGoals(input.text, reg) : undefined;
  const fromText = read && input.fileName && !(input.rewards ?? []).length ? withNameHint(read, input.text!, input.fileName, reg) : read;
  const rewards = input.rewards ?? [];
  if (!rewards.length) return fromText ?? { source: 'none', goals: [], anyOf: false, unread: [], readings: [] };
  const states = (fromText?.goals ?? []).filter((g) => STATE_KINDS.has(g.kind));
  return { source: 'rewards', goals: [...rewardGoals(rewards), ...states], anyOf: fromText?.anyOf ?? false, unread: [], readings: fromText?.readings ?? [] };
}
