/**
 * Programmatic reward exactly as MineStudio's RewardsCallback computes it:
 * each step, for every entry, walk `objects` in order adding up
 * stat_now(obj) − stat_before(obj); at the first object where the running
 * sum is positive, pay `reward` if the identity has paid fewer than
 * `max_reward_times` times, then stop looking at that entry's objects.
 * Pure: snapshots in, payouts out (no server, no clock).
 */

// The statistic category each reward event watches is declared with the events, in model/task/events.ts.
import { EVENT_CATEGORY } from './events';
import { stripNamespace as bareId } from '../../vanilla/registry';
export { EVENT_CATEGORY };

export type StatCategoryName = 'mined' | 'crafted' | 'picked_up' | 'used' | 'broken' | 'killed' | 'custom' | 'dropped' | 'killed_by';

/** category → id (without `minecraft:`) → counter. Missing counters are 0. */
export type Stats = Partial<Record<StatCategoryName, Record<string, number>>>;

export interface RewardEntry {
  list: 'reward_cfg' | 'milestone_reward_cfg';
  /** Position in its list. */
  index: number;
  event: string;
  identity: string;
  /** Ids without the `minecraft:` namespace. */
  objects: string[];
  reward: number;
  maxRewardTimes: number;
}

export interface Payout {
  entry: RewardEntry;
  /** The object whose running sum first turned positive. */
  object: string;
  reward: number;
}

/** Bare id: `minecraft:` dropped (the registry's one rule, stripNamespace). */
export { bareId };

function stat(s: Stats, category: StatCategoryName, id: string): number {
  return s[category]?.[bareId(id)] ?? 0;
}

/** The maximum programmatic score: Σ reward × max_reward_times. */
export function maxReward(entries: readonly RewardEntry[]): number {
  return entries.reduce((n, e) => n + e.reward * e.maxRewardTimes, 0);
}

/** One step. `paid` (identity → payouts so far) is updated in place; returns what this step paid. */
export function scoreStep(entries: readonly RewardEntry[], before: Stats, now: Stats, paid: Map<string, number>): Payout[] {
  const out: Payout[] = [];
  for (const entry of entries) {
    const category = EVENT_CATEGORY[entry.event];
    if (!category) continue;
    let sum = 0;
    for (const obj of entry.objects) {
      sum += stat(now, category, obj) - stat(before, category, obj);
      if (sum > 0) {
        const times = paid.get(entry.identity) ?? 0;
        if (times < entry.maxRewardTimes) {
          paid.set(entry.identity, times + 1);
          out.push({ entry, object: bareId(obj), reward: entry.reward });
        }
        break;
      }
    }
  }
  return out;
}

/** Deep copy of a snapshot, so later steps cannot change an earlier "before". */
export function cloneStats(s: Stats): Stats {
  const out: Stats = {};
  for (const [k, v] of Object.entries(s)) out[k as StatCategoryName] = { ...(v ?? {}) };
  return out;
}

/**
 * Feeds successive snapshots through scoreStep and keeps the totals. The
 * first snapshot given to the constructor is the baseline (stats before
 * the episode, e.g. after the init commands ran).
 */
export class RewardTracker {
  private before: Stats;
  readonly paid = new Map<string, number>();
  readonly earnedBy = new Map<string, number>();
  total = 0;

  constructor(readonly entries: readonly RewardEntry[], baseline: Stats) {
    this.before = cloneStats(baseline);
  }

  step(now: Stats): Payout[] {
    const payouts = scoreStep(this.entries, this.before, now, this.paid);
    this.before = cloneStats(now);
    for (const p of payouts) {
      this.total += p.reward;
      this.earnedBy.set(p.entry.identity, (this.earnedBy.get(p.entry.identity) ?? 0) + p.reward);
    }
    return payouts;
  }

  paidTimes(entry: RewardEntry): number {
    return this.paid.get(entry.identity) ?? 0;
  }

  /** True when the entry can pay no more. */
  exhausted(entry: RewardEntry): boolean {
    return this.paidTimes(entry) >= entry.maxRewardTimes;
  }
}
