/**
 * Caps on inlay hints, as task files cap their findings (analysis/lint/commandCheck.ts,
 * command/more-problems): a hostile saved report with 40,000 goals put 40,003
 * hints on one line. At most MAX_HINTS_PER_LINE per line and
 * MAX_HINTS_PER_FILE per request, each cut marked by one "N more" hint where
 * the shown ones end.
 */
import type { TaskInlayHint } from './hintTypes';
import { notShownText } from '../../../model/task/problemCap';

export const MAX_HINTS_PER_LINE = 20;
export const MAX_HINTS_PER_FILE = 2000;

/** The hint that stands for `n` hints a cap of `max` left out at `offset`, `where` (on this line, in this file). */
export function moreHint(offset: number, n: number, where: string, max: number): TaskInlayHint {
  return { kind: 'more', offset, label: `+${n}`, tooltip: notShownText(n, 'hint', where, max) };
}

/** `sorted` (by offset) within the caps, with the "N more" hints. Linear in the hints and the text. */
export function capHints(sorted: TaskInlayHint[], text: string): TaskInlayHint[] {
  const out: TaskInlayHint[] = [];
  let shownTotal = 0;
  let onLine = 0;
  let hiddenOnLine = 0;
  let lastShown: number | undefined;
  // The first newline at or after the current line's first hint: a later hint before it is on the same line.
  let newline = -2;
  const closeLine = () => {
    if (hiddenOnLine > 0 && lastShown !== undefined) {
      out.push(moreHint(lastShown, hiddenOnLine, 'on this line', MAX_HINTS_PER_LINE));
    }
    onLine = 0;
    hiddenOnLine = 0;
  };
  for (let i = 0; i < sorted.length; i++) {
    const h = sorted[i];
    if (newline === -2 || (newline >= 0 && h.offset > newline)) {
      closeLine();
      newline = text.indexOf('\n', h.offset);
    }
    // A kind that capped itself (verifyOutcomeHints' goals) already says what it left out.
    if (h.kind === 'more') {
      out.push(h);
      continue;
    }
    if (shownTotal >= MAX_HINTS_PER_FILE) {
      closeLine();
      const rest = sorted.length - i;
      out.push(moreHint(out[out.length - 1]?.offset ?? h.offset, rest, 'in this file', MAX_HINTS_PER_FILE));
      return out;
    }
    if (onLine >= MAX_HINTS_PER_LINE) {
      hiddenOnLine++;
      continue;
    }
    out.push(h);
    onLine++;
    shownTotal++;
    lastShown = h.offset;
  }
  closeLine();
  return out;
}
