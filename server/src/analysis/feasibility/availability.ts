/**
 * What the agent can lay hands on at the start: its inventory, items on the
 * ground and in placed containers, and what the scene yields when the agent
 * mines the placed blocks (with a tool it has) or kills the summoned mobs.
 *
 * Rule: an item that is a `craft_item` / `pickup` target and is given
 * directly is NOT counted as available for the other checks. The task wants
 * the agent to make or collect it, so a plan that leans on the given copy
 * (mining diamond ore with the iron pickaxe the agent is supposed to craft)
 * does not show the task can be done as intended.
 */
import { recipeNeedsTable } from '../../vanilla/describeId';
import type { Registry } from '../../vanilla/registry';
import { acquire, CraftEnv, copyPool, planCraft, Pool, TargetPlan } from './craft';
import { extraMobYields, refilledFrom } from '../../vanilla/naturalWorld';
import { COMMON_DROP_CHANCE, normalDrops } from '../../vanilla/drops';
import { FURNACES } from '../../vanilla/containers';
import { holdsSilkTouch, livingEntities, placedBlockIds, Scene } from './scene';

export interface Availability {
  /** Items at hand (inventory, ground, containers), targets given directly left out. */
  have: Pool;
  /** `have` plus what mining placed blocks and killing summoned mobs yields. */
  pool: Pool;
  /** Target items given directly (left out of `have`). */
  excluded: Set<string>;
  /** Is a crafting table at hand, placed in the scene, or craftable? */
  table: 'have' | 'placed' | 'craftable' | 'none';
  furnace: 'have' | 'placed' | 'craftable' | 'none';
  /** Fuel items in the pool. */
  fuels: string[];
  env: CraftEnv;
}

export function availability(scene: Scene, reg: Registry, excludedTargets: Set<string>): Availability {
  const have: Pool = new Map();
  const add = (p: Pool, id: string, n: number) => p.set(id, (p.get(id) ?? 0) + n);
  for (const s of [...scene.inventory.stacks(), ...scene.ground, ...scene.containers]) add(have, s.id, s.count);
  const excluded = new Set<string>();
  for (const t of excludedTargets) if (have.has(t)) excluded.add(t);
  for (const t of excluded) have.delete(t);

  const placed = placedBlockIds(scene);
  const pool = copyPool(have);
  const tools = (block: string) => {
    const need = reg.blocks.get(block)?.harvestTools;
    return !need || need.some((t) => (have.get(t) ?? 0) > 0);
  };
  const silk = holdsSilkTouch(scene);
  for (const [block, list] of placed) {
    const info = reg.blocks.get(block);
    if (!info || !info.diggable || !tools(block)) continue;
    const n = list.reduce((s, b) => s + b.count, 0);
    for (const d of normalDrops(block, reg, silk)) if (!excluded.has(d)) add(pool, d, n);
  }
  for (const e of livingEntities(scene)) {
    for (const drop of reg.entityLoot.get(e.id) ?? []) if (drop.chance >= COMMON_DROP_CHANCE && !excluded.has(drop.item)) add(pool, drop.item, 1);
    for (const item of extraMobYields(e.id, reg)) {
      if (excluded.has(item)) continue;
      // Milk: one per bucket held, however many cows (set, not added, once per item).
      const container = refilledFrom(item);
      if (container) pool.set(item, Math.max(pool.get(item) ?? 0, (have.get(item) ?? 0) + Math.max(1, have.get(container) ?? 0)));
      else add(pool, item, 1);
    }
  }

  const env: CraftEnv = { reg, table: true, smelt: false };
  const can = (id: string) => acquire(id, 1, copyPool(pool), { ...env, table: true }, { table: false, smelt: false });
  const station = (id: string): Availability['table'] =>
    (have.get(id) ?? 0) > 0 ? 'have' : placed.has(id) ? 'placed' : can(id) ? 'craftable' : 'none';
  const table = station('crafting_table');
  // The furnace recipe is 3×3: craftable only with a table.
  const furnaceRecipeOk = table !== 'none' || !(reg.recipes.get('furnace') ?? []).every(recipeNeedsTable);
  let furnace = station('furnace');
  if (furnace === 'craftable' && !furnaceRecipeOk) furnace = 'none';
  // A smoker cooks food and a blast furnace smelts ores: close enough to a furnace for "can it be smelted".
  if (furnace === 'none' || furnace === 'craftable') {
    const other = FURNACES.filter((id) => id !== 'furnace').find((id) => (have.get(id) ?? 0) > 0 || placed.has(id));
    if (other) furnace = (have.get(other) ?? 0) > 0 ? 'have' : 'placed';
  }
  const fuels = [...pool.keys()].filter((id) => (pool.get(id) ?? 0) > 0 && reg.fuels.has(id));
  env.table = table !== 'none';
  env.smelt = furnace !== 'none' && fuels.length > 0;
  return { have, pool, excluded, table, furnace, fuels, env };
}

const madeByAvailability = new WeakMap<Availability, Map<string, boolean>>();

/**
 * Can the agent get one `id` from the pool (crafting and smelting allowed)?
 * Kept per availability: availabilities are shared by the versions whose
 * scene and targets did not change (sceneCache.ts), and several checks ask
 * about the same ids.
 */
export function canMake(id: string, a: Availability): boolean {
  let answers = madeByAvailability.get(a);
  if (!answers) madeByAvailability.set(a, (answers = new Map()));
  let ok = answers.get(id);
  if (ok === undefined) answers.set(id, (ok = acquire(id, 1, copyPool(a.pool), a.env, { table: false, smelt: false })));
  return ok;
}

const plansByAvailability = new WeakMap<Availability, Map<string, TargetPlan | undefined>>();

/** The best crafting plan for `id` from the pool, a table assumed at hand (kept per availability, like canMake). */
export function planWithTable(id: string, a: Availability): TargetPlan | undefined {
  let plans = plansByAvailability.get(a);
  if (!plans) plansByAvailability.set(a, (plans = new Map()));
  if (!plans.has(id)) plans.set(id, planCraft(id, a.pool, { ...a.env, table: true }));
  return plans.get(id);
}
