import type { Registry } from '../../vanilla/registry';
import { CatalogueEntry, entry } from './entry';
import { uniqueNames } from './survival';
import { obtainable } from '../../vanilla/survivalObtainable';
import { counterBlocks } from '../../vanilla/blockCounters';

/**
 * Items whose use minecraft:used counts and that make a task on their own, besides tools and food.
 * Not the lead: leashing a mob does not count as using it (leading mobs is a trapping task, judged from video).
 * @notGameFact MCU's choice of which usable items get a task of their own; vanilla counts the use of any item
 */
const USABLE = [
  'ender_pearl', 'snowball', 'egg', 'bucket', 'water_bucket', 'lava_bucket', 'bone_meal', 'ender_eye', 'experience_bottle',
  'firework_rocket', 'fire_charge', 'splash_potion', 'lingering_potion', 'name_tag', 'saddle', 'writable_book', 'map',
  'glass_bottle', 'trident', 'bow', 'crossbow', 'shield', 'fishing_rod', 'flint_and_steel', 'shears', 'carrot_on_a_stick',
  'warped_fungus_on_a_stick', 'elytra', 'totem_of_undying', 'armor_stand', 'painting', 'item_frame', 'minecart', 'oak_boat',
  'cod_bucket', 'salmon_bucket', 'pufferfish_bucket', 'tropical_fish_bucket', 'wheat_seeds', 'melon_seeds', 'pumpkin_seeds',
  'beetroot_seeds', 'cocoa_beans', 'ink_sac', 'honeycomb', 'dragon_breath', 'end_crystal',
];

/** Counters of work blocks, one per block: "work with" the block the counter is counted at (vanilla/blockCounters.ts). */
const WORK_COUNTERS = [
  'interact_with_crafting_table', 'interact_with_furnace', 'interact_with_blast_furnace', 'interact_with_smoker', 'interact_with_anvil',
  'interact_with_grindstone', 'interact_with_stonecutter', 'interact_with_loom', 'interact_with_cartography_table', 'interact_with_smithing_table',
  'interact_with_lectern', 'interact_with_campfire', 'interact_with_beacon', 'interact_with_brewingstand', 'open_chest', 'open_barrel',
  'open_enderchest', 'open_shulker_box', 'play_noteblock', 'play_record', 'bell_ring', 'fill_cauldron', 'inspect_dispenser', 'inspect_hopper',
  'inspect_dropper',
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
  for (const stat of WORK_COUNTERS) {
    const block = counterBlocks(stat, reg)?.[0];
    if (!block) continue;
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
