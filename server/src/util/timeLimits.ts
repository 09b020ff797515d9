/**
 * The time limits a user may set (flags, environment, editor settings) and
 * the one check they all pass: a finite number of seconds above 0 and at most
 * the maximum below. A value outside is refused with a message (the CLI's
 * usage error, exit 2), never clamped, so what runs is what was asked for.
 * The maxima are far above any real need and far below what a timer can hold
 * (2^31-1 ms, 24.8 days; see longTimer.ts).
 */
import { excerpt } from './excerpt';

/** @notGameFact our time limits on the agent, the judge and the model */
export const MAX_SECONDS = {
  /**
   * The agent (`verify --timeout`, mcu.verify.timeoutSeconds): one hour,
   * 60 times the MCU papers' 60 s; a bot that needs longer is not a check
   * anyone can wait for.
   */
  agent: 3600,
  /**
   * Init commands and settling (`verify --setup-timeout`): ten minutes. A
   * normal scene takes 1–3 s, and our per-task limits (10,000 executions per
   * line, 131,072 changed blocks, 1,000 entities) keep even hostile scenes
   * within seconds.
   */
  setup: 600,
  /** Rendering a scene in Chromium (`scene --timeout`): ten minutes; a render takes seconds. */
  render: 600,
  /**
   * One LLM request (`--timeout` of generate and criteria, MCU_LLM_TIMEOUT,
   * mcu.llm.timeoutSeconds): one hour, for a slow local model writing a
   * long answer on a CPU.
   */
  llm: 3600,
} as const;

/** "1 hour", "10 minutes", "90 s". */
function spoken(s: number): string {
  if (s % 3600 === 0) return s === 3600 ? '1 hour' : `${s / 3600} hours`;
  if (s % 60 === 0) return s === 60 ? '1 minute' : `${s / 60} minutes`;
  return `${s} s`;
}

/** Why `value` is not an acceptable time limit for `what`, or undefined when it is. */
export function secondsProblem(value: unknown, what: string, maxS: number, shown = String(value)): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value) && value > 0 && value <= maxS) return undefined;
  return `${what} must be a number of seconds above 0 and at most ${maxS} (${spoken(maxS)}), not ${excerpt(shown, 40)}`;
}

/** A time limit read from text (a flag, an environment variable), in seconds; throws a RangeError with the message otherwise. */
export function parseSeconds(raw: string, what: string, maxS: number): number {
  // Number('') is 0 and Number(' ') too: both are refused as "not above 0".
  const n = Number(raw);
  const problem = secondsProblem(n, what, maxS, raw);
  if (problem) throw new RangeError(problem);
  return n;
}
