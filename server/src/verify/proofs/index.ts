// TEMPORARY (replaced by the `proofs` branch before merge).
import type { TaskGoal } from '../../core/goals';
import type { Registry } from '../../mc/registry';
export interface GoalProof { goal: number; cause: string; reason: string; command?: number }
export interface RejectedRelevance { command: number; text: string; provides: string[]; neededBy?: number; note: string }
export function staticProofs(_text: string, _goals: TaskGoal[], _reg: Registry): { proofs: GoalProof[]; rejected: RejectedRelevance[] } {
  return { proofs: [], rejected: [] };
}
