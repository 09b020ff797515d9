import { Registry, stripNamespace } from './registry';
import type { RecipeInfo } from './registryTypes';
import { commonMobDrops } from './drops';

/**
 * Markdown about an id for hovers: what it is in this version, stack size,
 * how it is made or harvested. Unknown ids get undefined (the diagnostics
 * already explain those).
 */
export function describeId(id: string, reg: Registry, prefer?: 'item' | 'block' | 'entity'): string | undefined {
  const name = stripNamespace(id);
  const parts: string[] = [];
  const item = reg.items.get(name);
  const block = reg.blocks.get(name);
  const entity = reg.entities.get(name);
  const order = prefer === 'block' ? ['block', 'item', 'entity'] : prefer === 'entity' ? ['entity', 'item', 'block'] : ['item', 'block', 'entity'];
  for (const kind of order) {
    if (kind === 'item' && item) {
      const lines = [`**${item.displayName}** — item \`minecraft:${name}\` (Minecraft ${reg.version})`, `Stacks to ${item.stackSize}.` + (item.maxDurability ? ` Durability ${item.maxDurability}.` : '') + (item.food ? ' Edible.' : '')];
      const recipe = reg.recipes.get(name)?.[0];
      if (recipe) lines.push(recipeSummary(recipe));
      const smeltFrom = reg.smelting.get(name);
      if (!recipe && smeltFrom) lines.push(`Smelted in a furnace from ${smeltFrom.slice(0, 3).join(', ')}${smeltFrom.length > 3 ? ', …' : ''}.`);
      parts.push(lines.join('\n\n'));
    }
    if (kind === 'block' && block) {
      const lines = [`**${block.displayName}** — block \`minecraft:${name}\``];
      if (block.harvestTools?.length) lines.push(`Harvest with: ${block.harvestTools.join(', ')}.`);
      else if (block.diggable) lines.push('Any tool or the hand harvests it.');
      else lines.push('Cannot be mined in survival.');
      const drops = block.drops.filter((d) => d !== name);
      if (drops.length) lines.push(`Drops: ${block.drops.join(' or ')}.`);
      if (block.states?.length) lines.push('States: ' + block.states.map((s) => `\`${s.name}\`=${s.values.join('|')}`).join(', '));
      parts.push(lines.join('\n\n'));
    }
    if (kind === 'entity' && entity) {
      const loot = reg.entityLoot.has(name) ? commonMobDrops(name, reg) : undefined;
      parts.push(`**${entity.displayName}** — entity \`minecraft:${name}\` (${entity.category})` + (loot && loot.length ? `\n\nDrops: ${loot.join(', ')}.` : ''));
    }
  }
  if (!parts.length) {
    const eff = reg.effects.get(name);
    if (eff) return `**${eff.displayName}** — effect \`minecraft:${name}\` (${eff.type === 'good' ? 'beneficial' : 'harmful'})`;
    const ench = reg.enchantments.get(name);
    if (ench) return `**${ench.displayName}** — enchantment \`minecraft:${name}\`, levels 1–${ench.maxLevel}`;
    return undefined;
  }
  return parts.join('\n\n---\n\n');
}

/** "Crafted (3×3, needs a crafting table) from 8 cobblestone → 1". */
export function recipeSummary(r: RecipeInfo): string {
  const counts = new Map<string, number>();
  const slots = r.shape ? r.shape.flat() : r.ingredients ?? [];
  for (const s of slots) {
    if (!s) continue;
    const key = s.length > 1 ? `${s[0]} (or ${s.length - 1} alternatives)` : s[0];
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const needsTable = recipeNeedsTable(r);
  const list = [...counts].map(([k, n]) => `${n} ${k}`).join(', ');
  return `Crafted${needsTable ? ' at a crafting table' : ' in the inventory grid'} from ${list} → ${r.count}.`;
}

export function recipeNeedsTable(r: RecipeInfo): boolean {
  if (r.shape) return r.shape.length > 2 || r.shape.some((row) => row.length > 2);
  return (r.ingredients?.length ?? 0) > 4;
}

