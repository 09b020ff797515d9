/**
 * MineDojo's biome names (the 1.11.2 names) and their numeric biome ids, from
 * MineDojo's own table (minedojo/sim/mc_meta/mc.py BIOMES_MAP, transcribed
 * there from the 1.11.2 wiki). minecraft-data stores 1.11's biomes under
 * their modern names only, so the old name → id step is this table; the id →
 * 1.16.5 name step is the data's.
 */
export const MINEDOJO_BIOME_IDS: Readonly<Record<string, number>> = Object.freeze({
  ice_plains: 12, ice_plains_spikes: 140, cold_taiga: 30, cold_taiga_m: 158, frozen_river: 11, cold_beach: 26,
  extreme_hills: 3, extreme_hills_m: 131, extreme_hills_plus: 34, extreme_hills_plus_m: 162, taiga: 5, taiga_m: 133,
  mega_taiga: 32, mega_spruce_taiga: 160, stone_beach: 25, plains: 1, sunflower_plains: 129, forest: 4,
  flower_forest: 132, birch_forest: 27, birch_forest_m: 155, roofed_forest: 29, roofed_forest_m: 157, swampland: 6,
  swampland_m: 134, jungle: 21, jungle_m: 149, jungle_edge: 23, jungle_edge_m: 151, river: 7, beach: 16,
  mushroom_island: 14, mushroom_island_shore: 15, desert: 2, desert_m: 130, savanna: 35, savanna_m: 163, mesa: 37,
  mesa_bryce: 165, mesa_plateau_f: 38, mesa_plateau_f_m: 166, savanna_plateau: 36, mesa_plateau: 39,
  savanna_plateau_m: 164, mesa_plateau_m: 167, ocean: 0, deep_ocean: 24, ice_mountains: 13, desert_hills: 17,
  forest_hills: 18, taiga_hills: 19, jungle_hills: 22, birch_forest_hills: 28, cold_taiga_hills: 31,
  mega_taiga_hills: 33, tall_birch_hills: 156, mega_spruce_taiga_hills: 161, plains_m: 128, frozen_ocean: 10,
  extreme_hills_edge: 20, the_end: 9, nether: 8, the_void: 127,
});
