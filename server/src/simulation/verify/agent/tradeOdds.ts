/**
 * Why a merchant's offers lack the wanted product when vanilla's random draw
 * decides it: a villager's level-N offers are OFFERS_PER_LEVEL random
 * templates of its profession's level-N pool, a wandering trader's
 * WANDERING_TRADER_DRAWS of the generic and the rare pool (the counts the
 * embedded server draws with, vanilla/villagerOffers.ts).
 * When the product is in the pool the merchant drew from, or in a pool of a
 * level it reaches by trading, another run (another draw, or trading up) may
 * offer it: the run proves nothing either way, so the agent reports a limit
 * of the run (AgentCannot → undecided), never a plain failure. A `true`
 * still needs an observed trade. Pure: the trade skill gives it what the
 * agent saw.
 */
import { MAX_VILLAGER_LEVEL, soldItems, TradeTemplate, VILLAGER_TRADES, WANDERING_TRADER_TRADES } from '../../../vanilla/villagerTrades';
import { drawnCount, OFFERS_PER_LEVEL, WANDERING_TRADER_DRAWS } from '../../../vanilla/villagerOffers';

/** Chance that `picks` distinct draws of `n` templates include one of `k`: 1 − C(n−k, picks)/C(n, picks). */
export function drawChance(n: number, k: number, picks: number): number {
  if (k <= 0) return 0;
  if (n <= picks) return 1;
  let miss = 1;
  for (let i = 0; i < picks; i++) miss *= (n - k - i) / (n - i);
  return 1 - Math.max(0, miss);
}

const words = (id: string) => id.replace(/_/g, ' ');
const percent = (p: number) => `${Math.round(p * 100)}%`;

function sellers(pool: readonly TradeTemplate[], products: string[]): number {
  return pool.filter((t) => soldItems(t).some((s) => products.includes(s))).length;
}

/**
 * The reason the run cannot decide, or undefined when no pool the merchant
 * drew from or reaches has the product (then its offers are a fact).
 * `profession` undefined means a wandering trader; `seen` lists the offers as text.
 */
export function randomDrawReason(profession: string | undefined, level: number, products: string[], seen: string): string | undefined {
  const wanted = products.map(words).join(' or ');
  if (profession === undefined) {
    const generic = WANDERING_TRADER_TRADES.generic, rare = WANDERING_TRADER_TRADES.rare;
    const k1 = sellers(generic, products), k2 = sellers(rare, products);
    if (!k1 && !k2) return undefined;
    const draws = WANDERING_TRADER_DRAWS;
    const p = 1 - (1 - drawChance(generic.length, k1, draws.generic)) * (1 - drawChance(rare.length, k2, draws.rare));
    return `a wandering trader's offers are ${draws.generic} random trades of ${generic.length} and ${draws.rare} of ${rare.length}; `
      + `this run's were ${seen} (a draw offers ${wanted} with probability ${percent(p)})`;
  }
  const pools = VILLAGER_TRADES[profession];
  if (!pools) return undefined;
  const lvl = Math.min(Math.max(level, 1), MAX_VILLAGER_LEVEL);
  const pool = pools[lvl - 1];
  const k = sellers(pool, products);
  if (k) {
    return `the ${profession}'s level-${lvl} offers are ${drawnCount(pool.length, OFFERS_PER_LEVEL)} of ${pool.length} random trades; this run's were ${seen} `
      + `(a draw offers ${wanted} with probability ${percent(drawChance(pool.length, k, OFFERS_PER_LEVEL))})`;
  }
  for (let l = lvl + 1; l <= MAX_VILLAGER_LEVEL; l++) {
    if (sellers(pools[l - 1], products)) {
      return `the ${profession} offers ${seen} at level ${lvl}; ${wanted} is among its level-${l} trades, which it gains by levelling up through trades (the agent does not trade a villager up)`;
    }
  }
  return undefined;
}

/** The fact that no pool the villager draws from now or later sells the product ("no armorer trade at levels 2–5 sells an iron helmet"). */
export function neverSoldNote(profession: string | undefined, level: number, products: string[]): string | undefined {
  if (!products.length) return undefined;
  const wanted = products.map(words).join(' or ');
  if (profession === undefined) return `no wandering trader trade sells ${wanted}`;
  if (!VILLAGER_TRADES[profession]) return undefined;
  const lvl = Math.min(Math.max(level, 1), MAX_VILLAGER_LEVEL);
  return `no ${profession} trade at level${lvl < MAX_VILLAGER_LEVEL ? `s ${lvl}–${MAX_VILLAGER_LEVEL}` : ` ${lvl}`} sells ${wanted}`;
}
