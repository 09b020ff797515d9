/**
 * What a mined block drops in vanilla 1.16.5 when that is not simply the
 * block itself: the loot tables under data/minecraft/loot_tables/blocks.
 *
 * The extracted registry lists a block's drops without saying which need Silk
 * Touch (minecraft-data's blockLoot has the flag, the compact registry drops
 * it), so glass looks as if it dropped glass. The blocks below are the ones
 * whose table, mined without Silk Touch (and without shears), gives something
 * else or nothing; with Silk Touch each gives what the registry lists (itself;
 * stone for infested stone; a spawner never drops anything). Counts are vanilla's
 * without Fortune, at the low end of a random range (redstone 4–5, lapis 4–9,
 * glowstone 2–4, nuggets 2–6, melon 3–7, sea lantern 2–3).
 *
 * Read by the lint (a pickup reward of an item its block never drops), the
 * feasibility checks (what mining a placed block yields) and the embedded
 * server (the items that fall when a block breaks).
 */
import type { Registry } from './registry';
import { ownTable } from '../util/ownTable';

export type Drop = readonly [item: string, count: number];

/** Block → what it drops mined without Silk Touch; an empty list for nothing (the Silk Touch-only tables). */
const WITHOUT_SILK_TOUCH: Record<string, readonly Drop[]> = ownTable<readonly Drop[]>({
  stone: [['cobblestone', 1]],
  grass_block: [['dirt', 1]],
  mycelium: [['dirt', 1]],
  podzol: [['dirt', 1]],
  coal_ore: [['coal', 1]],
  diamond_ore: [['diamond', 1]],
  emerald_ore: [['emerald', 1]],
  lapis_ore: [['lapis_lazuli', 4]],
  redstone_ore: [['redstone', 4]],
  nether_quartz_ore: [['quartz', 1]],
  nether_gold_ore: [['gold_nugget', 2]],
  snow_block: [['snowball', 4]],
  clay: [['clay_ball', 4]],
  glowstone: [['glowstone_dust', 2]],
  melon: [['melon_slice', 3]],
  bookshelf: [['book', 3]],
  sea_lantern: [['prismarine_crystals', 2]],
  cobweb: [['string', 1]],
  dead_bush: [['stick', 1]],
  glass: [],
  glass_pane: [],
  ice: [],
  packed_ice: [],
  blue_ice: [],
  infested_stone: [],
  spawner: [],
});

/** The drops (item, count) of a block mined without Silk Touch when they are not the block itself; undefined otherwise. */
export function dropsWithoutSilk(block: string): readonly Drop[] | undefined {
  return WITHOUT_SILK_TOUCH[block];
}

/** The blocks whose drops without Silk Touch are not themselves. */
export function blocksDroppingOther(): string[] {
  return Object.keys(WITHOUT_SILK_TOUCH);
}

/** What a block drops instead of itself without Silk Touch (the first item, or 'nothing'); undefined when it drops itself. */
export function dropsWithoutSilkTouch(block: string): string | undefined {
  const d = WITHOUT_SILK_TOUCH[block];
  return d ? d[0]?.[0] ?? 'nothing' : undefined;
}

/**
 * Items a block drops when harvested (the block itself only when that is all it drops);
 * with `silk`, a block of the table above gives itself.
 */
export function normalDrops(block: string, reg: Registry, silk = false): string[] {
  const info = reg.blocks.get(block);
  if (!info) return [];
  const known = WITHOUT_SILK_TOUCH[block];
  if (known && !silk) return known.map(([item]) => item);
  if (known) return info.drops.includes(block) ? [block] : info.drops.slice();
  const others = info.drops.filter((d) => d !== block);
  return others.length ? others : info.drops.slice();
}

/**
 * Chance drops without Fortune, as "one in N" (the loot tables' random_chance
 * and table_bonus): grass seeds 1/8, gravel's flint 1/10, a leaf's sapling
 * 1/20 (jungle 1/40), its sticks 1/50 and an oak or dark oak leaf's apple 1/200.
 */
export const ONE_IN = Object.freeze({ grassSeeds: 8, gravelFlint: 10, sapling: 20, jungleSapling: 40, leafSticks: 50, leafApple: 200 });

/**
 * A mob drop an agent can count on has at least this chance (one half). Our
 * line, drawn on vanilla's loot chances: rarer drops (a husk's iron ingot)
 * make a task a gamble. The catalogue, the feasibility checks and the id
 * descriptions all draw it here.
 */
export const COMMON_DROP_CHANCE = 0.5;

/** The items a killed mob drops with at least COMMON_DROP_CHANCE. */
export function commonMobDrops(entity: string, reg: Registry): string[] {
  return (reg.entityLoot.get(entity) ?? []).filter((d) => d.chance >= COMMON_DROP_CHANCE).map((d) => d.item);
}
