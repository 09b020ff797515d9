/** The verification report (schemas/verify-report.schema.json describes the same shape). */
import type { RewardListKey } from '../core/taskModel';

export type EntryOutcome = 'earned' | 'partial' | 'failed';

export interface EntryReport {
  list: RewardListKey;
  index: number;
  identity: string;
  event: string;
  objects: string[];
  reward: number;
  maxRewardTimes: number;
  /** How many times the entry paid. */
  paid: number;
  /** Reward earned by this entry (paid × reward). */
  earned: number;
  outcome: EntryOutcome;
  /** Why the entry was not (fully) earned; absent when earned. */
  reason?: string;
}

export interface TimelineEvent {
  /** Milliseconds since the init commands finished. */
  time: number;
  /** Reward event name (mine_block, craft_item, pickup, use_item, break_item, kill_entity, custom). */
  event: string;
  object: string;
  /** Set when this change paid a reward entry. */
  identity?: string;
  reward?: number;
}

export interface CommandReport {
  index: number;
  text: string;
  reply: string;
  rejected: boolean;
}

export type FailureTarget =
  | { kind: 'command'; index: number }
  | { kind: 'reward'; list: RewardListKey; index: number }
  | { kind: 'task' };

export interface Failure {
  reason: string;
  target: FailureTarget;
}

export interface VerifyReport {
  file: string;
  minecraftVersion: '1.16.5';
  /** 'embedded' or 'host:port'. */
  server: string;
  verified: boolean;
  reward: number;
  maxReward: number;
  entries: EntryReport[];
  timeline: TimelineEvent[];
  commands: CommandReport[];
  failures: Failure[];
  durationMs: number;
  /** The agent's own step log (what it tried, in order). */
  agentLog: string[];
}
