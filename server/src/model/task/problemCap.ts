/**
 * The one cap on how many findings a place shows (a command line of a task
 * file, a whole criteria file): a hostile input would otherwise flood the
 * Problems panel with thousands of lines, megabytes in one message. The
 * first `max` findings are kept and one final information finding says how
 * many more there are.
 */
import { diag, DiagnosticCode, TaskDiagnostic } from './diagnostic';

export interface ProblemCap {
  /** How many findings are shown. */
  max: number;
  /** The code of the final "N more" finding (`command/more-problems`, `criteria/more-problems`). */
  code: DiagnosticCode;
  /** Where the findings are, for the message: "on this line", "in this file". */
  where: string;
}

/** The sentence of every cap (findings here, inlay hints in services/hints/capHints.ts): "3 more problems on this line are not shown (the first 20 are)." */
export function notShownText(hidden: number, noun: string, where: string, max: number): string {
  return `${hidden} more ${noun}${hidden === 1 ? '' : 's'} ${where} ${hidden === 1 ? 'is' : 'are'} not shown (the first ${max} are).`;
}

/** The "N more" finding, on [start, end). */
export function moreProblems(cap: ProblemCap, hidden: number, start: number, end: number): TaskDiagnostic {
  return diag(start, end, 'information', cap.code, notShownText(hidden, 'problem', cap.where, cap.max));
}

/** The first `cap.max` findings, then the "N more" finding on [start, end) when `total` is larger. */
export function capProblems(shown: readonly TaskDiagnostic[], total: number, cap: ProblemCap, start: number, end: number): TaskDiagnostic[] {
  const out = shown.slice(0, cap.max);
  const hidden = total - out.length;
  if (hidden > 0) out.push(moreProblems(cap, hidden, start, end));
  return out;
}
