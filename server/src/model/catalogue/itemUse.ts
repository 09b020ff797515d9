import type { Registry } from '../../vanilla/registry';
import { CatalogueEntry, entry } from './entry';
import { uniqueNames } from './survival';
import { obtainable } from '../../vanilla/survivalObtainable';

/**
 * Items whose use minecraft:used counts and that make a task on their own, besides tools and food.
 * Not the lead: leashing a mob does not count as using it (leading mobs is a trapping task, judged from video).
 */
const USABLE = [
  'ender_pearl', 'snowball', 'egg', 'bucket', 'water_bucket', 'lava_bucket', 'bone_meal', 'ender_eye', 'experience_bottle',
  'firework_rocket', 'fire_charge', 'splash_potion', 'lingering_potion', 'name_tag', 'saddle', 'writable_book', 'map',
  'glass_bottle', 'trident', 'bow', 'crossbow', 'shield', 'fishing_rod', 'flint_and_steel', 'shears', 'carrot_on_a_stick',
  'warped_fungus_on_a_stick', 'elytra', 'totem_of_undying', 'armor_stand', 'painting', 'item_frame', 'minecart', 'oak_boat',
  'cod_bucket', 'salmon_bucket', 'pufferfish_bucket', 'tropical_fish_bucket', 'wheat_seeds', 'melon_seeds', 'pumpkin_seeds',
  'beetroot_seeds', 'cocoa_beans', 'ink_sac', 'honeycomb', 'dragon_breath', 'end_crystal',
];

/** Work blocks whose use has its own minecraft:custom counter. */
const WORK_BLOCKS: [string, string][] = [
  ['crafting_table', 'interact_with_crafting_table'], ['furnace', 'interact_with_furnace'], ['blast_furnace', 'interact_with_blast_furnace'],
  ['smoker', 'interact_with_smoker'], ['anvil', 'interact_with_anvil'], ['grindstone', 'interact_with_grindstone'],
  ['stonecutter', 'interact_with_stonecutter'], ['loom', 'interact_with_loom'], ['cartography_table', 'interact_with_cartography_table'],
  ['smithing_table', 'interact_with_smithing_table'], ['lectern', 'interact_with_lectern'], ['campfire', 'interact_with_campfire'],
  ['beacon', 'interact_with_beacon'], ['brewing_stand', 'interact_with_brewingstand'], ['chest', 'open_chest'], ['barrel', 'open_barrel'],
  ['ender_chest', 'open_enderchest'], ['shulker_box', 'open_shulker_box'], ['note_block', 'play_noteblock'], ['jukebox', 'play_record'],
  ['bell', 'bell_ring'], ['cauldron', 'fill_cauldron'], ['dispenser', 'inspect_dispenser'], ['hopper', 'inspect_hopper'], ['dropper', 'inspect_dropper'],
];

/** tool_use: use every tool and usable item, eat every food, work at every work block, sleep. */
export function useTasks(reg: Registry): CatalogueEntry[] {
  const ids = [...reg.items.values()]
    .filter((i) => obtainable(i.name) && (i.maxDurability || USABLE.includes(i.name)) && !i.food)
    .map((i) => i.name).sort();
  const names = uniqueNames(reg, ids, 'item');
  const out = ids.map((id) => entry(`use ${names.get(id)}`, 'tool_use', 'use items', { event: 'use_item', objects: [id] }, id));
  const foods = [...reg.items.values()].filter((i) => i.food && obtainable(i.name)).map((i) => i.name).sort();
  const foodNames = uniqueNames(reg, foods, 'item');
  for (const id of foods) out.push(entry(`eat ${foodNames.get(id)}`, 'tool_use', 'eat and drink', { event: 'use_item', objects: [id] }, id));
  for (const drink of ['milk_bucket', 'potion']) {
    if (reg.items.has(drink)) out.push(entry(`drink ${reg.items.get(drink)!.displayName.toLowerCase()}`, 'tool_use', 'eat and drink', { event: 'use_item', objects: [drink] }, drink));
  }
  for (const [block, stat] of WORK_BLOCKS) {
    if (!reg.blocks.has(block)) continue;
    out.push(entry(`work with ${reg.blocks.get(block)!.displayName.toLowerCase()}`, 'tool_use', 'work blocks', { event: 'custom', objects: [stat] }, block));
  }
  out.push(entry('sleep in a bed', 'tool_use', 'work blocks', { event: 'custom', objects: ['sleep_in_bed'] }, 'white_bed'));
  return out;
}

/** building: place every block that survival can place (placing counts as using the block item). */
export function placeTasks(reg: Registry): CatalogueEntry[] {
  const ids = [...reg.items.keys()].filter((id) => reg.blocks.has(id) && obtainable(id)).sort();
  const names = uniqueNames(reg, ids, 'item');
  return ids.map((id) => entry(`place ${names.get(id)}`, 'building', 'place blocks', { event: 'use_item', objects: [id] }, id));
}
