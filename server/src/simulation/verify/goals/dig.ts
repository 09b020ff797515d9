/**
 * "dig three blocks down", "mine horizontally": the agent digs a shaft under
 * its feet, or a tunnel two blocks high at its level (first going two blocks
 * down when it stands on open ground, where there is nothing to tunnel), and
 * the goal is reached when its feet have moved that far through blocks it
 * dug. "…and fill one up" then builds the shaft's bottom back up under the
 * agent. What it could not dig (bedrock, the clock) leaves the goal undecided.
 */
import type { DigState } from '../../../model/goals/goalTypes';
import type { AgentContext } from '../agent/context';
import { checkTime, SkillFailure, sleep } from '../agent/context';
import { digBlock } from '../agent/dig';
import { equip } from '../agent/inventory';
import type { GoalReport } from '../verifyReport';
import { vec3 } from '../runtime';
import { pillar, towerBlocks } from './climb';

type Outcome = Pick<GoalReport, 'outcome' | 'reason' | 'detail' | 'proof'>;

const FALL_WAIT_MS = 1500;
const STEP_MS = 3000;

/** Digs `block` with the best tool the agent holds for it. */
async function digWithBest(ctx: AgentContext, block: any, what: string): Promise<void> {
  const tool = ctx.bot.pathfinder?.bestHarvestTool?.(block);
  if (tool) await equip(ctx, tool.name);
  await digBlock(ctx, block, 20_000, what);
}

const solid = (b: any) => !!b && b.boundingBox === 'block';

/** Digs the block under the feet `blocks` times, falling into the shaft each time; returns how many it dug. */
async function digDown(ctx: AgentContext, blocks: number): Promise<number> {
  const bot = ctx.bot;
  const startY = Math.floor(bot.entity.position.y);
  let dug = 0;
  while (startY - Math.floor(bot.entity.position.y) < blocks) {
    checkTime(ctx);
    const under = bot.blockAt(bot.entity.position.offset(0, -1, 0).floored());
    if (!under) throw new SkillFailure('the agent cannot see the ground under it');
    if (under.name === 'bedrock') throw new SkillFailure(`bedrock under the agent at y ${under.position.y}`);
    if (/water|lava/.test(under.name)) throw new SkillFailure(`${under.name} under the agent at y ${under.position.y}`);
    if (under.boundingBox !== 'empty') {
      await digWithBest(ctx, under, `digging the ${under.name} under the agent`);
      dug++;
    }
    const y = bot.entity.position.y;
    const t0 = Date.now();
    while (bot.entity.position.y > y - 0.9 && Date.now() - t0 < FALL_WAIT_MS) await sleep(ctx, 50);
  }
  return dug;
}

/** The horizontal direction the agent faces, as a unit step along x or z. */
function facing(bot: any): { dx: number; dz: number } {
  const yaw = bot.entity.yaw;
  // mineflayer's yaw: 0 faces -z, π/2 faces -x.
  const dx = -Math.sin(yaw);
  const dz = -Math.cos(yaw);
  return Math.abs(dx) > Math.abs(dz) ? { dx: Math.sign(dx), dz: 0 } : { dx: 0, dz: Math.sign(dz) || -1 };
}

/** Digs a tunnel `blocks` long at the feet's level in the direction faced, walking into it; returns the blocks dug. */
async function digAcross(ctx: AgentContext, blocks: number): Promise<{ dug: number; moved: number }> {
  const bot = ctx.bot;
  const { dx, dz } = facing(bot);
  const feet = () => bot.entity.position.floored();
  // Open ground ahead: go under it first, so that the tunnel runs through blocks.
  const ahead0 = feet().offset(dx, 0, dz);
  let dug = 0;
  if (!solid(bot.blockAt(ahead0)) && !solid(bot.blockAt(ahead0.offset(0, 1, 0)))) dug += await digDown(ctx, 2);
  const start = bot.entity.position.clone();
  const moved = () => Math.abs((bot.entity.position.x - start.x) * dx + (bot.entity.position.z - start.z) * dz);
  for (let i = 0; i < blocks; i++) {
    checkTime(ctx);
    const base = feet();
    const next = new (vec3())(Math.floor(start.x) + dx * (i + 1), base.y, Math.floor(start.z) + dz * (i + 1));
    for (const p of [next, next.offset(0, 1, 0)]) {
      const b = bot.blockAt(p);
      if (!b) throw new SkillFailure(`the agent cannot see the block at ${p.x} ${p.y} ${p.z}`);
      if (b.name === 'bedrock') throw new SkillFailure(`bedrock in the way at ${p.x} ${p.y} ${p.z}`);
      if (/water|lava/.test(b.name)) throw new SkillFailure(`${b.name} in the way at ${p.x} ${p.y} ${p.z}`);
      if (solid(b) || b.boundingBox !== 'empty') {
        await digWithBest(ctx, b, `digging the ${b.name} ahead`);
        dug++;
      }
    }
    // Step into the dug space: look along the tunnel and walk until the feet are past the block's middle.
    await bot.lookAt(next.offset(0.5, 1.6, 0.5), true);
    const want = i + 1 - 0.3;
    const t0 = Date.now();
    bot.setControlState('forward', true);
    try {
      while (moved() < want && Date.now() - t0 < STEP_MS) await sleep(ctx, 50);
    } finally {
      bot.setControlState('forward', false);
    }
    if (moved() < want) throw new SkillFailure(`the agent could not walk into the tunnel after ${i} blocks`);
  }
  return { dug, moved: moved() };
}

export async function dig(ctx: AgentContext, g: DigState): Promise<Outcome> {
  const bot = ctx.bot;
  const y0 = Math.floor(bot.entity.position.y);
  try {
    if (g.direction === 'down') {
      const dug = await digDown(ctx, g.blocks);
      const bottom = Math.floor(bot.entity.position.y);
      const dugWords = `the agent dug ${dug} block${dug === 1 ? '' : 's'} and its feet went from y ${y0} to y ${bottom}`;
      if (!g.refill) return { outcome: 'reached', detail: dugWords };
      // Filled back up the way a player does in a shaft: jump and place a block under its feet.
      if (towerBlocks(bot).length === 0) await ctx.obtain('dirt', g.refill, 0);
      await pillar(ctx, bottom + g.refill);
      return { outcome: 'reached', detail: `${dugWords}, then it filled ${g.refill} back up under itself (feet at y ${Math.floor(bot.entity.position.y)})` };
    }
    const { dug, moved } = await digAcross(ctx, g.blocks);
    return { outcome: 'reached', detail: `the agent dug a tunnel ${moved.toFixed(1)} blocks long at y ${Math.floor(bot.entity.position.y)} (${dug} blocks dug)` };
  } catch (e) {
    const what = g.direction === 'down' ? `${g.blocks} blocks down${g.refill ? ` and fill ${g.refill} back up` : ''}` : `a ${g.blocks}-block tunnel`;
    if (e instanceof SkillFailure) return { outcome: 'undecided', reason: `the agent could not dig ${what}: ${e.message}` };
    throw e;
  }
}
