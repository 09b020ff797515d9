/**
 * Which MineStudio reward event measures a MineDojo target. MineDojo's harvest
 * success is "the inventory holds N of the item" (meta/harvest.py,
 * simple_inventory_based_check); MCU rewards watch 1.16.5 statistics
 * (model/task/events.ts). For each target the event that really sees it being
 * obtained:
 *
 * - crafted or smelted (the prompt says craft/smelt, or a tech-tree item):
 *   craft_item, on the ids a 1.16.5 recipe or furnace makes (smelting counts
 *   as crafted); variants no recipe makes are named in a note;
 * - dropped by a mob or by another block (beef, string, diamond, cobblestone
 *   from stone, dirt from grass): pickup;
 * - a block whose breaking gives exactly itself (logs, ores, sugar cane):
 *   mine_block, which counts the break (the item is then picked up too);
 * - a block whose breaking never gives it (chorus plant, infested stone):
 *   mine_block, the nearest honest measure, with a note saying so;
 * - anything else: pickup, with a note when nothing in 1.16.5 drops it;
 * - a target no statistic can see being obtained (milk: a cow fills the
 *   bucket in the hand, nothing is picked up or crafted): the nearest honest
 *   measure (use_item: drinking it), or no entry, with a note saying why.
 */
import type { Registry } from '../../../vanilla/registry';
import type { EventName } from '../../../model/task/events';
import { dropsWithoutSilkTouch } from '../../../vanilla/drops';

export interface TargetMeasure {
  event?: EventName;
  ids: string[];
  /** Why the entry measures what it does, when that is not plain (written as a comment). */
  note?: string;
}

/**
 * Targets no statistic sees being obtained (facts of vanilla 1.16.5 no data
 * table holds), with the nearest honest measure when there is one.
 * Milk: Cow#mobInteract swaps the bucket in the hand for a milk bucket and
 * awards no statistic; drinking it (MilkBucketItem#finishUsingItem) awards
 * minecraft:used, so use_item counts milk the agent got and then drank.
 */
const UNSEEN: Readonly<Record<string, { why: string; instead?: { event: EventName; note: string } }>> = Object.freeze({
  milk_bucket: {
    why: 'milking a cow turns the bucket in the hand into milk and no statistic counts it (nothing is crafted or picked up, and using a bucket on a cow is not counted)',
    instead: { event: 'use_item', note: 'use_item counts the milk only once the agent drinks it, the nearest honest measure; the verifier also reads the goal from the text' },
  },
});

let dropsCache: { reg: Registry; byOthers: Set<string>; byMobs: Set<string> } | undefined;

function dropSources(reg: Registry): { byOthers: Set<string>; byMobs: Set<string> } {
  if (dropsCache?.reg === reg) return dropsCache;
  const byOthers = new Set<string>();
  for (const b of reg.blocks.values()) for (const d of b.drops ?? []) if (d !== b.name) byOthers.add(d);
  const byMobs = new Set<string>();
  for (const drops of reg.entityLoot.values()) for (const d of drops) byMobs.add(d.item);
  dropsCache = { reg, byOthers, byMobs };
  return dropsCache;
}

export function craftable(id: string, reg: Registry): boolean {
  return reg.recipes.has(id) || reg.smelting.has(id);
}

/** How one id is obtained from the world (not crafted). */
function naturalEvent(id: string, reg: Registry, label: string): { event: EventName; note?: string } {
  const { byOthers, byMobs } = dropSources(reg);
  // A block that drops something else without Silk Touch (grass_block → dirt): the break is what can be counted.
  const instead = dropsWithoutSilkTouch(id);
  if (instead) return { event: 'mine_block', note: `mining ${label} without Silk Touch drops ${instead}, not the block: mine_block counts the break, the nearest honest measure` };
  if (byMobs.has(id) || byOthers.has(id)) return { event: 'pickup' };
  // Sheep drop their wool when shorn or killed; minecraft-data's sheep loot lists only the mutton.
  if (/_wool$/.test(id)) return { event: 'pickup', note: 'sheep drop wool as items when shorn or killed: pickup counts it (mine_block would count wool blocks broken)' };
  const block = reg.blocks.get(id);
  if (block) {
    const drops = block.drops ?? [];
    if (drops.includes(id)) return { event: drops.every((d) => d === id) ? 'mine_block' : 'pickup' };
    return { event: 'mine_block', note: `breaking ${label} never gives it (${id} drops ${drops.length ? drops.join(', ') : 'nothing'}): mine_block counts the break, the nearest honest measure` };
  }
  return { event: 'pickup', note: `no block or mob of 1.16.5 drops ${label}: pickup counts it only when it is picked up from the ground` };
}

/** The measure of an item target (1.16.5 ids of one 1.11 name); `crafted` when the task says to craft or smelt it. */
export function measureItemTarget(ids: string[], reg: Registry, crafted: boolean): TargetMeasure {
  const unseen = ids.find((id) => UNSEEN[id]);
  if (unseen) {
    const u = UNSEEN[unseen];
    if (!u.instead) return { ids, note: `${u.why}; no reward entry, the verifier reads the goal from the text` };
    return { event: u.instead.event, ids: [unseen], note: `${u.why}: ${u.instead.note}` };
  }
  if (crafted) {
    const made = ids.filter((id) => craftable(id, reg));
    if (made.length) {
      const left = ids.filter((id) => !made.includes(id));
      return { event: 'craft_item', ids: made, ...(left.length ? { note: `no 1.16.5 recipe or furnace makes ${left.join(', ')}: left out of craft_item` } : {}) };
    }
  }
  // Variants of one name are obtained alike: the first decides, the others follow it.
  const first = naturalEvent(ids[0], reg, ids.join(', '));
  let note = first.note;
  if (first.event === 'pickup' && ids.length > 1) {
    // A variant that drops something else without Silk Touch (podzol → dirt) is never picked up as itself.
    const never = ids.filter((id) => dropsWithoutSilkTouch(id));
    if (never.length && never.length < ids.length) {
      ids = ids.filter((id) => !never.includes(id));
      note = [note, `left out ${never.map((id) => `${id} (drops ${dropsWithoutSilkTouch(id)} without Silk Touch)`).join(', ')}: never picked up as itself`].filter(Boolean).join('; ');
    }
  }
  const prefix = crafted ? `no 1.16.5 recipe or furnace makes ${ids.join(', ')}; ` : '';
  return { event: first.event, ids, ...(note || prefix ? { note: prefix + (note ?? `${first.event} measures it`) } : {}) };
}
