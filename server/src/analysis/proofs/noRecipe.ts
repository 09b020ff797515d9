/**
 * No recipe: a `crafted` goal none of whose objects can be made at a crafting
 * table, furnace, smithing table or stonecutter in 1.16.5. minecraft-data's
 * recipe list lacks the special recipes (fireworks, tipped arrows, map and book
 * copies, dyeing, repair …) and the smithing and stonecutter ones, so those
 * are never taken as proof.
 */
import type { TaskGoal } from '../../model/goals/goalTypes';
import type { Registry } from '../../vanilla/registry';
import { madeOutsideRecipeList } from '../../vanilla/specialRecipes';
import type { ProofContext } from './context';
import { isStat } from './goalIds';
import type { GoalProof } from './proofTypes';

function special(id: string, reg: Registry, ctx: ProofContext): boolean {
  if (madeOutsideRecipeList(id)) return true;
  // Two damaged copies repair into one in the crafting grid: an item the scene holds may be "crafted" that way.
  return !!reg.items.get(id)?.maxDurability && (ctx.avail.pool.get(id) ?? 0) > 0;
}

export function noRecipeProofs(ctx: ProofContext, goals: TaskGoal[]): GoalProof[] {
  const { reg } = ctx;
  const out: GoalProof[] = [];
  goals.forEach((g, goal) => {
    if (!isStat(g, 'crafted') || g.specialRecipe || !g.objects.length) return;
    const ids = g.objects.map((o) => o.replace(/^minecraft:/, ''));
    const uncraftable = ids.every((id) => reg.items.has(id) && !reg.recipes.has(id) && !reg.smelting.has(id) && !special(id, reg, ctx));
    if (!uncraftable) return;
    const names = ids.join(', ');
    out.push({
      goal, cause: 'no-recipe',
      reason: `${names} ${ids.length > 1 ? 'have' : 'has'} no crafting, smelting or smithing recipe in Minecraft ${reg.version}, so the crafted statistic can never count ${ids.length > 1 ? 'them' : 'it'}.`,
    });
  });
  return out;
}
