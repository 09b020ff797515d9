/**
 * The enchanting table's arithmetic, ported from vanilla 1.16.5:
 * - bookshelves counted around the table (EnchantmentScreenHandler.onContentChanged:
 *   the 16 shelf places two blocks out, at table height and one above, each
 *   counted only when the block between it and the table is air at both heights);
 * - each offer's level requirement (EnchantmentHelper.calculateRequiredExperienceLevel,
 *   shelves capped at 15; an offer below slot+1 levels is no offer);
 * - the enchantments an offer gives (EnchantmentScreenHandler.generateEnchantments →
 *   EnchantmentHelper.generateEnchantments / getPossibleEntries / removeConflicts,
 *   a book losing one of several at random), drawn with java.util.Random seeded by the
 *   player's enchantment seed (+ the slot), so a seed gives vanilla's offers.
 * Item enchantability is Item.getEnchantability (tool and armour materials; bow,
 * crossbow, trident, fishing rod and book 1; everything else 0: no offers).
 * Which enchantment fits which item comes from minecraft-data (the enchantment's
 * category in the item's enchantCategories); thorns, filed there under boots,
 * is ARMOR_CHEST in the game's EnchantmentTarget.
 */
import { JavaRandom } from './javaRandom';

const TOOL_MATERIAL: Record<string, number> = { wooden: 15, stone: 5, iron: 14, diamond: 10, golden: 22, netherite: 15 };
const ARMOR_MATERIAL: Record<string, number> = { leather: 15, chainmail: 12, iron: 9, golden: 25, diamond: 10, netherite: 15 };
const ONE = new Set(['bow', 'crossbow', 'trident', 'fishing_rod', 'book']);

/** Item.getEnchantability for an item name (0: the table offers nothing). */
export function enchantability(name: string): number {
  if (ONE.has(name)) return 1;
  if (name === 'turtle_helmet') return 9;
  let m = /^([a-z]+)_(sword|pickaxe|axe|shovel|hoe)$/.exec(name);
  if (m) return TOOL_MATERIAL[m[1]] ?? 0;
  m = /^([a-z]+)_(helmet|chestplate|leggings|boots)$/.exec(name);
  if (m) return ARMOR_MATERIAL[m[1]] ?? 0;
  return 0;
}

export interface EnchantmentDef {
  id: number; name: string; maxLevel: number; weight: number; treasureOnly: boolean; category: string;
  minCost: { a: number; b: number }; maxCost: { a: number; b: number }; exclude: string[];
}

export interface EnchantEntry { name: string; id: number; level: number }

/** An item stack as the table sees it: the name, count, and whether it is enchanted already. */
export interface TableItem { name: string; count: number; enchanted: boolean; stackSize: number; maxDurability?: number }

/** ItemStack.isEnchantable: a book alone, or an unenchanted single damageable item. */
export function isEnchantable(it: TableItem): boolean {
  if (it.enchanted) return false;
  if (it.name === 'book') return it.count === 1;
  return it.stackSize === 1 && !!it.maxDurability;
}

/** The EnchantmentTarget of an enchantment as the game has it. */
function targetOf(e: EnchantmentDef): string {
  return e.name === 'thorns' ? 'armor_chest' : e.category;
}

export function canCombine(a: EnchantmentDef, b: EnchantmentDef): boolean {
  return a.name !== b.name && !a.exclude.includes(b.name) && !b.exclude.includes(a.name);
}

/** Counts bookshelves around a table; `blockAt(dx, dy, dz)` names the block at that offset from the table. */
export function countBookshelves(blockAt: (dx: number, dy: number, dz: number) => string | undefined): number {
  const air = (n: string | undefined) => n === 'air' || n === 'cave_air' || n === 'void_air';
  const shelf = (dx: number, dy: number, dz: number) => (blockAt(dx, dy, dz) === 'bookshelf' ? 1 : 0);
  let n = 0;
  for (let j = -1; j <= 1; j++) {
    for (let k = -1; k <= 1; k++) {
      if ((j === 0 && k === 0) || !air(blockAt(k, 0, j)) || !air(blockAt(k, 1, j))) continue;
      n += shelf(k * 2, 0, j * 2) + shelf(k * 2, 1, j * 2);
      if (k !== 0 && j !== 0) n += shelf(k * 2, 0, j) + shelf(k * 2, 1, j) + shelf(k, 0, j * 2) + shelf(k, 1, j * 2);
    }
  }
  return n;
}

