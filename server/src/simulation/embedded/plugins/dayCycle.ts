/**
 * flying-squid's day cycle computes the next time at a tick (old + 20, each
 * second) but applies it a few microtasks later (its `changeTime` behavior is
 * async), so a time set in between — a bed's night skip on the same tick, a
 * /time set — was overwritten by the stale value. As in vanilla, where the
 * time set wins, the step is then taken from the time set.
 */
import type { EmbeddedContext } from './context';

export function installDayCycleGuard(ctx: EmbeddedContext): void {
  const serv = ctx.serv;
  serv.on('changeTime', (data: { old: number; newTime: number }) => {
    if (typeof data?.old === 'number' && serv.time !== data.old) data.newTime = serv.time;
  });
}
