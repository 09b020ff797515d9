/**
 * The used statistic for a goal: pick which use fits the item and what the
 * goal acts on (till with a hoe, plant seeds, light TNT, fill a bucket,
 * shear a sheep, pot a flower …), else the generic use (eat, shoot, place,
 * activate).
 */
import type { StatGoal } from '../../../model/goals/goalTypes';
import type { AgentContext } from './context';
import { SkillFailure } from './context';
import { fertilize, plant, till, TILLABLE } from './farming';
import { canShearBlock, carvePumpkin, shearBlock } from './carve';
import { lightFire } from './fire';
import { findNearestBlock } from './mine';
import { nearestEntity } from './kill';
import { CROP_OF_SEED } from '../../../vanilla/farmingRules';
import { hasLavaSource, pourBucket, pourOnLava, useBucket } from './bucket';
import { shearSheep } from './shear';
import { useOnBlock } from './blockUse';
import { haveOneOf } from './holdTool';
import { useItem } from './useItem';
import { count } from './inventory';
import { potFlower } from './customStat';
import { RANGED_ITEMS, useRanged } from './ranged';
import { blockWithShield } from './shieldBlock';
import { fillBottles } from './brew';
import { placingSkill } from './hang';

import { castRod, hookMob } from './fishing';
import { placeBoat, seatMob } from './boat';
import { tieToFence } from './leash';
import { BOAT_TYPE_OF_ITEM } from '../../../vanilla/boatRules';

export async function useForGoal(ctx: AgentContext, goal: StatGoal): Promise<void> {
  const on = goal.on?.ids ?? [];
  // Thrown and shot items (agent/ranged.ts), and a shield, which counts only when it blocks a hit (agent/shieldBlock.ts).
  // "shoot an arrow" (a bow or a crossbow): the one the agent holds decides.
  const held = goal.objects.find((o) => count(ctx.bot, o) > 0);
  if (held ? RANGED_ITEMS.has(held) : goal.objects.some((o) => RANGED_ITEMS.has(o))) return useRanged(ctx, goal);
  if (goal.objects.includes('shield')) return blockWithShield(ctx, on);
  const item = await haveOneOf(ctx, goal.objects);
  if (/_hoe$/.test(item)) return till(ctx, item, on.length ? on : TILLABLE);
  if (CROP_OF_SEED[item] && (on.includes('farmland') || item.endsWith('_seeds'))) return plant(ctx, item);
  if (item === 'bone_meal') return fertilize(ctx, on);
  if (item === 'flint_and_steel' || item === 'fire_charge') {
    if (on.includes('tnt') || (!on.length && findNearestBlock(ctx, ['tnt']))) { await useOnBlock(ctx, item, ['tnt'], 'TNT'); return; }
    return lightFire(ctx, item, on);
  }
  // Only filling counts used:bucket and only pouring used:water_bucket / used:lava_bucket (agent/bucket.ts).
  if (item === 'bucket') return useBucket(ctx, on);
  if (item === 'water_bucket' && (on.includes('lava') || /\blava\b/.test(goal.text)) && hasLavaSource(ctx)) return pourOnLava(ctx);
  if (item === 'water_bucket' || item === 'lava_bucket') return pourBucket(ctx, item);
  if (item === 'glass_bottle') return fillBottles(ctx);
  if (item === 'shears' && on.includes('pumpkin')) {
    await carvePumpkin(ctx);
    throw new SkillFailure('the agent carved a pumpkin, but vanilla 1.16.5 counts no used:shears for it (PumpkinBlock counts it from 1.17 on)');
  }
  if (item === 'shears' && on.length && !on.includes('sheep')) return shearBlock(ctx, on);
  if (item === 'shears' && !on.length && !nearestEntity(ctx, ['sheep']) && canShearBlock(ctx)) return shearBlock(ctx);
  if (item === 'shears' && (on.includes('sheep') || !on.length)) return shearSheep(ctx, goal.on?.variant);
  if (on.includes('flower_pot')) return potFlower(ctx, [item]);
  const place = placingSkill(item);
  if (place) return place(ctx);
  // A lead counts only when used on a fence (tying); a rod counts each cast; a boat each placing.
  if (item === 'lead') return tieToFence(ctx, goal.on?.kind === 'entity' ? on : []);
  if (item === 'fishing_rod') return goal.on?.kind === 'entity' && on.length ? hookMob(ctx, on) : castRod(ctx);
  if (BOAT_TYPE_OF_ITEM[item] !== undefined) {
    if (goal.on?.kind === 'entity' && on.length) return seatMob(ctx, on, [item]);
    await placeBoat(ctx, [item]);
    return;
  }
  return useItem(ctx, [item]);
}
