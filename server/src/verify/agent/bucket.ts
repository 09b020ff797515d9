/**
 * Buckets: fill one at a water (or lava) source, milk a cow, scoop a fish
 * with a water bucket. Each gets its bucket first when the agent has none.
 */
import type { AgentContext } from './context';
import { nearWords, doing, SkillFailure, sleep, step } from './context';
import { count, equip } from './inventory';
import { findNearestBlock } from './mine';
import { gotoBlock, gotoNear } from './navigate';
import { nearestEntity } from './kill';
import { haveOneOf } from './holdTool';

export const FISH_OF_BUCKET: Record<string, string> = { cod_bucket: 'cod', salmon_bucket: 'salmon', pufferfish_bucket: 'pufferfish', tropical_fish_bucket: 'tropical_fish' };

/** Fills an empty bucket at the nearest source of `fluid`. */
export async function fillBucket(ctx: AgentContext, fluid: 'water' | 'lava' = 'water'): Promise<void> {
  const bot = ctx.bot;
  await haveOneOf(ctx, ['bucket']);
  const source = bot.registry.blocksByName[fluid];
  const block = findNearestBlock(ctx, [fluid], (b) => b.stateId === source.minStateId);
  if (!block) throw new SkillFailure(`no ${fluid} source ${nearWords(ctx)} to fill a bucket`);
  await doing(ctx, `filling a bucket with ${fluid}`, async () => {
    const filled = `${fluid}_bucket`;
    const before = count(bot, filled);
    await gotoBlock(ctx, block.position, `the ${fluid}`);
    await equip(ctx, 'bucket');
    await step(ctx, bot.lookAt(block.position.offset(0.5, 0.5, 0.5), true), 2000, 'aiming');
    // The look must reach the server before the use.
    await sleep(ctx, 150);
    bot.activateItem();
    await sleep(ctx, 400);
    if (count(bot, filled) <= before) throw new SkillFailure(`the agent used a bucket on the ${fluid} at ${block.position} but got no ${filled}`);
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
  const fish = FISH_OF_BUCKET[fishBucket];
  if (!fish) throw new SkillFailure(`${fishBucket} is not a bucket of fish`);
  if (!nearestEntity(ctx, [fish])) throw new SkillFailure(`no ${fish} ${nearWords(ctx)} to catch in a bucket`);
  if (count(ctx.bot, 'water_bucket') === 0) await fillBucket(ctx, 'water');
  const before = count(ctx.bot, fishBucket);
  await useOnMob(ctx, 'water_bucket', [fish]);
  if (count(ctx.bot, fishBucket) <= before) throw new SkillFailure(`the agent used a water bucket on a ${fish} but got no ${fishBucket}`);
}
