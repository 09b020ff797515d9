/**
 * Hand-kept assumptions about the world an MCU task starts in (a freshly
 * generated overworld, Java 1.16). The commands tell us what the task adds;
 * these tables say what we assume is there anyway. Every message that relies
 * on them says so. Ids missing from the configured version are ignored.
 */
import type { Registry } from './registry';
import { ownTable } from '../util/ownTable';
import { normalDrops } from './drops';

/** What mining a block yields lives in drops.ts; re-exported for the checks that read it from here. */
export { normalDrops };

/**
 * Blocks an agent can expect near its spawn on the surface or a few blocks
 * underground (ores included: the agent can dig down). Logs, leaves, flowers
 * and sand come from the version's block tags.
 */
const NATURAL_BLOCKS = [
  'stone', 'granite', 'diorite', 'andesite', 'dirt', 'coarse_dirt', 'grass_block', 'podzol', 'sand', 'red_sand', 'sandstone',
  'red_sandstone', 'gravel', 'clay', 'snow', 'snow_block', 'ice', 'packed_ice', 'water', 'lava', 'bedrock', 'obsidian',
  'coal_ore', 'iron_ore', 'gold_ore', 'diamond_ore', 'redstone_ore', 'lapis_ore', 'emerald_ore',
  'grass', 'tall_grass', 'fern', 'large_fern', 'dead_bush', 'sugar_cane', 'cactus', 'pumpkin', 'melon', 'vine', 'lily_pad',
  'brown_mushroom', 'red_mushroom', 'seagrass', 'tall_seagrass', 'kelp', 'kelp_plant', 'sweet_berry_bush', 'bamboo',
  'terracotta', 'mossy_cobblestone', 'cobweb',
];
const NATURAL_BLOCK_TAGS = ['logs', 'leaves', 'flowers', 'sand', 'base_stone_overworld', 'ice'];

/** Overworld hostile mobs that spawn by themselves in the dark (at night on the surface). */
const DARK_SPAWNING_HOSTILES = [
  'zombie', 'skeleton', 'creeper', 'spider', 'enderman', 'witch', 'slime', 'zombie_villager', 'husk', 'stray', 'drowned', 'phantom',
];

/** Passive mobs that generate on grass in common biomes (plains, forests). */
const COMMON_PASSIVES = ['cow', 'pig', 'sheep', 'chicken', 'horse', 'rabbit', 'wolf', 'bat', 'squid', 'cod', 'salmon', 'donkey', 'fox', 'llama'];

/** Mobs found in the overworld only in particular structures or biomes (villages, oceans, jungles …): they may appear. */
const RARE_OVERWORLD_MOBS = [
  'villager', 'iron_golem', 'cat', 'ocelot', 'parrot', 'panda', 'polar_bear', 'turtle', 'dolphin', 'mooshroom', 'bee', 'tropical_fish',
  'pufferfish', 'wandering_trader', 'trader_llama', 'mule', 'cave_spider', 'silverfish', 'guardian', 'elder_guardian', 'pillager',
  'skeleton_horse', 'zombie_horse', 'evoker', 'vindicator',
];

/**
 * What a mob yields besides its loot table: shearing a sheep gives wool (any
 * colour can be dyed/summoned, so every wool id counts); a sheep also drops its
 * wool when killed, which minecraft-data's loot list leaves out.
 */
const EXTRA_MOB_YIELDS: Record<string, RegExp> = ownTable({
  sheep: /_wool$/,
  mooshroom: /^(red_mushroom|brown_mushroom)$/,
  chicken: /^egg$/,
  cow: /^milk_bucket$/,
});

/**
 * Yields a mob gives again and again, one for each empty container used on it
 * (CowEntity.interactMob has no cooldown): a cow fills every bucket the agent
 * holds with milk.
 */
const REFILLED_FROM: Record<string, string> = ownTable({ milk_bucket: 'bucket' });

/** The empty container a mob's yield is drawn into, when the mob gives one per container. */
export function refilledFrom(item: string): string | undefined {
  return REFILLED_FROM[item];
}

export interface NaturalWorld {
  blocks: Set<string>;
  darkHostiles: Set<string>;
  commonPassives: Set<string>;
  rareMobs: Set<string>;
  extraYields: Record<string, RegExp>;
}

const cache = new WeakMap<Registry, NaturalWorld>();

