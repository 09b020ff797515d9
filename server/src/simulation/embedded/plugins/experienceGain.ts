/**
 * Where a survival player earns experience points, with vanilla 1.16.5's amounts:
 * - killing a mob (LivingEntity.dropXp, only when a player killed it and doMobLoot
 *   is on, never for a baby): animals and water creatures 1–3 (AnimalEntity /
 *   WaterCreatureEntity.getXpToDrop), most monsters 5 (HostileEntity), the table
 *   below for the others (slimes and magma cubes their size); equipment bonuses
 *   are not modelled;
 * - mining an ore that drops (OreBlock / RedstoneOreBlock.onStacksDropped: the tool
 *   can harvest it, no Silk Touch, doTileDrops on): coal 0–2, diamond and emerald
 *   3–7, lapis and nether quartz 2–5, nether gold 0–1, redstone 1–5, spawner 15–43;
 * - taking a furnace's output (FurnaceOutputSlot → AbstractFurnaceBlockEntity.dropExperience):
 *   each smelted item's recipe experience (the recipe files' values), all that the
 *   furnace made since its output was last taken, the fraction given with its chance.
 * Vanilla spawns experience orbs that fly to the player; here the points go to the
 * player directly (the orbs would reach a player standing there within a second).
 */
import type { EmbeddedContext } from './context';
import { addExperiencePoints } from '../../../vanilla/experience';

const ANIMALS_AND_WATER = new Set([
  'cow', 'mooshroom', 'pig', 'sheep', 'chicken', 'rabbit', 'horse', 'donkey', 'mule', 'skeleton_horse', 'zombie_horse', 'llama',
  'trader_llama', 'cat', 'ocelot', 'wolf', 'fox', 'panda', 'polar_bear', 'turtle', 'bee', 'parrot', 'strider',
  'cod', 'salmon', 'tropical_fish', 'pufferfish', 'squid', 'dolphin',
]);
/** Mobs whose experiencePoints is not the monster 5. */
const MOB_XP: Record<string, number> = {
  blaze: 10, guardian: 10, elder_guardian: 10, evoker: 10, ravager: 20, piglin_brute: 20, endermite: 3, vex: 3, wither: 50,
  hoglin: 5, villager: 0, wandering_trader: 0, iron_golem: 0, snow_golem: 0, bat: 0, armor_stand: 0, ender_dragon: 0,
};
const MONSTERS = new Set([
  'zombie', 'husk', 'drowned', 'zombie_villager', 'zombified_piglin', 'piglin', 'skeleton', 'stray', 'wither_skeleton', 'creeper',
  'spider', 'cave_spider', 'enderman', 'witch', 'silverfish', 'vindicator', 'pillager', 'illusioner', 'phantom', 'shulker', 'zoglin', 'ghast',
]);

function randInt(min: number, max: number): number { return min + Math.floor(Math.random() * (max - min + 1)); }

/** Points a mob killed by a player gives (0: none). */
export function mobExperience(type: string, nbt: any): number {
  if (nbt?.IsBaby || (typeof nbt?.Age === 'number' && nbt.Age < 0)) return 0;
  if (type === 'slime' || type === 'magma_cube') return Math.max(1, Math.trunc(Number(nbt?.Size ?? 0)) + 1);
  if (type in MOB_XP) return MOB_XP[type];
  if (ANIMALS_AND_WATER.has(type)) return randInt(1, 3);
  return MONSTERS.has(type) ? 5 : 0;
}

const ORE_XP: Record<string, [number, number]> = {
  coal_ore: [0, 2], diamond_ore: [3, 7], emerald_ore: [3, 7], lapis_ore: [2, 5], nether_quartz_ore: [2, 5], nether_gold_ore: [0, 1],
  redstone_ore: [1, 5],
};

/** Points mining `block` with drops gives (silk touch: none). */
export function oreExperience(block: string, silkTouch: boolean): number {
  if (silkTouch) return 0;
  if (block === 'spawner') return 15 + Math.floor(Math.random() * 15) + Math.floor(Math.random() * 15);
  const r = ORE_XP[block];
  return r ? randInt(r[0], r[1]) : 0;
}

/** The smelting recipes' experience by result (1.16.5 data pack); unlisted results give 0.1. */
const SMELT_XP: Record<string, number> = {
  iron_ingot: 0.7, gold_ingot: 1, diamond: 1, emerald: 1, redstone: 0.7, lapis_lazuli: 0.2, coal: 0.1, quartz: 0.2, netherite_scrap: 2,
  cooked_beef: 0.35, cooked_porkchop: 0.35, cooked_chicken: 0.35, cooked_mutton: 0.35, cooked_rabbit: 0.35, cooked_cod: 0.35,
  cooked_salmon: 0.35, baked_potato: 0.35, charcoal: 0.15, brick: 0.3, terracotta: 0.35, green_dye: 1, sponge: 0.15, iron_nugget: 0.1,
  gold_nugget: 0.1,
};

export function smeltExperience(result: string): number {
  return SMELT_XP[result] ?? 0.1;
}

/** Gives a player points (no-op for 0). */
export function giveExperience(player: any, points: number): void {
  if (points > 0) addExperiencePoints(player, points);
}

/** A mob `target` was killed by `killer` (a player): its experience, as vanilla's dropXp. */
export function killExperience(ctx: EmbeddedContext, killer: any, target: any, type: string): void {
  if (killer?.type !== 'player' || ctx.gamerules?.get('doMobLoot') === 'false') return;
  giveExperience(killer, mobExperience(type, target.nbt));
}

/** A player mined `block` with its drops: the ore's experience. */
export function mineExperience(ctx: EmbeddedContext, player: any, block: string, silkTouch: boolean): void {
  if (player.gameMode === 1 || ctx.gamerules?.get('doTileDrops') === 'false') return;
  giveExperience(player, oreExperience(block, silkTouch));
}

/** A furnace's stored experience (summed recipe values) paid out: the whole part, then the fraction by chance. */
export function payFurnaceExperience(player: any, stored: number): void {
  let points = Math.floor(stored);
  const frac = stored - points;
  if (frac > 0 && Math.random() < frac) points++;
  giveExperience(player, points);
}
