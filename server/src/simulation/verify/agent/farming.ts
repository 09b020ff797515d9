/**
 * Farming by hand, the way a player does it: till ground with a hoe, plant
 * seeds on farmland (tilling first when there is none), bone-meal a crop,
 * and harvest a crop by breaking it (ripened with bone meal, or waited for,
 * when the goal wants its product). Crops and their ages follow vanilla
 * 1.16.5 (vanilla/cropRules.ts).
 */
import type { AgentContext } from './context';
import { doing, nearWords, SkillFailure, sleep } from './context';
import { airAbove, useOnBlock } from './blockUse';
import { CROP_OF_SEED, TILLED_TO } from '../../../vanilla/farmingRules';
import { CROP_MAX_AGE, cropOfProduct, isCrop } from '../../../vanilla/cropRules';
import { findNearestBlock, mineBlock } from './mine';
import { count } from './inventory';
import { collectDrops } from './collect';
import { gotoBlock } from './navigate';
import { digBlock } from './dig';
import { holdTool } from './holdTool';
import { toolsBestFirst } from '../../../vanilla/tools';

/** What a hoe turns into farmland. */
export const TILLABLE = Object.keys(TILLED_TO).filter((b) => TILLED_TO[b] === 'farmland');

/** How long the agent waits at most for a crop to ripen by itself (the embedded server grows crops 10× vanilla's pace). */
const RIPEN_WAIT_MS = 200_000;

/** Tills one block among `ground` (the tillable ones) with `hoe`, which must be held already or in the inventory. */
export async function till(ctx: AgentContext, hoe: string, ground: string[] = TILLABLE): Promise<void> {
  const tillable = ground.filter((b) => TILLABLE.includes(b));
  if (!tillable.length) throw new SkillFailure(`a hoe tills only ${TILLABLE.join(', ')}, not ${ground.join(' or ')}`);
  const block = await useOnBlock(ctx, hoe, tillable, `${tillable.join(' or ')} with air above`, (b) => airAbove(ctx, b));
  if (ctx.bot.blockAt(block.position)?.name !== 'farmland') {
    throw new SkillFailure(`the agent used ${hoe} on ${block.name} but it did not become farmland`);
  }
}

/** A hoe in the inventory (got by ctx.obtain when there is none), or a failure saying why there is no farmland. */
async function someHoe(ctx: AgentContext): Promise<string> {
  const held = toolsBestFirst(ctx.reg, 'hoe').find((h) => count(ctx.bot, h) > 0);
  if (held) return held;
  try {
    await ctx.obtain('wooden_hoe', 1, 1);
    return 'wooden_hoe';
  } catch (e) {
    if (!(e instanceof SkillFailure)) throw e;
    throw new SkillFailure(`no farmland ${nearWords(ctx)} and the agent has no hoe to till some (${e.message})`);
  }
}

/** Farmland with air above, tilling some first when there is none. */
async function farmland(ctx: AgentContext): Promise<void> {
  if (findNearestBlock(ctx, ['farmland'], (b) => airAbove(ctx, b))) return;
  const hoe = await someHoe(ctx);
  await till(ctx, hoe);
}

/** Plants `seed` on the nearest farmland with air above (tilling ground first when there is no farmland). Returns the crop's block. */
export async function plant(ctx: AgentContext, seed: string): Promise<any> {
  const crop = CROP_OF_SEED[seed];
  if (!crop) throw new SkillFailure(`${seed} cannot be planted on farmland`);
  await farmland(ctx);
  const block = await useOnBlock(ctx, seed, ['farmland'], 'farmland with air above', (b) => airAbove(ctx, b));
  const planted = ctx.bot.blockAt(block.position.offset(0, 1, 0));
  if (planted?.name !== crop) throw new SkillFailure(`the agent used ${seed} on farmland but no ${crop} grew there`);
  return planted;
}

/** A crop's age as the agent sees it. */
export function ageOf(block: any): number {
  return Number(block?.getProperties?.().age ?? 0);
}

const ripe = (b: any) => ageOf(b) >= (CROP_MAX_AGE[b.name] ?? 7);

/** Seeds the agent can plant for one of `crops` (held first, else wheat seeds got by any route). */
async function seedFor(ctx: AgentContext, crops: string[]): Promise<string> {
  const seeds = Object.keys(CROP_OF_SEED).filter((s) => crops.includes(CROP_OF_SEED[s]));
  const held = seeds.find((s) => count(ctx.bot, s) > 0);
  if (held) return held;
  let why = '';
  // A carrot or potato is its own seed: farming one to plant it would go round in circles.
  for (const s of seeds.filter((x) => !cropOfProduct(x))) {
    try { await ctx.obtain(s, 1, 1); return s; } catch (e) { if (!(e instanceof SkillFailure)) throw e; why ||= e.message; }
  }
  throw new SkillFailure(`no ${crops.join(' or ')} ${nearWords(ctx)} and nothing to plant one with${why ? ` (${why})` : ''}`);
}

