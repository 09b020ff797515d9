/**
 * Buckets: fill one at a water (or lava) source, pour a water or lava bucket
 * on the ground (or beside a lava source, to make obsidian), milk a cow, get
 * mushroom stew from a mooshroom with a bowl, scoop a fish with a water
 * bucket. Each gets its bucket (or bowl) first when the agent has none.
 *
 * In vanilla 1.16.5 only filling counts `used:bucket` and only pouring counts
 * `used:water_bucket` / `used:lava_bucket` (BucketItem.use); milking a cow
 * counts nothing (CowEntity.interactMob), so a `used:bucket` goal is earned
 * at a fluid source even when its text speaks of a cow.
 */
import type { AgentContext } from './context';
import { lookSent, nearWords, doing, SkillFailure, sleep, step, waitUntil } from './context';
import { count, equip } from './inventory';
import { findNearestBlock } from './mine';
import { gotoBlock, gotoNear } from './navigate';
import { nearestEntity } from './kill';
import { haveOneOf } from './holdTool';
import { vec3 } from '../runtime';
import { digBlock } from './dig';
import { fishOfBucket } from '../../../vanilla/buckets';


/** How long the server may take to fill or empty the bucket (400 ms sufficed on an idle machine, not on a loaded CI run). */
const ANSWER_MS = 5000;

/** Fills an empty bucket at the nearest source of `fluid`. */
export async function fillBucket(ctx: AgentContext, fluid: 'water' | 'lava' = 'water'): Promise<void> {
  const bot = ctx.bot;
  await haveOneOf(ctx, ['bucket']);
  const block = nearestSource(ctx, fluid);
  if (!block) throw new SkillFailure(`no ${fluid} source ${nearWords(ctx)} to fill a bucket`);
  await doing(ctx, `filling a bucket with ${fluid}`, async () => {
    const filled = `${fluid}_bucket`;
    const before = count(bot, filled);
    await gotoBlock(ctx, block.position, `the ${fluid}`);
    await equip(ctx, 'bucket');
    await step(ctx, bot.lookAt(block.position.offset(0.5, 0.5, 0.5), true), 2000, 'aiming');
    await lookSent(ctx);
    bot.activateItem();
    if (!await waitUntil(ctx, () => count(bot, filled) > before, ANSWER_MS)) throw new SkillFailure(`the agent used a bucket on the ${fluid} at ${block.position} but got no ${filled}`);
  });
}

/** Uses `item` on the nearest of `mobs` (right-click). Returns the entity it was used on. */
export async function useOnMob(ctx: AgentContext, item: string, mobs: string[], matches?: (e: any) => boolean): Promise<any> {
  const target = nearestEntity(ctx, mobs, matches);
  if (!target) throw new SkillFailure(`no ${mobs.join(' or ')} ${nearWords(ctx)}`);
  await doing(ctx, `using ${item} on the ${target.name}`, async () => {
    await gotoNear(ctx, target.position, 2, `the ${target.name}`);
    await equip(ctx, item);
    await step(ctx, ctx.bot.lookAt(target.position.offset(0, (target.height ?? 1) * 0.6, 0), true), 2000, 'aiming');
    await step(ctx, ctx.bot.activateEntity(target), 3000, `using ${item}`);
    await sleep(ctx, 300);
  });
  return target;
}

/** An empty bucket on an adult cow (or mooshroom): a milk bucket. */
export async function milkCow(ctx: AgentContext): Promise<void> {
  await haveOneOf(ctx, ['bucket']);
  const before = count(ctx.bot, 'milk_bucket');
  await useOnMob(ctx, 'bucket', ['cow', 'mooshroom'], (e) => !e.metadata?.[15]);
  if (count(ctx.bot, 'milk_bucket') <= before) throw new SkillFailure('the agent used a bucket on a cow but got no milk_bucket');
}

/** A water bucket on a fish: a bucket of that fish (a water bucket is filled first when the agent has only an empty one). */
export async function scoopFish(ctx: AgentContext, fishBucket: string): Promise<void> {
  const fish = fishOfBucket(fishBucket);
  if (!fish) throw new SkillFailure(`${fishBucket} is not a bucket of fish`);
  if (!nearestEntity(ctx, [fish])) throw new SkillFailure(`no ${fish} ${nearWords(ctx)} to catch in a bucket`);
  if (count(ctx.bot, 'water_bucket') === 0) await fillBucket(ctx, 'water');
  const before = count(ctx.bot, fishBucket);
  await useOnMob(ctx, 'water_bucket', [fish]);
  if (count(ctx.bot, fishBucket) <= before) throw new SkillFailure(`the agent used a water bucket on a ${fish} but got no ${fishBucket}`);
}

