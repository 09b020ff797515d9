/** The verification report (schemas/verify-report.schema.json describes the same shape). */
import type { RewardListKey } from '../../model/task/taskModel';

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
  /** Set when it was left unearned and nothing proves it cannot pay: our limits (a skill, the time, the search), not the task's. */
  undecided?: boolean;
  /** Set when it is proved it cannot pay: the kind of proof (VerdictProof.kind). */
  proof?: string;
}

/**
 * What shows a task cannot be done: present exactly when `verified` is false.
 * A static fact of the file (lint's finding with the certainty of a proof, a
 * refused line or entry the task needs, no recipe and no in-world way …), or
 * a rule of vanilla the run met (the agent dead at reset, a mob too wide for
 * a boat). Never that our bot failed, timed out or did not find something.
 */
export interface VerdictProof {
  /** What kind of fact: a static cause (never-given, no-recipe …), a lint code (feasibility/target-invulnerable), refused-entry, dead-at-reset, invalid-file, or a rule the run met (boat-too-small, not-leashable). */
  kind: string;
  /** The fact in one sentence. */
  detail: string;
  /** The 1-based line of the task file it stands on, where there is one. */
  line?: number;
  /** The init command (0-based) it stands on. */
  command?: number;
  /** The reward entry it is about. */
  entry?: { list: RewardListKey; index: number };
  /** The goal (index in `goals`) it is about. */
  goal?: number;
}

export interface TimelineEvent {
  /** Milliseconds since the init commands finished. */
  time: number;
  /** Reward event name (mine_block, craft_item, pickup, use_item, break_item, kill_entity, custom). */
  event: string;
  object: string;
  /** Set when this change paid a reward entry. */
  identity?: string;
  /** Set when this change advanced a goal read from the text (its index in `goals`). */
  goal?: number;
  reward?: number;
}

export interface CommandReport {
  index: number;
  text: string;
  reply: string;
  /** The server refused the command (a mistake in the task, or in vanilla a failing command). */
  rejected: boolean;
  /** For a rejected command: what it was meant to provide, and whether a goal needs it (only then can it decide the verdict). */
  relevance?: { provides: string[]; neededByGoal?: number; note: string };
  /** Set when the embedded server could not model the command or stopped it at one of its limits (not the task's fault). */
  limitation?: string;
  /** What the command changed in the world, as far as the server can tell (embedded server only). */
  effects?: CommandEffects;
  durationMs?: number;
}

/**
 * What MineStudio's own keys made at the reset (model/minestudio/resetSteps.ts),
 * in its order, with the seed every draw came from: run the file again with
 * that seed and the same mobs land on the same offsets, the same random slots
 * and quantities come out.
 */
export interface ResetReport {
  seed: number;
  steps: ResetStepReport[];
  /** What MineStudio would do that this run leaves out (biomes, the world seed …), one sentence each. */
  notes: string[];
  /** `time_limit` (steps, 20 a second) and the agent budget it became: the smaller of it and the verifier's --timeout. */
  timeLimit?: { steps: number; budgetMs: number; cappedByTimeoutMs?: number };
}

export interface ResetStepReport {
  /** The key (and entry, 0-based) it comes from. */
  key: string;
  entry: number;
  /** What made it, as the scene names it: "zombie (summon_mobs 1)". */
  label: string;
  /** Before the init commands (time, weather, spawn, mobs) or after them (init_inventory). */
  phase: 'before-commands' | 'after-commands';
  text: string;
  reply: string;
  rejected: boolean;
  limitation?: string;
  effects?: CommandEffects;
  /** For a summoned mob: where it appeared, relative to the agent's feet when it was summoned (x, y, z). */
  offset?: [number, number, number];
  durationMs?: number;
}

/** A command's effect on the scene: the base of the scene view and of "which command put this here". */
export interface CommandEffects {
  blocksChanged: number;
  /** Where the changed blocks are (absent when none changed). */
  blocks?: BlockEffects;
  /** Entities that appeared while the command ran (at most 64 listed); id is the server's entity id. */
  entities: Array<{ type: string; x: number; y: number; z: number; id?: number }>;
  /** Items that reached the agent's inventory (/give, /replaceitem), at most 64 kinds. */
  itemsGiven?: Array<{ item: string; count: number }>;
}

