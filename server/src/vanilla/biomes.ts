/**
 * The overworld biomes the embedded server's generator reproduces, and what
 * each one holds: vanilla 1.16.5's creature spawns (BiomeMaker /
 * DefaultBiomeFeatures: farm animals 12/10/10/8 in packs of 4, plus horses
 * and donkeys on plains, wolves in forests, llamas on mountains), its plant
 * patches (Features.PATCH_GRASS_PLAIN, FLOWER_PLAIN, FOREST_FLOWER_VEGETATION,
 * PATCH_SUGAR_CANE, PATCH_PUMPKIN), its trees (count + chance of one more),
 * the relief our height map gives it, what a bot can count on finding there,
 * and the MineStudio biome ids it stands for. Where the generator departs
 * from vanilla the entry says so. The entries' order is the order the
 * verifier tries biomes in (MineStudio's default spawn biomes first): every
 * list of generated biomes is read from here.
 */
import { DANDELION, DEFAULT_FLOWER } from './flowers';

/** One weighted entry of a biome's creature spawn list (MobSpawnInfo.Spawners). */
export interface CreatureSpawn { type: string; weight: number; min: number; max: number }

/** How many patches of a kind a chunk makes. */
export type PatchCount =
  /** Always this many. */
  | { fixed: number }
  /** Vanilla's NoiseDependant: [below, above] the info noise's -0.8 at the chunk corner. */
  | { noise: [number, number] }
  /** One patch with this chance (vanilla's chance decorator). */
  | { chance: number }
  /** max(0, nextInt(bound) - minus) patches (vanilla's count extra for forest flowers). */
  | { randomBelow: number; minus: number };

/** What a patch grows: one block, or one of a flower rule's choices (see flowers.ts). */
export type PatchPlant = { block: string } | { flowers: 'plains' | 'default' | 'forest' };

export interface PlantPatch {
  /** How a plant is set down: one block, a two-block plant, a column of cane, a pumpkin (on grass_block only). */
  placer: 'single' | 'double' | 'cane' | 'pumpkin';
  tries: number;
  /** [x, y, z] spread of the attempts around the patch's centre. */
  spread: [number, number, number];
  count: PatchCount;
  plant: PatchPlant;
  /** Vanilla's no-projection patches: the centre's y is random up to 32 above the surface. */
  randomY?: boolean;
}

export interface TreeCount {
  count: number;
  /** Chance of one more tree. */
  extraChance: number;
  /** Share of birches among the trees. */
  birch: number;
}

/** Our height map's shape for a biome (vanilla shapes terrain with 3-D noise from biome depth and scale). */
export interface Relief {
  base: number;
  /** [amplitude, horizontal scale in blocks] of the octaves 0..2. */
  octaves: Array<[number, number]>;
  /** Mountains: a broad uplift, raised to a power so only its highest part becomes peaks. */
  uplift?: { height: number; scale: number; power: number };
  /** Mountains: crests and valleys on the massifs (1 - 2|noise|: sharp ridges). */
  ridge?: { height: number; scale: number };
  /** River channel: |noise| below `half` is bed, up to half+bank the banks rise to the land. */
  river: { half: number; bank: number; bed: number };
}

/** What a bot can count on finding near its spawn: checked against the generator by a test. */
export interface Supply {
  blocks: readonly string[];
  animals: readonly string[];
}

export interface GeneratedBiome {
  creatures: readonly CreatureSpawn[];
  plants: readonly PlantPatch[];
  trees: TreeCount;
  relief: Relief;
  supply: Supply;
  /** MineStudio biome ids (its `biomes` key) this biome stands for. */
  standsFor: readonly string[];
}

const FARM_ANIMALS: CreatureSpawn[] = [
  { type: 'sheep', weight: 12, min: 4, max: 4 },
  { type: 'pig', weight: 10, min: 4, max: 4 },
  { type: 'chicken', weight: 10, min: 4, max: 4 },
  { type: 'cow', weight: 8, min: 4, max: 4 },
];

const WIDE: [number, number, number] = [7, 3, 7];
const SUGAR_CANE: PlantPatch = { placer: 'cane', tries: 20, spread: [4, 0, 4], count: { fixed: 10 }, plant: { block: 'sugar_cane' } };
const PUMPKIN: PlantPatch = { placer: 'pumpkin', tries: 64, spread: WIDE, count: { chance: 1 / 32 }, plant: { block: 'pumpkin' } };
const grass = (count: PatchCount): PlantPatch => ({ placer: 'single', tries: 32, spread: WIDE, count, plant: { block: 'grass' } });
const DEFAULT_FLOWERS: PlantPatch = { placer: 'single', tries: 64, spread: WIDE, count: { fixed: 2 }, plant: { flowers: 'default' } };

/** Found near any spawn: the ground down to bedrock, the ores a bot digs to, the commonest plants, the farm animals. */
const GROUND = ['stone', 'granite', 'diorite', 'andesite', 'dirt', 'grass_block', 'sand', 'gravel', 'clay', 'water', 'bedrock'];
const ORES = ['coal_ore', 'iron_ore', 'gold_ore', 'redstone_ore', 'lapis_ore', 'diamond_ore'];
const PLANTS = ['grass', 'sugar_cane', DANDELION, DEFAULT_FLOWER];
const FARM_ANIMAL_TYPES = FARM_ANIMALS.map((s) => s.type);

