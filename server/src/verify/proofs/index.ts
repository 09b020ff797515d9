/**
 * Static proofs that a task's goals cannot be done, read from the task file
 * and the goals alone (no server): the verifier says `false` only with one.
 * Each proof is a sure case; when in doubt a check gives none.
 */
import type { TaskGoal } from '../../core/goals/types';
import type { Registry } from '../../mc/registry';
import { absentTargetProofs } from './absentTarget';
import { proofContext } from './context';
import { experienceProofs } from './experience';
import { harvestProofs } from './harvest';
import { neverGivenProofs } from './neverGiven';
import { noRecipeProofs } from './noRecipe';
import { sealedIn } from './reachable';
import { rejectedRelevance } from './rejected';
import { sceneRuleProofs } from './sceneRules';
import { tradeProofs } from './trade';
import type { GoalProof, RejectedRelevance } from './types';

export type { GoalProof, RejectedRelevance, ProofCause } from './types';

export function staticProofs(taskFileText: string, goals: TaskGoal[], reg: Registry): { proofs: GoalProof[]; rejected: RejectedRelevance[] } {
  const ctx = proofContext(taskFileText, reg);
  const sealed = sealedIn(ctx);
  const all = [
    ...noRecipeProofs(ctx, goals),
    ...harvestProofs(ctx, goals),
    ...sceneRuleProofs(ctx, goals),
    ...experienceProofs(ctx, goals, sealed),
    ...neverGivenProofs(ctx, goals, sealed),
    ...absentTargetProofs(ctx, goals, sealed),
    ...tradeProofs(ctx, goals, sealed),
  ];
  // One proof per goal and cause is enough; goals in order.
  const seen = new Set<string>();
  const proofs = all.filter((p) => {
    const key = `${p.goal}:${p.cause}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  }).sort((a, b) => a.goal - b.goal);
  return { proofs, rejected: rejectedRelevance(ctx, goals, sealed) };
}
