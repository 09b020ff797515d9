/**
 * A small crafting planner over counted items: can the agent make `qty` of an
 * item from a pool, crafting intermediate items (planks from logs, sticks
 * from planks …) a few levels deep and smelting when a furnace and fuel are
 * at hand? The pool is mutated as items are used, so callers pass a copy.
 */
import { recipeNeedsTable } from '../../vanilla/describeId';
import type { Registry } from '../../vanilla/registry';
import type { RecipeInfo } from '../../vanilla/registryTypes';
import { Lru } from '../../util/lru';

export type Pool = Map<string, number>;

export interface CraftEnv {
  reg: Registry;
  /** A crafting table is (or will be) at hand, so 3×3 recipes are allowed in sub-crafts. */
  table: boolean;
  /** Furnace and fuel at hand, so smelting is allowed in sub-crafts. */
  smelt: boolean;
}

/** Used-facilities record of one plan. */
export interface PlanUse {
  table: boolean;
  smelt: boolean;
}

const MAX_DEPTH = 4;

export function copyPool(p: Pool): Pool {
  return new Map(p);
}

/** One group of identical slots of a recipe: the items it accepts and how many slots. */
export interface SlotGroup {
  options: string[];
  slots: number;
}

const groupCache = new WeakMap<RecipeInfo, SlotGroup[]>();

export function slotGroups(r: RecipeInfo): SlotGroup[] {
  let cached = groupCache.get(r);
  if (!cached) groupCache.set(r, (cached = computeGroups(r)));
  return cached;
}

function computeGroups(r: RecipeInfo): SlotGroup[] {
  const out = new Map<string, SlotGroup>();
  const slots = r.shape ? r.shape.flat() : r.ingredients ?? [];
  for (const s of slots) {
    if (!s || !s.length) continue;
    const key = [...s].sort().join(',');
    const g = out.get(key);
    if (g) g.slots++;
    else out.set(key, { options: s, slots: 1 });
  }
  return [...out.values()];
}

/**
 * Takes `qty` of `id` out of the pool, crafting or smelting what is missing.
 * Returns true and updates the pool on success; leaves the pool as it was on failure.
 */
export function acquire(
  id: string, qty: number, pool: Pool, env: CraftEnv, use: PlanUse, depth = 0, visiting: Set<string> = new Set(),
  bound: Set<string> = makeable(pool, env),
): boolean {
  if (qty <= 0) return true;
  const have = pool.get(id) ?? 0;
  if (have >= qty) {
    pool.set(id, have - qty);
    return true;
  }
  if (depth >= MAX_DEPTH || visiting.has(id)) return false;
  // Prune: pools only shrink below the outermost call, so what its pool cannot
  // make even ignoring counts, no sub-plan can make. The bound is computed once
  // there and handed down (recomputing it per call cost more than it saved).
  if (!bound.has(id)) return false;
  const missing = qty - have;
  visiting.add(id);
  try {
    for (const r of env.reg.recipes.get(id) ?? []) {
      const needsTable = recipeNeedsTable(r);
      if (needsTable && !env.table) continue;
      const crafts = Math.ceil(missing / Math.max(1, r.count));
      const trial = copyPool(pool);
      trial.set(id, 0);
      const sub: PlanUse = { table: false, smelt: false };
      if (slotGroups(r).every((g) => takeGroup(g, g.slots * crafts, trial, env, sub, depth + 1, visiting, bound))) {
        trial.set(id, crafts * r.count - missing);
        commit(pool, trial);
        use.table ||= needsTable || sub.table;
        use.smelt ||= sub.smelt;
        return true;
      }
    }
    if (env.smelt) {
      for (const input of env.reg.smelting.get(id) ?? []) {
        const trial = copyPool(pool);
        trial.set(id, 0);
        const sub: PlanUse = { table: false, smelt: false };
        if (acquire(input, missing, trial, env, sub, depth + 1, visiting, bound)) {
          commit(pool, trial);
          use.smelt = true;
          use.table ||= sub.table;
          return true;
        }
      }
    }
    return false;
  } finally {
    visiting.delete(id);
  }
}

/** Fills `need` slots of a group: from the pool first (largest stacks first), then by crafting one option. */
export function takeGroup(
  g: SlotGroup, need: number, pool: Pool, env: CraftEnv, use: PlanUse, depth: number, visiting: Set<string>,
  bound: Set<string> = makeable(pool, env),
): boolean {
  let left = need;
  const byHave = [...g.options].sort((a, b) => (pool.get(b) ?? 0) - (pool.get(a) ?? 0));
  for (const o of byHave) {
    const h = pool.get(o) ?? 0;
    const take = Math.min(h, left);
    if (take > 0) {
      pool.set(o, h - take);
      left -= take;
    }
    if (left === 0) return true;
  }
  for (const o of g.options) {
    if (acquire(o, left, pool, env, use, depth, visiting, bound)) return true;
  }
  return false;
}

function commit(target: Pool, source: Pool): void {
  target.clear();
  for (const [k, v] of source) target.set(k, v);
}

export interface Shortfall {
  options: string[];
  need: number;
  /** How many the agent has or can make from the pool (less than need). */
  have: number;
}

