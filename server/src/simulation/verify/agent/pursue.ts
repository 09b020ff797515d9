/**
 * One attempt at a goal the task's text states: act so the goal's
 * statistic grows by at least one (or, for a HaveGoal, so one of its items
 * is in the inventory). The caller loops until the server's count reaches
 * the goal and counts the statistic itself; this only acts, and throws
 * SkillFailure with a reason a task author understands when it cannot.
 */
import type { HaveGoal, StatGoal } from '../../../model/goals/goalTypes';
import type { AgentContext } from './context';
import { AgentCannot, nearWords, SkillFailure } from './context';
import { craftOne } from './craftOne';
import { killEntity, nearestEntity } from './kill';
import { mineOrSetDown } from './mineSetDown';
import { pickupItem } from './pickup';
import { harvestFrom } from './harvest';
import { shearSheep } from './shear';
import { useForGoal } from './useGoal';
import { tossOne } from './toss';
import { earnCustom } from './customStat';
import { tradeWith } from './trade';
import { hasVariant } from './variant';
import { count } from './inventory';
import { brewPotion } from './brew';
import { POTION_ITEMS } from '../../../vanilla/brewingRules';
import { harvestCrop } from './farming';
import { isCrop } from '../../../vanilla/cropRules';

async function kill(ctx: AgentContext, goal: StatGoal): Promise<void> {
  const variant = goal.on?.variant;
  const matches = (e: any) => hasVariant(e, variant);
  if (!nearestEntity(ctx, goal.objects, matches)) {
    throw new SkillFailure(`no ${variant ? `${variant} ` : ''}${goal.objects.join(' or ')} ${nearWords(ctx)}`);
  }
  await killEntity(ctx, goal.objects, true, { tool: goal.tool, matches });
}

async function pickUp(ctx: AgentContext, goal: StatGoal): Promise<void> {
  const on = goal.on;
  const products = goal.product?.length ? goal.product : goal.objects;
  if (on?.kind === 'entity' && on.ids.includes('sheep')) return shearSheep(ctx, on.variant);
  if (on?.kind === 'block' && on.ids.length) return harvestFrom(ctx, on.ids, products, goal.tool);
  return pickupItem(ctx, goal.objects);
}

async function pursueStat(ctx: AgentContext, goal: StatGoal): Promise<void> {
  const objects = goal.objects;
  if (!objects.length && goal.statistic !== 'dropped') throw new SkillFailure(`the goal "${goal.text}" names nothing to ${goal.verb}`);
  switch (goal.statistic) {
    case 'crafted': return craftOne(ctx, objects);
    case 'mined':
      if (objects.some(isCrop)) return harvestCrop(ctx, objects.filter(isCrop), false, goal.tool);
      // "break the grass to collect some wheat seeds": break until the yield drops (a chance drop may take several).
      if (goal.product?.length) return harvestFrom(ctx, objects, goal.product, goal.tool);
      await mineOrSetDown(ctx, objects, goal.tool); return;
    case 'killed': return kill(ctx, goal);
    case 'picked_up': return pickUp(ctx, goal);
    case 'used': return useForGoal(ctx, goal);
    case 'dropped': return tossOne(ctx, objects);
    case 'custom': {
      let first: SkillFailure | undefined;
      // Trading needs the trader, the goods and the payment the goal names (agent/trade.ts).
      if (objects.includes('traded_with_villager')) return tradeWith(ctx, goal);
      for (const stat of objects) {
        try { return await earnCustom(ctx, stat, { needs: goal.needs, on: goal.on?.ids }); } catch (e) {
          if (!(e instanceof SkillFailure)) throw e;
          first ??= e;
        }
      }
      throw first!;
    }
    default:
      throw new AgentCannot(`the agent has no skill for the ${goal.statistic} statistic`);
  }
}

/** Gets one of a HaveGoal's items by any route obtain() knows. */
async function pursueHave(ctx: AgentContext, goal: HaveGoal): Promise<void> {
  let first: SkillFailure | undefined;
  for (const item of goal.items) {
    try {
      // A potion goal names its kind (model/goals/potions.ts): the potion is brewed at a stand.
      if (goal.potion !== undefined && POTION_ITEMS.includes(item)) return await brewPotion(ctx, item, goal.potion, goal.count);
      // obtain() takes vanilla's in-world ways first where they apply (milk a cow, scoop a fish, fill a bucket: agent/madeInWorld.ts).
      return await ctx.obtain(item, count(ctx.bot, item) + 1, 0);
    } catch (e) {
      if (!(e instanceof SkillFailure)) throw e;
      first ??= e;
    }
  }
  throw first ?? new SkillFailure(`the goal "${goal.text}" names no item to get`);
}

export async function pursueGoal(ctx: AgentContext, goal: StatGoal | HaveGoal): Promise<void> {
  return goal.kind === 'have' ? pursueHave(ctx, goal) : pursueStat(ctx, goal);
}
