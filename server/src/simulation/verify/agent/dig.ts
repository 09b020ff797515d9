/**
 * Digging one block, safe against the pathfinder. mineflayer digs one block
 * at a time: a second bot.dig (the pathfinder breaking through on a route
 * it was told to leave) aborts the first with a bare "Digging aborted".
 */
import type { AgentContext } from './context';
import { SkillFailure, step, waitUntil } from './context';

/** How long a dig waits for the agent to land first. */
const LAND_MS = 1500;

/**
 * Drops the pathfinder's goal at once. pathfinder.stop() only takes effect at
 * the next path node, so a bot stuck on its route would keep moving and digging.
 */
export function haltPathfinder(bot: any): void {
  bot.pathfinder?.setGoal(null);
  if (bot.targetDigBlock) bot.stopDigging();
}

/** Digs `block` within `ms`; an interrupted dig is tried again while the block is still there. */
export async function digBlock(ctx: AgentContext, block: any, ms: number, what: string): Promise<void> {
  const bot = ctx.bot;
  haltPathfinder(bot);
  // Vanilla digs five times slower off the ground, and mineflayer times the whole dig from its first tick:
  // a dig begun in mid-step after a walk (on a slope, a tree's roots) once took 11 s for a log instead of 3.
  if (!bot.entity.onGround) await waitUntil(ctx, () => bot.entity.onGround, LAND_MS);
  for (let attempt = 1; ; attempt++) {
    try {
      await step(ctx, bot.dig(block, true), ms, what);
      return;
    } catch (e) {
      if (!(e instanceof Error) || e instanceof SkillFailure || !/digging aborted/i.test(e.message)) throw e;
      const now = bot.blockAt(block.position);
      if (!now || now.name !== block.name) return; // gone all the same
      if (attempt >= 3) throw new SkillFailure(`${what} was interrupted ${attempt} times`);
      haltPathfinder(bot);
    }
  }
}
