/**
 * Never given: an item a goal cannot do without is nowhere in a sealed room
 * and cannot be made from what is there. Only sealed rooms give this proof:
 * in an open world an item may be found, traded or looted in ways no table
 * here lists.
 */
import type { StructureGoal, TaskGoal } from '../../model/goals/goalTypes';
import { slotGroups } from '../feasibility/craft';
import type { Registry } from '../../vanilla/registry';
import type { ProofContext } from './context';
import { countsCustom, isStat, orList } from './goalIds';
import { intentOf } from './intended';
import type { Sealed } from './reachable';
import { wallWords } from './sealed';
import type { GoalProof } from './proofTypes';
import { placedBlockIds } from '../feasibility/scene';
import { brewingRoute, FUEL_ITEM } from '../../vanilla/brewingRules';
import { shapeParts } from '../../vanilla/shapeParts';

const strip = (id: string): string => id.replace(/^minecraft:/, '');

/**
 * Parts a built shape cannot do without, each a set of alternatives (vanilla/shapeParts.ts). Beacons and
 * "a golem" of either kind are not proven here (as before): only the shapes whose parts are certain.
 */
function shapeNeeds(shape: StructureGoal['shape']): string[][] {
  if (shape === 'golem' || shape === 'beacon') return [];
  return shapeParts(shape).map((p) => [...p.options]);
}

/** Groups of items a goal needs, each group a set of alternatives (any one will do). Crafted goals are handled apart. */
export function requiredGroups(g: TaskGoal, reg: Registry): string[][] {
  const out: string[][] = [];
  if (g.kind === 'structure') {
    out.push(...shapeNeeds(g.shape));
    if (g.materials.length) out.push(g.materials.map(strip));
    return out.filter((grp) => grp.length && grp.every((id) => reg.items.has(id)));
  }
  if (g.kind === 'have') {
    // A potion is brewed, not found or crafted: only what the stand needs can be looked for.
    if (g.potion === undefined) out.push(g.items.map(strip));
    for (const n of g.needs ?? []) out.push([strip(n)]);
    return out;
  }
  if (g.kind !== 'stat') return out;
  if (g.tool?.length) out.push(g.tool.map(strip));
  const needs = (g.needs ?? []).map(strip);
  // Fuels stand in for each other; every other need is needed itself.
  const fuels = needs.filter((n) => reg.fuels.has(n));
  if (fuels.length) out.push([...reg.fuels.keys()]);
  for (const n of needs) if (!reg.fuels.has(n)) out.push([n]);
  if (g.payment?.length) out.push(g.payment.map(strip));
  if ((g.statistic === 'used' || g.statistic === 'dropped') && g.objects.length) out.push(g.objects.map(strip));
  // The enchanting table takes lapis lazuli for every enchantment.
  if (countsCustom(g, 'enchant_item')) out.push(['lapis_lazuli']);
  return out.filter((grp) => grp.length && grp.every((id) => reg.items.has(id)));
}

/** Blaze powder a brew needs only as fuel, where a stand placed with `{Fuel:…}` already holds some. */
function fuelNotNeeded(ctx: ProofContext, g: TaskGoal, grp: string[]): boolean {
  if (g.kind !== 'have' || g.potion === undefined || grp.length !== 1 || grp[0] !== FUEL_ITEM) return false;
  if (brewingRoute(g.potion || 'awkward')?.includes(FUEL_ITEM)) return false;
  return (placedBlockIds(ctx.scene).get('brewing_stand') ?? []).some((b) => typeof b.nbt?.Fuel === 'number' && b.nbt.Fuel > 0);
}

/** Can the object be crafted or smelted from what is reachable? (Objects without any recipe: no-recipe's business.) */
function makeableFrom(id: string, has: (id: string) => boolean, reg: Registry): boolean | undefined {
  const recipes = reg.recipes.get(id) ?? [];
  const inputs = reg.smelting.get(id) ?? [];
  if (!recipes.length && !inputs.length) return undefined;
  return recipes.some((r) => slotGroups(r).every((grp) => grp.options.some(has))) || inputs.some(has);
}

/** The refused line that meant to provide one of the ids, for the reason. */
function refusedFor(ctx: ProofContext, ids: string[]): { index: number; text: string } | undefined {
  return ctx.refused.find((r) => intentOf(r.text, ctx.reg)?.ids.some((i) => ids.includes(i)));
}

export function neverGivenProofs(ctx: ProofContext, goals: TaskGoal[], sealed: Sealed | undefined): GoalProof[] {
  if (!sealed || sealed.reach.open) return [];
  const { reg } = ctx;
  const has = (id: string) => sealed.reach.items.has(id);
  const where = `shut in ${wallWords(sealed.room)}`;
  const out: GoalProof[] = [];
  goals.forEach((g, goal) => {
    const missing = requiredGroups(g, reg).find((grp) => !grp.some(has) && !fuelNotNeeded(ctx, g, grp));
    if (missing) {
      const line = refusedFor(ctx, missing);
      const shown = missing.length > 4 ? 'any fuel' : orList(missing);
      const because = line ? `the line '${line.text}' that meant to give it is refused, and ` : '';
      out.push({
        goal, cause: 'never-given', ...(line ? { command: line.index } : {}),
        reason: `The goal needs ${shown}; ${because}the agent, ${where}, has none and cannot make or find any.`,
      });
      return;
    }
    if (!isStat(g, 'crafted') || !g.objects.length) return;
    const objects = g.objects.map(strip);
    const verdicts = objects.map((o) => makeableFrom(o, has, reg));
    if (!verdicts.every((v) => v === false)) return;
    const ingredients = [...new Set(objects.flatMap((o) => [
      ...(reg.recipes.get(o) ?? []).flatMap((r) => slotGroups(r).filter((grp) => !grp.options.some(has)).map((grp) => grp.options[0])),
      ...(reg.smelting.get(o) ?? []),
    ]))];
    const line = refusedFor(ctx, ingredients);
    const because = line ? ` (the line '${line.text}' that meant to give some is refused)` : '';
    out.push({
      goal, cause: 'never-given', ...(line ? { command: line.index } : {}),
      reason: `Making ${orList(objects)} needs ${orList(ingredients.slice(0, 4))}${because}; the agent, ${where}, has none and cannot make or find any.`,
    });
  });
  return out;
}
