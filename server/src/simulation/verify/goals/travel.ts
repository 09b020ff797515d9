/** "travel N blocks away": horizontal distance from the start, as the paper's explore metric measures it. */
import type { AgentContext } from '../agent/context';
import { SkillFailure } from '../agent/context';
import type { GoalReport } from '../verifyReport';
import { customGoal, proofOf, walk } from './walk';

export async function travel(ctx: AgentContext, blocks: number, start: { x: number; z: number }): Promise<Pick<GoalReport, 'outcome' | 'reason' | 'detail' | 'proof'>> {
  const bot = ctx.bot;
  const away = (n: { x: number; z: number }) => Math.hypot(n.x + 0.5 - start.x, n.z + 0.5 - start.z);
  const goal = customGoal((n) => away(n) >= blocks + 0.5, (n) => Math.max(0, blocks + 0.5 - away(n)));
  try {
    await walk(ctx, goal, `get ${blocks} blocks away from the start`, [], 45000);
  } catch (e) {
    if (!(e instanceof SkillFailure)) throw e;
    return { outcome: 'failed', reason: `the agent cannot travel ${blocks} blocks away: ${e.message}`, ...proofOf(e) };
  }
  const d = Math.hypot(bot.entity.position.x - start.x, bot.entity.position.z - start.z);
  return d >= blocks ? { outcome: 'reached', detail: `the agent ended ${d.toFixed(1)} blocks (horizontally) from its start` }
    : { outcome: 'failed', reason: `the agent got only ${d.toFixed(1)} blocks away` };
}
