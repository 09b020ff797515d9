/**
 * Checks the goals the instruction states (core/instruction/goals.ts) in the
 * settled scene, in the text's order, with the agent's remaining budget.
 * Each goal ends reached, failed (with a reason) or undecided; with "or"
 * the first reached goal is enough.
 */
import type { Goal, InstructionReading } from '../../core/instruction';
import { budgetText, VerifyTimeout } from '../abort';
import type { AgentContext } from '../agent/context';
import { doing, SkillFailure } from '../agent/context';
import type { GoalReport, SettleChange } from '../report';
import { climb } from './climb';
import { reach } from './reach';
import { lookAtSky } from './sky';
import { stay } from './stay';
import { travel } from './travel';

type Outcome = Pick<GoalReport, 'outcome' | 'reason' | 'detail'>;

async function checkOne(ctx: AgentContext, g: Goal, start: { x: number; y: number; z: number }, settled: SettleChange[], reachedTargets: Set<string>): Promise<Outcome> {
  switch (g.kind) {
    case 'reach': return reach(ctx, g.target, settled);
    case 'sky': return lookAtSky(ctx);
    case 'climb': return climb(ctx, g.blocks, start.y);
    case 'travel': return travel(ctx, g.blocks, start);
    case 'stay': {
      // "stand on X and stay there": get to X first unless the previous goal just did.
      if (g.target && !reachedTargets.has(g.target.phrase)) {
        const r = await reach(ctx, g.target, settled);
        if (r.outcome !== 'reached') return r;
      }
      return stay(ctx, g.seconds);
    }
  }
}

export async function checkGoals(ctx: AgentContext, reading: InstructionReading, start: { x: number; y: number; z: number },
  settled: SettleChange[]): Promise<GoalReport[]> {
  const out: GoalReport[] = [];
  const reachedTargets = new Set<string>();
  for (const g of reading.goals) {
    if (reading.anyOf && out.some((r) => r.outcome === 'reached')) break;
    let r: Outcome;
    try {
      r = await doing(ctx, `checking "${g.text}"`, () => checkOne(ctx, g, start, settled, reachedTargets));
    } catch (e) {
      if (e instanceof SkillFailure) r = { outcome: 'failed', reason: e.message };
      else if (e instanceof VerifyTimeout) r = { outcome: 'failed', reason: `timed out after ${budgetText(ctx.budgetMs)} while ${e.activity ?? ctx.activity ?? 'checking it'}` };
      else throw e;
    }
    if (r.outcome === 'reached' && g.kind === 'reach') reachedTargets.add(g.target.phrase);
    out.push({ text: g.text, kind: g.kind, ...r });
    ctx.log(`goal "${g.text}": ${r.outcome}${r.reason ? ` — ${r.reason}` : ''}`);
  }
  return out;
}
