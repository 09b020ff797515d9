import type { Registry } from '../../vanilla/registry';
import { CatalogueEntry, entry } from './entry';
import { DYE_COLORS } from '../../vanilla/variants';

/**
 * MCU's kinds that no statistic names (build, decorate, explore, motion):
 * brainstormed shapes and activities, multiplied by materials the registry
 * has. Where a statistic does measure progress (placing the material, a
 * minecraft:custom distance) the entry carries it.
 */

/**
 * Solid blocks survival players build with.
 * @notGameFact MCU's choice of building materials for its shape tasks, not a property of the blocks
 */
const MATERIALS = [
  'cobblestone', 'stone', 'stone_bricks', 'mossy_stone_bricks', 'bricks', 'sandstone', 'red_sandstone', 'oak_planks', 'spruce_planks',
  'birch_planks', 'jungle_planks', 'acacia_planks', 'dark_oak_planks', 'crimson_planks', 'warped_planks', 'oak_log', 'dirt', 'glass',
  'white_wool', 'quartz_block', 'nether_bricks', 'blackstone', 'polished_blackstone_bricks', 'end_stone_bricks', 'purpur_block',
  'prismarine', 'terracotta', 'snow_block', 'andesite', 'granite', 'diorite', 'smooth_stone',
];
const SHAPES = ['a pillar', 'a wall', 'a tower', 'a bridge', 'a staircase', 'a floor', 'a hut', 'an arch'];
const BUILDS = [
  'a nether portal', 'a snow golem', 'an iron golem', 'a house', 'a shelter for the night', 'a wheat farm', 'a fenced animal pen',
  'a maze', 'a castle', 'a beacon pyramid', 'a dock on the water', 'a lighthouse', 'a treehouse', 'a watchtower', 'a well',
  'a fountain', 'a greenhouse', 'a sugar cane farm', 'a chicken coop', 'a stable for a horse',
];


/**
 * The lights the decoration tasks name.
 * @notGameFact MCU's choice of everyday light sources for decoration tasks; many other blocks give light
 */
const LIGHTS = ['torch', 'soul_torch', 'lantern', 'soul_lantern', 'sea_lantern', 'glowstone', 'jack_o_lantern', 'shroomlight', 'redstone_lamp', 'campfire', 'end_rod'];

export function buildTasks(reg: Registry): CatalogueEntry[] {
  const out: CatalogueEntry[] = [];
  for (const m of MATERIALS.filter((x) => reg.items.has(x))) {
    const name = reg.items.get(m)!.displayName.toLowerCase();
    for (const s of SHAPES) out.push(entry(`build ${s} of ${name}`, 'building', 'shapes', { event: 'use_item', objects: [m] }, m));
  }
  for (const b of BUILDS) out.push(entry(`build ${b}`, 'building', 'structures'));
  return out;
}

export function decorationTasks(reg: Registry): CatalogueEntry[] {
  const out: CatalogueEntry[] = [];
  const name = (id: string) => reg.items.get(id)?.displayName.toLowerCase() ?? id.replace(/_/g, ' ');
  // What a flower pot can hold: every potted_* block of the version.
  for (const potted of [...reg.blocks.keys()].filter((b) => b.startsWith('potted_')).sort()) {
    const plant = potted.slice('potted_'.length);
    out.push(entry(`put ${name(plant)} in a flower pot`, 'decoration', 'plants', { event: 'custom', objects: ['pot_flower'] }, plant));
  }
  for (const c of DYE_COLORS) {
    const use = (id: string, text: string, sub: string) => reg.items.has(id) && out.push(entry(text, 'decoration', sub, { event: 'use_item', objects: [id] }, id));
    use(`${c}_carpet`, `lay ${name(`${c}_carpet`)} on the floor`, 'furnishing');
    use(`${c}_banner`, `hang ${name(`${c}_banner`)} on a wall`, 'furnishing');
    use(`${c}_bed`, `furnish a bedroom with ${name(`${c}_bed`)}`, 'furnishing');
    use(`${c}_stained_glass_pane`, `glaze a window with ${name(`${c}_stained_glass_pane`)}`, 'furnishing');
    use(`${c}_glazed_terracotta`, `tile a floor with ${name(`${c}_glazed_terracotta`)}`, 'furnishing');
  }
  for (const light of LIGHTS) {
    if (reg.items.has(light)) out.push(entry(`light up a dark room with ${name(light)}`, 'decoration', 'lighting', { event: 'use_item', objects: [light] }, light));
  }
  for (const [text, id] of [['hang a painting', 'painting'], ['hang an item frame with an item in it', 'item_frame'], ['put armor on an armor stand', 'armor_stand'], ['decorate a tree with lanterns', 'lantern'], ['line a path with flowers', 'poppy'], ['clean the weeds around the house', undefined], ['light up a cave', 'torch'], ['decorate the home', undefined], ['plant a flower garden', 'poppy'], ['put bookshelves around an enchanting table', 'bookshelf']] as [string, string | undefined][]) {
    out.push(entry(text, 'decoration', 'scenes', id ? { event: 'use_item', objects: [id] } : undefined, id));
  }
  return out;
}