/** The nearest source of `fluid` (a block at level 0): what a bucket or a glass bottle fills from. */
export function nearestSource(ctx: AgentContext, fluid: 'water' | 'lava'): any | undefined {
  const source = ctx.bot.registry.blocksByName[fluid];
  return findNearestBlock(ctx, [fluid], (b) => b.stateId === source.minStateId);
}

/**
 * An empty bucket used for its statistic (`used:bucket`): filled at the
 * nearest source (of lava when the goal acts on lava, else water, else
 * whichever there is). Milking does not count, so a goal "on" a cow is
 * earned at a source too, or explained when there is none.
 */
export async function useBucket(ctx: AgentContext, on: string[]): Promise<void> {
  const order: Array<'water' | 'lava'> = on.includes('lava') ? ['lava', 'water'] : ['water', 'lava'];
  const fluid = order.find((f) => nearestSource(ctx, f));
  if (fluid) return fillBucket(ctx, fluid);
  if (on.some((o) => o === 'cow' || o === 'mooshroom')) {
    throw new SkillFailure(`milking a cow counts no used:bucket in vanilla 1.16.5 (only filling the bucket at a water or lava source does), and there is no source ${nearWords(ctx)}`);
  }
  throw new SkillFailure(`no water or lava source ${nearWords(ctx)} to fill a bucket (only a source fills one; flowing water does not)`);
}

export const hasLavaSource = (ctx: AgentContext): boolean => !!nearestSource(ctx, 'lava');

/** A solid block (full collision box). */
const solid = (b: any) => !!b && b.boundingBox === 'block';
/** A cell a poured fluid can take: air, flowing fluid or a plant (nothing that blocks movement). */
const open = (b: any) => !!b && b.boundingBox === 'empty' && !/^(.*_sign|ladder|sugar_cane|.*portal)$/.test(b.name);

/**
 * Pours `bucket` into `cell` (open, on a solid block): the agent walks within
 * reach, looks at the top face of the block below and uses the bucket,
 * which places a source in front of that face (BucketItem.use). Checks the
 * bucket came back empty.
 */
async function pourInto(ctx: AgentContext, bucket: string, cell: any, what: string): Promise<void> {
  const bot = ctx.bot;
  await doing(ctx, `pouring the ${bucket} ${what}`, async () => {
    if (bot.entity.position.distanceTo(cell.offset(0.5, 0.5, 0.5)) > 4) await gotoNear(ctx, cell, 3, what);
    await equip(ctx, bucket);
    const before = count(bot, bucket);
    await step(ctx, bot.lookAt(cell.offset(0.5, 0.02, 0.5), true), 2000, 'aiming');
    await lookSent(ctx);
    bot.activateItem();
    if (!await waitUntil(ctx, () => count(bot, bucket) < before, ANSWER_MS)) throw new SkillFailure(`the agent used its ${bucket} on the block below ${cell} but the server took no fluid from it`);
  });
}

/** Open cells on solid ground around the agent (not its own column), nearest first beyond one block. */
function groundCells(ctx: AgentContext): any[] {
  const bot = ctx.bot;
  const here = bot.entity.position.floored();
  const out: any[] = [];
  for (let dx = -3; dx <= 3; dx++) {
    for (let dz = -3; dz <= 3; dz++) {
      if (Math.abs(dx) + Math.abs(dz) < 2) continue;
      for (const dy of [0, -1, 1]) {
        const cell = here.offset(dx, dy, dz);
        if (open(bot.blockAt(cell)) && solid(bot.blockAt(cell.offset(0, -1, 0))) && open(bot.blockAt(cell.offset(0, 1, 0)))) { out.push(cell); break; }
      }
    }
  }
  return out.sort((a, b) => a.distanceTo(here) - b.distanceTo(here));
}

/** Pours a water or lava bucket on the ground near the agent (`used:<bucket>` in vanilla). Fills one first when it has only an empty bucket. */
export async function pourBucket(ctx: AgentContext, bucket: 'water_bucket' | 'lava_bucket'): Promise<void> {
  if (count(ctx.bot, bucket) === 0) {
    if (count(ctx.bot, 'bucket') > 0 || !(await tryHave(ctx, bucket))) await fillBucket(ctx, bucket === 'water_bucket' ? 'water' : 'lava');
  }
  const cell = groundCells(ctx)[0];
  if (!cell) throw new SkillFailure(`the agent found no open ground near it to pour the ${bucket} on`);
  await pourInto(ctx, bucket, cell, 'on the ground');
}

