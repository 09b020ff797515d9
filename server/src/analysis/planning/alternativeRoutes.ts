/**
 * Every way the game offers to get an item, not only the cheapest one: mine a
 * natural block that drops it, kill a naturally spawning mob whose loot has
 * it, craft it by any of its recipes, or smelt it. These are the OR
 * alternatives of MCU's dependency graph ("string: combat spider or break
 * cobweb"). Computed once per registry.
 */
import { recipeNeedsTable } from '../../vanilla/describeId';
import type { Registry } from '../../vanilla/registry';
import type { RecipeInfo } from '../../vanilla/registryTypes';
import { acquisition } from '../feasibility/acquisition';
import { slotGroups } from '../feasibility/craft';
import { naturalWorld, normalDrops } from '../../vanilla/naturalWorld';
import { commonMobDrops } from '../../vanilla/drops';

export type AltRoute =
  | { kind: 'mine'; block: string }
  | { kind: 'kill'; entity: string }
  | { kind: 'craft'; recipe: RecipeInfo }
  | { kind: 'smelt'; inputs: string[] };

const cache = new WeakMap<Registry, Map<string, AltRoute[]>>();

/** Loot a mob drops at least half the time, plus the wool a killed sheep drops (missing from the loot data). */
function killYields(entity: string, reg: Registry): string[] {
  const out = commonMobDrops(entity, reg);
  if (entity === 'sheep' && reg.items.has('white_wool')) out.push('white_wool');
  return out;
}

/**
 * Alternatives of each item, in a fixed order (mine, kill, craft, smelt). An
 * alternative is kept only when everything it consumes is strictly cheaper
 * to get from scratch than the item itself (acquisition cost), so the graph
 * has no cycles: "iron ingot from an iron block" or "from nuggets" are not
 * pre-tasks of an iron ingot. Kills consume nothing and are always kept.
 */
export function alternativeRoutes(reg: Registry): Map<string, AltRoute[]> {
  const hit = cache.get(reg);
  if (hit) return hit;
  const acq = acquisition(reg);
  const c = (id: string) => acq.cost.get(id) ?? Infinity;
  const out = new Map<string, AltRoute[]>();
  const add = (id: string, r: AltRoute) => out.set(id, [...(out.get(id) ?? []), r]);
  const cheaperThan = (id: string, options: string[]) => Math.min(...options.map(c)) < c(id);
  const leaves = new Set(reg.blockTags.get('leaves') ?? []);
  const world = naturalWorld(reg);
  for (const b of world.blocks) {
    if (leaves.has(b) || !reg.blocks.get(b)?.diggable || !Number.isFinite(acq.mineCost(b))) continue;
    for (const d of normalDrops(b, reg)) {
      const tools = reg.blocks.get(b)?.harvestTools ?? [];
      if (!tools.length || cheaperThan(d, tools)) add(d, { kind: 'mine', block: b });
    }
  }
  for (const e of [...world.commonPassives, ...world.darkHostiles]) for (const i of new Set(killYields(e, reg))) add(i, { kind: 'kill', entity: e });
  for (const [id, recipes] of reg.recipes) {
    for (const recipe of recipes) {
      const groups = slotGroups(recipe).map((g) => g.options);
      if (recipeNeedsTable(recipe)) groups.push(['crafting_table']);
      if (groups.length && groups.every((g) => cheaperThan(id, g))) add(id, { kind: 'craft', recipe });
    }
  }
  const fuels = [...reg.fuels.keys()];
  for (const [id, inputs] of reg.smelting) {
    if ([inputs, ['furnace'], fuels].every((g) => cheaperThan(id, g))) add(id, { kind: 'smelt', inputs });
  }
  cache.set(reg, out);
  return out;
}
