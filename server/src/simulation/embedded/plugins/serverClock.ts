/**
 * The server clock every mechanic runs on: one 'tick' listener on
 * flying-squid's server, calling the mechanics' steps in the order they were
 * added. One listener instead of one per mechanic keeps the server under
 * Node's listener limit without raising it, and the order of the steps is
 * the order the pack installs them (as separate listeners ran before).
 *
 * Delays are counted in game ticks (afterTicks), not milliseconds: a button
 * released after 30 ticks, a TNT fuse of 80, a corpse removed after 20 stay
 * right whatever rate the clock runs at, so the clock can be stepped faster
 * than real time where nothing else waits on it.
 */
import type { EmbeddedContext } from './context';
import { TICKS_PER_SECOND } from '../../../vanilla/gameTime';

export function everyTick(ctx: EmbeddedContext, step: () => void): void {
  const serv = ctx.serv;
  if (!serv.mcuTickers) {
    const steps: Array<() => void> = serv.mcuTickers = [];
    serv.on('tick', () => { for (const s of steps) s(); });
  }
  serv.mcuTickers.push(step);
}

interface Due { at: number; run: () => void; cancelled: boolean }

/** A delayed step that can still be called off (a button pressed again, the world reset). */
export interface TickTimer { cancel(): void }

/** Runs `run` once `ticks` game ticks from now (at least one), in the order the delays were asked for. */
export function afterTicks(ctx: EmbeddedContext, ticks: number, run: () => void): TickTimer {
  const serv = ctx.serv;
  let pending: Due[] | undefined = serv.mcuDueSteps;
  if (!pending) {
    const list: Due[] = pending = serv.mcuDueSteps = [];
    everyTick(ctx, () => {
      if (!list.length) return;
      const now = serv.tickCount ?? 0;
      const ready = list.filter((d) => d.at <= now);
      if (!ready.length) return;
      const later = list.filter((d) => d.at > now);
      list.length = 0;
      list.push(...later);
      for (const d of ready) {
        if (d.cancelled) continue;
        try { d.run(); } catch (e) { ctx.log(`a delayed step failed: ${String((e as Error)?.stack ?? e)}`); }
      }
    });
  }
  const due: Due = { at: (serv.tickCount ?? 0) + Math.max(1, Math.round(ticks)), run, cancelled: false };
  pending.push(due);
  return { cancel: () => { due.cancelled = true; } };
}

/** Delayed steps not yet run (a world reset calls them off). */
export function cancelDueSteps(ctx: EmbeddedContext): void {
  const list: Due[] | undefined = ctx.serv.mcuDueSteps;
  if (!list) return;
  for (const d of list) d.cancelled = true;
  list.length = 0;
}

/** The rate flying-squid's clock runs at: vanilla's. */
const REAL_RATE = TICKS_PER_SECOND;

/**
 * Stops the server's clock: nothing that steps by ticks moves until
 * resumeClock (a session opened ahead of its task waits so, see
 * verify/warmStart.ts).
 */
export function holdClock(ctx: EmbeddedContext): void {
  ctx.serv.stopTickInterval();
}

/** Runs the server's clock at vanilla's rate again. */
export function resumeClock(ctx: EmbeddedContext): void {
  if (!ctx.serv.isClosed) ctx.serv.setTickInterval(REAL_RATE);
}

/**
 * Runs the server's clock for `ticks` game ticks at `rate` ticks a second
 * (faster than real time where nothing waits on the wall clock), then puts it
 * back to 20 and waits until the entity ticker has caught up.
 */
export async function stepTicks(ctx: EmbeddedContext, ticks: number, rate: number): Promise<void> {
  const serv = ctx.serv;
  if (ticks <= 0) return;
  serv.setTickInterval(rate);
  let done: () => void = () => undefined;
  try {
    // A server closed meanwhile ticks no more: its close ends the wait too.
    await new Promise<void>((resolve) => {
      done = resolve;
      afterTicks(ctx, ticks, resolve);
      serv.once('close', resolve);
    });
  } finally {
    serv.removeListener('close', done);
    resumeClock(ctx);
  }
  await serv.mcuEntityClockIdle?.();
}
