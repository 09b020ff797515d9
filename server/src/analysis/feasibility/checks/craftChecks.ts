/**
 * `craft_item` targets: is there a recipe, are the ingredients there (or
 * craftable from what is there), is there a crafting table, a furnace, fuel?
 * Assumption: the agent gathers nothing from the world; the paper's rule is
 * to give everything a crafting task needs.
 */
import { diag, Fix, TaskDiagnostic } from '../../../model/task/diagnostic';
import type { ObjectRef } from '../../../model/task/taskModel';
import { acquire, copyPool, Shortfall } from '../craft';
import { planWithTable } from '../availability';
import { FeasibilityContext, optionsText } from '../context';
import { addCommandsFix, give, surplus } from '../fixes';
import { fromText, gathersFromWorld, perObject } from './targets';
import { FEASIBILITY } from '../../../model/diagnosticCodes';
import { madeOutsideRecipeList } from '../../../vanilla/specialRecipes';

const ASSUME = 'assuming the agent gathers nothing from the world';

export function checkNoRecipe(ctx: FeasibilityContext): TaskDiagnostic[] {
  return perObject(ctx, 'craft_item', (o, goal) => {
    const id = o.id;
    if (!ctx.reg.items.has(id) || ctx.reg.recipes.has(id) || ctx.reg.smelting.has(id)) return [];
    // Made by a recipe minecraft-data does not list (fireworks, netherite at the smithing table …), or two damaged
    // copies the scene holds repaired in the grid: the crafted statistic can count it. This finding is a proof for verify.
    if (madeOutsideRecipeList(id) || (ctx.reg.items.get(id)?.maxDurability && ctx.scene.inventory.stacks().some((st) => st.id === id))) return [];
    if (!fromText(goal)) {
      return [diag(o.start, o.end, 'warning', FEASIBILITY.noRecipe,
        `${id} has no crafting or smelting recipe in Minecraft ${ctx.reg.version}, so the crafted statistic never counts it. ` +
        'Reward it with pickup (after trading, looting or mining) instead.')];
    }
    // Made by a recipe minecraft-data does not list (fireworks, map cloning …): not proof of "no recipe".
    if (goal.specialRecipe) return [];
    return [diag(o.start, o.end, 'warning', FEASIBILITY.noRecipe,
      `The instruction asks to craft ${id}, which has no crafting or smelting recipe in Minecraft ${ctx.reg.version}: the agent cannot do it. ` +
      'Ask for something craftable, or for getting it another way (trading, looting).')];
  }, { lists: ['reward_cfg', 'milestone_reward_cfg'], text: true });
}

/** Ingredients, crafting table, furnace and fuel for every crafted goal (reward-less ones too, unless the agent starts with nothing). */
export function checkCraftTargets(ctx: FeasibilityContext): TaskDiagnostic[] {
  const scratch = gathersFromWorld(ctx);
  return perObject(ctx, 'craft_item', (o, goal) => (fromText(goal) && scratch ? [] : checkOne(ctx, o)), { text: true });
}

function checkOne(ctx: FeasibilityContext, o: ObjectRef): TaskDiagnostic[] {
  const { reg, avail } = ctx;
  const id = o.id;
  const recipes = reg.recipes.get(id) ?? [];
  const smeltInputs = reg.smelting.get(id) ?? [];
  if (!reg.items.has(id) || (!recipes.length && !smeltInputs.length)) return [];
  const plan = recipes.length ? planWithTable(id, avail) : undefined;
  const craftProblems = plan ? [...(plan.shortfalls.length ? [missingIngredients(ctx, o, plan.shortfalls)] : []), ...tableProblem(ctx, o, plan.use.table)] : undefined;
  if (craftProblems && !craftProblems.length) return [];
  // Items that can be smelted (ingots, glass, charcoal …) are usually made that
  // way, so when neither route works the smelting route is the one explained.
  if (smeltInputs.length) return checkSmelted(ctx, o, smeltInputs);
  return craftProblems ?? [];
}

function tableProblem(ctx: FeasibilityContext, o: ObjectRef, needsTable: boolean): TaskDiagnostic[] {
  if (!needsTable || ctx.avail.table !== 'none') return [];
  return [diag(o.start, o.end, 'warning', FEASIBILITY.noCraftingTable,
    `Crafting ${o.id} needs a 3×3 grid, so a crafting table; none is given, placed, or craftable from the agent's planks (${ASSUME}).`,
    [addCommandsFix(ctx.model, 'Give a crafting table', [give('crafting_table', 1)])])];
}

function missingIngredients(ctx: FeasibilityContext, o: ObjectRef, shortfalls: Shortfall[]): TaskDiagnostic {
  const parts = shortfalls.map((s) => `${optionsText(s.options, s.need)} (the agent has ${s.have || 'none'})`);
  const fixCommands = shortfalls.map((s) => {
    const pick = [...s.options].sort((a, b) => (ctx.avail.pool.get(b) ?? 0) - (ctx.avail.pool.get(a) ?? 0))[0];
    return give(pick, surplus(s.need - s.have, ctx.reg.items.get(pick)?.stackSize));
  });
  const fix: Fix = addCommandsFix(ctx.model, `Give the missing ingredients: ${fixCommands.map((c) => c.replace('/give @s minecraft:', '')).join(', ')}`, fixCommands);
  return diag(o.start, o.end, 'warning', FEASIBILITY.missingIngredients,
    `${o.id} needs ${parts.join(' and ')}, counting what it can craft from its items and ${ASSUME}. Give ingredients in surplus.`, [fix]);
}

function checkSmelted(ctx: FeasibilityContext, o: ObjectRef, inputs: string[]): TaskDiagnostic[] {
  const { avail } = ctx;
  const out: TaskDiagnostic[] = [];
  const env = { ...avail.env, table: true };
  const hasInput = inputs.some((i) => acquire(i, 1, copyPool(avail.pool), env, { table: false, smelt: false }));
  if (!hasInput) {
    out.push(diag(o.start, o.end, 'warning', FEASIBILITY.missingIngredients,
      `${o.id} is smelted from ${optionsText(inputs)}; the agent has none and cannot make any (${ASSUME}).`,
      [addCommandsFix(ctx.model, `Give ${inputs[0]}`, [give(inputs[0], 8)])]));
  }
  if (avail.furnace === 'none') {
    out.push(diag(o.start, o.end, 'warning', FEASIBILITY.noFurnace,
      `${o.id} is smelted, so the agent needs a furnace; none is given, placed, or craftable from what it has (${ASSUME}).`,
      [addCommandsFix(ctx.model, 'Give a furnace', [give('furnace', 1)])]));
  }
  if (!avail.fuels.length) {
    out.push(diag(o.start, o.end, 'warning', FEASIBILITY.noFuel,
      `${o.id} is smelted, but the agent has no fuel (coal, charcoal, wood, …) for the furnace (${ASSUME}).`,
      [addCommandsFix(ctx.model, 'Give coal', [give('coal', 8)])]));
  }
  return out;
}
