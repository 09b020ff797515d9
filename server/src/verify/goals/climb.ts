/** "climb / go up N blocks": the agent's feet at least N blocks above where it started. */
import type { AgentContext } from '../agent/context';
import { SkillFailure } from '../agent/context';
import type { GoalReport } from '../report';
import { customGoal, walk } from './walk';

/** Full blocks the agent may tower with, from its inventory. */
function towerBlocks(bot: any): string[] {
  return bot.inventory.items().map((i: any) => i.name).filter((n: string) => bot.registry.blocksByName[n]?.boundingBox === 'block');
}

export async function climb(ctx: AgentContext, blocks: number, startY: number): Promise<Pick<GoalReport, 'outcome' | 'reason' | 'detail'>> {
  const bot = ctx.bot;
  const target = Math.floor(startY) + blocks;
  const goal = customGoal((n) => n.y >= target, (n) => Math.max(0, target - n.y) * 2);
  const what = `get ${blocks} blocks up (to y ${target})`;
  try {
    await walk(ctx, goal, what);
  } catch (e) {
    if (!(e instanceof SkillFailure)) throw e;
    // No stairs: tower up with blocks it carries, or digs out of the ground (as a player would).
    try {
      if (towerBlocks(bot).length === 0) await ctx.obtain('dirt', blocks + 1, 0);
      await walk(ctx, goal, what, towerBlocks(bot));
    } catch (e2) {
      if (!(e2 instanceof SkillFailure)) throw e2;
      return { outcome: 'failed', reason: `the agent cannot ${what}: ${e2.message}` };
    }
  }
  const y = Math.floor(bot.entity.position.y);
  return y >= target ? { outcome: 'reached', detail: `the agent's feet reached y ${y}, ${y - Math.floor(startY)} blocks above its start` }
    : { outcome: 'failed', reason: `the agent cannot ${what}: it got only to y ${y}` };
}
