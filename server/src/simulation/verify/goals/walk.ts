/**
 * Walking for goal checks. Like the reward agent's navigation (digging
 * allowed, no scaffolding) unless a check asks for towering with blocks
 * the agent carries (climbing).
 */
import { pathfinderPkg } from '../runtime';
import type { AgentContext } from '../agent/context';
import { RuledOut, SkillFailure, step } from '../agent/context';
import { VerifyTimeout } from '../abort';
import { haltPathfinder } from '../agent/dig';
import { agentMovements } from '../agent/movements';

function movements(ctx: AgentContext, scaffold: string[] = []): any {
  const reg = ctx.bot.registry;
  return agentMovements(ctx.bot, scaffold.map((n) => reg.itemsByName[n]?.id).filter((id: number | undefined): id is number => id !== undefined));
}

/** Walks until `goal` is met; a SkillFailure names `what` when there is no way. */
export async function walk(ctx: AgentContext, goal: any, what: string, scaffold: string[] = [], ms = 25000): Promise<void> {
  const bot = ctx.bot;
  bot.pathfinder.setMovements(movements(ctx, scaffold));
  if (goal.isEnd(bot.entity.position.floored())) return;
  try {
    await step(ctx, bot.pathfinder.goto(goal), ms, what);
  } catch (e) {
    haltPathfinder(bot);
    // The step's own limit (not the agent's deadline): this route is too long, not the budget.
    if (e instanceof VerifyTimeout && Date.now() < ctx.deadline) throw new SkillFailure(`the agent did not manage to ${what} within ${ms / 1000} s`);
    if (e instanceof Error && /no ?path|timeout|took to long|goal was changed/i.test(e.message)) {
      // The pathfinder searched a bounded area for a bounded time: not finding a way proves nothing.
      throw new SkillFailure(`the agent finds no way to ${what}`);
    }
    throw e;
  }
  // pathfinder's goto also resolves when it found no path at all (an empty path): check where the agent is.
  const at = bot.entity.position.floored();
  if (!goal.isEnd(at) && !goal.isEnd(at.offset(0, 1, 0))) throw new SkillFailure(`the agent finds no way to ${what}`);
}

/** A goal from two functions of a pathfinder node ({x, y, z}). */
export function customGoal(isEnd: (n: any) => boolean, heuristic: (n: any) => number): any {
  const { goals } = pathfinderPkg();
  const g = new goals.Goal();
  g.isEnd = isEnd;
  g.heuristic = heuristic;
  return g;
}

export const at = (p: any) => `${Math.floor(p.x)} ${Math.floor(p.y)} ${Math.floor(p.z)}`;

/** A check's failure is a proof only when a rule of vanilla ruled the goal out (RuledOut names it). */
export function proofOf(e: SkillFailure): { proof?: string } {
  return e instanceof RuledOut ? { proof: e.kind } : {};
}