export function exploreTasks(): CatalogueEntry[] {
  const custom = (stat: string) => ({ event: 'custom' as const, objects: [stat] });
  const list: [string, string, string | undefined][] = [
    ['explore a cave', 'places', 'walk_one_cm'], ['climb a mountain', 'places', 'climb_one_cm'], ['explore the nether', 'places', 'walk_one_cm'],
    ['explore the end', 'places', 'walk_one_cm'], ['explore a ravine', 'places', 'walk_one_cm'], ['explore a village', 'places', 'walk_one_cm'],
    ['swim across a river', 'places', 'swim_one_cm'], ['dive to the ocean floor', 'places', 'walk_under_water_one_cm'],
    ['run through the forest', 'places', 'sprint_one_cm'], ['walk 100 blocks', 'places', 'walk_one_cm'],
    ['sail a boat across a lake', 'vehicles and mounts', 'boat_one_cm'], ['ride a minecart along a rail', 'vehicles and mounts', 'minecart_one_cm'],
    ['ride a horse', 'vehicles and mounts', 'horse_one_cm'], ['ride a pig with a carrot on a stick', 'vehicles and mounts', 'pig_one_cm'],
    ['ride a strider across lava', 'vehicles and mounts', 'strider_one_cm'], ['glide with an elytra', 'vehicles and mounts', 'aviate_one_cm'],
    ['open a chest', 'containers', 'open_chest'], ['open a barrel', 'containers', 'open_barrel'], ['loot a shipwreck chest', 'containers', 'open_chest'],
    ['loot a desert pyramid chest', 'containers', 'open_chest'], ['loot a mineshaft chest minecart', 'containers', undefined],
    ['loot a village chest', 'containers', 'open_chest'], ['open an ender chest', 'containers', 'open_enderchest'],
    ['explore a boat', 'vehicles and mounts', 'boat_one_cm'], ['talk to a villager', 'places', 'talked_to_villager'],
  ];
  return list.map(([text, sub, stat]) => entry(text, 'explore', sub, stat ? custom(stat) : undefined));
}

export function motionTasks(): CatalogueEntry[] {
  const custom = (stat: string) => ({ event: 'custom' as const, objects: [stat] });
  const list: [string, string, string | undefined][] = [
    ['jump', 'movement', 'jump'], ['sneak', 'movement', 'sneak_time'], ['sprint', 'movement', 'sprint_one_cm'], ['swim', 'movement', 'swim_one_cm'],
    ['climb a ladder', 'movement', 'climb_one_cm'], ['dive deeply', 'movement', 'walk_under_water_one_cm'], ['walk on water with frost walker', 'movement', 'walk_on_water_one_cm'],
    ['fall from a height without dying', 'movement', 'fall_one_cm'], ['land a water bucket to break a fall', 'movement', 'fall_one_cm'],
    ['look at the sky', 'looking', undefined], ['look at the ground', 'looking', undefined], ['turn around in a full circle', 'looking', undefined],
    ['drop an item', 'items', 'drop'], ['stack items in the inventory', 'items', undefined], ['move an item to the hotbar', 'items', undefined],
    ['swap items between hands', 'items', undefined], ['throw an item into water', 'items', 'drop'], ['block an attack with a shield', 'items', 'damage_blocked_by_shield'],
    ['pillar up five blocks', 'movement', 'jump'], ['crawl through a one-block gap', 'movement', 'crouch_one_cm'],
  ];
  return list.map(([text, sub, stat]) => entry(text, 'motion', sub, stat ? custom(stat) : undefined));
}
