/**
 * The AgentBeats score of one rollout (its green agent's scoring, rewritten):
 * - reward tasks: sim = reward / max × 10; at 10 that is the score, below it
 *   the score is (sim + Task Progress) / 2;
 * - milestone tasks: (completed milestones + Task Progress / 10 on the
 *   current one) / total milestones × 100;
 * - tasks with neither: the judge's Task Progress (0–10).
 * AgentBeats' max sums every reward entry, so a task with OR alternatives
 * ("mine iron ore or mine gold ore") cannot reach 10 by doing one of them. The
 * any-of score beside it follows the MCU rule for "a and b or c": the better of
 * the mean of a and b, and c.
 */
import { taskAlternatives } from './alternatives';
import { ownValue } from '../../util/ownTable';
import { maxOf } from '../../util/pushAll';

export interface RewardEntry {
  list: 'reward_cfg' | 'milestone_reward_cfg';
  identity: string;
  objects: string[];
  reward: number;
  maxRewardTimes: number;
}

export interface TaskRewardSpec {
  text: string;
  entries: RewardEntry[];
}

/** What a rollout (or a verification) earned: per entry identity, or only a total. */
export interface RolloutReward {
  total?: number;
  earned?: Record<string, number>;
}

export type AgentBeatsKind = 'reward' | 'milestone' | 'judge-only';

export interface AnyOfScore {
  /** The alternatives as read from the task text, each a list of parts. */
  alternatives: string[][];
  sim: number;
  score?: number;
}

export interface AgentBeatsScore {
  kind: AgentBeatsKind;
  /** 10 for reward and judge-only tasks, 100 for milestone tasks. */
  outOf: 10 | 100;
  score?: number;
  sim?: number;
  taskProgress?: number;
  completed?: number;
  total?: number;
  anyOf?: AnyOfScore;
  /** Why there is no score, or why no any-of score, in words. */
  note?: string;
}

export function taskKind(spec: TaskRewardSpec): AgentBeatsKind {
  if (spec.entries.some((e) => e.list === 'milestone_reward_cfg')) return 'milestone';
  if (spec.entries.some((e) => e.list === 'reward_cfg')) return 'reward';
  return 'judge-only';
}

export function agentBeatsScore(spec: TaskRewardSpec, reward: RolloutReward | undefined, taskProgress: number | undefined): AgentBeatsScore {
  const kind = taskKind(spec);
  if (kind === 'judge-only') {
    const r: AgentBeatsScore = { kind, outOf: 10 };
    if (taskProgress === undefined) r.note = 'no reward in the task and no Task Progress from the judge';
    else Object.assign(r, { taskProgress, score: round2(taskProgress) });
    return r;
  }
  if (kind === 'milestone') return milestoneScore(spec, reward, taskProgress);
  return rewardScore(spec, reward, taskProgress);
}

function rewardScore(spec: TaskRewardSpec, reward: RolloutReward | undefined, tp: number | undefined): AgentBeatsScore {
  const entries = spec.entries.filter((e) => e.list === 'reward_cfg');
  const r: AgentBeatsScore = { kind: 'reward', outOf: 10 };
  if (tp !== undefined) r.taskProgress = tp;
  const max = entries.reduce((s, e) => s + e.reward * e.maxRewardTimes, 0);
  const got = earnedTotal(entries, reward);
  if (got === undefined) {
    r.note = 'no rollout reward or verification report for this rollout';
    return r;
  }
  if (max <= 0) {
    r.note = 'the task’s maximum reward is 0';
    return r;
  }
  const sim = Math.min(10, (got / max) * 10);
  r.sim = round2(sim);
  r.score = combine(sim, tp);
  if (r.score === undefined) r.note = 'the reward is below the maximum and the judge gave no Task Progress';
  const alts = taskAlternatives(spec.text, entries);
  if ('alternatives' in alts && reward?.earned) {
    const fraction = (e: RewardEntry) => Math.min(1, (ownValue(reward.earned!, e.identity) ?? 0) / (e.reward * e.maxRewardTimes || 1));
    const altValues = alts.groups.map((parts) => mean(parts.map((part) => sumOf(part.map(fraction)) / part.length)));
    const anySim = maxOf(altValues) * 10;
    r.anyOf = { alternatives: alts.alternatives, sim: round2(anySim) };
    const s = combine(anySim, tp);
    if (s !== undefined) r.anyOf.score = s;
  } else if ('alternatives' in alts) {
    r.note = 'the task has OR alternatives, but the reward is a total: the any-of score needs what each entry earned';
  } else if (alts.reason) r.note = alts.reason;
  return r;
}

function milestoneScore(spec: TaskRewardSpec, reward: RolloutReward | undefined, tp: number | undefined): AgentBeatsScore {
  const entries = spec.entries.filter((e) => e.list === 'milestone_reward_cfg');
  const r: AgentBeatsScore = { kind: 'milestone', outOf: 100, total: entries.length };
  if (tp !== undefined) r.taskProgress = tp;
  let completed: number | undefined;
  if (reward?.earned) completed = entries.filter((e) => (ownValue(reward.earned!, e.identity) ?? 0) > 0).length;
  else if (reward?.total !== undefined && entries.every((e) => e.reward === entries[0].reward) && entries[0]?.reward > 0) {
    completed = Math.min(entries.length, Math.floor(reward.total / entries[0].reward + 1e-9));
  }
  if (completed === undefined) {
    r.note = 'no rollout reward or verification report saying which milestones were reached';
    return r;
  }
  r.completed = completed;
  if (completed >= entries.length) r.score = 100;
  else if (tp === undefined) r.note = 'milestones remain and the judge gave no Task Progress on the current one';
  else r.score = round2(((completed + tp / 10) / entries.length) * 100);
  return r;
}

/** sim at 10 stands alone; below it, the mean with Task Progress. */
function combine(sim: number, tp: number | undefined): number | undefined {
  if (sim >= 10) return 10;
  return tp === undefined ? undefined : round2((sim + tp) / 2);
}

function earnedTotal(entries: RewardEntry[], reward: RolloutReward | undefined): number | undefined {
  if (!reward) return undefined;
  if (reward.earned) return entries.reduce((s, e) => s + Math.min(e.reward * e.maxRewardTimes, reward.earned![e.identity] ?? 0), 0);
  return reward.total;
}

function sumOf(xs: number[]): number {
  return xs.reduce((a, b) => a + b, 0);
}

function mean(xs: number[]): number {
  return xs.length ? sumOf(xs) / xs.length : 0;
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}
