/**
 * Vanilla 1.16.5's trade tables as data: VillagerTrades.VILLAGER_DEFAULT_TRADES
 * (profession → level 1–5 → trade templates) and WANDERING_TRADER_TRADES
 * (pool 1 generic, pool 2 rare). Each template names its VillagerTrades class
 * (`kind`) and keeps that class's numbers; how a template becomes an offer is
 * vanilla/villagerOffers.ts (each class's getOffer). Where the source uses a
 * constructor without maxUses it defaults to DEFAULT_MAX_USES, written out here.
 * The numbers each class fixes for all its templates (price multipliers, the
 * enchantment levels and price of enchanted items and books) are named below,
 * from the same classes.
 */

import { ownTable } from '../util/ownTable';

/** The block a villager takes as its work site for each profession (PointOfInterestType of each VillagerProfession). */
export const JOB_SITES: Record<string, string> = ownTable({
  armorer: 'blast_furnace', butcher: 'smoker', cartographer: 'cartography_table', cleric: 'brewing_stand', farmer: 'composter',
  fisherman: 'barrel', fletcher: 'fletching_table', leatherworker: 'cauldron', librarian: 'lectern', mason: 'stonecutter',
  shepherd: 'loom', toolsmith: 'smithing_table', weaponsmith: 'grindstone',
});

/** The entities that trade (AbstractVillagerEntity's two kinds). */
export const MERCHANT_ENTITIES: readonly string[] = ['villager', 'wandering_trader'];

/** The brain looks for a work site within 48 blocks (AcquirePOI / PointOfInterestManager range). */
export const JOB_SITE_RANGE = 48;

/** The price multiplier most classes fix (EmeraldForItems, ItemsForEmeraldsAndItems, stews, potions, village-type items). */
export const LOW_PRICE_MULTIPLIER = 0.05;
/** The price multiplier of tools and armour (as their templates give it), enchanted books, maps and dyed armour. */
export const HIGH_PRICE_MULTIPLIER = 0.2;
/** The max uses a template constructor without one defaults to; enchanted books and stews always have it. */
export const DEFAULT_MAX_USES = 12;
/** The xp a DyedArmorForEmeraldsTrade constructor without one defaults to. */
export const DEFAULT_DYED_ARMOR_XP = 1;
/** No price exceeds a stack of emeralds (EnchantedItem and EnchantedBook cap theirs at 64). */
export const MAX_EMERALD_PRICE = 64;
/** EnchantedItemForEmeraldsTrade: enchanted at level min + nextInt(spread); the price adds that level. */
export const ENCHANTED_ITEM_LEVEL = { min: 5, spread: 15 } as const;
/**
 * EnchantedBookForEmeraldsTrade's price for an enchantment at `level`:
 * base + nextInt(spread + spreadPerLevel·level) + perLevel·level, times treasureFactor for a treasure one.
 */
export const ENCHANTED_BOOK_PRICE = { base: 2, spread: 5, spreadPerLevel: 10, perLevel: 3, treasureFactor: 2 } as const;

/** EmeraldForItemsTrade: `count` items buy one emerald (price multiplier 0.05). */
export interface EmeraldForItems { kind: 'emeraldForItems'; item: string; count: number; maxUses: number; xp: number }
/** ItemsForEmeraldsTrade: `emeralds` buy `count` items. */
export interface ItemsForEmeralds { kind: 'itemsForEmeralds'; item: string; emeralds: number; count: number; maxUses: number; xp: number; multiplier: number }
/** ItemsForEmeraldsAndItemsTrade: `emeralds` + `count` items buy `sellCount` of `sell` (multiplier 0.05). */
export interface ItemsForEmeraldsAndItems { kind: 'itemsForEmeraldsAndItems'; item: string; count: number; emeralds: number; sell: string; sellCount: number; maxUses: number; xp: number }
/** EnchantedItemForEmeraldsTrade: the item randomly enchanted at level 5–19, for emeralds + that level (max 64). */
export interface EnchantedItemForEmeralds { kind: 'enchantedItem'; item: string; emeralds: number; maxUses: number; xp: number; multiplier: number }
/** EnchantedBookForEmeraldsTrade: a random tradeable enchantment's book for emeralds + a book (12 uses, multiplier 0.2). */
export interface EnchantedBookForEmeralds { kind: 'enchantedBook'; xp: number }
/** EmeraldForVillageTypeItemTrade: `count` of the item of the villager's type (biome) buy one emerald (multiplier 0.05). */
export interface EmeraldForVillageTypeItem { kind: 'villageTypeItem'; count: number; maxUses: number; xp: number; items: Record<string, string> }
/** EmeraldForMapTrade: an explorer map to the nearest structure, for emeralds + a compass (none when no structure is found). */
export interface EmeraldForMap { kind: 'map'; emeralds: number; structure: string; maxUses: number; xp: number }
/** SuspiciousStewForEmeraldTrade: one emerald buys a stew with the effect (12 uses, multiplier 0.05). */
export interface SuspiciousStewForEmerald { kind: 'suspiciousStew'; effect: string; duration: number; xp: number }
/** ItemWithPotionForEmeraldsAndItemsTrade: emeralds + `count` items buy `sellCount` of `sell` with a random potion (multiplier 0.05). */
export interface ItemWithPotionForEmeraldsAndItems { kind: 'potionItem'; item: string; count: number; sell: string; sellCount: number; emeralds: number; maxUses: number; xp: number }
/** DyedArmorForEmeraldsTrade: leather armour dyed 1–3 random colours for emeralds (multiplier 0.2). */
export interface DyedArmorForEmeralds { kind: 'dyedArmor'; item: string; emeralds: number; maxUses: number; xp: number }

