/** The crafted statistic's skill: make one of several items, at a crafting table or a furnace. */
import type { AgentContext } from './context';
import { SkillFailure } from './context';
import { craftItem } from './craft';
import { count } from './inventory';
import { smeltItem } from './smelt';

/** Craft (or, for furnace results, smelt) one of `objects`. */
export async function craftOne(ctx: AgentContext, objects: string[]): Promise<void> {
  let first: SkillFailure | undefined;
  for (const obj of objects) {
    try {
      const craftable = ctx.reg.recipes.has(obj);
      const smeltable = ctx.reg.smelting.has(obj);
      if (!craftable && !smeltable) throw new SkillFailure(`${obj} cannot be crafted or smelted`);
      // Smelt when the input is on hand or there is no crafting recipe (iron_ingot from iron_ore, not from nuggets).
      const inputs = ctx.reg.smelting.get(obj) ?? [];
      if (smeltable && (!craftable || inputs.some((i) => count(ctx.bot, i) > 0))) await smeltItem(ctx, obj, 1);
      else await craftItem(ctx, obj, 1);
      return;
    } catch (e) {
      if (!(e instanceof SkillFailure)) throw e;
      first ??= e;
    }
  }
  throw first ?? new SkillFailure('the entry lists no objects');
}
