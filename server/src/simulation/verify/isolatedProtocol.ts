/** Messages between an isolated verification and its worker thread. */
import type { VerifyReport } from './verifyReport';
import type { WorldRequest } from './world/chooseWorld';

export interface IsolatedJob {
  kind: 'mcu-verify-job';
  text: string;
  file: string;
  timeoutMs: number;
  setupMs: number;
  startMs: number;
  server: 'embedded' | { host: string; port: number };
  verbose: boolean;
  /** Seed of MineStudio's key draws (verify --seed); absent: a fresh one. */
  seed?: number;
  /** The world asked for (verify --world, --biome, --world-seed). */
  world?: WorldRequest;
  /** Start from the session the worker opened ahead, and open the next (VerifyOptions.warm). */
  warm: boolean;
}

/**
 * Whether the job's worker runs on the clock that skips idle waits (idleClock.ts): a warm job on
 * the embedded server. An external server keeps its own clock, so the bot must keep real time too.
 */
export function skipsIdle(job: Pick<IsolatedJob, 'warm' | 'server'>): boolean {
  return job.warm && job.server === 'embedded';
}

export type WorkerMessage =
  | { type: 'report'; report: VerifyReport }
  | { type: 'progress'; line: string }
  | { type: 'log'; line: string }
  /** `overload`: our own work did not finish in its budget (ToolOverload), not a failure of the run. */
  | { type: 'error'; message: string; overload?: boolean };