const PLAINS: GeneratedBiome = {
  creatures: [...FARM_ANIMALS, { type: 'horse', weight: 5, min: 2, max: 6 }, { type: 'donkey', weight: 1, min: 1, max: 3 }],
  plants: [
    { placer: 'double', tries: 64, spread: WIDE, count: { noise: [0, 7] }, plant: { block: 'tall_grass' }, randomY: true },
    { placer: 'single', tries: 64, spread: WIDE, count: { noise: [15, 4] }, plant: { flowers: 'plains' } },
    grass({ noise: [5, 10] }),
    SUGAR_CANE,
    PUMPKIN,
  ],
  // vanilla: 0 + 5% (a tree every ~20 chunks); twice that here, so a plains spawn area has a few trees to cut. No fancy oaks.
  trees: { count: 0, extraChance: 0.1, birch: 0 },
  relief: { base: 67, octaves: [[4.5, 220], [2.5, 70], [1, 24]], river: { half: 0.035, bank: 0.07, bed: 57 } },
  supply: { blocks: [...GROUND, ...ORES, ...PLANTS, 'azure_bluet', 'oxeye_daisy', 'cornflower'], animals: [...FARM_ANIMAL_TYPES, 'horse'] },
  standsFor: ['plains', 'sunflower_plains', 'meadow'],
};

const FOREST: GeneratedBiome = {
  creatures: [...FARM_ANIMALS, { type: 'wolf', weight: 5, min: 4, max: 4 }],
  plants: [
    // lily of the valley is one block high: the generator sets it down as a single block
    { placer: 'double', tries: 64, spread: WIDE, count: { randomBelow: 5, minus: 3 }, plant: { flowers: 'forest' } },
    DEFAULT_FLOWERS,
    grass({ fixed: 2 }),
    SUGAR_CANE,
    PUMPKIN,
  ],
  // vanilla: 10 + 10%, 20% birch (its 10% fancy oaks are plain oaks here)
  trees: { count: 10, extraChance: 0.1, birch: 0.2 },
  relief: { base: 68, octaves: [[6, 180], [3.5, 55], [1.5, 20]], river: { half: 0.035, bank: 0.08, bed: 57 } },
  supply: {
    blocks: [...GROUND, ...ORES, ...PLANTS, 'oak_log', 'oak_leaves', 'birch_log', 'birch_leaves', 'lily_of_the_valley'],
    animals: [...FARM_ANIMAL_TYPES, 'wolf'],
  },
  standsFor: ['forest', 'birch_forest', 'flower_forest', 'tall_birch_forest', 'dark_forest', 'wooded_hills'],
};

const MOUNTAINS: GeneratedBiome = {
  // llama packs are drawn but not spawned (the generator has no llama)
  creatures: [...FARM_ANIMALS, { type: 'llama', weight: 5, min: 4, max: 6 }],
  plants: [DEFAULT_FLOWERS, grass({ fixed: 1 }), SUGAR_CANE, PUMPKIN],
  // vanilla's mountain trees are mostly spruce; oak only here
  trees: { count: 0, extraChance: 0.1, birch: 0 },
  relief: {
    base: 70,
    octaves: [[4, 150], [2.5, 40], [1.2, 14]],
    uplift: { height: 58, scale: 280, power: 1.5 },
    ridge: { height: 8, scale: 70 },
    river: { half: 0.03, bank: 0.2, bed: 57 },
  },
  supply: { blocks: [...GROUND, ...ORES, 'emerald_ore', 'grass'], animals: [...FARM_ANIMAL_TYPES] },
  standsFor: ['mountains', 'wooded_mountains', 'gravelly_mountains', 'mountain_edge', 'modified_gravelly_mountains'],
};

/** The generated biomes by 1.16.5 biome id, in the verifier's order. */
export const GENERATED_BIOMES = Object.freeze({ plains: PLAINS, forest: FOREST, mountains: MOUNTAINS });

export type GeneratedBiomeId = keyof typeof GENERATED_BIOMES;

/** The generated biomes' ids, in the verifier's order. */
export const GENERATED_BIOME_IDS: readonly GeneratedBiomeId[] = Object.freeze(Object.keys(GENERATED_BIOMES) as GeneratedBiomeId[]);

/** The generated biome standing for a MineStudio biome id, if any. */
export function generatedBiomeFor(biome: string): GeneratedBiomeId | undefined {
  return GENERATED_BIOME_IDS.find((id) => GENERATED_BIOMES[id].standsFor.includes(biome));
}

/** What a bot can count on finding in each generated biome. */
export const GENERATED_SUPPLY: Readonly<Record<GeneratedBiomeId, Supply>> = Object.freeze(
  Object.fromEntries(GENERATED_BIOME_IDS.map((id) => [id, GENERATED_BIOMES[id].supply])) as Record<GeneratedBiomeId, Supply>,
);
