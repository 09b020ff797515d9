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

export type { SettleChange } from './settleTypes';

/** Applies the settle rules around `center`, then lets the world run `waitMs`. */
export async function settleScene(ctx: EmbeddedContext, center: Vec3, waitMs: number, opts: { daylightKnown: boolean }): Promise<SettleChange[]> {
  const world = ctx.serv.overworld;
  const out: SettleChange[] = [];
  pushAll(out, await dropUnsupported(ctx, world, center));
  pushAll(out, dropLooseHanging(ctx));
  if (opts.daylightKnown) pushAll(out, burnUndead(ctx));
  pushAll(out, despawnMobs(ctx));
  await new Promise((r) => setTimeout(r, Math.max(0, waitMs)));
  return out;
}