export interface TargetPlan {
  recipe: RecipeInfo;
  shortfalls: Shortfall[];
  use: PlanUse;
}

/**
 * The best crafting recipe for one `target` from the pool: the recipe with
 * the fewest missing items, with what is missing per slot group. undefined
 * when the item has no crafting recipe.
 */
export function planCraft(target: string, pool: Pool, env: CraftEnv): TargetPlan | undefined {
  let best: TargetPlan | undefined;
  let bestMissing = Infinity;
  const bound = makeable(pool, env);
  for (const recipe of env.reg.recipes.get(target) ?? []) {
    const trial = copyPool(pool);
    const use: PlanUse = { table: recipeNeedsTable(recipe), smelt: false };
    const shortfalls: Shortfall[] = [];
    for (const g of slotGroups(recipe)) {
      const need = g.slots;
      const attempt = copyPool(trial);
      if (takeGroup(g, need, attempt, env, use, 1, new Set([target]), bound)) {
        commit(trial, attempt);
        continue;
      }
      // Count how many of the group the agent can still get, one at a time.
      let have = 0;
      for (; have < need; have++) {
        const one = copyPool(trial);
        if (!takeGroup(g, 1, one, env, use, 1, new Set([target]), bound)) break;
        commit(trial, one);
      }
      shortfalls.push({ options: g.options, need, have });
    }
    const missing = shortfalls.reduce((n, s) => n + s.need - s.have, 0);
    if (missing < bestMissing) {
      best = { recipe, shortfalls, use };
      bestMissing = missing;
      if (missing === 0) break;
    }
  }
  return best;
}

const makeableCache = new WeakMap<Registry, Lru<string, Set<string>>>();

interface RecipeUse {
  result: string;
  groups: SlotGroup[];
  table: boolean;
}

/** For each item, the recipes it is an ingredient of and what it smelts into: the edges the fixed point walks. */
interface RecipeIndex {
  byIngredient: Map<string, RecipeUse[]>;
  smeltsInto: Map<string, string[]>;
}

const indexCache = new WeakMap<Registry, RecipeIndex>();

function recipeIndex(reg: Registry): RecipeIndex {
  let idx = indexCache.get(reg);
  if (idx) return idx;
  idx = { byIngredient: new Map(), smeltsInto: new Map() };
  for (const [result, recipes] of reg.recipes) {
    for (const r of recipes) {
      const use: RecipeUse = { result, groups: slotGroups(r), table: recipeNeedsTable(r) };
      const items = new Set(use.groups.flatMap((g) => g.options));
      for (const item of items) {
        const list = idx.byIngredient.get(item);
        if (list) list.push(use);
        else idx.byIngredient.set(item, [use]);
      }
    }
  }
  for (const [result, inputs] of reg.smelting) {
    for (const input of inputs) idx.smeltsInto.set(input, [...(idx.smeltsInto.get(input) ?? []), result]);
  }
  indexCache.set(reg, idx);
  return idx;
}

/**
 * Items the pool's items can turn into, ignoring counts (a fixed point over
 * recipes and, when allowed, smelting). A worklist visits only the recipes
 * that use a newly reachable item, so the cost follows the items reached,
 * not the size of the recipe book. Cached by the set of item ids held.
 */
export function makeable(pool: Pool, env: CraftEnv): Set<string> {
  const held = [...pool].filter(([, n]) => n > 0).map(([id]) => id).sort();
  const key = `${env.table ? 'T' : ''}${env.smelt ? 'S' : ''}|${held.join(',')}`;
  let perReg = makeableCache.get(env.reg);
  if (!perReg) makeableCache.set(env.reg, (perReg = new Lru(500)));
  const hit = perReg.get(key);
  if (hit) return hit;
  const have = new Closure(env, held).items;
  perReg.set(key, have);
  return have;
}

/**
 * The set of items reachable from some held items, grown incrementally: add()
 * walks only the recipes that use what was just added. makeable() builds one
 * from scratch; callers whose pool only grows (gathering from the world)
 * keep one and add to it.
 */
export class Closure {
  readonly items = new Set<string>();
  private readonly idx: RecipeIndex;

  constructor(private readonly env: CraftEnv, held: Iterable<string> = []) {
    this.idx = recipeIndex(env.reg);
    this.add(...held);
  }

  has(id: string): boolean {
    return this.items.has(id);
  }

  /** An independent copy: growing it leaves this one as it is. */
  clone(): Closure {
    const c = new Closure(this.env);
    for (const id of this.items) c.items.add(id);
    return c;
  }

  add(...ids: string[]): void {
    const queue: string[] = [];
    const reach = (id: string) => {
      if (this.items.has(id)) return;
      this.items.add(id);
      queue.push(id);
    };
    ids.forEach(reach);
    while (queue.length) {
      const item = queue.pop()!;
      for (const r of this.idx.byIngredient.get(item) ?? []) {
        if (this.items.has(r.result) || (r.table && !this.env.table)) continue;
        if (r.groups.every((g) => g.options.some((o) => this.items.has(o)))) reach(r.result);
      }
      if (this.env.smelt) for (const out of this.idx.smeltsInto.get(item) ?? []) reach(out);
    }
  }
}
