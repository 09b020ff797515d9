// TEMPORARY (replaced by the `pursue` branch before merge).
import type { HaveGoal, StatGoal } from '../../core/goals';
import type { AgentContext } from './context';
import { SkillFailure } from './context';
import { craftItem } from './craft';
import { killEntity } from './kill';
import { mineBlock } from './mine';
import { pickupItem } from './pickup';
import { useItem } from './useItem';
export async function pursueGoal(ctx: AgentContext, goal: StatGoal | HaveGoal): Promise<void> {
  if (goal.kind === 'have') throw new SkillFailure('not modelled');
  switch (goal.statistic) {
    case 'crafted': await craftItem(ctx, goal.objects[0], 1); return;
    case 'mined': await mineBlock(ctx, goal.objects); return;
    case 'killed': await killEntity(ctx, goal.objects); return;
    case 'picked_up': await pickupItem(ctx, goal.objects); return;
    case 'used': await useItem(ctx, goal.objects); return;
    default: throw new SkillFailure('not modelled');
  }
}