export type TradeTemplate = EmeraldForItems | ItemsForEmeralds | ItemsForEmeraldsAndItems | EnchantedItemForEmeralds
  | EnchantedBookForEmeralds | EmeraldForVillageTypeItem | EmeraldForMap | SuspiciousStewForEmerald
  | ItemWithPotionForEmeraldsAndItems | DyedArmorForEmeralds;

const efi = (item: string, count: number, maxUses: number, xp: number): EmeraldForItems => ({ kind: 'emeraldForItems', item, count, maxUses, xp });
const ife = (item: string, emeralds: number, count: number, maxUses: number, xp: number, multiplier = LOW_PRICE_MULTIPLIER): ItemsForEmeralds =>
  ({ kind: 'itemsForEmeralds', item, emeralds, count, maxUses, xp, multiplier });
const ifei = (item: string, count: number, emeralds: number, sell: string, sellCount: number, maxUses: number, xp: number): ItemsForEmeraldsAndItems =>
  ({ kind: 'itemsForEmeraldsAndItems', item, count, emeralds, sell, sellCount, maxUses, xp });
const ench = (item: string, emeralds: number, maxUses: number, xp: number, multiplier = LOW_PRICE_MULTIPLIER): EnchantedItemForEmeralds =>
  ({ kind: 'enchantedItem', item, emeralds, maxUses, xp, multiplier });
const book = (xp: number): EnchantedBookForEmeralds => ({ kind: 'enchantedBook', xp });
const map = (emeralds: number, structure: string, maxUses: number, xp: number): EmeraldForMap => ({ kind: 'map', emeralds, structure, maxUses, xp });
const stew = (effect: string, duration: number, xp: number): SuspiciousStewForEmerald => ({ kind: 'suspiciousStew', effect, duration, xp });
const dyed = (item: string, emeralds: number, maxUses = DEFAULT_MAX_USES, xp = DEFAULT_DYED_ARMOR_XP): DyedArmorForEmeralds => ({ kind: 'dyedArmor', item, emeralds, maxUses, xp });

/** The colour orders of the source's lists (they differ per list). */
const WOOL_ORDER = ['white', 'orange', 'magenta', 'light_blue', 'yellow', 'lime', 'pink', 'gray', 'light_gray', 'cyan', 'purple', 'blue', 'brown', 'green', 'red', 'black'];
const BED_ORDER = ['white', 'yellow', 'red', 'black', 'blue', 'brown', 'cyan', 'gray', 'green', 'light_blue', 'light_gray', 'lime', 'magenta', 'orange', 'pink', 'purple'];
const BANNER_ORDER = ['white', 'blue', 'light_blue', 'red', 'pink', 'green', 'lime', 'gray', 'black', 'purple', 'magenta', 'cyan', 'brown', 'yellow', 'orange', 'light_gray'];
const TERRACOTTA_ORDER = ['orange', 'white', 'blue', 'light_blue', 'gray', 'light_gray', 'black', 'red', 'pink', 'magenta', 'lime', 'green', 'cyan', 'purple', 'yellow', 'brown'];
const DYE_ORDER = ['red', 'white', 'blue', 'pink', 'black', 'green', 'light_gray', 'magenta', 'yellow', 'gray', 'purple', 'light_blue', 'lime', 'orange', 'brown', 'cyan'];

