/**
 * "build a pillar / tower of cobblestone N high": the agent pillars up in
 * place (jump, place under its feet) with one of the materials, then the
 * column under it is read back from the world.
 */
import type { StructureGoal } from '../../../../model/goals/goalTypes';
import type { AgentContext } from '../../agent/context';
import { count } from '../../agent/inventory';
import { pillar } from '../climb';
import { columnHeight } from './column';
import { gather } from './materials';
import { failed, reached, StructureOutcome, undecided } from './outcome';
import { isOpen, isSolid, posText } from './site';
import { placeAt } from './place';

export const DEFAULT_PILLAR_HEIGHT = 5;

/**
 * Fences and walls are 1.5 blocks tall to a player's collision (vanilla's FenceBlock and WallBlock shapes):
 * a jump cannot clear one to place it under the feet, so their columns are stacked beside the agent.
 */
const TALL_COLLISION = /_fence$|_wall$/;

/** A column next to the feet that is open for `height` blocks and stands on solid ground. */
function besideOpen(bot: any, p: any): { x: number; y: number; z: number } | undefined {
  for (const [dx, dz] of [[1, 0], [-1, 0], [0, 1], [0, -1], [2, 0], [0, 2]]) {
    const at = p.offset(dx, 0, dz);
    if (isOpen(bot.blockAt(at)) && isOpen(bot.blockAt(at.offset(0, 1, 0))) && isSolid(bot.blockAt(at.offset(0, -1, 0)))) return { x: at.x, y: at.y, z: at.z };
  }
  return undefined;
}

/** Full blocks the agent holds (what "any block" means for a pillar). */
function fullBlocksHeld(bot: any): string[] {
  return [...new Set<string>(bot.inventory.items().map((i: any) => i.name))].filter((n) => bot.registry.blocksByName[n]?.boundingBox === 'block');
}

/** The material to build with: the goal's (the best held first), else any full block held, else dirt to get. */
function materialsFor(bot: any, goal: StructureGoal): string[] {
  if (goal.materials.length) return [...goal.materials].sort((x, y) => count(bot, y) - count(bot, x));
  const held = fullBlocksHeld(bot).sort((x, y) => count(bot, y) - count(bot, x));
  return held.length ? held : ['dirt'];
}

/** Builds a column of `height` blocks under the agent; returns the column's base and material, or an outcome that ends the goal. */
export async function buildColumn(ctx: AgentContext, goal: StructureGoal, height: number, what: string): Promise<{ base: { x: number; y: number; z: number }; material: string } | StructureOutcome> {
  const bot = ctx.bot;
  const options = materialsFor(bot, goal);
  // One material for the whole column ("a column of 5 cobblestone"): the best held, topped up if short.
  const material = options[0];
  const proof = await gather(ctx, [{ ids: [material], count: height, what }]);
  if (proof) return failed(proof);
  const p = bot.entity.position.floored();
  if (TALL_COLLISION.test(material)) {
    // "stack acacia fences": one on another beside the agent, within its reach.
    const spot = besideOpen(bot, p);
    if (!spot) return undecided(`no open column beside the agent at ${posText(p)} to stack ${material} in`);
    for (let i = 0; i < height; i++) await placeAt(ctx, { x: spot.x, y: spot.y + i, z: spot.z }, [material]);
    return { base: spot, material };
  }
  const base = { x: p.x, y: p.y, z: p.z };
  await pillar(ctx, base.y + height, [material]);
  return { base, material };
}

export async function buildPillar(ctx: AgentContext, goal: StructureGoal): Promise<StructureOutcome> {
  const height = goal.size ?? DEFAULT_PILLAR_HEIGHT;
  const built = await buildColumn(ctx, goal, height, 'the pillar');
  if ('outcome' in built) return built;
  const got = columnHeight(ctx.bot, built.base, [built.material]);
  return got >= height
    ? reached(`a column of ${got} ${built.material} at ${posText(built.base)} (y ${built.base.y} to ${built.base.y + got - 1}), read from the world`)
    : undecided(`the agent's column of ${built.material} at ${posText(built.base)} is only ${got} high, ${height} were asked`);
}