/** The blocks one command changed. */
export interface BlockEffects {
  /** Bounding box of the changed blocks: minX, minY, minZ, maxX, maxY, maxZ (inclusive). */
  box: [number, number, number, number, number, number];
  /** Each changed block, in order, at most BLOCK_POSITIONS_MAX (verify/blockRecorder.ts). */
  positions: Array<[number, number, number]>;
  /** Set when more blocks changed than positions lists; the box still covers them all. */
  truncated?: boolean;
}

import type { SettleChange } from '../embedded/settle/settleTypes';
import type { NaturalBiome } from '../embedded/worldGen/generatorTypes';

/** The world of a run: superflat, or generated from a seed in one biome. */
export interface WorldReport {
  kind: 'flat' | 'natural';
  biome?: NaturalBiome;
  seed?: number;
  /** Where the agent joined. */
  spawn?: [number, number, number];
  why: string;
}
export type { SettleChange };

/** A goal of the task (core/goals: read from its reward entries, else from its words) and what the run found. */
export interface GoalReport {
  /** The clause of the instruction ("hunt pigs with an iron sword"), or the reward entry's identity. */
  text: string;
  kind: 'stat' | 'have' | 'reach' | 'sky' | 'climb' | 'travel' | 'stay' | 'operate' | 'frame' | 'carry' | 'dig' | 'structure' | 'judged';
  /** Where the goal was read from: the instruction (with `span`) or a reward entry. */
  source?: 'text' | 'reward';
  /** Offsets of the clause in the instruction (`text`'s value as written), end exclusive. */
  span?: [number, number];
  /** reached: observed (the counter grew, the state was reached); failed: proved impossible (`proof` says how); undecided: the run cannot tell (reason says why). */
  outcome: 'reached' | 'failed' | 'undecided';
  /** Why it failed or is undecided; absent when reached. */
  reason?: string;
  /** What the check saw ("the server counted minecraft:killed:pig +1", "looked at melon at 7 64 4 from 2.6 blocks"). */
  detail?: string;
  /** For a statistic goal: the counter watched ("minecraft:custom:jump"). */
  statistic?: string;
  /** For statistic and item goals: how far the counter (or the inventory) got, and how far it had to. */
  progress?: number;
  needed?: number;
  /** How a failure was proved: a static cause (no-recipe, no-experience, never-given, cannot-harvest, impossible-scene, absent-target, no-trade, sealed-room) or a rule of vanilla the run met (boat-too-small, not-leashable). */
  proof?: string;
  /** The init command (0-based) a static proof stands on. */
  proofCommand?: number;
}

/** How a composed task (`task_tree`) was judged: OR parts any-of, AND parts all-of. */
export interface CompositionReport {
  /** The tree is satisfied by the entries earned (and every entry the tree does not name was earned). */
  satisfied: boolean;
  /** The atomic tasks of the way it was satisfied ("kill a zombie" when only that OR branch was done); empty when not satisfied. */
  through: string[];
}

/** A stage of the run with its own time budget. */
export interface PhaseReport {
  name: 'setup' | 'agent';
  budgetMs: number;
  usedMs: number;
  /** 'done', or how it ended early. */
  outcome: 'done' | 'budget-exhausted' | 'stopped' | 'skipped';
  note?: string;
}

/** Something that happened to the agent that explains later failures (the first one is what reasons quote). */
export interface Incident {
  kind: 'died' | 'teleported' | 'disconnected' | 'refused';
  /** Milliseconds since the run began. */
  time: number;
  /** The init command it followed, if any. */
  command?: number;
  detail: string;
}

export type FailureTarget =
  | { kind: 'command'; index: number }
  | { kind: 'reward'; list: RewardListKey; index: number }
  | { kind: 'goal'; index: number }
  | { kind: 'task' };

export interface Failure {
  reason: string;
  target: FailureTarget;
}

/**
 * Version 2 of the report. `verified` is three-way: true when something was
 * proved (every reward entry paid and every goal the text states reached),
 * false when a reward entry or a stated goal cannot be reached, null when the
 * run could not decide: the verification hit one of its own limits, the task
 * states nothing checkable (judged from video), or it needs a generated world.
 * `verdictReason` says which.
 */
/** How `mcu-task verify` ran (a run manifest): what a report of many runs needs to say whether they are comparable. */
/**
 * How the run's server was started: warm (opened ahead while the previous
 * task of the job ran, see warmStart.ts) or fresh, and why a warm run started
 * fresh (the job's first task, a task in another world than the last, a
 * session opened ahead that was not usable), or that warm starts were off
 * (verify --fresh) or the server is an external one.
 */