/** The crops a goal's words name (any crop when they name none). */
function cropsOf(names: string[] | undefined): string[] {
  const named = (names ?? []).filter(isCrop);
  return named.length ? named : Object.keys(CROP_MAX_AGE);
}

/** Uses bone meal on a crop that is not fully grown (planting one first when there is none): used:bone_meal. */
export async function fertilize(ctx: AgentContext, on?: string[]): Promise<void> {
  if (on?.length && !on.some(isCrop)) {
    throw new SkillFailure(`bone meal on ${on.slice(0, 3).join(' or ')} is not modelled by the embedded server (only on crops: wheat, carrots, potatoes, beetroots, stems)`);
  }
  const crops = cropsOf(on);
  const growing = (b: any) => !ripe(b);
  await doing(ctx, `bone-mealing ${crops.length > 2 ? 'a crop' : crops.join(' or ')}`, async () => {
    if (!findNearestBlock(ctx, crops, growing)) await plant(ctx, await seedFor(ctx, crops));
    const before = count(ctx.bot, 'bone_meal');
    const block = await useOnBlock(ctx, 'bone_meal', crops, `${crops.join(' or ')} that is not fully grown`, growing);
    if (count(ctx.bot, 'bone_meal') >= before && ageOf(ctx.bot.blockAt(block.position)) <= ageOf(block)) {
      throw new SkillFailure(`the agent used bone meal on ${block.name} but it did not grow`);
    }
  });
}

/** Ripens the crop at `pos` with bone meal while the agent has some, else waits for it to grow (within the time left). */
async function ripen(ctx: AgentContext, pos: any): Promise<void> {
  const end = Math.min(ctx.deadline, Date.now() + RIPEN_WAIT_MS);
  for (;;) {
    const block = ctx.bot.blockAt(pos);
    if (!block || !isCrop(block.name)) throw new SkillFailure(`the crop the agent tended at ${pos} is gone`);
    if (ripe(block)) return;
    if (count(ctx.bot, 'bone_meal') > 0) {
      await useOnBlock(ctx, 'bone_meal', [block.name], `${block.name} that is not fully grown`, (b) => b.position.equals(pos));
      continue;
    }
    if (Date.now() >= end) throw new SkillFailure(`${block.name} did not ripen in time and the agent has no bone meal`);
    await sleep(ctx, 2000);
  }
}

/**
 * Breaks one crop among `names` (mined:<crop>); when `wantProduct`, a ripe one,
 * so that it drops its product (wheat, carrots …), which is picked up.
 * Plants (and tills) first when no such crop grows nearby.
 */
export async function harvestCrop(ctx: AgentContext, names: string[], wantProduct: boolean, tool?: string[]): Promise<void> {
  const crops = cropsOf(names);
  await doing(ctx, `harvesting ${crops.join(' or ')}`, async () => {
    let target = findNearestBlock(ctx, crops, ripe);
    if (!target && (wantProduct || count(ctx.bot, 'bone_meal') > 0)) {
      target = findNearestBlock(ctx, crops) ?? await plant(ctx, await seedFor(ctx, crops));
      await ripen(ctx, target.position);
    }
    target ??= findNearestBlock(ctx, crops) ?? await plant(ctx, await seedFor(ctx, crops));
    const at = target.position;
    await gotoBlock(ctx, at, target.name);
    if (tool !== undefined) await holdTool(ctx, tool);
    const now = ctx.bot.blockAt(at);
    if (!now || now.name !== target.name) return void await mineBlock(ctx, crops, 0, tool);
    await digBlock(ctx, now, 10000, `breaking ${now.name}`);
    await collectDrops(ctx, undefined, 6, 500);
    if (ctx.bot.blockAt(at)?.name === target.name) throw new SkillFailure(`the agent could not break ${target.name}`);
  });
}

/** A crop product (wheat, carrot …) got by harvesting a ripe crop. */
export async function farmProduct(ctx: AgentContext, item: string, crop: string): Promise<void> {
  const before = count(ctx.bot, item);
  await harvestCrop(ctx, [crop], true);
  if (count(ctx.bot, item) <= before) throw new SkillFailure(`the agent harvested ${crop} but picked up no ${item}`);
}
