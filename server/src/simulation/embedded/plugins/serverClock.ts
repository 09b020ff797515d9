/**
 * The server clock every mechanic runs on: one 'tick' listener on
 * flying-squid's server, calling the mechanics' steps in the order they were
 * added. One listener instead of one per mechanic keeps the server under
 * Node's listener limit without raising it, and the order of the steps is
 * the order the pack installs them (as separate listeners ran before).
 */
import type { EmbeddedContext } from './context';

export function everyTick(ctx: EmbeddedContext, step: () => void): void {
  const serv = ctx.serv;
  if (!serv.mcuTickers) {
    const steps: Array<() => void> = serv.mcuTickers = [];
    serv.on('tick', () => { for (const s of steps) s(); });
  }
  serv.mcuTickers.push(step);
}