export interface StartReport {
  warm: boolean;
  why?: 'first-task' | 'other-world' | 'not-ready' | 'fresh' | 'external-server';
}

export interface RunManifest {
  tool: 'mcu-task';
  toolVersion: string;
  /** When the run of this file started (ISO 8601). */
  startedAt: string;
  /** The agent's and the setup's budgets (--timeout, --setup-timeout), in seconds. */
  timeoutSeconds: number;
  setupTimeoutSeconds: number;
  /** The server's random seed (--seed), when one was given. */
  seed?: number;
  /** The world asked for (--world; auto when not given), its biome and seed when given. */
  worldRequest: string;
  biome?: string;
  worldSeed?: number;
  /** Parallel jobs of the run, and the shard it took (--shard). */
  jobs: number;
  shard?: string;
  /** Whether tasks took sessions opened ahead (false: verify --fresh). */
  warmStart?: boolean;
}

export interface VerifyReport {
  reportVersion: 2;
  /** How the run was made (set by `mcu-task verify`). */
  run?: RunManifest;
  file: string;
  minecraftVersion: '1.16.5';
  /** 'embedded' or 'host:port'. */
  server: string;
  /** The world the embedded server generated and why (absent for an external server). */
  world?: WorldReport;
  /** Chat commands the agent's bot sent during its run (embedded server): 0, since the agent only plays. */
  agentCommands?: number;
  /** How the server was started (absent when the run never got to start one). */
  start?: StartReport;
  /**
   * Set when the run's clock skipped idle waits (a warm run on the embedded server, see
   * idleClock.ts): how much game time passed without being waited for. The report's
   * times are game time either way.
   */
  clock?: { idleSkippedMs: number };
  verified: boolean | null;
  /** Why the verdict is what it is, in one sentence (always set when verified is not true). */
  verdictReason?: string;
  /** What proves the task cannot be done: present exactly when verified is false. */
  proof?: VerdictProof;
  phases: PhaseReport[];
  /** Where the verification could not model what vanilla would do; a null verdict quotes the first. */
  limitations: string[];
  incidents: Incident[];
  /** The task's goals as read (from its reward entries, else from its instruction), each with its outcome and evidence. */
  goals: GoalReport[];
  /** Where the goals were read from: the reward entries, the instruction, or nothing (no goal could be read). */
  goalSource?: 'rewards' | 'text' | 'none';
  /** Clauses of the instruction the reader did not understand (listed, never fatal). */
  unread?: string[];
  /** Which reading was taken where the instruction is ambiguous. */
  readings?: string[];
  /** Present when the file stores a composed task (`task_tree`); `verified` then follows the tree. */
  composition?: CompositionReport;
  /** What vanilla's first-seconds rules removed or changed before the agent started (embedded server only). */
  settled: SettleChange[];
  reward: number;
  maxReward: number;
  entries: EntryReport[];
  timeline: TimelineEvent[];
  commands: CommandReport[];
  /** Present when the task sets its scene with MineStudio's own keys (summon_mobs, init_inventory, time_limit …). */
  reset?: ResetReport;
  failures: Failure[];
  durationMs: number;
  /** The agent's own step log (what it tried, in order). */
  agentLog: string[];
  /** What the agent did, for the preview's replay; absent when the agent never ran. */
  replay?: ReplayData;
}

/**
 * The agent's run as the preview replays it. Every `time` is milliseconds
 * since the init commands finished (the origin of `timeline`).
 */
export interface ReplayData {
  /** How often the position was sampled (a sample is kept only when the agent moved or turned). */
  sampleMs: number;
  /** From the end of the init commands to the end of the agent's run. */
  durationMs: number;
  samples: ReplaySample[];
  /** Blocks that changed within the agent's reach while it ran: what it broke (name 'air') and placed. */
  blockChanges: ReplayBlockChange[];
  /** True where the list stopped at its limit (2,000 entries); later entries are missing. */
  capped: { samples: boolean; blockChanges: boolean };
}

export interface ReplaySample {
  time: number;
  x: number;
  y: number;
  z: number;
  /** Mineflayer's yaw in radians: 0 faces north (−Z), growing counter-clockwise seen from above (π/2 faces west). */
  yaw: number;
}

export interface ReplayBlockChange {
  time: number;
  x: number;
  y: number;
  z: number;
  /** The block there afterwards ('air' when it was broken). */
  name: string;
  /** Its 1.16.5 block state id (what the scene viewer draws). */
  stateId: number;
  /** The block there before. */
  was: string;
  wasStateId: number;
}
