/**
 * Lighting a fire with flint and steel (or a fire charge) as a player does:
 * click the top of a block with air above (a block the goal names, else the
 * nearest solid one); vanilla places fire there and counts the item's use.
 */
import type { AgentContext } from './context';
import { SkillFailure } from './context';
import { airAbove, useOnBlock } from './blockUse';
import { COMMON_FIRE_GROUND, NOT_LIT_ON } from '../../../vanilla/fireLighting';

/** Lights a fire on one of `on` (any solid block when empty) with `item`; returns where the fire burns. */
export async function lightFire(ctx: AgentContext, item: string, on: string[]): Promise<void> {
  const solid = (b: any) => b.boundingBox === 'block' && airAbove(ctx, b) && !NOT_LIT_ON.has(b.name);
  const names = on.length ? on : [...new Set([...COMMON_FIRE_GROUND, ...(ctx.bot.blockAt(ctx.bot.entity.position.offset(0, -1, 0))?.name ? [ctx.bot.blockAt(ctx.bot.entity.position.offset(0, -1, 0)).name] : [])])];
  // The block under the agent is skipped: the fire would burn it.
  const feet = ctx.bot.entity.position.floored();
  const fits = (b: any) => solid(b) && !(b.position.x === feet.x && b.position.z === feet.z);
  const block = await useOnBlock(ctx, item, names, `${on.length ? on.join(' or ') : 'solid block'} with air above`, fits);
  const above = ctx.bot.blockAt(block.position.offset(0, 1, 0))?.name;
  if (above !== 'fire' && above !== 'soul_fire') throw new SkillFailure(`the agent used ${item} on ${block.name} but no fire was lit`);
}
