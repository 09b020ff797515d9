/**
 * Obsidian as a player makes it (vanilla/inWorldWays.ts: water flowing onto a
 * lava source): with a lava bucket and no lava nearby, the lava is poured
 * into a one-block hole dug in the ground (so it cannot spread), water is
 * poured beside it (agent/bucket.ts pourOnLava), and the obsidian is mined.
 */
import type { AgentContext } from './context';
import { doing, SkillFailure } from './context';
import { count } from './inventory';
import { findNearestBlock, mineBlock } from './mine';
import { hasLavaSource, pourLavaInHole, pourOnLava } from './bucket';

/** Whether the agent has what making obsidian takes: lava (a source nearby or a bucket of it) and water (a bucket of it, or an empty bucket). */
export function canMakeObsidian(ctx: AgentContext): boolean {
  const bot = ctx.bot;
  return (hasLavaSource(ctx) || count(bot, 'lava_bucket') > 0) && (count(bot, 'water_bucket') > 0 || count(bot, 'bucket') > 0);
}

export async function makeObsidian(ctx: AgentContext): Promise<void> {
  await doing(ctx, 'making obsidian from lava and water', async () => {
    const before = count(ctx.bot, 'obsidian');
    if (!findNearestBlock(ctx, ['obsidian'])) {
      if (!hasLavaSource(ctx)) await pourLavaInHole(ctx);
      await pourOnLava(ctx);
    }
    await mineBlock(ctx, ['obsidian']);
    if (count(ctx.bot, 'obsidian') <= before) throw new SkillFailure('the agent mined the obsidian but picked nothing up');
  });
}
