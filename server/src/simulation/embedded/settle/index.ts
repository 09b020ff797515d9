/**
 * Settling the scene: after the init commands and before the agent starts,
 * the rules vanilla applies in the first seconds (vanilla/settleRules.ts, shared
 * with the static setup checks) run once, then the world ticks for a moment.
 * What they removed is listed in the report, so "find a zombie" failing at
 * noon says why.
 */
import type { Vec3 } from 'vec3';
import type { EmbeddedContext } from '../plugins/context';
import { dropUnsupported } from './support';
import { burnUndead, despawnMobs, dropLooseHanging } from './entities';
import type { SettleChange } from './settleTypes';
import { pushAll } from '../../../util/pushAll';
import { stepTicks } from '../plugins/serverClock';
import { TICKS_PER_SECOND } from '../../../vanilla/gameTime';

const MS_PER_TICK = 1000 / TICKS_PER_SECOND;

export type { SettleChange } from './settleTypes';

/**
 * The rate the world runs at while it settles: ten times real time. Nothing
 * acts on the wall clock then (the agent has not started; entities, fluids,
 * fire and plants all step by ticks), so the world ends where 20 ticks a
 * second would leave it, sooner. The agent's own fall, which its client
 * simulates in real time, is waited out after (waitOutDanger).
 */
export const SETTLE_RATE = 200;

/** Applies the settle rules around `center`, then lets the world run for `waitMs` of game time. */
export async function settleScene(ctx: EmbeddedContext, center: Vec3, waitMs: number, opts: { daylightKnown: boolean }): Promise<SettleChange[]> {
  const world = ctx.serv.overworld;
  const out: SettleChange[] = [];
  pushAll(out, await dropUnsupported(ctx, world, center));
  pushAll(out, dropLooseHanging(ctx));
  if (opts.daylightKnown) pushAll(out, burnUndead(ctx));
  pushAll(out, despawnMobs(ctx));
  await stepTicks(ctx, Math.round(Math.max(0, waitMs) / MS_PER_TICK), SETTLE_RATE);
  return out;
}