/** EnchantmentHelper.calculateRequiredExperienceLevel. */
export function requiredLevel(random: JavaRandom, slot: number, shelves: number, itemName: string): number {
  if (enchantability(itemName) <= 0) return 0;
  shelves = Math.min(shelves, 15);
  const j = random.nextInt(8) + 1 + (shelves >> 1) + random.nextInt(shelves + 1);
  if (slot === 0) return Math.max(Math.trunc(j / 3), 1);
  return slot === 1 ? Math.trunc((j * 2) / 3) + 1 : Math.max(j, shelves * 2);
}

/** EnchantmentHelper.getPossibleEntries (no treasure: the table never offers it). */
function possibleEntries(power: number, itemName: string, categories: string[], all: EnchantmentDef[]): Array<{ e: EnchantmentDef; level: number }> {
  const book = itemName === 'book';
  const out: Array<{ e: EnchantmentDef; level: number }> = [];
  for (const e of all) {
    if (e.treasureOnly || !(book || categories.includes(targetOf(e)))) continue;
    for (let lvl = e.maxLevel; lvl > 0; lvl--) {
      if (power >= e.minCost.a * lvl + e.minCost.b && power <= e.maxCost.a * lvl + e.maxCost.b) { out.push({ e, level: lvl }); break; }
    }
  }
  return out;
}

/** WeightedPicker.getRandom. */
function pickWeighted<T extends { e: EnchantmentDef }>(random: JavaRandom, list: T[]): T | undefined {
  const total = list.reduce((s, x) => s + x.e.weight, 0);
  if (total <= 0) return undefined;
  let r = random.nextInt(total);
  for (const x of list) { r -= x.e.weight; if (r < 0) return x; }
  return undefined;
}

/** EnchantmentHelper.generateEnchantments(random, stack, level, treasureAllowed = false). */
function generate(random: JavaRandom, itemName: string, categories: string[], level: number, all: EnchantmentDef[]): EnchantEntry[] {
  const out: EnchantEntry[] = [];
  const ability = enchantability(itemName);
  if (ability <= 0) return out;
  const f = Math.fround;
  level += 1 + random.nextInt(Math.trunc(ability / 4) + 1) + random.nextInt(Math.trunc(ability / 4) + 1);
  const spread = f(f(f(random.nextFloat() + random.nextFloat()) - 1) * f(0.15));
  level = Math.max(1, Math.floor(f(f(level) + f(level * spread)) + 0.5));
  let pool = possibleEntries(level, itemName, categories, all);
  if (!pool.length) return out;
  const first = pickWeighted(random, pool);
  if (!first) return out;
  out.push({ name: first.e.name, id: first.e.id, level: first.level });
  let last = first.e;
  while (random.nextInt(50) <= level) {
    pool = pool.filter((x) => canCombine(last, x.e));
    if (!pool.length) break;
    const next = pickWeighted(random, pool);
    if (!next) break;
    out.push({ name: next.e.name, id: next.e.id, level: next.level });
    last = next.e;
    level = Math.trunc(level / 2);
  }
  return out;
}

/** EnchantmentScreenHandler.generateEnchantments: seeded by seed + slot; a book keeps all but one. */
export function offerEnchantments(seed: number, slot: number, power: number, itemName: string, categories: string[], all: EnchantmentDef[],
  random = new JavaRandom(0)): EnchantEntry[] {
  random.setSeed((seed + slot) | 0);
  const list = generate(random, itemName, categories, power, all);
  if (itemName === 'book' && list.length > 1) list.splice(random.nextInt(list.length), 1);
  return list;
}

export interface TableOffers {
  /** Level requirement per slot (0: no offer). */
  power: [number, number, number];
  /** The enchantment shown as a hint per slot (the one the client shows with "…?"), or null. */
  hint: Array<EnchantEntry | null>;
}

/** The three offers for an item (onContentChanged): requirements first, then each offer's hint. */
export function tableOffers(seed: number, shelves: number, item: TableItem, categories: string[], all: EnchantmentDef[]): TableOffers {
  const none: TableOffers = { power: [0, 0, 0], hint: [null, null, null] };
  if (!isEnchantable(item)) return none;
  const random = new JavaRandom(seed | 0);
  const power: [number, number, number] = [0, 0, 0];
  for (let j = 0; j < 3; j++) {
    power[j] = requiredLevel(random, j, shelves, item.name);
    if (power[j] < j + 1) power[j] = 0;
  }
  const hint: Array<EnchantEntry | null> = [null, null, null];
  for (let j = 0; j < 3; j++) {
    if (power[j] <= 0) continue;
    // vanilla re-seeds the table's one random for the offer, then draws the hint from it.
    const list = offerEnchantments(seed, j, power[j], item.name, categories, all, random);
    if (list.length) hint[j] = list[random.nextInt(list.length)];
  }
  return { power, hint };
}
