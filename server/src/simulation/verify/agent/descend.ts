/**
 * Getting down to a deep block (diamond ore 50 blocks under a plains world):
 * the pathfinder's search through solid stone grows with every block it may
 * dig, so a deep target is reached as a player reaches it — walk over it on
 * the surface, then dig straight down, one block under the feet at a time,
 * with the best tool held. Only used in a generated world, which has no caves
 * or lava to fall into. Water does flow into a shaft dug beside it (the
 * embedded server's fluids follow vanilla), so the shaft is dug in a dry
 * column near the target when the one over it runs beside water.
 */
import type { AgentContext } from './context';
import { checkTime, doing, SkillFailure, sleep } from './context';
import { digBlock } from './dig';
import { equip } from './inventory';
import { gotoColumn } from './navigate';

/** A target this far below the feet is dug down to rather than searched for. */
export const DEEP_BLOCKS = 6;
const FALL_WAIT_MS = 1500;
/**
 * The walk over the target may take at least this long, and half of what is left of the budget when that is
 * more. The walk digs and climbs through hills (about 19 s to the emerald of the mountains fixture on an idle
 * 2-core machine); a fixed 30 s ran out on a loaded CI run with most of a 180 s budget unused.
 */
const WALK_OVER_MIN_MS = 30_000;

const FLUIDS = new Set(['water', 'lava']);

/** Whether a shaft in column (x, z) from `top` down to `bottom` has no fluid in it or beside it (else the fluid pours in). */
function dryColumn(bot: any, x: number, z: number, top: number, bottom: number): boolean {
  const at = bot.entity.position.floored();
  for (let y = top; y >= bottom; y--) {
    for (const [dx, dz] of [[0, 0], [1, 0], [-1, 0], [0, 1], [0, -1]]) {
      const b = bot.blockAt(at.set(x + dx, y, z + dz));
      if (b && FLUIDS.has(b.name)) return false;
    }
  }
  return true;
}

/** The column to dig down in: the one over `pos` when it is dry, else the nearest dry one within 3 blocks (the last blocks are left to the pathfinder). */
function shaftColumn(bot: any, pos: any): { x: number; z: number } {
  const top = Math.floor(bot.entity.position.y) + 1;
  const options: Array<{ x: number; z: number }> = [];
  for (let dx = -3; dx <= 3; dx++) for (let dz = -3; dz <= 3; dz++) if (Math.hypot(dx, dz) <= 2.9) options.push({ x: pos.x + dx, z: pos.z + dz });
  options.sort((a, b) => Math.hypot(a.x - pos.x, a.z - pos.z) - Math.hypot(b.x - pos.x, b.z - pos.z));
  return options.find((c) => dryColumn(bot, c.x, c.z, top, pos.y + 1)) ?? { x: pos.x, z: pos.z };
}

function walkOverMs(ctx: AgentContext): number {
  return Math.max(WALK_OVER_MIN_MS, (ctx.deadline - Date.now()) / 2);
}

/** Digs down from above `pos` until the block under the feet is `pos` or the feet are level with it. */
export async function descendTo(ctx: AgentContext, pos: any, what: string): Promise<void> {
  const bot = ctx.bot;
  return doing(ctx, `digging down to the ${what}`, async () => {
    const shaft = shaftColumn(bot, pos);
    // Walk to the column over the target; ending up near it will do (see below).
    await gotoColumn(ctx, shaft.x + 0.5, shaft.z + 0.5, `the column over the ${what}`, walkOverMs(ctx)).catch((e: unknown) => {
      if (!(e instanceof SkillFailure)) throw e;
    });
    const column = (p: any) => Math.floor(p.x) === pos.x && Math.floor(p.z) === pos.z;
    if (!column(bot.entity.position)) {
      // Beside it is as good: the last blocks are left to the pathfinder.
      if (Math.hypot(bot.entity.position.x - pos.x - 0.5, bot.entity.position.z - pos.z - 0.5) > 3) throw new SkillFailure(`the agent could not get over the ${what} at ${pos.x} ${pos.y} ${pos.z}`);
    }
    while (bot.entity.position.y - pos.y > 2) {
      checkTime(ctx);
      const under = bot.blockAt(bot.entity.position.offset(0, -1, 0).floored());
      if (!under) throw new SkillFailure(`the agent cannot see the ground under it while digging down to the ${what}`);
      if (under.position.equals(pos)) return;
      if (under.boundingBox === 'empty') { await sleep(ctx, 100); continue; }
      if (under.name === 'bedrock') throw new SkillFailure(`bedrock under the agent above the ${what}`);
      const tool = bot.pathfinder.bestHarvestTool(under);
      if (tool) await equip(ctx, tool.name);
      await digBlock(ctx, under, 20_000, `digging the ${under.name} under the agent`);
      const y = bot.entity.position.y;
      const t0 = Date.now();
      while (bot.entity.position.y > y - 0.9 && Date.now() - t0 < FALL_WAIT_MS) await sleep(ctx, 50);
    }
  });
}
