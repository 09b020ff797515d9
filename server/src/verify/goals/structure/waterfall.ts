/**
 * "build a waterfall from the top of a pillar": the agent builds the
 * pillar and pours its water bucket from the top; the embedded server
 * models neither a bucket's water nor its flow, so the waterfall itself
 * stays undecided (the pillar and the water bucket are checked; missing
 * them is a proof).
 */
import type { StructureGoal } from '../../../core/goals/types';
import type { AgentContext } from '../../agent/context';
import { sleep, step } from '../../agent/context';
import { equip } from '../../agent/inventory';
import { vec3 } from '../../runtime';
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
  if (got === 0) return undecided(`the agent's pillar of ${built.material} at ${posText(built.base)} is not there`);
  // From the top, pour the water over the side, as a player does.
  const top = ctx.bot.blockAt(new (vec3())(built.base.x, built.base.y + got - 1, built.base.z));
  await equip(ctx, 'water_bucket');
  await step(ctx, ctx.bot.activateBlock(top, new (vec3())(1, 0, 0)), 2000, 'pouring the water_bucket from the top of the pillar');
  await sleep(ctx, 300);
  const poured = ctx.bot.blockAt(top.position.offset(1, 0, 0))?.name === 'water';
  return undecided(`the agent built a column of ${got} ${built.material} at ${posText(built.base)} and poured its water_bucket from the top`
    + ` (${poured ? 'the water source is there' : 'the server placed no water'}), but water flow is not modelled by the embedded server, so the waterfall cannot be checked`);
}
