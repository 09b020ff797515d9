/**
 * "build a waterfall from the top of a pillar": the agent builds the
 * pillar, stands on it and pours its water bucket on the top block (a
 * source at its feet, BucketItem.use), and the embedded server's flowing
 * water (embedded/plugins/fluids.ts) spills over the edges and falls. The
 * check reads the world: the source on top and water at the foot of the
 * pillar, beside it. Missing the pillar's blocks or the water bucket is a
 * proof; an agent that did not manage is undecided.
 */
import type { StructureGoal } from '../../../../model/goals/goalTypes';
import type { AgentContext } from '../../agent/context';
import { sleep, step } from '../../agent/context';
import { count, equip } from '../../agent/inventory';
import { vec3 } from '../../runtime';
import { columnHeight } from './column';
import { gather } from './materials';
import { failed, reached, StructureOutcome, undecided } from './outcome';
import { buildColumn, DEFAULT_PILLAR_HEIGHT } from './pillar';
import { posText } from './site';

/** How long the water may take to reach the ground: a fall of a block per 5 ticks, and the busy machine. */
const FALL_WAIT_MS = 8000;

export async function buildWaterfall(ctx: AgentContext, goal: StructureGoal): Promise<StructureOutcome> {
  const bot = ctx.bot;
  const Vec3 = vec3();
  const height = goal.size ?? DEFAULT_PILLAR_HEIGHT;
  const water = await gather(ctx, [{ ids: ['water_bucket'], count: 1, what: 'the waterfall' }]);
  if (water) return failed(water);
  const built = await buildColumn(ctx, { ...goal, materials: goal.materials.filter((m) => m !== 'water' && m !== 'water_bucket') }, height, 'the waterfall\'s pillar');
  if ('outcome' in built) return built;
  const got = columnHeight(bot, built.base, [built.material]);
  if (got === 0) return undecided(`the agent's pillar of ${built.material} at ${posText(built.base)} is not there`);
  // From the top, pour the water at its own feet: it runs over every edge and falls.
  const top = new Vec3(built.base.x, built.base.y + got - 1, built.base.z);
  await equip(ctx, 'water_bucket');
  const before = count(bot, 'water_bucket');
  await step(ctx, bot.lookAt(top.offset(0.5, 1, 0.5), true), 2000, 'looking down at the top of the pillar');
  await sleep(ctx, 150);
  bot.activateItem();
  await sleep(ctx, 400);
  if (count(bot, 'water_bucket') >= before) return undecided(`the agent used its water_bucket on top of its pillar at ${posText(built.base)} but the server placed no water`);
  const foot = [new Vec3(1, 0, 0), new Vec3(-1, 0, 0), new Vec3(0, 0, 1), new Vec3(0, 0, -1)].map((d) => new Vec3(built.base.x, built.base.y, built.base.z).plus(d));
  const t0 = Date.now();
  let landed: any;
  while (!(landed = foot.find((p) => bot.blockAt(p)?.name === 'water')) && Date.now() - t0 < FALL_WAIT_MS) await sleep(ctx, 200);
  const source = bot.blockAt(top.offset(0, 1, 0))?.name === 'water';
  if (landed && source) {
    return reached(`a waterfall: a water source on top of a column of ${got} ${built.material} at ${posText(built.base)}, its water down to the ground at ${posText(landed)}, read from the world`);
  }
  return undecided(`the agent poured its water_bucket on top of its column of ${got} ${built.material} at ${posText(built.base)}, but `
    + (source ? `no water reached the ground beside the pillar within ${FALL_WAIT_MS / 1000} s` : 'the water source is not there'));
}
