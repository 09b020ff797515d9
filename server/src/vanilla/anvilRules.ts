/**
 * The anvil's result and level cost, ported from vanilla 1.16.5's
 * AnvilScreenHandler.updateResult:
 * - repairing with the item's repair material (a quarter of the durability per item),
 * - combining two of the same damageable item (the second's durability + 12 %),
 * - merging enchantments from the second item or an enchanted book (equal levels
 *   go up one, conflicting ones cost a level each and are dropped; the rarity cost
 *   1/2/4/8 per level, halved for a book),
 * - renaming (1 level; a blank name removes a custom name),
 * plus both items' prior work penalty (RepairCost). A rename-only cost is capped
 * at 39; 40 or more is "Too Expensive!" (no result) outside creative. The result's
 * RepairCost becomes max(first, second)·2+1 unless the only change is the name.
 * Items are prismarine-item objects; nothing here touches a window.
 */

import { ownTable } from '../util/ownTable';

/**
 * The three anvil blocks, intact first, each with what a damaging use leaves
 * (AnvilBlock.getLandingState: anvil → chipped → damaged → gone, null).
 */
const DAMAGED_TO: Record<string, string | null> = ownTable<string | null>({
  anvil: 'chipped_anvil', chipped_anvil: 'damaged_anvil', damaged_anvil: null,
});

/** The anvil block ids, intact first. */
export const ANVILS: readonly string[] = Object.keys(DAMAGED_TO);

/** Is this block (or item) id an anvil? */
export function isAnvil(id: string): boolean {
  return id in DAMAGED_TO;
}

/** The anvil a damaging use leaves (null: the anvil breaks); undefined for a block that is no anvil. */
export function damagedAnvil(id: string): string | null | undefined {
  return id in DAMAGED_TO ? DAMAGED_TO[id] : undefined;
}

/** The chance that taking a result damages the anvil (AnvilScreenHandler.onTakeOutput: 0.12, survival only). */
export const ANVIL_DAMAGE_CHANCE = 0.12;

export interface AnvilResult {
  /** The output item (a new object), or null. */
  item: any | null;
  /** The level cost shown (vanilla's levelCost property). */
  cost: number;
  /** How many of the second stack a material repair uses (repairItemUsage). */
  materialUsed: number;
}

interface EnchantmentInfo { name: string; maxLevel: number; weight: number; category: string; exclude: string[] }

const RARITY_COST: Record<number, number> = { 10: 1, 5: 2, 2: 4, 1: 8 };

function itemClass(registry: any): any { return require('prismarine-item')(registry); }

function copy(registry: any, it: any): any {
  const Item = itemClass(registry);
  return new Item(it.type, it.count, it.metadata, it.nbt ? JSON.parse(JSON.stringify(it.nbt)) : null);
}

/** The custom name's text (display.Name is a JSON text component in 1.16), or null. */
export function customNameText(it: any): string | null {
  const raw = it?.nbt?.value?.display?.value?.Name?.value;
  if (typeof raw !== 'string') return null;
  try {
    const j = JSON.parse(raw);
    if (typeof j === 'string') return j;
    if (j && typeof j === 'object') return [j.text ?? '', ...(Array.isArray(j.extra) ? j.extra.map((e: any) => (typeof e === 'string' ? e : e?.text ?? '')) : [])].join('');
  } catch { /* a bare string */ }
  return raw;
}

/** ItemStack.getName().getString(): the custom name, else the item's English name. */
export function itemDisplayName(registry: any, it: any): string {
  return customNameText(it) ?? registry.items[it.type]?.displayName ?? it.name;
}

export function setCustomName(it: any, name: string | null): void {
  const display = it.nbt?.value?.display;
  if (name === null) {
    if (display?.value?.Name) delete display.value.Name;
    if (display && !Object.keys(display.value).length) delete it.nbt.value.display;
    return;
  }
  it.customName = JSON.stringify({ text: name });
}

/** Enchantment.isAcceptableItem (with the overrides: axes take damage enchantments, shears efficiency, armour thorns). */
function acceptable(e: EnchantmentInfo, def: any): boolean {
  const cats: string[] = def?.enchantCategories ?? [];
  const name: string = def?.name ?? '';
  if (['sharpness', 'smite', 'bane_of_arthropods'].includes(e.name) && name.endsWith('_axe')) return true;
  if (e.name === 'efficiency' && name === 'shears') return true;
  if (e.name === 'thorns') return cats.includes('armor');
  if (e.name === 'unbreaking' && def?.maxDurability) return true;
  return cats.includes(e.category);
}

