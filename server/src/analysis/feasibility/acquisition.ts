/**
 * The cheapest way to get each item from scratch (nothing in the inventory):
 * mine a natural block (with its weakest harvest tool), craft it, or smelt
 * it. Cost = number of actions, counting each prerequisite once per use (a
 * heuristic for choosing between routes, not the step count). Computed once
 * per registry by relaxing all routes until nothing gets cheaper.
 */
import { recipeNeedsTable } from '../../vanilla/describeId';
import type { Registry } from '../../vanilla/registry';
import type { RecipeInfo } from '../../vanilla/registryTypes';
import { slotGroups } from './craft';
import { naturalWorld, normalDrops } from '../../vanilla/naturalWorld';
import { weakestTool } from './tools';

export type Route =
  | { kind: 'mine'; block: string; tool?: string }
  | { kind: 'craft'; recipe: RecipeInfo }
  | { kind: 'smelt'; inputs: string[] };

export interface Acquisition {
  cost: Map<string, number>;
  route: Map<string, Route>;
  /** Cost of mining a block (harvest tool included). */
  mineCost(block: string): number;
}

const cache = new WeakMap<Registry, Acquisition>();

export function acquisition(reg: Registry): Acquisition {
  const hit = cache.get(reg);
  if (hit) return hit;
  const cost = new Map<string, number>();
  const route = new Map<string, Route>();
  const c = (id: string) => cost.get(id) ?? Infinity;
  const leaves = new Set(reg.blockTags.get('leaves') ?? []);
  const mineCost = (block: string) => {
    const tools = reg.blocks.get(block)?.harvestTools;
    if (!tools?.length) return 1;
    return 1 + Math.min(...tools.map(c));
  };
  const natural = [...naturalWorld(reg).blocks].filter((b) => !leaves.has(b) && reg.blocks.get(b)?.diggable);
  const offer = (id: string, value: number, r: Route) => {
    if (value < c(id)) {
      cost.set(id, value);
      route.set(id, r);
      return true;
    }
    return false;
  };
  for (let round = 0; round < 40; round++) {
    let changed = false;
    for (const b of natural) {
      const m = mineCost(b);
      if (!Number.isFinite(m)) continue;
      const tools = reg.blocks.get(b)?.harvestTools;
      const tool = tools?.length ? cheapest(tools, c) : undefined;
      for (const d of normalDrops(b, reg)) changed = offer(d, m, { kind: 'mine', block: b, tool }) || changed;
    }
    for (const [id, recipes] of reg.recipes) {
      for (const r of recipes) {
        let sum = 1 + (recipeNeedsTable(r) ? c('crafting_table') : 0);
        for (const g of slotGroups(r)) sum += Math.min(...g.options.map(c));
        if (Number.isFinite(sum)) changed = offer(id, sum, { kind: 'craft', recipe: r }) || changed;
      }
    }
    const fuel = Math.min(...[...reg.fuels.keys()].map(c));
    for (const [id, inputs] of reg.smelting) {
      const sum = 1 + Math.min(...inputs.map(c)) + c('furnace') + fuel;
      if (Number.isFinite(sum)) changed = offer(id, sum, { kind: 'smelt', inputs }) || changed;
    }
    if (!changed) break;
  }
  const out: Acquisition = { cost, route, mineCost };
  cache.set(reg, out);
  return out;
}

/** The option with the lowest cost; ties go to the weakest tool / first listed. */
export function cheapest(options: string[], c: (id: string) => number): string {
  let best = options[0];
  for (const o of options) if (c(o) < c(best)) best = o;
  const ties = options.filter((o) => c(o) === c(best));
  return weakestTool(ties) ?? best;
}
