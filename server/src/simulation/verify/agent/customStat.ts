/**
 * Custom statistics the agent can move by itself: jumping, sneaking,
 * opening a container block, potting a flower, breeding, dealing damage,
 * fishing, rowing a boat.
 */
import type { AgentContext } from './context';
import { AgentCannot, nearWords, doing, SkillFailure, sleep, step } from './context';
import { useOnBlock } from './blockUse';
import { count } from './inventory';
import { haveOneOf, emptyHand } from './holdTool';
import { hitSomething } from './useItem';
import { killEntity } from './kill';
import { breedAnimals } from './breed';
import { blockWithShield } from './shieldBlock';
import { enchantAtTable, useAnvil } from './enchant';
import { catchFish } from './fishing';
import { rowBoat } from './boat';
import { sleepInBed } from './bed';
import { isCreature } from './hang';
import { playNoteBlock, tuneNoteBlock } from './noteBlock';
import { findNearestBlock } from './mine';
import { placeNearby } from './craft';
import { counterBlocks } from '../../../vanilla/blockCounters';

/** What a custom goal names beyond the counter: items at hand (a flower to pot), what it is done to (cows to breed). */
export interface CustomHints { needs?: string[]; on?: string[] }

/** Custom statistics counted by right-clicking a block; the blocks that count each are vanilla/blockCounters.ts's. */
const OPENED_STATS: ReadonlySet<string> = new Set([
  'open_chest', 'trigger_trapped_chest', 'open_enderchest', 'open_barrel', 'interact_with_crafting_table', 'interact_with_furnace',
  'interact_with_brewingstand', 'interact_with_blast_furnace', 'interact_with_smoker', 'interact_with_stonecutter',
  'interact_with_grindstone', 'interact_with_loom', 'interact_with_cartography_table', 'interact_with_smithing_table',
  'inspect_dispenser', 'inspect_dropper', 'inspect_hopper', 'open_shulker_box',
]);

async function jump(ctx: AgentContext): Promise<void> {
  const bot = ctx.bot;
  await doing(ctx, 'jumping', async () => {
    bot.setControlState('jump', true);
    try {
      const t0 = Date.now();
      while (bot.entity.onGround && Date.now() - t0 < 1000) await sleep(ctx, 50);
    } finally {
      bot.setControlState('jump', false);
    }
    // Land again, so the next jump leaves the ground too.
    const t1 = Date.now();
    while (!bot.entity.onGround && Date.now() - t1 < 1500) await sleep(ctx, 50);
    await sleep(ctx, 100);
  });
}

/** Sneaks for a second (custom:sneak_time counts ticks sneaked). */
async function sneak(ctx: AgentContext): Promise<void> {
  const bot = ctx.bot;
  await doing(ctx, 'sneaking', async () => {
    bot.setControlState('sneak', true);
    try { await sleep(ctx, 1000); } finally { bot.setControlState('sneak', false); }
  });
}

/** Opens the nearest of `blocks` with an empty-handed click, then closes the window. */
async function openBlock(ctx: AgentContext, blocks: string[]): Promise<void> {
  const bot = ctx.bot;
  const opened = new Promise<any>((resolve) => bot.once('windowOpen', resolve));
  // A click with an empty hand opens the block even where a held block would be placed.
  await emptyHand(ctx);
  await useOnBlock(ctx, null, blocks, blocks.join(' or '));
  const win = await step(ctx, opened, 3000, `opening ${blocks.join(' or ')}`);
  bot.closeWindow(win);
}

/** Pottable plants: those a potted_<name> block exists for. */
function pottable(ctx: AgentContext): string[] {
  return [...ctx.reg.blocks.keys()].filter((b) => b.startsWith('potted_')).map((b) => b.slice('potted_'.length));
}

/** Puts a flower (one of `flowers`, else any pottable plant the agent has or can get) in an empty flower pot. */
export async function potFlower(ctx: AgentContext, flowers?: string[]): Promise<void> {
  const plants = pottable(ctx);
  const wanted = flowers?.filter((f) => plants.includes(f));
  const held = plants.filter((p) => count(ctx.bot, p) > 0);
  const flower = held.find((p) => !wanted?.length || wanted.includes(p)) ?? await haveOneOf(ctx, wanted?.length ? wanted : ['poppy', 'dandelion']);
  // A pot in the inventory is set down first: only a placed pot takes a plant.
  if (!findNearestBlock(ctx, ['flower_pot']) && count(ctx.bot, 'flower_pot') > 0) await placeNearby(ctx, 'flower_pot');
  await useOnBlock(ctx, flower, ['flower_pot'], 'empty flower pot');
}

export async function earnCustom(ctx: AgentContext, stat: string, hints: CustomHints = {}): Promise<void> {
  if (stat === 'jump') return jump(ctx);
  if (stat === 'sneak_time') return sneak(ctx);
  if (OPENED_STATS.has(stat)) return openBlock(ctx, counterBlocks(stat, ctx.reg) ?? []);
  if (stat === 'pot_flower') return potFlower(ctx, hints.needs);
  if (stat === 'sleep_in_bed') return sleepInBed(ctx);
  if (stat === 'tune_noteblock') return tuneNoteBlock(ctx);
  if (stat === 'play_noteblock') return playNoteBlock(ctx);
  if (stat === 'animals_bred') return breedAnimals(ctx, hints.on);
  if (stat === 'damage_dealt') return hitSomething(ctx);
  if (stat === 'damage_blocked_by_shield') return blockWithShield(ctx, hints.on);
  if (stat === 'enchant_item') return enchantAtTable(ctx, hints.needs);
  if (stat === 'interact_with_anvil') return useAnvil(ctx, hints.needs);
  if (stat === 'fish_caught') return catchFish(ctx);
  if (stat === 'boat_one_cm') return rowBoat(ctx);
  if (stat === 'mob_kills') {
    const mob = ctx.bot.nearestEntity((e: any) => isCreature(e) && e.position.distanceTo(ctx.bot.entity.position) <= ctx.searchRadius);
    if (!mob) throw new SkillFailure(`no mob ${nearWords(ctx)} to kill`);
    await killEntity(ctx, [mob.name]);
    return;
  }
  throw new AgentCannot(`the agent has no skill for the custom statistic ${stat}`);
}