function canCombine(a: EnchantmentInfo, b: EnchantmentInfo): boolean {
  return a.name !== b.name && !a.exclude.includes(b.name) && !b.exclude.includes(a.name);
}

const isBlank = (s: string | undefined) => s === undefined || s.trim() === '';

export function anvilResult(registry: any, first: any | null, second: any | null, newName: string | undefined, creative: boolean): AnvilResult {
  const none: AnvilResult = { item: null, cost: 0, materialUsed: 0 };
  if (!first) return none;
  const ench = (name: string): EnchantmentInfo | undefined => registry.enchantmentsByName[name];
  const defOf = (it: any) => registry.items[it.type];
  const out = copy(registry, first);
  const levels = new Map<string, number>();
  for (const e of first.enchants ?? []) if (e.name) levels.set(e.name, e.lvl);
  let i = 0;
  let k = 0;
  const j = (first.repairCost ?? 0) + (second ? second.repairCost ?? 0 : 0);
  let materialUsed = 0;
  if (second) {
    const book = second.name === 'enchanted_book' && (second.enchants ?? []).length > 0;
    const firstDef = defOf(first);
    const max = firstDef?.maxDurability ?? 0;
    const repairsWith: string[] = firstDef?.repairWith ?? [];
    if (max && repairsWith.includes(second.name)) {
      let l = Math.min(out.durabilityUsed ?? 0, Math.trunc(max / 4));
      if (l <= 0) return none;
      let m = 0;
      for (; l > 0 && m < second.count; m++) {
        out.durabilityUsed = (out.durabilityUsed ?? 0) - l;
        i++;
        l = Math.min(out.durabilityUsed, Math.trunc(max / 4));
      }
      materialUsed = m;
    } else {
      if (!book && (out.type !== second.type || !max)) return none;
      if (max && !book) {
        const left = max - (first.durabilityUsed ?? 0);
        const other = max - (second.durabilityUsed ?? 0);
        const damage = Math.max(0, max - (left + other + Math.trunc((max * 12) / 100)));
        if (damage < (out.durabilityUsed ?? 0)) { out.durabilityUsed = damage; i += 2; }
      }
      let added = false;
      let refused = false;
      for (const { name, lvl } of second.enchants ?? []) {
        const e = name ? ench(name) : undefined;
        if (!e) continue;
        const q = levels.get(name) ?? 0;
        let r = q === lvl ? lvl + 1 : Math.max(lvl, q);
        let fits = creative || first.name === 'enchanted_book' || acceptable(e, firstDef);
        for (const other of levels.keys()) {
          const o = ench(other);
          if (other !== name && o && !canCombine(e, o)) { fits = false; i++; }
        }
        if (!fits) { refused = true; continue; }
        added = true;
        if (r > e.maxLevel) r = e.maxLevel;
        levels.set(name, r);
        let s = RARITY_COST[e.weight] ?? 1;
        if (book) s = Math.max(1, Math.trunc(s / 2));
        i += s * r;
        if (first.count > 1) i = 40;
      }
      if (refused && !added) return none;
    }
  }
  if (isBlank(newName)) {
    if (customNameText(first) !== null) { k = 1; i += k; setCustomName(out, null); }
  } else if (newName !== itemDisplayName(registry, first)) {
    k = 1; i += k; setCustomName(out, newName!);
  }
  let cost = j + i;
  if (i <= 0) return { item: null, cost, materialUsed };
  if (k === i && k > 0 && cost >= 40) cost = 39;
  if (cost >= 40 && !creative) return { item: null, cost, materialUsed };
  let work = out.repairCost ?? 0;
  if (second && work < (second.repairCost ?? 0)) work = second.repairCost ?? 0;
  if (k !== i || k === 0) work = work * 2 + 1;
  out.repairCost = work;
  out.enchants = [...levels].map(([name, lvl]) => ({ name, lvl }));
  return { item: out, cost, materialUsed };
}

/** RepairContainer.updateItemName: a new name is at most 35 characters. */
export const MAX_ITEM_NAME = 35;
