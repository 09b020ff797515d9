/**
 * Checks a place or state goal (core/goals: reach, sky, climb, travel, stay)
 * in the settled scene. runGoals.ts calls it for each such goal in the
 * text's order, with the agent's remaining budget.
 */
import type { StateGoal } from '../../core/goals';
import type { AgentContext } from '../agent/context';
import type { GoalReport, SettleChange } from '../report';
import { climb } from './climb';
import { reach } from './reach';
import { lookAtSky } from './sky';
import { stay } from './stay';
import { travel } from './travel';

type Outcome = Pick<GoalReport, 'outcome' | 'reason' | 'detail'>;

export async function checkState(ctx: AgentContext, g: StateGoal, start: { x: number; y: number; z: number }, settled: SettleChange[]): Promise<Outcome> {
  switch (g.kind) {
    case 'reach': return reach(ctx, g.target, settled);
    case 'sky': return lookAtSky(ctx);
    case 'climb': return climb(ctx, g.blocks, start.y);
    case 'travel': return travel(ctx, g.blocks, start);
    case 'stay': {
      // "stand on X and stay there": get to X first.
      if (g.target) {
        const r = await reach(ctx, g.target, settled);
        if (r.outcome !== 'reached') return r;
      }
      return stay(ctx, g.seconds);
    }
  }
}

/**
 * Failures of the checks that prove the goal cannot be met in this scene: the
 * target is absent from the world searched, nothing can make the sky visible,
 * no path exists at all, nothing is left to build with. A timeout, a target
 * the agent could not see or a push off a block proves nothing.
 */
const PROOFS = /\bthere is no\b|\bwithin \d+ blocks of the agent\b|\bcovers the sky above every spot\b|\bfinds no way\b|\bhas no blocks left\b|\bblocks the way up\b/;

export function isProof(reason: string | undefined): boolean {
  return !!reason && PROOFS.test(reason) && !/did not manage|timed out|cannot see/.test(reason);
}
