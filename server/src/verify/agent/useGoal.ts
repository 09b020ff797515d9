/**
 * The used statistic for a goal: pick which use fits the item and what the
 * goal acts on (till with a hoe, plant seeds, light TNT, fill a bucket,
 * shear a sheep, pot a flower …), else the generic use (eat, shoot, place,
 * activate).
 */
import type { StatGoal } from '../../core/goals/types';
import type { AgentContext } from './context';
import { SkillFailure } from './context';
import { plant, till, TILLABLE } from './farming';
import { CROP_OF_SEED } from '../../mc/farmingRules';
import { fillBucket, milkCow } from './bucket';
import { shearSheep } from './shear';
import { useOnBlock } from './blockUse';
import { haveOneOf } from './holdTool';
import { useItem } from './useItem';
import { potFlower } from './customStat';
import { placingSkill } from './hang';

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
  if (item === 'flint_and_steel' || item === 'fire_charge') {
    if (on.length && !on.includes('tnt')) throw new SkillFailure(`the agent can use ${item} only on TNT (lighting fire on ${on.join(' or ')} is not modelled by the embedded server)`);
    await useOnBlock(ctx, item, ['tnt'], 'TNT');
    return;
  }
  if (item === 'bucket') {
    if (on.some((o) => o === 'cow' || o === 'mooshroom')) return milkCow(ctx);
    return fillBucket(ctx, on.includes('lava') ? 'lava' : 'water');
  }
  if (item === 'shears' && (on.includes('sheep') || !on.length)) return shearSheep(ctx, goal.on?.variant);
  if (on.includes('flower_pot')) return potFlower(ctx, [item]);
  const place = placingSkill(item);
  if (place) return place(ctx);
  return useItem(ctx, [item]);
}
