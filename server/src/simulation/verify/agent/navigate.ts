/**
 * Walking with mineflayer-pathfinder. The agent may dig through blocks in
 * the way (a buried agent must get out) but never builds scaffolding: it
 * must not spend ingredients the task needs.
 */
import { pathfinderPkg } from '../runtime';
import type { AgentContext } from './context';
import { checkTime, SkillFailure, step } from './context';
import { VerifyTimeout } from '../abort';
import { haltPathfinder } from './dig';
import { BLOCK_REACH } from '../../../vanilla/playerBody';
import { agentMovements } from './movements';

const movementsByBot = new WeakMap<object, any>();

function movements(ctx: AgentContext): any {
  let m = movementsByBot.get(ctx.bot);
  if (!m) movementsByBot.set(ctx.bot, (m = agentMovements(ctx.bot)));
  return m;
}

/** A walk's own limit; a generated world's walks (around hills, across rivers) get longer. */
const WALK_MS = 20_000;
const NATURAL_WALK_MS = 40_000;

/**
 * How long mineflayer-pathfinder may search for a path (its default is 5 s of wall time). On a
 * busy machine the search gets less CPU in those seconds and gave up on reachable ore in a
 * generated world ("cannot reach", in a clean-clone CI run); the walk's own limit above still bounds it.
 */
const THINK_MS = 15_000;

/** A walk's limits: its own time (default by world) and mineflayer-pathfinder's searchRadius (-1: none). */
interface WalkLimits { ms?: number; searchRadius?: number }

async function go(ctx: AgentContext, goal: any, what: string, limits: WalkLimits = {}): Promise<void> {
  const { ms = ctx.worldWords ? NATURAL_WALK_MS : WALK_MS, searchRadius = -1 } = limits;
  checkTime(ctx);
  const bot = ctx.bot;
  bot.pathfinder.setMovements(movements(ctx));
  bot.pathfinder.thinkTimeout = THINK_MS;
  bot.pathfinder.searchRadius = searchRadius;
  if (goal.isEnd(bot.entity.position.floored())) return;
  try {
    await step(ctx, bot.pathfinder.goto(goal), ms, what);
  } catch (e) {
    haltPathfinder(bot);
    // The walk's own limit, not the agent's budget: this target is out of reach, another may not be.
    if (e instanceof VerifyTimeout && Date.now() < ctx.deadline - 100) throw new SkillFailure(`the agent could not reach ${what} within ${Math.round(ms / 1000)} s`);
    if (e instanceof Error && /no ?path|timeout|took to long|goal was changed/i.test(e.message)) {
      throw new SkillFailure(`the agent cannot reach ${what}`);
    }
    throw e;
  }
}

const FACES = [[0, 1, 0], [0, -1, 0], [1, 0, 0], [-1, 0, 0], [0, 0, 1], [0, 0, -1]];

/**
 * True when no face of the block is open: each neighbour has a full collision box or is no block
 * at all (below the world, not loaded) — ore under the ground, bedrock under a superflat world.
 * No standing spot sees it before the agent digs to it; the look ray GoalLookAtBlock tests runs
 * through the world as it is, not as the path would dig it, so that goal was never met and the
 * search ran to its time limit (15 s of CPU a buried block). Taking an open block for buried only
 * costs a walk up to it.
 */
export function buried(bot: any, pos: any): boolean {
  const minY = bot.game?.minY ?? 0;
  const maxY = minY + (bot.game?.height ?? 256);
  return FACES.every(([dx, dy, dz]) => {
    const y = pos.y + dy;
    // The client reads a cell outside the world's height as air; nothing stands there to see a face.
    if (y < minY || y >= maxY) return true;
    const b = bot.blockAt(pos.offset(dx, dy, dz));
    return !b || b.boundingBox === 'block';
  });
}

/**
 * Where the agent can reach (and see) the block at `pos`: for a buried block, a spot whose feet or
 * head cell touches it (once the agent stands there, that cell is dug out and the face between is open).
 */
export function blockGoal(bot: any, pos: any): any {
  const { goals } = pathfinderPkg();
  if (buried(bot, pos)) return new goals.GoalGetToBlock(pos.x, pos.y, pos.z);
  return new goals.GoalLookAtBlock(pos, bot.world, { reach: BLOCK_REACH - 0.5 });
}

/** Goes where the agent can reach (and see) the block at `pos`. */
export async function gotoBlock(ctx: AgentContext, pos: any, what: string): Promise<void> {
  const { goals } = pathfinderPkg();
  // A block without a collision shape (grass, flowers, water) is never hit by the look ray
  // GoalLookAtBlock tests, so that goal is never reached: going next to it is enough to reach it.
  const block = ctx.bot.blockAt(pos);
  // A low shape (a flower pot, a slab, a carpet) is missed by that ray from most standing spots: next to it is enough too.
  const low = Array.isArray(block?.shapes) && block.shapes.length === 1 && block.shapes[0][4] - block.shapes[0][1] <= 0.5;
  if (block && (block.boundingBox !== 'block' || low)) {
    await go(ctx, new goals.GoalNear(pos.x, pos.y, pos.z, 2), what);
    return;
  }
  await go(ctx, blockGoal(ctx.bot, pos), what);
}

/** Goes within `range` blocks of a point. */
export async function gotoNear(ctx: AgentContext, pos: any, range: number, what: string, searchRadius = -1): Promise<void> {
  const { goals } = pathfinderPkg();
  await go(ctx, new goals.GoalNear(pos.x, pos.y, pos.z, range), what, { searchRadius });
}

/** Goes within `range` of an entity (a moving target: the goal follows it for one trip). */
export async function gotoEntity(ctx: AgentContext, entity: any, range: number, what: string): Promise<void> {
  const p = entity.position;
  await gotoNear(ctx, p, range, what);
}

/** Goes to the column (x, z) at whatever height the ground there has. */
export async function gotoColumn(ctx: AgentContext, x: number, z: number, what: string, ms?: number): Promise<void> {
  const { goals } = pathfinderPkg();
  await go(ctx, new goals.GoalXZ(x, z), what, { ms });
}
