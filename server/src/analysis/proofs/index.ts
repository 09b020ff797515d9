/**
 * Static proofs that a task's goals cannot be done, read from the task file
 * and the goals alone (no server): the verifier says `false` only with one.
 * Each proof is a sure case; when in doubt a check gives none.
 */
import type { TaskGoal } from '../../model/goals/goalTypes';
import type { Registry } from '../../vanilla/registry';
import { absentTargetProofs } from './absentTarget';
import type { ProofContext } from './context';
import { experienceProofs } from './noExperience';
import { harvestProofs } from './harvest';
import { neverGivenProofs } from './neverGiven';
import { noRecipeProofs } from './noRecipe';
import { sealedIn } from './reachable';
import { rejectedRelevance } from './rejected';
import { roomLimitProofs } from './roomLimits';
import { sceneRuleProofs } from './sceneRules';
import { tradeProofs } from './trade';
import type { GoalProof, RejectedRelevance } from './proofTypes';

export type { GoalProof, RejectedRelevance, ProofCause } from './proofTypes';

/** A proof family that stops on odd input proves nothing; the others still run. */
function safely<T>(run: () => T[]): T[] {
  try {
    return run();
  } catch {
    return [];
  }
}

/**
 * Proofs that goals cannot be done, and what each refused init line was for.
 * `goals` are the reader's goals (indices in the result refer to this array);
 * `reg` is the registry of the task's Minecraft version; `built`, the file's proof context when the
 * caller has it already. Never throws.
 */
export function staticProofs(taskFileText: string, goals: TaskGoal[], reg: Registry,
  built: ProofContext | undefined): { proofs: GoalProof[]; rejected: RejectedRelevance[] } {
  if (!built) return { proofs: [], rejected: [] };
  const ctx = built;
  const sealed = safely(() => [sealedIn(ctx)])[0];
  const all = [
    ...safely(() => noRecipeProofs(ctx, goals)),
    ...safely(() => harvestProofs(ctx, goals)),
    ...safely(() => sceneRuleProofs(ctx, goals)),
    ...safely(() => experienceProofs(ctx, goals, sealed)),
    ...safely(() => neverGivenProofs(ctx, goals, sealed)),
    ...safely(() => absentTargetProofs(ctx, goals, sealed)),
    ...safely(() => tradeProofs(ctx, goals, sealed)),
    ...safely(() => roomLimitProofs(ctx, goals, sealed)),
  ];
  // One proof per goal and cause is enough; goals in order.
  const seen = new Set<string>();
  const proofs = all.filter((p) => {
    const key = `${p.goal}:${p.cause}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  }).sort((a, b) => a.goal - b.goal);
  return { proofs, rejected: safely(() => rejectedRelevance(ctx, goals, sealed)) };
}