/** The tables above, restricted to ids the registry knows, plus the tag members. */
export function naturalWorld(reg: Registry): NaturalWorld {
  let w = cache.get(reg);
  if (w) return w;
  const blocks = new Set(NATURAL_BLOCKS.filter((b) => reg.blocks.has(b)));
  for (const tag of NATURAL_BLOCK_TAGS) {
    for (const b of reg.blockTags.get(tag) ?? []) {
      // Stripped logs, nether stems and potted plants are never generated in the overworld.
      if (/^(stripped_|potted_)|crimson|warped|mushroom_stem|attached_|_stem$|wither_rose|frosted_ice/.test(b)) continue;
      if (reg.blocks.has(b)) blocks.add(b);
    }
  }
  const known = (list: string[]) => new Set(list.filter((e) => reg.entities.has(e)));
  w = {
    blocks,
    darkHostiles: known(DARK_SPAWNING_HOSTILES),
    commonPassives: known(COMMON_PASSIVES),
    rareMobs: known(RARE_OVERWORLD_MOBS),
    extraYields: EXTRA_MOB_YIELDS,
  };
  cache.set(reg, w);
  return w;
}

/** How an entity might appear without being summoned. */
export type SpawnClass = 'dark-hostile' | 'common-passive' | 'rare' | 'never';

export function spawnClass(entity: string, reg: Registry): SpawnClass {
  const w = naturalWorld(reg);
  if (w.darkHostiles.has(entity)) return 'dark-hostile';
  if (w.commonPassives.has(entity)) return 'common-passive';
  if (w.rareMobs.has(entity)) return 'rare';
  return 'never';
}

const dropCache = new WeakMap<Registry, Set<string>>();

/** Every item the natural world yields by mining (any tool), for "is there any source of X" questions. */
export function naturalDropItems(reg: Registry): Set<string> {
  let out = dropCache.get(reg);
  if (out) return out;
  out = new Set<string>();
  for (const b of naturalWorld(reg).blocks) for (const d of reg.blocks.get(b)?.drops ?? []) out.add(d);
  dropCache.set(reg, out);
  return out;
}

const yieldCache = new WeakMap<Registry, Map<string, string[]>>();

/** Items a mob yields besides its loot table (EXTRA_MOB_YIELDS resolved against the registry). */
export function extraMobYields(entity: string, reg: Registry): string[] {
  let m = yieldCache.get(reg);
  if (!m) {
    m = new Map();
    for (const [mob, re] of Object.entries(EXTRA_MOB_YIELDS)) m.set(mob, [...reg.items.keys()].filter((i) => re.test(i)));
    yieldCache.set(reg, m);
  }
  return m.get(entity) ?? [];
}

/** Block tags whose members some 1.16.5 world generates by itself (in any dimension). */
const WORLD_GENERATED_TAGS = ['logs', 'leaves', 'flowers', 'sand', 'coral_blocks', 'corals', 'base_stone_overworld', 'base_stone_nether', 'ice', 'gold_ores', 'saplings'];
/** Other blocks some world generates (besides every *_ore): what "find X" can ask for. */
const WORLD_GENERATED = [
  'grass_block', 'dirt', 'coarse_dirt', 'podzol', 'mycelium', 'gravel', 'clay', 'snow', 'snow_block', 'obsidian', 'crying_obsidian',
  'magma_block', 'soul_sand', 'soul_soil', 'glowstone', 'ancient_debris', 'nether_wart', 'crimson_nylium', 'warped_nylium',
  'crimson_fungus', 'warped_fungus', 'crimson_roots', 'warped_roots', 'nether_sprouts', 'weeping_vines', 'twisting_vines', 'shroomlight',
  'nether_wart_block', 'warped_wart_block', 'bone_block', 'end_stone', 'chorus_plant', 'chorus_flower', 'dragon_egg', 'purpur_block',
  'sugar_cane', 'cactus', 'pumpkin', 'melon', 'bamboo', 'vine', 'lily_pad', 'kelp', 'seagrass', 'sea_pickle', 'sweet_berry_bush',
  'cocoa', 'brown_mushroom', 'red_mushroom', 'brown_mushroom_block', 'red_mushroom_block', 'mushroom_stem', 'grass', 'tall_grass',
  'fern', 'large_fern', 'dead_bush', 'terracotta', 'red_sandstone', 'sandstone', 'prismarine', 'sponge', 'wet_sponge', 'cobweb',
  'mossy_cobblestone', 'bee_nest', 'infested_stone', 'basalt', 'blackstone', 'gilded_blackstone', 'white_terracotta', 'orange_terracotta',
  'yellow_terracotta', 'brown_terracotta', 'red_terracotta', 'light_gray_terracotta', 'packed_ice', 'blue_ice', 'lava', 'water',
];

/** Every block some 1.16.5 world generates: the lists, the tags' members and every ore. */
export function worldGeneratedBlocks(reg: Registry): string[] {
  const blocks = new Set<string>(WORLD_GENERATED);
  for (const tag of WORLD_GENERATED_TAGS) for (const b of reg.blockTags.get(tag) ?? []) blocks.add(b);
  for (const b of reg.blocks.keys()) if (b.endsWith('_ore')) blocks.add(b);
  return [...blocks];
}

/** The overworld's sea: water up to y 62 (sea level 63), and bedrock in the bottom five layers (y 0–4). */
export const SEA_SURFACE_Y = 62;
export const BEDROCK_TOP_Y = 4;
