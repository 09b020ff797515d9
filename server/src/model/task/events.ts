/**
 * The reward-event vocabulary, declared once: MineStudio's event names, the
 * statistic each watches, the registry its objects come from. The checker,
 * completion and hover read EVENTS; the verifier's reward tracker reads
 * EVENT_CATEGORY and its timeline CATEGORY_EVENT, both derived here.
 */
import { ownTable } from '../../util/ownTable';
export type ObjectKind = 'block' | 'item' | 'entity' | 'custom';

/** The statistic categories reward events watch (the part after `minecraft:`). */
export type EventCategory = 'mined' | 'crafted' | 'picked_up' | 'used' | 'broken' | 'killed' | 'custom';

export interface EventInfo {
  name: string;
  statistic: `minecraft:${EventCategory}`;
  objects: ObjectKind;
  description: string;
  /** Set when the event watches one fixed counter of its category rather than the category (damage_dealt). */
  counter?: string;
  /** The verb of an atomic task this event measures (the catalogue's "craft X", "mine X"…). */
  verb?: 'craft' | 'mine' | 'kill' | 'collect' | 'use';
  /** The task category a reward of this event suggests when a file names none (difficulty insight). */
  taskCategory?: string;
}

export const EVENTS = [
  { name: 'mine_block', statistic: 'minecraft:mined', objects: 'block', verb: 'mine', taskCategory: 'mining', description: 'Blocks the agent broke, by block id (natural stone counts as stone, whatever it drops).' },
  { name: 'craft_item', statistic: 'minecraft:crafted', objects: 'item', verb: 'craft', taskCategory: 'crafting', description: 'Items the agent crafted; smelting results taken out of a furnace count too.' },
  { name: 'pickup', statistic: 'minecraft:picked_up', objects: 'item', verb: 'collect', taskCategory: 'collecting', description: 'Items the agent picked up from the ground.' },
  { name: 'use_item', statistic: 'minecraft:used', objects: 'item', verb: 'use', taskCategory: 'tool_use', description: 'Items the agent used; placing a block counts as using its item, releasing a bow counts as using the bow.' },
  { name: 'break_item', statistic: 'minecraft:broken', objects: 'item', taskCategory: 'tool_use', description: 'Tools or armour that wore out.' },
  { name: 'kill_entity', statistic: 'minecraft:killed', objects: 'entity', verb: 'kill', taskCategory: 'combat', description: 'Entities the agent killed.' },
  { name: 'damage_dealt', statistic: 'minecraft:custom', objects: 'custom', description: 'Damage the agent dealt (a minecraft:custom counter).', counter: 'damage_dealt' },
  { name: 'custom', statistic: 'minecraft:custom', objects: 'custom', verb: 'use', description: 'Any minecraft:custom counter, named in objects (jump, walk_one_cm, damage_dealt, …).' },
] as const satisfies readonly EventInfo[];

export type EventName = (typeof EVENTS)[number]['name'];

const categoryOf = (e: EventInfo): EventCategory => e.statistic.slice('minecraft:'.length) as EventCategory;

/** An event's own entry, by name. */
export function eventInfo(name: string): EventInfo | undefined {
  return (EVENTS as readonly EventInfo[]).find((e) => e.name === name);
}

/** The statistic category each reward event watches. */
export const EVENT_CATEGORY: Readonly<Record<string, EventCategory>> = ownTable(Object.fromEntries(EVENTS.map((e) => [e.name, categoryOf(e)])));

/** The event that watches a whole category (a timeline names counter changes by it). */
export const CATEGORY_EVENT: Readonly<Partial<Record<EventCategory, EventName>>> = Object.fromEntries(
  EVENTS.filter((e: EventInfo) => !e.counter).map((e) => [categoryOf(e), e.name]),
);

export const EVENT_BY_NAME = new Map<string, EventInfo>(EVENTS.map((e) => [e.name, e]));

/** Names people write for events MineStudio does not know, and what they meant. */
export const EVENT_ALIASES: Record<string, string> = ownTable({
  kill_mob: 'kill_entity',
  kill: 'kill_entity',
  mine: 'mine_block',
  break_block: 'mine_block',
  craft: 'craft_item',
  crafted: 'craft_item',
  pick_up: 'pickup',
  pickup_item: 'pickup',
  collect: 'pickup',
  collect_item: 'pickup',
  use: 'use_item',
  place_block: 'use_item',
});

/** minecraft:custom statistic names of 1.13–1.16. */
export const CUSTOM_STATS = [
  'animals_bred', 'aviate_one_cm', 'bell_ring', 'boat_one_cm', 'clean_armor', 'clean_banner', 'clean_shulker_box', 'climb_one_cm',
  'crouch_one_cm', 'damage_absorbed', 'damage_blocked_by_shield', 'damage_dealt', 'damage_dealt_absorbed', 'damage_dealt_resisted',
  'damage_resisted', 'damage_taken', 'deaths', 'drop', 'eat_cake_slice', 'enchant_item', 'fall_one_cm', 'fill_cauldron', 'fish_caught',
  'fly_one_cm', 'horse_one_cm', 'inspect_dispenser', 'inspect_dropper', 'inspect_hopper', 'interact_with_anvil', 'interact_with_beacon',
  'interact_with_blast_furnace', 'interact_with_brewingstand', 'interact_with_campfire', 'interact_with_cartography_table',
  'interact_with_crafting_table', 'interact_with_furnace', 'interact_with_grindstone', 'interact_with_lectern', 'interact_with_loom',
  'interact_with_smithing_table', 'interact_with_smoker', 'interact_with_stonecutter', 'jump', 'leave_game', 'minecart_one_cm',
  'mob_kills', 'open_barrel', 'open_chest', 'open_enderchest', 'open_shulker_box', 'pig_one_cm', 'play_noteblock', 'play_record',
  'play_time', 'player_kills', 'pot_flower', 'raid_trigger', 'raid_win', 'sleep_in_bed', 'sneak_time', 'sprint_one_cm', 'strider_one_cm',
  'swim_one_cm', 'talked_to_villager', 'target_hit', 'time_since_death', 'time_since_rest', 'traded_with_villager', 'trigger_trapped_chest',
  'tune_noteblock', 'use_cauldron', 'walk_on_water_one_cm', 'walk_one_cm', 'walk_under_water_one_cm',
];