/** Trade pools by level (index 0 = level 1). */
export type LevelPools = readonly [TradeTemplate[], TradeTemplate[], TradeTemplate[], TradeTemplate[], TradeTemplate[]];

export const VILLAGER_TRADES: Readonly<Record<string, LevelPools>> = {
  farmer: [
    [efi('wheat', 20, 16, 2), efi('potato', 26, 16, 2), efi('carrot', 22, 16, 2), efi('beetroot', 15, 16, 2), ife('bread', 1, 6, 16, 1)],
    [efi('pumpkin', 6, 12, 10), ife('pumpkin_pie', 1, 4, 12, 5), ife('apple', 1, 4, 16, 5)],
    [ife('cookie', 3, 18, 12, 10), efi('melon', 4, 12, 20)],
    [ife('cake', 1, 1, 12, 15), stew('night_vision', 100, 15), stew('jump_boost', 160, 15), stew('weakness', 140, 15),
      stew('blindness', 120, 15), stew('poison', 280, 15), stew('saturation', 7, 15)],
    [ife('golden_carrot', 3, 3, 12, 30), ife('glistering_melon_slice', 4, 3, 12, 30)],
  ],
  fisherman: [
    [efi('string', 20, 16, 2), efi('coal', 10, 16, 2), ifei('cod', 6, 1, 'cooked_cod', 6, 16, 1), ife('cod_bucket', 3, 1, 16, 1)],
    [efi('cod', 15, 16, 10), ifei('salmon', 6, 1, 'cooked_salmon', 6, 16, 5), ife('campfire', 2, 1, 12, 5)],
    [efi('salmon', 13, 16, 20), ench('fishing_rod', 3, 3, 10, HIGH_PRICE_MULTIPLIER)],
    [efi('tropical_fish', 6, 12, 30)],
    [efi('pufferfish', 4, 12, 30), {
      kind: 'villageTypeItem', count: 1, maxUses: 12, xp: 30,
      items: { plains: 'oak_boat', taiga: 'spruce_boat', snow: 'spruce_boat', desert: 'jungle_boat', jungle: 'jungle_boat', savanna: 'acacia_boat', swamp: 'dark_oak_boat' },
    }],
  ],
  shepherd: [
    [efi('white_wool', 18, 16, 2), efi('brown_wool', 18, 16, 2), efi('black_wool', 18, 16, 2), efi('gray_wool', 18, 16, 2), ife('shears', 2, 1, 12, 1)],
    [...['white', 'gray', 'black', 'light_blue', 'lime'].map((c) => efi(`${c}_dye`, 12, 16, 10)),
      ...WOOL_ORDER.map((c) => ife(`${c}_wool`, 1, 1, 16, 5)), ...WOOL_ORDER.map((c) => ife(`${c}_carpet`, 1, 4, 16, 5))],
    [...['yellow', 'light_gray', 'orange', 'red', 'pink'].map((c) => efi(`${c}_dye`, 12, 16, 20)), ...BED_ORDER.map((c) => ife(`${c}_bed`, 3, 1, 12, 10))],
    [...['brown', 'purple', 'blue', 'green', 'magenta', 'cyan'].map((c) => efi(`${c}_dye`, 12, 16, 30)), ...BANNER_ORDER.map((c) => ife(`${c}_banner`, 3, 1, 12, 15))],
    [ife('painting', 2, 3, 12, 30)],
  ],
  fletcher: [
    [efi('stick', 32, 16, 2), ife('arrow', 1, 16, 12, 1), ifei('gravel', 10, 1, 'flint', 10, 12, 1)],
    [efi('flint', 26, 12, 10), ife('bow', 2, 1, 12, 5)],
    [efi('string', 14, 16, 20), ife('crossbow', 3, 1, 12, 10)],
    [efi('feather', 24, 16, 30), ench('bow', 2, 3, 15)],
    [efi('tripwire_hook', 8, 12, 30), ench('crossbow', 3, 3, 15),
      { kind: 'potionItem', item: 'arrow', count: 5, sell: 'tipped_arrow', sellCount: 5, emeralds: 2, maxUses: 12, xp: 30 }],
  ],
  librarian: [
    [efi('paper', 24, 16, 2), book(1), ife('bookshelf', 9, 1, 12, 1)],
    [efi('book', 4, 12, 10), book(5), ife('lantern', 1, 1, 12, 5)],
    [efi('ink_sac', 5, 12, 20), book(10), ife('glass', 1, 4, 12, 10)],
    [efi('writable_book', 2, 12, 30), book(15), ife('clock', 5, 1, 12, 15), ife('compass', 4, 1, 12, 15)],
    [ife('name_tag', 20, 1, 12, 30)],
  ],
  cartographer: [
    [efi('paper', 24, 16, 2), ife('map', 7, 1, 12, 1)],
    [efi('glass_pane', 11, 16, 10), map(13, 'monument', 12, 5)],
    [efi('compass', 1, 12, 20), map(14, 'mansion', 12, 10)],
    [ife('item_frame', 7, 1, 12, 15), ...BANNER_ORDER.map((c) => ife(`${c}_banner`, 3, 1, 12, 15))],
    [ife('globe_banner_pattern', 8, 1, 12, 30)],
  ],
  cleric: [
    [efi('rotten_flesh', 32, 16, 2), ife('redstone', 1, 2, 12, 1)],
    [efi('gold_ingot', 3, 12, 10), ife('lapis_lazuli', 1, 1, 12, 5)],
    [efi('rabbit_foot', 2, 12, 20), ife('glowstone', 4, 1, 12, 10)],
    [efi('scute', 4, 12, 30), efi('glass_bottle', 9, 12, 30), ife('ender_pearl', 5, 1, 12, 15)],
    [efi('nether_wart', 22, 12, 30), ife('experience_bottle', 3, 1, 12, 30)],
  ],
  armorer: [
    [efi('coal', 15, 16, 2), ife('iron_leggings', 7, 1, 12, 1, HIGH_PRICE_MULTIPLIER), ife('iron_boots', 4, 1, 12, 1, HIGH_PRICE_MULTIPLIER), ife('iron_helmet', 5, 1, 12, 1, HIGH_PRICE_MULTIPLIER),
      ife('iron_chestplate', 9, 1, 12, 1, HIGH_PRICE_MULTIPLIER)],
    [efi('iron_ingot', 4, 12, 10), ife('bell', 36, 1, 12, 5, HIGH_PRICE_MULTIPLIER), ife('chainmail_boots', 1, 1, 12, 5, HIGH_PRICE_MULTIPLIER), ife('chainmail_leggings', 3, 1, 12, 5, HIGH_PRICE_MULTIPLIER)],
    [efi('lava_bucket', 1, 12, 20), efi('diamond', 1, 12, 20), ife('chainmail_helmet', 1, 1, 12, 10, HIGH_PRICE_MULTIPLIER), ife('chainmail_chestplate', 4, 1, 12, 10, HIGH_PRICE_MULTIPLIER),
      ife('shield', 5, 1, 12, 10, HIGH_PRICE_MULTIPLIER)],
    [ench('diamond_leggings', 14, 3, 15, HIGH_PRICE_MULTIPLIER), ench('diamond_boots', 8, 3, 15, HIGH_PRICE_MULTIPLIER)],
    [ench('diamond_helmet', 8, 3, 30, HIGH_PRICE_MULTIPLIER), ench('diamond_chestplate', 16, 3, 30, HIGH_PRICE_MULTIPLIER)],
  ],
  weaponsmith: [
    [efi('coal', 15, 16, 2), ife('iron_axe', 3, 1, 12, 1, HIGH_PRICE_MULTIPLIER), ench('iron_sword', 2, 3, 1)],
    [efi('iron_ingot', 4, 12, 10), ife('bell', 36, 1, 12, 5, HIGH_PRICE_MULTIPLIER)],
    [efi('flint', 24, 12, 20)],
    [efi('diamond', 1, 12, 30), ench('diamond_axe', 12, 3, 15, HIGH_PRICE_MULTIPLIER)],
    [ench('diamond_sword', 8, 3, 30, HIGH_PRICE_MULTIPLIER)],
  ],
  toolsmith: [
    [efi('coal', 15, 16, 2), ...['stone_axe', 'stone_shovel', 'stone_pickaxe', 'stone_hoe'].map((t) => ife(t, 1, 1, 12, 1, HIGH_PRICE_MULTIPLIER))],
    [efi('iron_ingot', 4, 12, 10), ife('bell', 36, 1, 12, 5, HIGH_PRICE_MULTIPLIER)],
    [efi('flint', 30, 12, 20), ench('iron_axe', 1, 3, 10, HIGH_PRICE_MULTIPLIER), ench('iron_shovel', 2, 3, 10, HIGH_PRICE_MULTIPLIER), ench('iron_pickaxe', 3, 3, 10, HIGH_PRICE_MULTIPLIER),
      ife('diamond_hoe', 4, 1, 3, 10, HIGH_PRICE_MULTIPLIER)],
    [efi('diamond', 1, 12, 30), ench('diamond_axe', 12, 3, 15, HIGH_PRICE_MULTIPLIER), ench('diamond_shovel', 5, 3, 15, HIGH_PRICE_MULTIPLIER)],
    [ench('diamond_pickaxe', 13, 3, 30, HIGH_PRICE_MULTIPLIER)],
  ],
  butcher: [
    [efi('chicken', 14, 16, 2), efi('porkchop', 7, 16, 2), efi('rabbit', 4, 16, 2), ife('rabbit_stew', 1, 1, 12, 1)],
    [efi('coal', 15, 16, 2), ife('cooked_porkchop', 1, 5, 16, 5), ife('cooked_chicken', 1, 8, 16, 5)],
    [efi('mutton', 7, 16, 20), efi('beef', 10, 16, 20)],
    [efi('dried_kelp_block', 10, 12, 30)],
    [efi('sweet_berries', 10, 12, 30)],
  ],
  leatherworker: [
    [efi('leather', 6, 16, 2), dyed('leather_leggings', 3), dyed('leather_chestplate', 7)],
    [efi('flint', 26, 12, 10), dyed('leather_helmet', 5, 12, 5), dyed('leather_boots', 4, 12, 5)],
    [efi('rabbit_hide', 9, 12, 20), dyed('leather_chestplate', 7)],
    [efi('scute', 4, 12, 30), dyed('leather_horse_armor', 6, 12, 15)],
    [ife('saddle', 6, 1, 12, 30, HIGH_PRICE_MULTIPLIER), dyed('leather_helmet', 5, 12, 30)],
  ],
  mason: [
    [efi('clay_ball', 10, 16, 2), ife('brick', 1, 10, 16, 1)],
    [efi('stone', 20, 16, 10), ife('chiseled_stone_bricks', 1, 4, 16, 5)],
    [efi('granite', 16, 16, 20), efi('andesite', 16, 16, 20), efi('diorite', 16, 16, 20),
      ife('polished_andesite', 1, 4, 16, 10), ife('polished_diorite', 1, 4, 16, 10), ife('polished_granite', 1, 4, 16, 10)],
    [efi('quartz', 12, 12, 30), ...TERRACOTTA_ORDER.map((c) => ife(`${c}_terracotta`, 1, 1, 12, 15)),
      ...TERRACOTTA_ORDER.map((c) => ife(`${c}_glazed_terracotta`, 1, 1, 12, 15))],
    [ife('quartz_pillar', 1, 1, 12, 30), ife('quartz_block', 1, 1, 12, 30)],
  ],
};

