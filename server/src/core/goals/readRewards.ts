/** Goals of a task with reward entries: each entry is a statistic that must grow (MineStudio pays on it). */
import { EVENT_CATEGORY } from '../events';
import type { GoalStatistic, StatGoal } from './types';

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
