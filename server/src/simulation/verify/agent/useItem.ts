/**
 * The generic use of an item (the `used` statistic), once useForGoal
 * (agent/useGoal.ts) has routed the items with a use of their own (thrown and
 * shot items, shields, buckets, bottles, bone meal, fire, shears, hanging and
 * placed entities, leads, rods, boats): shoot a bow, eat or drink, throw a
 * splash potion, place a block, dig with a tool, hit with a weapon, or simply
 * activate it.
 */
import type { AgentContext } from './context';
import { nearWords, doing, SkillFailure, sleep, step } from './context';
import { placeNearby } from './craft';
import { count, equip, findItem } from './inventory';
import { killEntity, nearestEntity } from './kill';
import { digBlock } from './dig';
import { consumeItem, throwSplash } from './drink';
import { DRINKS } from '../../../vanilla/consumeRules';
import { isCreature } from './hang';
import { arrowItems } from '../../../vanilla/projectiles';

const DIGGING_TOOL = /_(pickaxe|shovel|axe|hoe)$|^shears$/;

async function shootBow(ctx: AgentContext, bow: string): Promise<void> {
  const bot = ctx.bot;
  if (!arrowItems(ctx.reg).some((a) => count(bot, a) > 0)) {
    throw new SkillFailure(`shooting a ${bow} needs arrows; the agent has none`);
  }
  await equip(ctx, bow);
  const target = bot.nearestEntity((e: any) => isCreature(e) && e.position.distanceTo(bot.entity.position) < 24);
  if (target) await step(ctx, bot.lookAt(target.position.offset(0, (target.height ?? 1) * 0.6, 0), true), 2000, 'aiming');
  bot.activateItem();
  await sleep(ctx, 1200);
  bot.deactivateItem();
  await sleep(ctx, 300);
}

async function digWith(ctx: AgentContext, tool: string): Promise<void> {
  const bot = ctx.bot;
  await equip(ctx, tool);
  // The ground next to the agent: dirt/grass works with any tool.
  const base = bot.entity.position.floored();
  for (const [dx, dz] of [[1, 0], [0, 1], [-1, 0], [0, -1]]) {
    const b = bot.blockAt(base.offset(dx, -1, dz));
    if (b && b.diggable && b.name !== 'bedrock' && b.boundingBox === 'block') {
      await digBlock(ctx, b, 15000, `digging with ${tool}`);
      return;
    }
  }
  throw new SkillFailure(`the agent found no block to dig with ${tool}`);
}

/** Uses one item among `names` once. */
export async function useItem(ctx: AgentContext, names: string[], depth = 0): Promise<void> {
  let name = names.find((n) => findItem(ctx.bot, n));
  if (!name) {
    let why = '';
    for (const n of names) {
      try {
        await ctx.obtain(n, 1, depth + 1);
        name = n;
        break;
      } catch (e) {
        if (!(e instanceof SkillFailure)) throw e;
        why ||= e.message;
      }
    }
    if (!name) throw new SkillFailure(`the agent has no ${names.join(' or ')} to use${why ? ` (${why})` : ''}`);
  }
  const item = name;
  const info = ctx.reg.items.get(item);
  await doing(ctx, `using ${item}`, async () => {
    if (item === 'bow') return shootBow(ctx, item);
    if (info?.food || DRINKS.has(item)) return consumeItem(ctx, item);
    if (item === 'splash_potion' || item === 'lingering_potion') return throwSplash(ctx, item);
    if (ctx.reg.blocks.has(item) && item !== 'air') { await placeNearby(ctx, item); return; }
    if (DIGGING_TOOL.test(item)) return digWith(ctx, item);
    if (/_sword$/.test(item)) {
      const mob = ctx.bot.nearestEntity((e: any) => isCreature(e) && e.position.distanceTo(ctx.bot.entity.position) <= ctx.searchRadius);
      if (!mob) throw new SkillFailure(`using ${item} needs something to hit; no mob ${nearWords(ctx)}`);
      await equip(ctx, item);
      await killEntity(ctx, [mob.name], false);
      return;
    }
    await equip(ctx, item);
    ctx.bot.activateItem();
    await sleep(ctx, 300);
    ctx.bot.deactivateItem();
  });
}

/** damage_dealt / custom: hit the nearest mob. */
export async function hitSomething(ctx: AgentContext): Promise<void> {
  const mob = ctx.bot.nearestEntity((e: any) => isCreature(e));
  if (!mob || !nearestEntity(ctx, [mob.name])) throw new SkillFailure(`no mob ${nearWords(ctx)} to deal damage to`);
  await killEntity(ctx, [mob.name], false);
}