/** WanderingTraderEntity's pools: 5 offers from the generic pool, 1 from the rare one. */
export const WANDERING_TRADER_TRADES: { generic: TradeTemplate[]; rare: TradeTemplate[] } = {
  generic: [
    ife('sea_pickle', 2, 1, 5, 1), ife('slime_ball', 4, 1, 5, 1), ife('glowstone', 2, 1, 5, 1), ife('nautilus_shell', 5, 1, 5, 1),
    ife('fern', 1, 1, 12, 1), ife('sugar_cane', 1, 1, 8, 1), ife('pumpkin', 1, 1, 4, 1), ife('kelp', 3, 1, 12, 1), ife('cactus', 3, 1, 8, 1),
    ife('dandelion', 1, 1, 12, 1), ife('poppy', 1, 1, 12, 1), ife('blue_orchid', 1, 1, 8, 1), ife('allium', 1, 1, 12, 1), ife('azure_bluet', 1, 1, 12, 1),
    ife('red_tulip', 1, 1, 12, 1), ife('orange_tulip', 1, 1, 12, 1), ife('white_tulip', 1, 1, 12, 1), ife('pink_tulip', 1, 1, 12, 1),
    ife('oxeye_daisy', 1, 1, 12, 1), ife('cornflower', 1, 1, 12, 1), ife('lily_of_the_valley', 1, 1, 7, 1),
    ife('wheat_seeds', 1, 1, 12, 1), ife('beetroot_seeds', 1, 1, 12, 1), ife('pumpkin_seeds', 1, 1, 12, 1), ife('melon_seeds', 1, 1, 12, 1),
    ...['acacia', 'birch', 'dark_oak', 'jungle', 'oak', 'spruce'].map((w) => ife(`${w}_sapling`, 5, 1, 8, 1)),
    ...DYE_ORDER.map((c) => ife(`${c}_dye`, 1, 3, 12, 1)),
    ...['brain', 'bubble', 'fire', 'horn', 'tube'].map((c) => ife(`${c}_coral_block`, 3, 1, 8, 1)),
    ife('vine', 1, 1, 12, 1), ife('brown_mushroom', 1, 1, 12, 1), ife('red_mushroom', 1, 1, 12, 1), ife('lily_pad', 1, 2, 5, 1),
    ife('sand', 1, 8, 8, 1), ife('red_sand', 1, 4, 6, 1),
  ],
  rare: [
    ife('tropical_fish_bucket', 5, 1, 4, 1), ife('pufferfish_bucket', 5, 1, 4, 1), ife('packed_ice', 3, 1, 6, 1), ife('blue_ice', 6, 1, 6, 1),
    ife('gunpowder', 1, 1, 8, 1), ife('podzol', 3, 3, 6, 1),
  ],
};

