/** What a summoned villager's NBT says about its trade: profession, level, age, fixed offers. */
import type { NbtValue } from '../../commands/types';

/** The block a villager takes as its work site for each profession (one table, in mc/villagerTrades.ts). */
export { JOB_SITES } from '../../mc/villagerTrades';

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
