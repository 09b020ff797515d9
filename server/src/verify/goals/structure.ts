// TEMPORARY (replaced by the `build` branch before merge).
import type { StructureGoal } from '../../core/goals';
import type { AgentContext } from '../agent/context';
export async function buildStructure(_ctx: AgentContext, goal: StructureGoal): Promise<{ outcome: 'reached' | 'failed' | 'undecided'; reason?: string; detail?: string }> {
  return { outcome: 'undecided', reason: `building a ${goal.shape} is not modelled` };
}
