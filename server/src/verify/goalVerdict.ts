/**
 * The verdict the instruction's goals give on their own: true only when
 * every stated goal was reached (one, with "or") and nothing else in the
 * text is left unchecked; false when a goal cannot be reached; null
 * ("judged from video", "needs a generated world") otherwise. Undefined
 * when no instruction was read.
 */
import type { InstructionReading } from '../core/instruction';
import { excerpt } from '../util/excerpt';
import type { GoalReport } from './report';

export interface GoalVerdict { verified: boolean | null; reason?: string }

export function goalVerdict(goals: GoalReport[], reading: InstructionReading | undefined): GoalVerdict | undefined {
  if (!reading) return undefined;
  const reached = goals.filter((g) => g.outcome === 'reached');
  const failed = goals.filter((g) => g.outcome === 'failed');
  const undecided = goals.filter((g) => g.outcome === 'undecided');
  if (reading.anyOf && reached.length) return { verified: true };
  if (failed.length && (!reading.anyOf || (!reached.length && !undecided.length))) {
    return { verified: false, reason: `${failed[0].text}: ${failed[0].reason ?? 'not reached'}` };
  }
  if (undecided.length) return { verified: null, reason: `${undecided[0].reason ?? 'undecided'} ("${undecided[0].text}")` };
  // Parts of the text nothing here checks (build, decorate, trade …, or a measured verb without a reward entry).
  const unchecked = [...reading.unread, ...reading.measured];
  if (!goals.length || (unchecked.length && !reading.anyOf)) {
    const what = unchecked.length ? `"${excerpt(unchecked[0], 60)}", which the verifier cannot check` : 'nothing the verifier can check';
    return { verified: null, reason: `judged from video: the text states ${what}` };
  }
  return { verified: true };
}
