/** Goals of a task with reward entries: each entry is a statistic that must grow (MineStudio pays on it). */
import { EVENT_CATEGORY } from '../task/events';
import type { GoalStatistic, HaveGoal, StatGoal } from './goalTypes';

/** A reward entry as the goal reader needs it (the verifier's RewardEntry and lint's targets both fit). */
export interface RewardLike {
  list: 'reward_cfg' | 'milestone_reward_cfg';
  index: number;
  event: string;
  identity: string;
  objects: string[];
  maxRewardTimes: number;
}

export function rewardGoals(entries: readonly RewardLike[]): StatGoal[] {
  const out: StatGoal[] = [];
  for (const e of entries) {
    const statistic = EVENT_CATEGORY[e.event] as GoalStatistic | undefined;
    if (!statistic) continue;
    out.push({
      kind: 'stat', text: e.identity, from: { source: 'reward', list: e.list, index: e.index },
      statistic, objects: e.objects.map((o) => o.replace(/^minecraft:/, '')), count: Math.max(1, e.maxRewardTimes), verb: e.event,
    });
  }
  return out;
}

/**
 * A reward entry's goal with what the instruction says about the same
 * statistic: what it is done to (`on`: "milk the cow" for `use_item
 * bucket`), what must be at hand (`needs`) and the tool. Counting stays the
 * entry's own (its objects and max_reward_times); only the skill that earns it
 * learns how. A text goal matches when it watches the same statistic and
 * shares an object with the entry (or names none).
 */
export function withTextHints(goal: StatGoal, textGoals: readonly { kind: string }[]): StatGoal {
  const match = textGoals.find((t): t is StatGoal => t.kind === 'stat' && (t as StatGoal).statistic === goal.statistic &&
    (!(t as StatGoal).objects.length || (t as StatGoal).objects.some((o) => goal.objects.includes(o))));
  if (!match) return goal;
  return {
    ...goal,
    ...(match.on ? { on: match.on } : {}),
    ...(match.needs ? { needs: match.needs } : {}),
    ...(match.tool ? { tool: match.tool } : {}),
  };
}

/**
 * What the agent should pursue to earn a reward entry: the entry's goal with
 * the instruction's hints, or — for a `use_item` entry whose item the text
 * spends to get something ("milk the cow" with a bucket, "fill the bucket
 * with water") — the text's item goal, whose skill uses the entry's item.
 * The entry is still counted by its own statistic.
 */
export function rewardSkillGoal(goal: StatGoal, textGoals: readonly { kind: string }[]): StatGoal | HaveGoal {
  const hinted = withTextHints(goal, textGoals);
  if (hinted !== goal || goal.statistic !== 'used') return hinted;
  const spends = textGoals.find((t): t is HaveGoal => t.kind === 'have' && ((t as HaveGoal).needs ?? []).some((n) => goal.objects.includes(n)));
  return spends ?? goal;
}
