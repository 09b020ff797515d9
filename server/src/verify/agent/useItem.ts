/**
 * Using an item (the `used` statistic): shoot a bow (draw, hold, release),
 * eat food, place a block, dig with a tool, hit with a weapon, throw or
 * shoot (snowballs, eggs, ender pearls, tridents, crossbows: agent/ranged.ts),
 * block a hit with a shield (agent/shieldBlock.ts), or simply activate it.
 */
import type { AgentContext } from './context';
import { nearWords, doing, SkillFailure, sleep, step } from './context';
import { placeNearby } from './craft';
import { count, equip, findItem } from './inventory';
import { killEntity, nearestEntity } from './kill';
import { digBlock } from './dig';
import { shootCrossbow, throwOne, throwTrident } from './ranged';
import { blockWithShield } from './shieldBlock';
import { consumeItem, throwSplash } from './drink';
import { pourBucket, useBucket } from './bucket';
import { DRINKS } from '../../mc/consumeRules';
import { isCreature, placingSkill } from './hang';
import { fertilize } from './farming';
import { lightFire } from './fire';
import { canShearBlock, shearBlock } from './carve';

const DIGGING_TOOL = /_(pickaxe|shovel|axe|hoe)$|^shears$/;

async function shootBow(ctx: AgentContext, bow: string): Promise<void> {
  const bot = ctx.bot;
  if (!['arrow', 'spectral_arrow', 'tipped_arrow'].some((a) => count(bot, a) > 0)) {
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
    // Thrown and shot the vanilla way (agent/ranged.ts); a shield counts only when it blocks a hit.
    if (item === 'crossbow') return shootCrossbow(ctx, []);
    if (item === 'trident') return throwTrident(ctx, []);
    if (item === 'snowball' || item === 'egg' || item === 'ender_pearl') return throwOne(ctx, item, []);
    if (item === 'shield') return blockWithShield(ctx);
    const place = placingSkill(item);
    if (place) return place(ctx);
    if (info?.food || DRINKS.has(item)) return consumeItem(ctx, item);
    if (item === 'splash_potion' || item === 'lingering_potion') return throwSplash(ctx, item);
    // Buckets count only when filled at a source or poured (agent/bucket.ts), not used in the air.
    if (item === 'bucket') return useBucket(ctx, []);
    if (item === 'water_bucket' || item === 'lava_bucket') return pourBucket(ctx, item);
    if (ctx.reg.blocks.has(item) && item !== 'air') { await placeNearby(ctx, item); return; }
    // Items whose use is on a block (agent/farming.ts, fire.ts, carve.ts): bone meal on a crop, fire lit,
    // shears on leaves or grass (vanilla counts used:shears only there, not on dirt).
    if (item === 'bone_meal') return fertilize(ctx);
    if (item === 'flint_and_steel' || item === 'fire_charge') return lightFire(ctx, item, []);
    if (item === 'shears' && canShearBlock(ctx)) return shearBlock(ctx);
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