/** VillagerData.NEXT_LEVEL_XP_THRESHOLDS: the Xp at which levels 1…5 start. */
export const LEVEL_XP = [0, 10, 70, 150, 250] as const;
export const MAX_VILLAGER_LEVEL = 5;

/** The items a template can sell (for proofs and messages; a village-type trade sells an emerald). */
export function soldItems(t: TradeTemplate): string[] {
  switch (t.kind) {
    case 'emeraldForItems': case 'villageTypeItem': return ['emerald'];
    case 'itemsForEmeralds': case 'enchantedItem': case 'dyedArmor': return [t.item];
    case 'itemsForEmeraldsAndItems': case 'potionItem': return [t.sell];
    case 'enchantedBook': return ['enchanted_book'];
    case 'map': return ['filled_map'];
    case 'suspiciousStew': return ['suspicious_stew'];
  }
}

/** The items a template takes as payment. */
export function paidItems(t: TradeTemplate): string[] {
  switch (t.kind) {
    case 'emeraldForItems': return [t.item];
    case 'villageTypeItem': return [...new Set(Object.values(t.items))];
    case 'itemsForEmeraldsAndItems': case 'potionItem': return ['emerald', t.item];
    case 'enchantedBook': return ['emerald', 'book'];
    case 'map': return ['emerald', 'compass'];
    default: return ['emerald'];
  }
}

