import type { Registry } from '../../vanilla/registry';
import { CatalogueEntry, entry } from './entry';
import { uniqueNames } from './survival';
import { obtainable } from '../../vanilla/survivalObtainable';

/** Structures that generate in 1.16.5 worlds (the game's structure list; the registry has none). */
export const STRUCTURES_1_16 = [
  'village', 'desert pyramid', 'jungle pyramid', 'swamp hut', 'igloo', 'pillager outpost', 'ocean monument', 'woodland mansion',
  'stronghold', 'mineshaft', 'buried treasure', 'shipwreck', 'ocean ruin', 'ruined portal', 'nether fortress', 'bastion remnant',
  'end city', 'nether fossil',
];

/** Block tags whose members the world generates by itself. */
const NATURAL_TAGS = ['logs', 'leaves', 'flowers', 'sand', 'coral_blocks', 'corals', 'base_stone_overworld', 'base_stone_nether', 'ice', 'gold_ores', 'saplings'];
/** Other blocks the world generates (besides every *_ore). */
const NATURAL = [
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

/** find: naturally generated blocks, every biome and every structure. */
export function findTasks(reg: Registry): CatalogueEntry[] {
  const out: CatalogueEntry[] = [];
  const blocks = new Set<string>(NATURAL);
  for (const tag of NATURAL_TAGS) for (const b of reg.blockTags.get(tag) ?? []) blocks.add(b);
  for (const b of reg.blocks.keys()) if (b.endsWith('_ore')) blocks.add(b);
  const ids = [...blocks].filter((b) => reg.blocks.has(b) && (obtainable(b) || b === 'lava' || b === 'water')).sort();
  const names = uniqueNames(reg, ids, 'block');
  for (const b of ids) out.push(entry(`find ${names.get(b)}`, 'find', 'blocks', undefined, b));
  for (const b of [...reg.biomes.values()].filter((x) => x.name !== 'the_void').sort((a, b) => a.name.localeCompare(b.name))) {
    // "Gravelly Mountains+" would lose its "+" in a file name: such biomes go by their id.
    const name = /^[A-Za-z ]+$/.test(b.displayName) ? b.displayName.toLowerCase() : b.name.replace(/_/g, ' ');
    out.push(entry(`find the ${name} biome`, 'find', 'biomes', undefined, b.name));
  }
  for (const s of STRUCTURES_1_16) out.push(entry(`find ${/^[aeiou]/.test(s) ? 'an' : 'a'} ${s}`, 'find', 'structures'));
  return out;
}
