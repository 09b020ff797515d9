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

const movementsByBot = new WeakMap<object, any>();

function movements(ctx: AgentContext): any {
  let m = movementsByBot.get(ctx.bot);
  if (!m) {
    const { Movements } = pathfinderPkg();
    m = new Movements(ctx.bot);
    m.canDig = true;
    m.allow1by1towers = false;
    m.scafoldingBlocks = [];
    m.allowParkour = true;
    m.canOpenDoors = false;
    movementsByBot.set(ctx.bot, m);
  }
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

async function go(ctx: AgentContext, goal: any, what: string, ms = ctx.worldWords ? NATURAL_WALK_MS : WALK_MS): Promise<void> {
  checkTime(ctx);
  const bot = ctx.bot;
  bot.pathfinder.setMovements(movements(ctx));
  bot.pathfinder.thinkTimeout = THINK_MS;
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
  await go(ctx, new goals.GoalLookAtBlock(pos, ctx.bot.world, { reach: BLOCK_REACH - 0.5 }), what);
}

/** Goes within `range` blocks of a point. */
export async function gotoNear(ctx: AgentContext, pos: any, range: number, what: string): Promise<void> {
  const { goals } = pathfinderPkg();
  await go(ctx, new goals.GoalNear(pos.x, pos.y, pos.z, range), what);
}

/** Goes within `range` of an entity (a moving target: the goal follows it for one trip). */
export async function gotoEntity(ctx: AgentContext, entity: any, range: number, what: string): Promise<void> {
  const p = entity.position;
  await gotoNear(ctx, p, range, what);
}

/** Goes to the column (x, z) at whatever height the ground there has. */
export async function gotoColumn(ctx: AgentContext, x: number, z: number, what: string, ms?: number): Promise<void> {
  const { goals } = pathfinderPkg();
  await go(ctx, new goals.GoalXZ(x, z), what, ms);
}
