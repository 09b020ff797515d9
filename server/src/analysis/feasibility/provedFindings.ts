/**
 * Lint's last pass: the static proofs that a goal cannot be done (no recipe
 * and no in-world way, never given, out of reach, a scene that rules it out,
 * no experience, no such trade …; verify/proofs) shown on the words that ask
 * for the goal. They are the same proofs verify answers `false` with, over the
 * same analysis, so lint and verify give one answer on one fact. Where a
 * check of lint's own already states the proof on those words, it says it.
 */
import type { Analysis } from '../lint/analysis';
import { diag, TaskDiagnostic } from '../../model/task/diagnostic';
import { FEASIBILITY, isProofCode } from '../../model/diagnosticCodes';
import { isCheckLimit } from '../../model/commands/parser';
import { goalObjectRange, taskFileGoals } from '../../model/goals/ofTask';
import { staticProofs } from '../proofs';
import { buildProofContext, RefusedLine } from '../proofs/context';

/** `found`: what the other checks reported on this version (its errors are the lines MineStudio would refuse). */
export function provedFindings(analysis: Analysis, found: readonly TaskDiagnostic[]): TaskDiagnostic[] {
  const { model, registry: reg } = analysis;
  const goals = taskFileGoals(model, reg);
  if (!goals.goals.length) return [];
  // The lines verify refuses (checkerRefusals.ts): an error, except the checker's own size limits.
  const errors = found.filter((d) => d.severity === 'error' && !isCheckLimit(d.message));
  const refused: RefusedLine[] = [];
  for (const c of model.commands) {
    const err = errors.find((d) => d.start >= c.start && d.start < Math.max(c.end, c.start + 1));
    if (err) refused.push({ index: c.index, text: c.text, refusal: `${err.message} [${err.code}]` });
  }
  // A file the scene builder cannot read proves nothing (as in verify): no finding, and no internal error.
  let ctx;
  try {
    ctx = buildProofContext(analysis, reg, refused);
  } catch {
    return [];
  }
  const { proofs } = staticProofs(model.text, goals.goals, reg, ctx);
  // Where a check of lint already says the same with the certainty of a proof (no recipe, a tool that cannot
  // harvest …), that finding is the proof; a finding that assumes (nothing gathered from the world) is not.
  const warned = found.filter((d) => isProofCode(d.code));
  const out: TaskDiagnostic[] = [];
  for (const p of proofs) {
    const goal = goals.goals[p.goal];
    const id = goal.kind === 'stat' ? goal.objects[0] ?? '' : '';
    const [start, end] = goalObjectRange(goals, goal, id, reg, model);
    if (warned.some((d) => d.start < Math.max(end, start + 1) && start < Math.max(d.end, d.start + 1))) continue;
    out.push(diag(start, end, 'warning', FEASIBILITY.provedImpossible, `${p.reason.replace(/\.$/, '')}: the task cannot be done as written (${p.cause}).`));
  }
  return out;
}
