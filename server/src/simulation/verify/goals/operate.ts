/** "open the door", "pull the lever": the block's state, worked by the agent's own hand, is the evidence (no statistic counts it). */
import type { AgentContext } from '../agent/context';
import { SkillFailure } from '../agent/context';
import { operateBlock } from '../agent/operate';
import type { GoalTarget, OperateTo } from '../../../model/goals/goalTypes';
import type { GoalReport } from '../verifyReport';
import { proofOf } from './walk';

export async function operate(ctx: AgentContext, target: GoalTarget, to: OperateTo): Promise<Pick<GoalReport, 'outcome' | 'reason' | 'detail' | 'proof'>> {
  try {
    return { outcome: 'reached', detail: await operateBlock(ctx, target.ids, to) };
  } catch (e) {
    if (!(e instanceof SkillFailure)) throw e;
    const proof = proofOf(e);
    return proof.proof ? { outcome: 'failed', reason: e.message, ...proof } : { outcome: 'undecided', reason: e.message };
  }
}
