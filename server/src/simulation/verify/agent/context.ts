/** What every skill of the super-agent gets: the bot, the data, the clock and a way to explain failure. */
import type { Registry } from '../../../vanilla/registry';
import { VerifyAborted, VerifyTimeout, sleep as abortableSleep, within } from '../abort';

/** A skill could not do its job; `message` is a reason a person can act on. */
export class SkillFailure extends Error {}

/**
 * A limit of ours, not a fact about the task: the agent has no skill for it,
 * or the embedded server does not model the mechanic. A reward entry that
 * fails on one is undecided, never "not verified".
 */
export class AgentCannot extends SkillFailure {}

/** The agent could not get to this target (a cow across a river): another target of the same kind may do. */
export class TargetOutOfReach extends SkillFailure {}

/**
 * A failure that shows the goal cannot be done, from a rule of vanilla the run
 * met (a mob too wide for a boat, a lead a mob refuses): a fact, not the
 * agent's limit. `kind`
 * names the rule; it becomes the report's proof. Anything the agent merely
 * did not find or reach is a plain SkillFailure, never this.
 */
export class RuledOut extends SkillFailure {
  constructor(readonly kind: string, message: string) {
    super(message);
  }
}

export interface AgentContext {
  bot: any;
  reg: Registry;
  signal: AbortSignal;
  /** Date.now() value at which the time budget ends. */
  deadline: number;
  log(line: string): void;
  /** What the agent is doing now, for "timed out … while crafting ladder". */
  activity: string;
  /** The whole time budget, for "timed out after 60 s …". */
  budgetMs: number;
  /** How far the agent looks for blocks and entities. */
  searchRadius: number;
  /** How far below the agent it looks for blocks (a generated world's ores lie deep). Default: searchRadius. */
  searchDepth?: number;
  /** The world, for reasons ("this plains world, seed 12345"); unset on the superflat world. */
  worldWords?: string;
  /** Gets `count` of an item into the inventory by any route (set by the agent; skills call it for prerequisites). */
  obtain(item: string, count: number, depth: number): Promise<void>;
}

export function checkTime(ctx: AgentContext): void {
  if (ctx.signal.aborted) throw new VerifyAborted();
  if (Date.now() >= ctx.deadline) throw new VerifyTimeout(ctx.activity);
}

export function sleep(ctx: AgentContext, ms: number): Promise<void> {
  checkTime(ctx);
  return abortableSleep(Math.min(ms, Math.max(0, ctx.deadline - Date.now())), ctx.signal);
}

/**
 * Waits until a look set with `lookAt(…, true)` has gone to the server, so a use that follows aims where the
 * agent looks: mineflayer sends the look in its next physics tick, and on a busy machine that tick can come
 * later than a fixed wait. Two ticks (or 1.5 s when physics is paused, e.g. in a boat), and at least 150 ms.
 */
export async function lookSent(ctx: AgentContext): Promise<void> {
  const ticks = Promise.race([ctx.bot.waitForTicks(2).catch(() => undefined), abortableSleep(1500, ctx.signal)]);
  await Promise.all([step(ctx, ticks, 2000, 'aiming'), sleep(ctx, 150)]);
}

/** Polls `done` every 50 ms until it holds or `ms` pass (never past the deadline): the server's answer to an action, which a busy machine delays. */
export async function waitUntil(ctx: AgentContext, done: () => boolean, ms: number): Promise<boolean> {
  const t0 = Date.now();
  while (!done()) {
    if (Date.now() - t0 >= ms) return false;
    await sleep(ctx, 50);
  }
  return true;
}

/** Runs a bot operation with at most `ms` (and never past the deadline). */
export function step<T>(ctx: AgentContext, p: Promise<T>, ms: number, what: string): Promise<T> {
  checkTime(ctx);
  return within(p, Math.min(ms, ctx.deadline - Date.now()), what, ctx.signal);
}

/** Sets the current activity for the duration of `fn` (restored afterwards). */
export async function doing<T>(ctx: AgentContext, activity: string, fn: () => Promise<T>): Promise<T> {
  const prev = ctx.activity;
  ctx.activity = activity;
  ctx.log(activity);
  try {
    return await fn();
  } catch (e) {
    if (e instanceof VerifyTimeout) e.activity ??= activity;
    throw e;
  } finally {
    ctx.activity = prev;
  }
}

/** "within 32 blocks", "within 48 blocks in this plains world, seed 12345": where the agent looked. */
export function nearWords(ctx: Pick<AgentContext, 'searchRadius' | 'worldWords'>): string {
  return `within ${ctx.searchRadius} blocks${ctx.worldWords ? ` in ${ctx.worldWords}` : ''}`;
}
