import type { Registry } from '../../vanilla/registry';
import { CatalogueEntry, entry } from './entry';
import { displayWords } from './survival';
import { isTreasure } from '../../vanilla/treasureEnchantments';


/** Items an enchanting table accepts, by the enchantment category that applies to them. */
function itemsFor(category: string, enchantment: string, reg: Registry): string[] {
  const ids = [...reg.items.keys()];
  const armor = ids.filter((i) => /_(helmet|chestplate|leggings|boots)$/.test(i));
  switch (category) {
    case 'armor': return armor;
    case 'armor_head': return armor.filter((i) => i.endsWith('_helmet'));
    // The data files thorns under feet; the game puts it on chestplates.
    case 'armor_feet': return armor.filter((i) => i.endsWith(enchantment === 'thorns' ? '_chestplate' : '_boots'));
    case 'weapon': return ids.filter((i) => i.endsWith('_sword'));
    case 'digger': return ids.filter((i) => /_(pickaxe|shovel|axe|hoe)$/.test(i));
    case 'breakable': return ids.filter((i) => /_(sword|pickaxe|shovel|axe|hoe|helmet|chestplate|leggings|boots)$|^(bow|crossbow|trident|fishing_rod)$/.test(i));
    case 'bow': case 'crossbow': case 'trident': case 'fishing_rod': return ids.filter((i) => i === category);
    default: return [];
  }
}

/** tool_use: enchant every item an enchanting table takes with every enchantment it can get there, and books. */
export function enchantTasks(reg: Registry): CatalogueEntry[] {
  if (!reg.blocks.has('enchanting_table')) return [];
  const reward = { event: 'custom' as const, objects: ['enchant_item'] };
  const out: CatalogueEntry[] = [];
  for (const e of [...reg.enchantments.values()].sort((a, b) => a.name.localeCompare(b.name))) {
    // Treasure enchantments are never offered by an enchanting table.
    if (isTreasure(e.name) || !e.category) continue;
    const ench = displayWords(reg, e.name, 'enchantment');
    out.push(entry(`enchant a book with ${ench}`, 'tool_use', 'enchanting', reward, 'book'));
    for (const item of itemsFor(e.category, e.name, reg).sort()) {
      out.push(entry(`enchant ${displayWords(reg, item, 'item')} with ${ench}`, 'tool_use', 'enchanting', reward, item));
    }
  }
  return out;
}
