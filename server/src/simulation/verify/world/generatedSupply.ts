/**
 * What the embedded server's generated overworld puts near the agent, by
 * biome (embedded/natural/): the blocks a bot can find within its search and
 * the animals spawned with the chunks. A test generates each biome and checks
 * every entry here is really there (blocks around the spawn; animals, which
 * come a pack per ten chunks at random, within 20×20 chunks), so this table
 * cannot promise more than the generator gives. Plains trees are too rare
 * (about one in twenty chunks, as vanilla) to count on.
 */
import type { NaturalBiome } from '../../embedded/natural/types';

const GROUND = ['stone', 'granite', 'diorite', 'andesite', 'dirt', 'grass_block', 'sand', 'gravel', 'clay', 'water', 'bedrock'];
const ORES = ['coal_ore', 'iron_ore', 'gold_ore', 'redstone_ore', 'lapis_ore', 'diamond_ore'];
const PLANTS = ['grass', 'sugar_cane', 'dandelion', 'poppy'];
const ANIMALS = ['cow', 'pig', 'sheep', 'chicken'];

export interface Supply {
  blocks: readonly string[];
  animals: readonly string[];
}

export const GENERATED_SUPPLY: Record<NaturalBiome, Supply> = {
  plains: {
    blocks: [...GROUND, ...ORES, ...PLANTS, 'azure_bluet', 'oxeye_daisy', 'cornflower'],
    animals: [...ANIMALS, 'horse'],
  },
  forest: {
    blocks: [...GROUND, ...ORES, ...PLANTS, 'oak_log', 'oak_leaves', 'birch_log', 'birch_leaves', 'lily_of_the_valley'],
    animals: [...ANIMALS, 'wolf'],
  },
  mountains: {
    blocks: [...GROUND, ...ORES, 'emerald_ore', 'grass'],
    animals: [...ANIMALS],
  },
};

/** The order the verifier tries biomes in for a task that names none: MineStudio's default spawn biomes first. */
export const BIOME_ORDER: readonly NaturalBiome[] = ['plains', 'forest', 'mountains'];
