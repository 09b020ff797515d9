/**
 * The used statistic for a goal: pick which use fits the item and what the
 * goal acts on (till with a hoe, plant seeds, light TNT, fill a bucket,
 * shear a sheep, pot a flower …), else the generic use (eat, shoot, place,
 * activate).
 */
import type { StatGoal } from '../../core/goals/types';
import type { AgentContext } from './context';
import { SkillFailure } from './context';
import { fertilize, plant, till, TILLABLE } from './farming';
import { canShearBlock, carvePumpkin, shearBlock } from './carve';
import { lightFire } from './fire';
import { findNearestBlock } from './mine';
import { nearestEntity } from './kill';
import { CROP_OF_SEED } from '../../mc/farmingRules';
import { fillBucket, milkCow } from './bucket';
import { shearSheep } from './shear';
import { useOnBlock } from './blockUse';
import { haveOneOf } from './holdTool';
import { useItem } from './useItem';
import { potFlower } from './customStat';
import { hangOne } from './hang';

/** Uses the embedded server does not model: the statistic cannot move there. */
const NOT_MODELLED: Record<string, string> = {
  lead: 'leashing a mob with a lead',
};

export async function useForGoal(ctx: AgentContext, goal: StatGoal): Promise<void> {
  const unmodelled = goal.objects.find((o) => NOT_MODELLED[o]);
  if (unmodelled && goal.objects.every((o) => NOT_MODELLED[o])) throw new SkillFailure(`${NOT_MODELLED[unmodelled]} is not modelled by the embedded server`);
  const on = goal.on?.ids ?? [];
  const item = await haveOneOf(ctx, goal.objects.filter((o) => !NOT_MODELLED[o]));
  if (/_hoe$/.test(item)) return till(ctx, item, on.length ? on : TILLABLE);
  if (CROP_OF_SEED[item] && (on.includes('farmland') || item.endsWith('_seeds'))) return plant(ctx, item);
  if (item === 'bone_meal') return fertilize(ctx, on);
  if (item === 'flint_and_steel' || item === 'fire_charge') {
    if (on.includes('tnt') || (!on.length && findNearestBlock(ctx, ['tnt']))) { await useOnBlock(ctx, item, ['tnt'], 'TNT'); return; }
    return lightFire(ctx, item, on);
  }
  if (item === 'bucket') {
    if (on.some((o) => o === 'cow' || o === 'mooshroom')) return milkCow(ctx);
    return fillBucket(ctx, on.includes('lava') ? 'lava' : 'water');
  }
  if (item === 'shears' && on.includes('pumpkin')) {
    await carvePumpkin(ctx);
    throw new SkillFailure('the agent carved a pumpkin, but vanilla 1.16.5 counts no used:shears for it (PumpkinBlock counts it from 1.17 on)');
  }
  if (item === 'shears' && on.length && !on.includes('sheep')) return shearBlock(ctx, on);
  if (item === 'shears' && !on.length && !nearestEntity(ctx, ['sheep']) && canShearBlock(ctx)) return shearBlock(ctx);
  if (item === 'shears' && (on.includes('sheep') || !on.length)) return shearSheep(ctx, goal.on?.variant);
  if (on.includes('flower_pot')) return potFlower(ctx, [item]);
  if (item === 'painting' || item === 'item_frame') return hangOne(ctx, item);
  return useItem(ctx, [item]);
}
