/**
 * Where a shape goes: a frame at the agent's feet (origin), facing one of
 * the four horizontal directions, so a layout can be written once in local
 * coordinates (a = to the right, y = up, b = forward) and tried in each
 * direction until one fits the ground around the agent.
 */
import type { AgentContext } from '../../agent/context';
import { SkillFailure } from '../../agent/context';
import { gotoNear } from '../../agent/navigate';
import { vec3 } from '../../runtime';
import { FLUID_BLOCKS } from '../../../../vanilla/fluidRules';

export interface Pos { x: number; y: number; z: number }

export interface Frame { origin: Pos; forward: Pos; right: Pos }

const FORWARDS: Pos[] = [{ x: 0, y: 0, z: 1 }, { x: 1, y: 0, z: 0 }, { x: 0, y: 0, z: -1 }, { x: -1, y: 0, z: 0 }];

/** The world position of local (a, y, b), as a Vec3 the bot accepts. */
export function at(f: Frame, a: number, y: number, b: number): any {
  const Vec3 = vec3();
  return new Vec3(f.origin.x + f.right.x * a + f.forward.x * b, f.origin.y + y, f.origin.z + f.right.z * a + f.forward.z * b);
}

/** The four frames at a block position (the agent's feet by default). */
export function framesAt(bot: any, at?: Pos): Frame[] {
  const p = at ?? bot.entity.position.floored();
  return FORWARDS.map((forward) => ({ origin: { x: p.x, y: p.y, z: p.z }, forward, right: { x: forward.z, y: 0, z: -forward.x } }));
}

/** Farthest the agent walks to find room for a shape. */
export const SITE_RADIUS = 8;
/** Spots it tries to walk to before it gives up. */
const MAX_WALKS = 3;

/** The agent could stand at `p`: feet and head open, a full block under it. */
function standable(bot: any, p: Pos): boolean {
  const Vec3 = vec3();
  return isOpen(bot.blockAt(new Vec3(p.x, p.y, p.z))) && isOpen(bot.blockAt(new Vec3(p.x, p.y + 1, p.z))) && isSolid(bot.blockAt(new Vec3(p.x, p.y - 1, p.z)));
}

/**
 * A frame where the shape fits: at the agent's feet if it does, else at the nearest
 * standing spot within a few blocks (the agent walks there first). Undefined when none.
 */
export async function chooseSite(ctx: AgentContext, fits: (f: Frame) => boolean): Promise<Frame | undefined> {
  const bot = ctx.bot;
  const here = framesAt(bot).find(fits);
  if (here) return here;
  const feet = bot.entity.position.floored();
  const spots: Pos[] = [];
  for (let dx = -SITE_RADIUS; dx <= SITE_RADIUS; dx++) for (let dz = -SITE_RADIUS; dz <= SITE_RADIUS; dz++) for (const dy of [0, -1, 1]) {
    if (dx || dz) spots.push({ x: feet.x + dx, y: feet.y + dy, z: feet.z + dz });
  }
  spots.sort((p, q) => Math.hypot(p.x - feet.x, p.z - feet.z) - Math.hypot(q.x - feet.x, q.z - feet.z));
  let walks = 0;
  for (const spot of spots) {
    if (walks >= MAX_WALKS) break;
    if (!standable(bot, spot)) continue;
    const frame = framesAt(bot, spot).find(fits);
    if (!frame) continue;
    walks++;
    try {
      await gotoNear(ctx, spot, 0.5, `a spot with room to build (${posText(spot)})`);
    } catch (e) {
      if (!(e instanceof SkillFailure)) throw e;
      continue;
    }
    const now = bot.entity.position.floored();
    if (now.x === spot.x && now.y === spot.y && now.z === spot.z) return frame;
  }
  return undefined;
}

export function posText(p: Pos): string {
  return `${p.x} ${p.y} ${p.z}`;
}


/** Nothing there a block could not go into: air or a plant without a collision box (not a fluid). */
export function isOpen(block: any): boolean {
  return !!block && block.boundingBox === 'empty' && !FLUID_BLOCKS.has(block.name);
}

/** A full block something can stand on or be placed against. */
export function isSolid(block: any): boolean {
  return !!block && block.boundingBox === 'block';
}

/** A block a player can break (not bedrock, barriers, end portal frames …). */
export function isDiggable(block: any): boolean {
  return !!block && block.diggable !== false && block.hardness !== null && block.hardness >= 0;
}
