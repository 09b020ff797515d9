/** "look at the sky": open sky above a spot the agent can reach, and the agent looking straight up there. */
import type { AgentContext } from '../agent/context';
import { SkillFailure, step } from '../agent/context';
import { pathfinderPkg, vec3 } from '../runtime';
import type { GoalReport } from '../verifyReport';
import { at, proofOf, walk } from './walk';
import { WORLD_HEIGHT } from '../../../vanilla/commandLimits';
import { isAirBlock } from '../../../vanilla/airBlocks';

const RADIUS = 10;

/** Nothing opaque above the agent's head at this column. */
export function openSky(bot: any, x: number, headY: number, z: number): boolean {
  const Vec3 = vec3();
  for (let y = Math.floor(headY) + 1; y < WORLD_HEIGHT; y++) {
    const b = bot.blockAt(new Vec3(x, y, z));
    if (b && !isAirBlock(b.name) && !b.transparent) return false;
  }
  return true;
}

export async function lookAtSky(ctx: AgentContext): Promise<Pick<GoalReport, 'outcome' | 'reason' | 'detail' | 'proof'>> {
  const bot = ctx.bot;
  const me = bot.entity.position.floored();
  const head = me.y + 1;
  if (!openSky(bot, me.x, head, me.z)) {
    const columns: Array<[number, number]> = [];
    for (let dx = -RADIUS; dx <= RADIUS; dx++) for (let dz = -RADIUS; dz <= RADIUS; dz++) columns.push([me.x + dx, me.z + dz]);
    columns.sort((a, b) => Math.hypot(a[0] - me.x, a[1] - me.z) - Math.hypot(b[0] - me.x, b[1] - me.z));
    // Columns open from below the agent's feet upwards: standing anywhere in them sees the sky.
    const open = columns.filter(([x, z]) => openSky(bot, x, me.y - 3, z)).slice(0, 12);
    if (!open.length) return { outcome: 'undecided', reason: `something opaque covers the sky above every spot within ${RADIUS} blocks of the agent` };
    const { goals } = pathfinderPkg();
    try {
      await walk(ctx, new goals.GoalCompositeAny(open.map(([x, z]) => new goals.GoalXZ(x, z))), 'get under open sky');
    } catch (e) {
      if (!(e instanceof SkillFailure)) throw e;
      return { outcome: 'failed', reason: `no spot with open sky above it is reachable: ${e.message}`, ...proofOf(e) };
    }
  }
  const pos = bot.entity.position.floored();
  if (!openSky(bot, pos.x, pos.y + 1, pos.z)) return { outcome: 'failed', reason: `the agent got to ${at(pos)} but the sky is covered there` };
  await step(ctx, bot.look(bot.entity.yaw, Math.PI / 2, true), 2000, 'looking up');
  return { outcome: 'reached', detail: `looked straight up at open sky from ${at(pos)}` };
}
