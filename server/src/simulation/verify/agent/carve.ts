/**
 * Shears on blocks, as a player uses them: carving a pumpkin (right-click
 * with shears; the carved pumpkin is then broken and picked up), and
 * breaking leaves, grass, cobwebs … with shears, which is what counts
 * used:shears in vanilla 1.16.5 apart from shearing a sheep (carving a
 * pumpkin counts nothing before 1.17).
 */
import type { AgentContext } from './context';
import { doing, nearWords, SkillFailure } from './context';
import { useOnBlock } from './blockUse';
import { haveOneOf } from './holdTool';
import { count } from './inventory';
import { findNearestBlock, mineBlock } from './mine';
import { collectDrops } from './collect';
import { shearsCountUse } from '../../../vanilla/shearsRules';
import { placeNearby } from './craft';

/**
 * Shears in the inventory: held, or crafted from iron ingots on hand. No longer
 * chain (mining iron, killing an iron golem for ingots): carving is a side route
 * to a carved pumpkin, tried only when the means are at hand.
 */
export async function haveShears(ctx: AgentContext, why: string): Promise<void> {
  if (count(ctx.bot, 'shears') > 0) return;
  if (count(ctx.bot, 'iron_ingot') < 2) throw new SkillFailure(`${why} needs shears and the agent has none (nor 2 iron ingots to make them)`);
  try {
    await haveOneOf(ctx, ['shears']);
  } catch (e) {
    if (!(e instanceof SkillFailure)) throw e;
    throw new SkillFailure(`${why} needs shears and the agent has none (${e.message})`);
  }
}

/** Carves the nearest pumpkin with shears (it becomes a carved pumpkin and drops 4 pumpkin seeds, which are picked up). */
export async function carvePumpkin(ctx: AgentContext): Promise<any> {
  if (!findNearestBlock(ctx, ['pumpkin']) && count(ctx.bot, 'pumpkin') === 0) throw new SkillFailure(`no pumpkin ${nearWords(ctx)} to carve`);
  await haveShears(ctx, 'carving a pumpkin');
  // A pumpkin in the inventory is set down first: vanilla carves only a placed pumpkin.
  if (!findNearestBlock(ctx, ['pumpkin'])) await placeNearby(ctx, 'pumpkin');
  const block = await useOnBlock(ctx, 'shears', ['pumpkin'], 'pumpkin');
  if (ctx.bot.blockAt(block.position)?.name !== 'carved_pumpkin') throw new SkillFailure('the agent used shears on a pumpkin but it was not carved');
  await collectDrops(ctx, ['pumpkin_seeds'], 6, 500);
  return block;
}

/** A carved pumpkin in the inventory: break one standing nearby, else carve a pumpkin (placed or held) and break it. */
export async function getCarvedPumpkin(ctx: AgentContext): Promise<void> {
  await doing(ctx, 'getting a carved pumpkin', async () => {
    const before = count(ctx.bot, 'carved_pumpkin');
    if (!findNearestBlock(ctx, ['carved_pumpkin'])) await carvePumpkin(ctx);
    await mineBlock(ctx, ['carved_pumpkin']);
    if (count(ctx.bot, 'carved_pumpkin') <= before) throw new SkillFailure('the agent broke the carved pumpkin but picked nothing up');
  });
}

/** Blocks shears count used:shears on (leaves, grass, ferns, cobwebs, vines, dead bushes, wool) that stand nearby. */
function shearableNearby(ctx: AgentContext, among?: string[]): string[] {
  const names = (among?.length ? among : [...ctx.reg.blocks.keys()]).filter(shearsCountUse);
  return names.filter((n) => findNearestBlock(ctx, [n]));
}

/** Whether something nearby counts used:shears when broken with shears. */
export function canShearBlock(ctx: AgentContext, among?: string[]): boolean {
  return shearableNearby(ctx, among).length > 0;
}

/** Breaks one block the goal names (or any that counts) with shears: used:shears, mined:<block>. */
export async function shearBlock(ctx: AgentContext, among?: string[]): Promise<void> {
  const names = shearableNearby(ctx, among);
  if (!names.length) {
    throw new SkillFailure(`nothing ${nearWords(ctx)} counts used:shears when sheared (${among?.length ? among.join(', ') : 'leaves, grass, cobwebs, vines, wool'})`);
  }
  await haveShears(ctx, `shearing ${names[0]}`);
  await mineBlock(ctx, names, 0, ['shears']);
}
