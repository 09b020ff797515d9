/**
 * The offers vanilla 1.16.5 gives a merchant summoned without `Offers`:
 * VillagerEntity.populateTradeData adds OFFERS_PER_LEVEL (2) distinct random
 * templates of the pool of the villager's CURRENT level
 * (AbstractVillagerEntity.addTrades(offers, pool, 2): random indices into a
 * HashSet, so the offers come in pool order); a pool no larger gives all of
 * it. WanderingTraderEntity.populateTradeData adds WANDERING_TRADER_DRAWS:
 * 5 of the generic pool and 1 of the rare one. Each template becomes an
 * offer as its VillagerTrades class's getOffer builds it. The draws use the
 * server's seeded random, so a run is repeatable; they are not Java's Random,
 * so the offers are vanilla's kind of offers, not the very ones a vanilla
 * server with the same seed would draw.
 * Item tags are not kept (OfferStack has none): enchanted items, dyed armour,
 * stews and tipped arrows are sold plain; their prices follow vanilla.
 * Explorer maps need a structure: the embedded worlds have none, so as in
 * vanilla (EmeraldForMapTrade.getOffer returns null) that template adds nothing.
 */
import type { MerchantOffer } from './merchantOffers';
import type { SeededRandom } from '../util/seededRandom';
import {
  DEFAULT_MAX_USES, ENCHANTED_BOOK_PRICE, ENCHANTED_ITEM_LEVEL, HIGH_PRICE_MULTIPLIER, LEVEL_XP, LOW_PRICE_MULTIPLIER, MAX_EMERALD_PRICE,
  MAX_VILLAGER_LEVEL, TradeTemplate, VILLAGER_TRADES, WANDERING_TRADER_TRADES,
} from './villagerTrades';

/** VillagerEntity.populateTradeData: a villager gains this many offers of its level's pool (addTrades(offers, pool, 2)). */
export const OFFERS_PER_LEVEL = 2;
/** WanderingTraderEntity.populateTradeData: a wandering trader's offers, drawn from the generic pool and the rare one. */
export const WANDERING_TRADER_DRAWS = { generic: 5, rare: 1 } as const;

/** How many templates a draw of `max` takes from a pool of `size` (addTrades takes all of a pool no larger). */
export function drawnCount(size: number, max: number): number {
  return Math.min(size, max);
}

/** What a template's offer may depend on: the villager's type (biome) and the tradeable enchantments. */
export interface OfferSetting {
  villagerType: string;
  /** Enchantments a librarian may sell: name, max level, treasure (Enchantment.canVillagerTrade in 1.16). */
  bookEnchantments: Array<{ name: string; maxLevel: number; treasure: boolean }>;
}

const nextInt = (r: SeededRandom, n: number): number => Math.min(n - 1, Math.floor(r.next() * n));

function offer(buy: [string, number], sell: [string, number], maxUses: number, xp: number, priceMultiplier: number, buyB?: [string, number]): MerchantOffer {
  return {
    buy: { name: buy[0], count: buy[1] }, sell: { name: sell[0], count: sell[1] }, ...(buyB ? { buyB: { name: buyB[0], count: buyB[1] } } : {}),
    uses: 0, maxUses, xp, demand: 0, specialPrice: 0, priceMultiplier,
  };
}

