/**
 * The proof context of a task file as text (or an analysis whose refused lines
 * are not known yet): the refused lines are lint's, read here. Kept apart from
 * context.ts, which lint's own last pass uses: lint cannot ask lint.
 */
import { Analysis } from '../lint/analysis';
import type { TaskGoal } from '../../model/goals/goalTypes';
import type { Registry } from '../../vanilla/registry';
import { checkerRefusals } from './checkerRefusals';
import type { TaskSpec } from '../taskSpec';
import { buildProofContext, ProofContext } from './context';
import { GoalProof, RejectedRelevance, staticProofs } from './index';

/**
 * `source`: the file's text, or its analysis with the command list its spec refused (verify passes both:
 * the file is then parsed and linted once, not again here).
 */
export function proofContext(source: string | Analysis, reg: Registry, spec?: Pick<TaskSpec, 'commands'>): ProofContext {
  const analysis = typeof source === 'string' ? new Analysis(source) : source;
  const refused = (spec ?? checkerRefusals(analysis)).commands
    .filter((c) => c.refusal !== undefined)
    .map((c) => ({ index: c.index, text: c.text, refusal: c.refusal! }));
  return buildProofContext(analysis, reg, refused);
}

/** The proof context, or undefined for a file the scene builder cannot read (then nothing is proved from it). */
export function tryProofContext(source: string | Analysis, reg: Registry, spec?: Pick<TaskSpec, 'commands'>): ProofContext | undefined {
  try {
    return proofContext(source, reg, spec);
  } catch {
    return undefined;
  }
}

/** The static proofs of a task file as text (its proof context built here). Never throws. */
export function staticProofsOfText(text: string, goals: TaskGoal[], reg: Registry): { proofs: GoalProof[]; rejected: RejectedRelevance[] } {
  return staticProofs(text, goals, reg, tryProofContext(text, reg));
}
