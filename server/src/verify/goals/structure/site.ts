/**
 * Where a shape goes: a frame at the agent's feet (origin), facing one of
 * the four horizontal directions, so a layout can be written once in local
 * coordinates (a = to the right, y = up, b = forward) and tried in each
 * direction until one fits the ground around the agent.
 */
import { vec3 } from '../../runtime';

export interface Pos { x: number; y: number; z: number }

export interface Frame { origin: Pos; forward: Pos; right: Pos }

const FORWARDS: Pos[] = [{ x: 0, y: 0, z: 1 }, { x: 1, y: 0, z: 0 }, { x: 0, y: 0, z: -1 }, { x: -1, y: 0, z: 0 }];

/** The world position of local (a, y, b), as a Vec3 the bot accepts. */
export function at(f: Frame, a: number, y: number, b: number): any {
  const Vec3 = vec3();
  return new Vec3(f.origin.x + f.right.x * a + f.forward.x * b, f.origin.y + y, f.origin.z + f.right.z * a + f.forward.z * b);
}

/** The four frames at the agent's feet. */
export function framesAt(bot: any): Frame[] {
  const p = bot.entity.position.floored();
  return FORWARDS.map((forward) => ({ origin: { x: p.x, y: p.y, z: p.z }, forward, right: { x: forward.z, y: 0, z: -forward.x } }));
}

export function posText(p: Pos): string {
  return `${p.x} ${p.y} ${p.z}`;
}

const FLUIDS = new Set(['water', 'lava', 'bubble_column']);

/** Nothing there a block could not go into: air or a plant without a collision box (not a fluid). */
export function isOpen(block: any): boolean {
  return !!block && block.boundingBox === 'empty' && !FLUIDS.has(block.name);
}

/** A full block something can stand on or be placed against. */
export function isSolid(block: any): boolean {
  return !!block && block.boundingBox === 'block';
}

/** A block a player can break (not bedrock, barriers, end portal frames …). */
export function isDiggable(block: any): boolean {
  return !!block && block.diggable !== false && block.hardness !== null && block.hardness >= 0;
}