/** One template's offer (its class's getOffer), or undefined where vanilla's gives null. */
export function offerOf(t: TradeTemplate, r: SeededRandom, s: OfferSetting): MerchantOffer | undefined {
  switch (t.kind) {
    case 'emeraldForItems': return offer([t.item, t.count], ['emerald', 1], t.maxUses, t.xp, LOW_PRICE_MULTIPLIER);
    case 'itemsForEmeralds': return offer(['emerald', t.emeralds], [t.item, t.count], t.maxUses, t.xp, t.multiplier);
    case 'itemsForEmeraldsAndItems': return offer(['emerald', t.emeralds], [t.sell, t.sellCount], t.maxUses, t.xp, LOW_PRICE_MULTIPLIER, [t.item, t.count]);
    case 'enchantedItem': {
      // Enchanted at a random level, which the price adds (capped at a stack of emeralds).
      const level = ENCHANTED_ITEM_LEVEL.min + nextInt(r, ENCHANTED_ITEM_LEVEL.spread);
      return offer(['emerald', Math.min(t.emeralds + level, MAX_EMERALD_PRICE)], [t.item, 1], t.maxUses, t.xp, t.multiplier);
    }
    case 'enchantedBook': {
      if (!s.bookEnchantments.length) return undefined;
      const e = s.bookEnchantments[nextInt(r, s.bookEnchantments.length)];
      const level = 1 + nextInt(r, e.maxLevel);
      const p = ENCHANTED_BOOK_PRICE;
      const cost = (p.base + nextInt(r, p.spread + level * p.spreadPerLevel) + p.perLevel * level) * (e.treasure ? p.treasureFactor : 1);
      return offer(['emerald', Math.min(cost, MAX_EMERALD_PRICE)], ['enchanted_book', 1], DEFAULT_MAX_USES, t.xp, HIGH_PRICE_MULTIPLIER, ['book', 1]);
    }
    case 'villageTypeItem': {
      const item = t.items[s.villagerType] ?? t.items.plains;
      return offer([item, t.count], ['emerald', 1], t.maxUses, t.xp, LOW_PRICE_MULTIPLIER);
    }
    case 'map': return undefined;
    case 'suspiciousStew': return offer(['emerald', 1], ['suspicious_stew', 1], DEFAULT_MAX_USES, t.xp, LOW_PRICE_MULTIPLIER);
    case 'potionItem': return offer(['emerald', t.emeralds], [t.sell, t.sellCount], t.maxUses, t.xp, LOW_PRICE_MULTIPLIER, [t.item, t.count]);
    case 'dyedArmor': return offer(['emerald', t.emeralds], [t.item, 1], t.maxUses, t.xp, HIGH_PRICE_MULTIPLIER);
  }
}

/** AbstractVillagerEntity.addTrades: `max` distinct random indices (all when the pool is no larger), in pool order. */
export function drawTemplates(pool: readonly TradeTemplate[], max: number, r: SeededRandom): TradeTemplate[] {
  const picked = new Set<number>();
  if (pool.length > max) while (picked.size < max) picked.add(nextInt(r, pool.length));
  else pool.forEach((_, i) => picked.add(i));
  return [...picked].sort((a, b) => a - b).map((i) => pool[i]);
}

function offersOf(templates: TradeTemplate[], r: SeededRandom, s: OfferSetting): MerchantOffer[] {
  return templates.map((t) => offerOf(t, r, s)).filter((o): o is MerchantOffer => !!o);
}

/** The trade pool of a profession at a level (1–5); empty for none, nitwit and unknown professions. */
export function poolOf(profession: string, level: number): readonly TradeTemplate[] {
  const lvl = Math.min(Math.max(Math.floor(level), 1), MAX_VILLAGER_LEVEL);
  return VILLAGER_TRADES[profession]?.[lvl - 1] ?? [];
}

/** The offers a villager gains at `level` (VillagerEntity.populateTradeData: OFFERS_PER_LEVEL of that level's pool). */
export function villagerLevelOffers(profession: string, level: number, r: SeededRandom, s: OfferSetting): MerchantOffer[] {
  return offersOf(drawTemplates(poolOf(profession, level), OFFERS_PER_LEVEL, r), r, s);
}

/** A wandering trader's offers: WANDERING_TRADER_DRAWS of its generic pool, then of its rare one. */
export function wanderingTraderOffers(r: SeededRandom, s: OfferSetting): MerchantOffer[] {
  const { generic, rare } = WANDERING_TRADER_DRAWS;
  return [...offersOf(drawTemplates(WANDERING_TRADER_TRADES.generic, generic, r), r, s), ...offersOf(drawTemplates(WANDERING_TRADER_TRADES.rare, rare, r), r, s)];
}

/** VillagerEntity.updateAITasks counts timeUntilReset = 40 ticks before a pending level-up (after the customer leaves). */
export const LEVEL_UP_DELAY_TICKS = 40;

/** VillagerEntity.canLevelUp: below level 5 with Xp at or past the next level's threshold. */
export function canLevelUp(level: number, xp: number): boolean {
  return level < MAX_VILLAGER_LEVEL && xp >= LEVEL_XP[Math.max(1, level)];
}

/** A villager's seed for its draws: the server's seed mixed with the entity's id (ids come in summon order). */
export function merchantSeed(serverSeed: number, entityId: number): number {
  let h = (serverSeed ^ Math.imul(entityId + 0x9e3779b9, 0x85ebca6b)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d) >>> 0;
  return (h ^ (h >>> 15)) >>> 0;
}
