/** "climb / go up N blocks": the agent's feet at least N blocks above where it started. */
import type { AgentContext } from '../agent/context';
import { sleep, SkillFailure, step } from '../agent/context';
import type { GoalReport } from '../verifyReport';
import { vec3 } from '../runtime';
import { customGoal, proofOf, walk } from './walk';
import { digBlock, haltPathfinder } from '../agent/dig';

/** Full blocks the agent may tower with, from its inventory. */
export function towerBlocks(bot: any): string[] {
  return bot.inventory.items().map((i: any) => i.name).filter((n: string) => bot.registry.blocksByName[n]?.boundingBox === 'block');
}

export async function climb(ctx: AgentContext, blocks: number, startY: number): Promise<Pick<GoalReport, 'outcome' | 'reason' | 'detail' | 'proof'>> {
  const bot = ctx.bot;
  const target = Math.floor(startY) + blocks;
  const goal = customGoal((n) => n.y >= target, (n) => Math.max(0, target - n.y) * 2);
  const what = `get ${blocks} blocks up (to y ${target})`;
  try {
    // Stairs, slopes, ladders: walking up is the first way.
    await walk(ctx, goal, what, [], 20000);
  } catch (e) {
    if (!(e instanceof SkillFailure)) throw e;
    // No way up: pillar with blocks it carries, or dug out of the ground as a player would
    // (digging may lower the agent into its own hole, hence a few more than the height).
    try {
      if (towerBlocks(bot).length === 0) await ctx.obtain('dirt', blocks + 3, 0);
      await pillar(ctx, target);
    } catch (e2) {
      if (!(e2 instanceof SkillFailure)) throw e2;
      return { outcome: 'failed', reason: `the agent cannot ${what}: ${e2.message}`, ...proofOf(e2) };
    }
  }
  const y = Math.floor(bot.entity.position.y);
  return y >= target ? { outcome: 'reached', detail: `the agent's feet reached y ${y}, ${y - Math.floor(startY)} blocks above its start` }
    : { outcome: 'failed', reason: `the agent cannot ${what}: it got only to y ${y}` };
}

/**
 * Jump and place a block under its feet until the feet are at `targetY` (the usual pillar-up),
 * with any full block it holds, or only the blocks `only` names.
 */
export async function pillar(ctx: AgentContext, targetY: number, only?: string[]): Promise<void> {
  const bot = ctx.bot;
  haltPathfinder(bot);
  while (Math.floor(bot.entity.position.y) < targetY) {
    const name = towerBlocks(bot).find((n) => !only || only.includes(n));
    if (!name) {
      const what = `it has no ${only ? only.join(' or ') : 'blocks'} left to pillar with`;
      // More blocks may be mined or found: out of blocks is the agent's limit, not the task's.
      throw new SkillFailure(what);
    }
    const item = bot.inventory.items().find((i: any) => i.name === name);
    await step(ctx, bot.equip(item, 'hand'), 2000, `holding ${name}`);
    const y0 = Math.floor(bot.entity.position.y);
    const below = bot.blockAt(bot.entity.position.floored().offset(0, -1, 0));
    // Something solid overhead stops the jump: a roof.
    const overhead = bot.blockAt(bot.entity.position.floored().offset(0, 2, 0));
    if (overhead && overhead.boundingBox === 'block') {
      // A player digs through what it can dig (the ceiling of its own pit); bedrock and the like end the climb.
      if (overhead.diggable === false || overhead.hardness === null || overhead.hardness < 0) {
        throw new SkillFailure(`a ${overhead.name} above its head at y ${y0 + 2} blocks the way up`);
      }
      await digBlock(ctx, overhead, 8000, `digging the ${overhead.name} overhead`);
      continue;
    }
    await step(ctx, bot.look(bot.entity.yaw, -Math.PI / 2, true), 1000, 'looking down');
    bot.setControlState('jump', true);
    const t0 = Date.now();
    while (bot.entity.position.y < y0 + 1 && Date.now() - t0 < 1500) await sleep(ctx, 25);
    bot.setControlState('jump', false);
    try {
      const Vec3 = vec3();
      await step(ctx, bot.placeBlock(below, new Vec3(0, 1, 0)), 3000, `placing ${name}`);
    } catch (e) {
      if (!(e instanceof Error) || e instanceof SkillFailure) throw e;
      if (!/blockUpdate|did not fire|timeout/i.test(e.message)) throw new SkillFailure(`placing ${name} under itself failed: ${e.message}`);
    }
    const t1 = Date.now();
    while (!bot.entity.onGround && Date.now() - t1 < 1500) await sleep(ctx, 25);
    if (Math.floor(bot.entity.position.y) <= y0) throw new SkillFailure(`it could not place ${name} under itself at y ${y0}`);
  }
}
