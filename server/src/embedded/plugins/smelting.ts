/**
 * Furnace recipes and fuel values of vanilla 1.16 (minecraft-data has no
 * smelting data). Only the common recipes tasks use; extend as needed.
 * Cook time is vanilla's 200 ticks (10 s) per item in a furnace.
 */

/** Input item → output item. */
export const SMELTING: Record<string, string> = {
  iron_ore: 'iron_ingot', gold_ore: 'gold_ingot', nether_gold_ore: 'gold_ingot', ancient_debris: 'netherite_scrap',
  coal_ore: 'coal', diamond_ore: 'diamond', emerald_ore: 'emerald', lapis_ore: 'lapis_lazuli', redstone_ore: 'redstone',
  nether_quartz_ore: 'quartz',
  sand: 'glass', red_sand: 'glass', cobblestone: 'stone', stone: 'smooth_stone', sandstone: 'smooth_sandstone',
  red_sandstone: 'smooth_red_sandstone', quartz_block: 'smooth_quartz', stone_bricks: 'cracked_stone_bricks',
  netherrack: 'nether_brick', clay_ball: 'brick', clay: 'terracotta', cactus: 'green_dye', sea_pickle: 'lime_dye',
  kelp: 'dried_kelp', wet_sponge: 'sponge', chorus_fruit: 'popped_chorus_fruit',
  beef: 'cooked_beef', porkchop: 'cooked_porkchop', chicken: 'cooked_chicken', mutton: 'cooked_mutton',
  rabbit: 'cooked_rabbit', cod: 'cooked_cod', salmon: 'cooked_salmon', potato: 'baked_potato',
  oak_log: 'charcoal', spruce_log: 'charcoal', birch_log: 'charcoal', jungle_log: 'charcoal', acacia_log: 'charcoal',
  dark_oak_log: 'charcoal', oak_wood: 'charcoal', spruce_wood: 'charcoal', birch_wood: 'charcoal',
  jungle_wood: 'charcoal', acacia_wood: 'charcoal', dark_oak_wood: 'charcoal', stripped_oak_log: 'charcoal',
  stripped_spruce_log: 'charcoal', stripped_birch_log: 'charcoal', stripped_jungle_log: 'charcoal',
  stripped_acacia_log: 'charcoal', stripped_dark_oak_log: 'charcoal',
  iron_sword: 'iron_nugget', iron_pickaxe: 'iron_nugget', iron_axe: 'iron_nugget', iron_shovel: 'iron_nugget',
  iron_hoe: 'iron_nugget', golden_sword: 'gold_nugget', golden_pickaxe: 'gold_nugget',
  white_terracotta: 'white_glazed_terracotta', basalt: 'smooth_basalt',
};

/** Fuel burn time in ticks. Planks, logs and wooden items by suffix below. */
export const FUEL_TICKS: Record<string, number> = {
  lava_bucket: 20000, coal_block: 16000, dried_kelp_block: 4001, blaze_rod: 2400, coal: 1600, charcoal: 1600,
  bamboo: 50, stick: 100, scaffolding: 400, crafting_table: 300, bookshelf: 300, chest: 300, trapped_chest: 300,
  barrel: 300, lectern: 300, jukebox: 300, note_block: 300, bow: 300, fishing_rod: 300, ladder: 300, bowl: 100,
  wooden_sword: 200, wooden_pickaxe: 200, wooden_axe: 200, wooden_shovel: 200, wooden_hoe: 200,
};

export function fuelTicks(name: string): number {
  if (FUEL_TICKS[name] !== undefined) return FUEL_TICKS[name];
  if (/_planks$|_fence$|_fence_gate$|_stairs$|_trapdoor$|_pressure_plate$/.test(name) && !/crimson|warped/.test(name)) return 300;
  if (/_slab$/.test(name) && /oak|spruce|birch|jungle|acacia/.test(name)) return 150;
  if (/_log$|_wood$|_door$|_sign$|_boat$|_sapling$|_button$|_wool$|_carpet$/.test(name) && !/crimson|warped/.test(name)) {
    if (name.endsWith('_door') || name.endsWith('_sign')) return 200;
    if (name.endsWith('_boat')) return 1200;
    if (name.endsWith('_sapling') || name.endsWith('_button') || name.endsWith('_wool')) return 100;
    if (name.endsWith('_carpet')) return 67;
    return 300;
  }
  return 0;
}

export const COOK_TICKS = 200;
