/**
 * The 1.16 "statistics" packet (answer to client_command action 1): entries
 * of {categoryId, statisticId, value}. Category ids follow vanilla's stat
 * type registry; statistic ids are registry ids of blocks, items, entity
 * types or custom stats. Used both by the embedded server (encode) and by
 * a bot reading statistics from any 1.16.5 server (decode).
 */
import { STAT_CATEGORIES, StatCategory, StatSnapshot } from './stats';
import { STAT_TYPE_ORDER } from '../../vanilla/statTypes';

/** A category's id in the statistics packet: its place in vanilla's stat type registry. */
const CATEGORY_IDS = Object.fromEntries(STAT_TYPE_ORDER.map((c, i) => [c, i])) as Record<StatCategory, number>;

/** Vanilla 1.16 custom statistic registry order (Stats.java registration order). */
export const CUSTOM_STATS: readonly string[] = [
  'leave_game', 'play_one_minute', 'time_since_death', 'time_since_rest', 'sneak_time', 'walk_one_cm',
  'crouch_one_cm', 'sprint_one_cm', 'walk_on_water_one_cm', 'fall_one_cm', 'climb_one_cm', 'fly_one_cm',
  'walk_under_water_one_cm', 'minecart_one_cm', 'boat_one_cm', 'pig_one_cm', 'horse_one_cm', 'aviate_one_cm',
  'swim_one_cm', 'strider_one_cm', 'jump', 'drop', 'damage_dealt', 'damage_dealt_absorbed',
  'damage_dealt_resisted', 'damage_taken', 'damage_blocked_by_shield', 'damage_absorbed', 'damage_resisted',
  'deaths', 'mob_kills', 'animals_bred', 'player_kills', 'fish_caught', 'talked_to_villager',
  'traded_with_villager', 'eat_cake_slice', 'fill_cauldron', 'use_cauldron', 'clean_armor', 'clean_banner',
  'clean_shulker_box', 'interact_with_brewingstand', 'interact_with_beacon', 'inspect_dropper',
  'inspect_hopper', 'inspect_dispenser', 'play_noteblock', 'tune_noteblock', 'pot_flower',
  'trigger_trapped_chest', 'open_enderchest', 'enchant_item', 'play_record', 'interact_with_furnace',
  'interact_with_crafting_table', 'open_chest', 'sleep_in_bed', 'open_shulker_box', 'open_barrel',
  'interact_with_blast_furnace', 'interact_with_smoker', 'interact_with_lectern', 'interact_with_campfire',
  'interact_with_cartography_table', 'interact_with_loom', 'interact_with_stonecutter', 'bell_ring',
  'raid_trigger', 'raid_win', 'interact_with_anvil', 'interact_with_grindstone', 'target_hit',
  'interact_with_smithing_table',
];

export interface StatEntry { categoryId: number; statisticId: number; value: number }

type Kind = 'block' | 'item' | 'entity' | 'custom';
function kindOf(cat: StatCategory): Kind {
  if (cat === 'mined') return 'block';
  if (cat === 'killed' || cat === 'killed_by') return 'entity';
  if (cat === 'custom') return 'custom';
  return 'item';
}

function idOf(registry: any, kind: Kind, name: string): number | undefined {
  if (kind === 'block') return registry.blocksByName[name]?.id;
  if (kind === 'item') return registry.itemsByName[name]?.id;
  if (kind === 'entity') return registry.entitiesByName[name]?.id;
  const i = CUSTOM_STATS.indexOf(name);
  return i >= 0 ? i : undefined;
}

function nameOf(registry: any, kind: Kind, id: number): string | undefined {
  if (kind === 'block') return registry.blocks[id]?.name;
  if (kind === 'item') return registry.items[id]?.name;
  if (kind === 'entity') return registry.entities[id]?.name;
  return CUSTOM_STATS[id];
}

/** Packet entries for a snapshot; counters whose id the registry does not know are left out. */
export function encodeStatistics(registry: any, snap: StatSnapshot): StatEntry[] {
  const out: StatEntry[] = [];
  for (const cat of STAT_CATEGORIES) {
    for (const [name, value] of Object.entries(snap[cat] ?? {})) {
      const id = idOf(registry, kindOf(cat), name);
      if (id !== undefined) out.push({ categoryId: CATEGORY_IDS[cat], statisticId: id, value: Math.min(value, 0x7fffffff) });
    }
  }
  return out;
}

/** A snapshot from packet entries (unknown categories or ids are skipped). */
export function decodeStatistics(registry: any, entries: StatEntry[]): StatSnapshot {
  const snap = Object.fromEntries(STAT_CATEGORIES.map((c) => [c, {}])) as StatSnapshot;
  const byId = new Map(Object.entries(CATEGORY_IDS).map(([k, v]) => [v, k as StatCategory]));
  for (const e of entries) {
    const cat = byId.get(e.categoryId);
    if (!cat) continue;
    const name = nameOf(registry, kindOf(cat), e.statisticId);
    if (name) snap[cat][name] = e.value;
  }
  return snap;
}
