import { getRegistry, Registry } from '../mc/registry';
import type { MeasuredGoal, RewardEvent, TaskVerb } from './atomicTask';

/**
 * The atomic task catalogue, derived from the registry the way the MCU paper
 * derives its in-game tasks: "craft X" for every craftable item, "mine X" for
 * every diggable block that drops something, "kill X" for hostile mobs,
 * "hunt X" for passive ones, "use X" for items with a use.
 */
export interface AtomicTask extends MeasuredGoal {
  /** Human task name, also the generator's input: "craft furnace". */
  name: string;
  /** Suggested file name without extension: craft_furnace. */
  fileName: string;
  /** For the quick pick: "Crafting", "Mining", … */
  category: string;
}

const CATEGORY: Record<TaskVerb, string> = {
  craft: 'Crafting', smelt: 'Smelting', mine: 'Mining', kill: 'Combat', hunt: 'Hunting', use: 'Using items', collect: 'Collecting',
};

// Items whose use is counted by minecraft:used and makes a sensible task on its own.
const USABLE_EXTRA = new Set([
  'ender_pearl', 'snowball', 'egg', 'bucket', 'water_bucket', 'lava_bucket', 'milk_bucket', 'bone_meal',
  'ender_eye', 'experience_bottle', 'firework_rocket', 'fire_charge', 'potion', 'splash_potion', 'lingering_potion',
  'lead', 'name_tag', 'saddle', 'spyglass', 'totem_of_undying', 'writable_book', 'map', 'compass', 'clock',
  'torch', 'crafting_table', 'furnace', 'chest', 'bed', 'white_bed', 'oak_boat', 'minecart',
]);

function task(verb: TaskVerb, target: string, display: string, event: RewardEvent, objects = [target]): AtomicTask {
  return { verb, target, event, objects, name: `${verb} ${display.toLowerCase()}`, fileName: `${verb}_${target}`, category: CATEGORY[verb] };
}

export function buildCatalogue(reg: Registry = getRegistry()): AtomicTask[] {
  const out: AtomicTask[] = [];
  for (const id of [...reg.recipes.keys()].sort()) {
    const item = reg.items.get(id);
    if (item) out.push(task('craft', id, item.displayName, 'craft_item'));
  }
  for (const b of [...reg.blocks.values()].sort((a, b) => a.name.localeCompare(b.name))) {
    if (b.diggable && b.drops.length && b.hardness !== null && b.hardness >= 0) out.push(task('mine', b.name, b.displayName, 'mine_block'));
  }
  for (const e of [...reg.entities.values()].sort((a, b) => a.name.localeCompare(b.name))) {
    if (e.category === 'Hostile mobs') out.push(task('kill', e.name, e.displayName, 'kill_entity'));
    else if (e.category === 'Passive mobs') out.push(task('hunt', e.name, e.displayName, 'kill_entity'));
  }
  for (const i of [...reg.items.values()].sort((a, b) => a.name.localeCompare(b.name))) {
    if (i.maxDurability || i.food || USABLE_EXTRA.has(i.name)) out.push(task('use', i.name, i.displayName, 'use_item'));
  }
  return out;
}