/** The items a template takes for one emerald (what a villager buys); none for the templates that sell. */
export function boughtItems(t: TradeTemplate): string[] {
  switch (t.kind) {
    case 'emeraldForItems': return [t.item];
    case 'villageTypeItem': return [...new Set(Object.values(t.items))];
    default: return [];
  }
}

/** What a profession's templates of all levels sell for emeralds and buy for an emerald, in pool order, each once. */
export function professionWares(profession: string): { sells: string[]; buys: string[] } {
  const templates = (VILLAGER_TRADES[profession] ?? []).flat();
  return {
    sells: [...new Set(templates.flatMap(soldItems).filter((id) => id !== 'emerald'))],
    buys: [...new Set(templates.flatMap(boughtItems))],
  };
}

/** Every item the tables name (for the registry test). */
export function tableItems(): string[] {
  const all = [...Object.values(VILLAGER_TRADES).flat(2), ...WANDERING_TRADER_TRADES.generic, ...WANDERING_TRADER_TRADES.rare];
  return [...new Set(all.flatMap((t) => [...soldItems(t), ...paidItems(t)]))];
}

/** The levels from `fromLevel` to 5 whose pool of `profession` has a trade selling one of `products`. */
export function levelsSelling(profession: string, fromLevel: number, products: string[]): number[] {
  const pools = VILLAGER_TRADES[profession];
  if (!pools) return [];
  const out: number[] = [];
  for (let l = Math.max(1, fromLevel); l <= MAX_VILLAGER_LEVEL; l++) {
    if (pools[l - 1].some((t) => soldItems(t).some((s) => products.includes(s)))) out.push(l);
  }
  return out;
}

/** Whether a wandering trader's pools have a trade selling one of `products`. */
export function wanderingTraderSells(products: string[]): boolean {
  return [...WANDERING_TRADER_TRADES.generic, ...WANDERING_TRADER_TRADES.rare].some((t) => soldItems(t).some((s) => products.includes(s)));
}