/** Pours the lava bucket into a hole it digs in the ground nearby, where the source cannot spread. */
export async function pourLavaInHole(ctx: AgentContext): Promise<void> {
  const bot = ctx.bot;
  if (count(bot, 'lava_bucket') === 0) throw new SkillFailure('the agent has no lava bucket and no lava source is near');
  const cell = groundCells(ctx).find((c) => c.distanceTo(bot.entity.position) >= 2.5);
  if (!cell) throw new SkillFailure('the agent found no open ground near it to dig a hole for the lava');
  const hole = cell.offset(0, -1, 0);
  // The hole must have solid walls and floor, or the lava runs out of it.
  const walls = [[1, 0], [-1, 0], [0, 1], [0, -1]].map(([dx, dz]) => bot.blockAt(hole.offset(dx, 0, dz)));
  if (!walls.every(solid) || !solid(bot.blockAt(hole.offset(0, -1, 0)))) throw new SkillFailure(`the ground at ${hole} is not solid around the hole the lava would go in`);
  await doing(ctx, `digging a hole for the lava at ${hole}`, async () => {
    if (bot.entity.position.distanceTo(hole) > 4) await gotoNear(ctx, cell, 3, 'the spot for the lava');
    await digBlock(ctx, bot.blockAt(hole), 10_000, `digging the ${bot.blockAt(hole)?.name} for the lava`);
  });
  await pourInto(ctx, 'lava_bucket', hole, 'into the hole');
}

async function tryHave(ctx: AgentContext, item: string): Promise<boolean> {
  try { await haveOneOf(ctx, [item]); return true; } catch (e) { if (e instanceof SkillFailure) return false; throw e; }
}

/**
 * Water poured beside a lava source hardens it into obsidian
 * (FluidBlock.receiveNeighborFluids): the agent pours its water bucket into
 * an open cell beside the lava (on solid ground), or one block above and
 * beside it, from where the water flows over the lava. Checks the obsidian.
 */
export async function pourOnLava(ctx: AgentContext): Promise<void> {
  const bot = ctx.bot;
  const lava = nearestSource(ctx, 'lava');
  if (!lava) throw new SkillFailure(`no lava source ${nearWords(ctx)} to pour water on`);
  if (count(bot, 'water_bucket') === 0) await fillBucket(ctx, 'water');
  const Vec3 = vec3();
  const sides = [new Vec3(1, 0, 0), new Vec3(-1, 0, 0), new Vec3(0, 0, 1), new Vec3(0, 0, -1)];
  const here = bot.entity.position.floored();
  const spots = sides.flatMap((d) => [lava.position.plus(d), lava.position.plus(d).offset(0, 1, 0)])
    .filter((c) => !c.equals(here) && !c.equals(here.offset(0, 1, 0)) && open(bot.blockAt(c)) && bot.blockAt(c)?.name !== 'lava' && solid(bot.blockAt(c.offset(0, -1, 0))))
    .sort((a, b) => a.distanceTo(here) - b.distanceTo(here));
  if (!spots.length) throw new SkillFailure(`the lava at ${lava.position} has no open cell beside it (on solid ground) to pour water into`);
  await pourInto(ctx, 'water_bucket', spots[0], `beside the lava at ${lava.position}`);
  const t0 = Date.now();
  while (bot.blockAt(lava.position)?.name !== 'obsidian') {
    if (Date.now() - t0 > 4000) throw new SkillFailure(`the agent poured water beside the lava at ${lava.position} but no obsidian formed`);
    await sleep(ctx, 100);
  }
}

/** A bowl on an adult mooshroom: a mushroom stew (no statistic in vanilla). */
export async function stewFromMooshroom(ctx: AgentContext): Promise<void> {
  await haveOneOf(ctx, ['bowl']);
  const before = count(ctx.bot, 'mushroom_stew');
  await useOnMob(ctx, 'bowl', ['mooshroom'], (e) => !e.metadata?.[15]);
  if (count(ctx.bot, 'mushroom_stew') <= before) throw new SkillFailure('the agent used a bowl on a mooshroom but got no mushroom_stew');
}
