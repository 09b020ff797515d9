/**
 * The last verification's verdict for the preview: read from
 * `<task>.verify.json`, in the same words as the CLI and the editor
 * (Verified / Not verified / Judged from video / Needs a generated world /
 * Undecided), with the goals the verifier checked.
 */
import { READ_LIMITS, readTextFile } from '../../util/safeRead';
import { reasonAfterWord, verdictWord } from '../../simulation/verify/format';
import { textOf } from '../../util/plainValue';
import { savedReportFieldProblem } from '../../simulation/verify/savedReportShape';
import type { LastVerification } from './model';

/** The verdict of a saved report; undefined when there is none; `error` when the file is a damaged report (shown as a could-not-read line). */
export function readLastVerification(file: string): LastVerification | { error: string } | undefined {
  let v: any;
  try {
    v = JSON.parse(readTextFile(file, READ_LIMITS.verifyReport));
  } catch {
    return undefined;
  }
  if (!v || typeof v !== 'object' || !('verified' in v) || ![true, false, null].includes(v.verified)) return undefined;
  const problem = savedReportFieldProblem(v);
  if (problem) return { error: problem };
  const reason = typeof v.verdictReason === 'string' ? v.verdictReason : undefined;
  const goals = Array.isArray(v.goals) ? v.goals : [];
  return {
    verified: v.verified,
    word: verdictWord({ verified: v.verified, verdictReason: reason }),
    ...(reason ? { reason: reasonAfterWord(reason) } : {}),
    goals: goals.filter((g: any) => g && typeof g.text === 'string')
      .map((g: any) => ({ text: g.text, outcome: textOf(g.outcome), ...(typeof g.reason === 'string' ? { reason: g.reason } : {}) })),
  };
}
