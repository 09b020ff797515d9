/**
 * Checks a place or state goal (core/goals: reach, sky, climb, travel, stay)
 * in the settled scene. runGoals.ts calls it for each such goal in the
 * text's order, with the agent's remaining budget.
 */
import type { StateGoal } from '../../../model/goals';
import type { AgentContext } from '../agent/context';
import type { GoalReport, SettleChange } from '../verifyReport';
import { climb } from './climb';
import { reach } from './reach';
import { lookAtSky } from './sky';
import { stay } from './stay';
import { travel } from './travel';
import { operate } from './operate';
import { frameShows } from './frame';
import { carry } from './carry';
import { dig } from './dig';

type Outcome = Pick<GoalReport, 'outcome' | 'reason' | 'detail' | 'proof'>;

export async function checkState(ctx: AgentContext, g: StateGoal, start: { x: number; y: number; z: number }, settled: SettleChange[]): Promise<Outcome> {
  switch (g.kind) {
    case 'reach': return reach(ctx, g.target, settled);
    case 'sky': return lookAtSky(ctx);
    case 'climb': return climb(ctx, g.blocks, start.y);
    case 'travel': return travel(ctx, g.blocks, start);
    case 'operate': return operate(ctx, g.target, g.to);
    case 'frame': return frameShows(ctx, g.items);
    case 'carry': return carry(ctx, g);
    case 'dig': return dig(ctx, g);
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
