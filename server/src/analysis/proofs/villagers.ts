/** What a summoned villager's NBT says about its trade: profession, level, age, fixed offers, the trades it can draw. */
import type { NbtValue } from '../../model/commands/commandTypes';

import { JOB_SITES as JOB_SITE_TABLE, paidItems, soldItems, TradeTemplate, VILLAGER_TRADES, WANDERING_TRADER_TRADES } from '../../vanilla/villagerTrades';

/** The block a villager takes as its work site for each profession (one table, in vanilla/villagerTrades.ts). */
export const JOB_SITES = JOB_SITE_TABLE;

type Compound = Record<string, NbtValue>;
const compound = (v: NbtValue | undefined): Compound | undefined => (v && typeof v === 'object' && !Array.isArray(v) ? v : undefined);

export function profession(nbt: Compound | undefined): string | undefined {
  const p = compound(nbt?.VillagerData)?.profession;
  return typeof p === 'string' ? p.replace(/^minecraft:/, '') : undefined;
}

export function villagerLevel(nbt: Compound | undefined): number {
  const l = compound(nbt?.VillagerData)?.level;
  return typeof l === 'number' ? l : 1;
}

/** The villager's Offers.Recipes when its NBT fixes them. */
export function fixedOffers(nbt: Compound | undefined): NbtValue[] | undefined {
  const r = compound(nbt?.Offers)?.Recipes;
  return Array.isArray(r) ? r : undefined;
}

export interface Offer {
  buy: string[];
  sell?: string;
}

/** An offer's items: what it takes (buy, buyB) and what it gives. */
export function readOffer(v: NbtValue): Offer | undefined {
  const o = compound(v);
  if (!o) return undefined;
  const id = (x: NbtValue | undefined) => {
    const s = compound(x)?.id;
    return typeof s === 'string' ? s.replace(/^minecraft:/, '') : undefined;
  };
  const buy = [id(o.buy), id(o.buyB)].filter((x): x is string => !!x && x !== 'air');
  return { buy, sell: id(o.sell) };
}

/**
 * Whether a villager's profession is settled (VillagerEntity and its brain):
 * one with Xp > 0 or level > 1 keeps it for good, a NoAI one has no brain to
 * change it; a level-1 one without experience loses it without a work site
 * (LoseJobOnSiteLossTask) and, like an unemployed one, takes the trade of a
 * work site it finds.
 */
export function settledProfession(nbt: Compound | undefined): boolean {
  const prof = profession(nbt);
  const noAI = nbt?.NoAI === true || nbt?.NoAI === 1;
  const xp = nbt?.Xp;
  const baby = typeof nbt?.Age === 'number' && nbt.Age < 0;
  if (prof === 'nitwit' || noAI) return true;
  if (baby || prof === undefined || prof === 'none') return false;
  return (typeof xp === 'number' && xp > 0) || villagerLevel(nbt) > 1;
}

/**
 * The professions a villager without fixed offers can trade as, with the
 * first level it can trade at, given which items the agent can get (work-site
 * blocks): its own from its level on when settled, else its own if it can
 * keep its site and any other whose site it can take, from level 1.
 */
export function tradingProfessions(nbt: Compound | undefined, canGet: (id: string) => boolean): Array<{ profession: string; fromLevel: number }> {
  const prof = profession(nbt);
  if (prof === 'nitwit') return [];
  if (settledProfession(nbt)) return prof && prof !== 'none' && VILLAGER_TRADES[prof] ? [{ profession: prof, fromLevel: villagerLevel(nbt) }] : [];
  return Object.entries(JOB_SITE_TABLE).filter(([, site]) => canGet(site)).map(([p]) => ({ profession: p, fromLevel: 1 }));
}

/** The items a villager (or wandering trader) without fixed offers can sell for payments the agent can get. */
export function drawnTradeYields(id: string, nbt: Compound | undefined, canGet: (id: string) => boolean): string[] {
  const payable = (t: TradeTemplate) => t.kind === 'villageTypeItem' ? Object.values(t.items).some(canGet) : paidItems(t).every(canGet);
  const templates = id === 'wandering_trader' ? [...WANDERING_TRADER_TRADES.generic, ...WANDERING_TRADER_TRADES.rare]
    : tradingProfessions(nbt, canGet).flatMap(({ profession: p, fromLevel }) => VILLAGER_TRADES[p].slice(Math.max(1, fromLevel) - 1).flat());
  return [...new Set(templates.filter(payable).flatMap(soldItems))];
}
