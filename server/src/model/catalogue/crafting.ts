import type { Registry } from '../../vanilla/registry';
import { CatalogueEntry, entry } from './entry';
import { uniqueNames } from './survival';
import { obtainable } from '../../vanilla/survivalObtainable';

/** Which shelf of the crafting category an item belongs on, read from its id. */
export function craftingSubcategory(id: string, reg: Registry): string {
  if (/_(pickaxe|axe|shovel|hoe)$|^(shears|flint_and_steel|fishing_rod|carrot_on_a_stick|warped_fungus_on_a_stick|compass|clock|bucket|lead|spyglass|name_tag|map)$/.test(id)) return 'tools';
  if (/_(sword|helmet|chestplate|leggings|boots|horse_armor)$|^(bow|crossbow|arrow|spectral_arrow|tipped_arrow|shield|trident)$/.test(id)) return 'weapons and armor';
  if (/(rail|minecart|_boat|saddle)$/.test(id)) return 'transportation';
  if (/redstone|repeater|comparator|piston|observer|hopper|dropper|dispenser|lever|_button|pressure_plate|tripwire|daylight|target|note_block|^tnt$|_door$|trapdoor|fence_gate|lectern/.test(id)) return 'redstone';
  if (reg.items.get(id)?.food || /stew|soup|cake|cookie|pie|bread/.test(id)) return 'food';
  if (/carpet|banner|_bed$|pane|flower_pot|painting|item_frame|lantern|torch|_sign$|candle|armor_stand|glazed|campfire|_head$|skull|bell/.test(id)) return 'decoration';
  if (/table|furnace|smoker|chest|barrel|anvil|loom|stonecutter|grindstone|composter|beacon|conduit|jukebox|bookshelf|brewing_stand|cauldron|ender_chest|shulker_box|respawn_anchor|lodestone|beehive|scaffolding|ladder/.test(id)) return 'work and storage blocks';
  if (reg.blocks.has(id)) return 'building blocks';
  return 'materials';
}

/** "craft X" for every item with a crafting recipe. */
export function craftTasks(reg: Registry): CatalogueEntry[] {
  const ids = [...reg.recipes.keys()].filter((id) => reg.items.has(id) && obtainable(id)).sort();
  const names = uniqueNames(reg, ids, 'item');
  return ids.map((id) => entry(`craft ${names.get(id)}`, 'crafting', craftingSubcategory(id, reg), { event: 'craft_item', objects: [id] }, id));
}

/** "smelt X into Y" for every furnace recipe; the result taken out counts as crafted. */
export function smeltTasks(reg: Registry): CatalogueEntry[] {
  const out: CatalogueEntry[] = [];
  const inputs = new Set<string>();
  for (const ins of reg.smelting.values()) for (const i of ins) inputs.add(i);
  const results = [...reg.smelting.keys()];
  const inNames = uniqueNames(reg, [...inputs].filter((i) => reg.items.has(i)), 'item');
  const outNames = uniqueNames(reg, results.filter((r) => reg.items.has(r)), 'item');
  for (const result of results.sort()) {
    if (!reg.items.has(result) || !obtainable(result)) continue;
    for (const input of [...(reg.smelting.get(result) ?? [])].sort()) {
      if (!reg.items.has(input) || !obtainable(input)) continue;
      const sub = reg.items.get(result)?.food ? 'cooking' : 'smelting';
      out.push(entry(`smelt ${inNames.get(input)} into ${outNames.get(result)}`, 'crafting', sub, { event: 'craft_item', objects: [result] }, result));
    }
  }
  return out;
}
