import type { Registry } from '../../vanilla/registry';
import { CatalogueEntry, entry } from './entry';
import { article } from './survival';
import { professionWares, VILLAGER_TRADES } from '../../vanilla/villagerTrades';

/**
 * The professions a villager can trade with (nitwits and the unemployed
 * cannot): those vanilla/villagerTrades.ts holds 1.16.5's trade pools for,
 * in alphabetical order.
 */
export const PROFESSIONS = Object.keys(VILLAGER_TRADES).sort();

/**
 * trading: trade with each profession, buy each of its wares, sell each thing
 * it buys; the wares are what its trade templates (all levels) sell for
 * emeralds and take for an emerald.
 */
export function tradeTasks(reg: Registry): CatalogueEntry[] {
  const reward = { event: 'custom' as const, objects: ['traded_with_villager'] };
  const item = (id: string) => reg.items.get(id)!.displayName.toLowerCase();
  const out: CatalogueEntry[] = [];
  for (const prof of PROFESSIONS) {
    const { sells, buys } = professionWares(prof);
    out.push(entry(`trade with ${article(prof)} villager`, 'trading', 'professions', reward, 'villager'));
    for (const id of sells.filter((i) => reg.items.has(i))) {
      out.push(entry(`trade with ${article(prof)} for ${id.endsWith('_banner_pattern') ? id.replace(/_/g, ' ') : item(id)}`, 'trading', 'buying', reward, id));
    }
    for (const id of buys.filter((i) => reg.items.has(i))) {
      out.push(entry(`sell ${item(id)} to ${article(prof)}`, 'trading', 'selling', reward, id));
    }
  }
  return out;
}
