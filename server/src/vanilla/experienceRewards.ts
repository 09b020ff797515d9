/**
 * Where experience points come from in vanilla 1.16.5, and how many
 * (the level curve they fill is experience.ts's pointsForLevel):
 * - a mob killed by a player (LivingEntity.dropXp → getXpToDrop): animals and
 *   water creatures 1–3 (AnimalEntity / WaterCreatureEntity), monsters 5
 *   (HostileEntity), the fixed values below for the others, slimes and magma
 *   cubes their size + 1; golems, merchants, bats (experienceValue 0) and
 *   entities that are not a MobEntity (armour stands, evoker fangs) give none.
 *   The ender dragon gives its points from its death animation
 *   (EnderDragonEntity.updatePostDeath: 500, 12000 for the first dragon);
 * - a mined ore that drops (OreBlock.getExperience / RedstoneOreBlock): the
 *   ranges below; a spawner 15 + rand(15) + rand(15) (SpawnerBlock);
 * - a furnace's output (each smelting recipe's "experience", data pack values);
 * - trading with a merchant (villager, wandering trader).
 * Which category a mob is in comes from the registry ('Hostile mobs', 'Passive mobs').
 */
import { ownTable } from '../util/ownTable';

/** Entities of a mob category that give no experience when killed. */
const NO_KILL_XP: ReadonlySet<string> = new Set([
  'villager', 'wandering_trader', 'iron_golem', 'snow_golem', 'bat', 'armor_stand', 'evoker_fangs',
]);

/** Mobs whose experienceValue is not the category's (monsters 5, animals 1–3). */
const FIXED_KILL_XP: Record<string, number> = ownTable({
  blaze: 10, guardian: 10, elder_guardian: 10, evoker: 10, ravager: 20, piglin_brute: 20, endermite: 3, vex: 3,
  wither: 50, hoglin: 5, ender_dragon: 500,
});

/** Merchants: killed they give nothing, but every trade gives points. */
const MERCHANTS: ReadonlySet<string> = new Set(['villager', 'wandering_trader']);

const HOSTILE = 'Hostile mobs';
const PASSIVE = 'Passive mobs';

/** Does killing this entity (of this registry category) give experience? */
export function givesKillExperience(entity: string, category: string | undefined): boolean {
  return (category === HOSTILE || category === PASSIVE) && !NO_KILL_XP.has(entity);
}

/** Does trading with this entity give experience? */
export function tradesForExperience(entity: string): boolean {
  return MERCHANTS.has(entity);
}

function randInt(min: number, max: number, rand: () => number): number {
  return min + Math.floor(rand() * (max - min + 1));
}

/** Points a mob killed by a player gives (0: none, and never for a baby). */
export function killExperience(entity: string, category: string | undefined, nbt: any, rand: () => number = Math.random): number {
  if (!givesKillExperience(entity, category)) return 0;
  if (nbt?.IsBaby || (typeof nbt?.Age === 'number' && nbt.Age < 0)) return 0;
  if (entity === 'slime' || entity === 'magma_cube') return Math.max(1, Math.trunc(Number(nbt?.Size ?? 0)) + 1);
  if (entity in FIXED_KILL_XP) return FIXED_KILL_XP[entity];
  return category === PASSIVE ? randInt(1, 3, rand) : 5;
}

/** Ore → the points mining it gives (OreBlock.getExperience, no Silk Touch). */
const ORE_XP: Record<string, readonly [number, number]> = ownTable<readonly [number, number]>({
  coal_ore: [0, 2], diamond_ore: [3, 7], emerald_ore: [3, 7], lapis_ore: [2, 5], redstone_ore: [1, 5],
  nether_quartz_ore: [2, 5], nether_gold_ore: [0, 1],
});

const SPAWNER = 'spawner';

/** Blocks that give experience when mined with a tool that harvests them (the ores and the spawner). */
export function experienceBlocks(): string[] {
  return [...Object.keys(ORE_XP), SPAWNER];
}

/** Points mining `block` gives (Silk Touch: none). */
export function blockExperience(block: string, silkTouch: boolean, rand: () => number = Math.random): number {
  if (silkTouch) return 0;
  if (block === SPAWNER) return 15 + Math.floor(rand() * 15) + Math.floor(rand() * 15);
  const r = ORE_XP[block];
  return r ? randInt(r[0], r[1], rand) : 0;
}

/** The smelting recipes' experience by result (1.16.5 data pack); unlisted results give 0.1. */
const SMELT_XP: Record<string, number> = ownTable({
  iron_ingot: 0.7, gold_ingot: 1, diamond: 1, emerald: 1, redstone: 0.7, lapis_lazuli: 0.2, coal: 0.1, quartz: 0.2, netherite_scrap: 2,
  cooked_beef: 0.35, cooked_porkchop: 0.35, cooked_chicken: 0.35, cooked_mutton: 0.35, cooked_rabbit: 0.35, cooked_cod: 0.35,
  cooked_salmon: 0.35, baked_potato: 0.35, charcoal: 0.15, brick: 0.3, terracotta: 0.35, green_dye: 1, sponge: 0.15, iron_nugget: 0.1,
  gold_nugget: 0.1,
});

/** The experience one smelted `result` stores in the furnace. */
export function smeltExperience(result: string): number {
  return SMELT_XP[result] ?? 0.1;
}
