/**
 * The verdict the task's goals give: true only when every checkable goal was
 * observed (one, with "or") and no part is left to the judge; false only
 * when a goal is proved impossible (with "or": all of them); null otherwise,
 * with the first reason. Undefined when no goal was read from the text.
 */
import type { GoalReport } from './verifyReport';

export interface GoalVerdict { verified: boolean | null; reason?: string }

/** A report's words for what is left to the judge, with what could be confirmed. */
function judgedReason(g: GoalReport): string {
  return g.reason ?? `judged from video: "${g.text}"`;
}

export function goalVerdict(goals: GoalReport[], anyOf: boolean, unread: string[] = []): GoalVerdict | undefined {
  if (!goals.length) {
    const what = unread.length ? `"${unread[0].slice(0, 60)}", which the verifier cannot check` : 'nothing the verifier can check';
    return { verified: null, reason: `judged from video: the text states ${what}` };
  }
  const checkable = goals.filter((g) => g.kind !== 'judged');
  const judged = goals.filter((g) => g.kind === 'judged');
  const failed = goals.filter((g) => g.outcome === 'failed');
  const reached = checkable.filter((g) => g.outcome === 'reached');
  const undecided = checkable.filter((g) => g.outcome === 'undecided');
  const failure = (g: GoalReport) => ({ verified: false as const, reason: `${g.text}: ${g.reason ?? 'not reached'}` });
  if (anyOf) {
    if (reached.length) return { verified: true };
    if (failed.length === goals.length) return failure(failed[0]);
  } else {
    if (failed.length) return failure(failed[0]);
    if (checkable.length && reached.length === checkable.length && !judged.length) return { verified: true };
  }
  if (undecided.length) return { verified: null, reason: `${undecided[0].reason ?? 'undecided'} ("${undecided[0].text}")` };
  if (judged.length) return { verified: null, reason: judgedReason(judged[0]) };
  return { verified: null, reason: 'judged from video: nothing the verifier can check was read' };
}
