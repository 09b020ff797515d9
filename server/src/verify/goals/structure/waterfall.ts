/**
 * "build a waterfall from the top of a pillar": the agent builds the
 * pillar and holds the water; the embedded server models neither pouring
 * water from a bucket nor its flow, so the waterfall itself stays undecided
 * (the pillar and the water bucket are checked; missing them is a proof).
 */
import type { StructureGoal } from '../../../core/goals/types';
import type { AgentContext } from '../../agent/context';
import { columnHeight } from './column';
import { gather } from './materials';
import { failed, StructureOutcome, undecided } from './outcome';
import { buildColumn, DEFAULT_PILLAR_HEIGHT } from './pillar';
import { posText } from './site';

export async function buildWaterfall(ctx: AgentContext, goal: StructureGoal): Promise<StructureOutcome> {
  const height = goal.size ?? DEFAULT_PILLAR_HEIGHT;
  const water = await gather(ctx, [{ ids: ['water_bucket'], count: 1, what: 'the waterfall' }]);
  if (water) return failed(water);
  const built = await buildColumn(ctx, { ...goal, materials: goal.materials.filter((m) => m !== 'water' && m !== 'water_bucket') }, height, 'the waterfall\'s pillar');
  if ('outcome' in built) return built;
  const got = columnHeight(ctx.bot, built.base, [built.material]);
  return undecided(`the agent built a column of ${got} ${built.material} at ${posText(built.base)} and holds a water_bucket, but water flow (and pouring it from a bucket) is not modelled by the embedded server, so the waterfall cannot be checked`);
}
