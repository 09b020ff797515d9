/** "stay (there / on X) for T seconds": the agent holds its place for T seconds. */
import type { AgentContext } from '../agent/context';
import { sleep } from '../agent/context';
import type { GoalReport } from '../verifyReport';
import { at } from './walk';

/** How far the agent may drift and still "stay" (a step, knockback). */
const DRIFT = 1.5;

export async function stay(ctx: AgentContext, seconds: number): Promise<Pick<GoalReport, 'outcome' | 'reason' | 'detail'>> {
  const bot = ctx.bot;
  const left = ctx.deadline - Date.now();
  if (seconds * 1000 > left) {
    return { outcome: 'undecided', reason: `staying ${seconds} s does not fit in the ${Math.round(left / 1000)} s left of the agent's budget` };
  }
  const from = bot.entity.position.clone();
  bot.pathfinder?.stop();
  bot.clearControlStates();
  await sleep(ctx, seconds * 1000);
  const moved = bot.entity.position.distanceTo(from);
  return moved <= DRIFT && bot.health > 0
    ? { outcome: 'reached', detail: `the agent stayed at ${at(from)} for ${seconds} s` }
    : { outcome: 'failed', reason: bot.health > 0 ? `the agent was pushed ${moved.toFixed(1)} blocks away while staying` : 'the agent died while staying' };
}
