/** Pairwise verdicts: "A is better", "B is better", "tie", "both are bad", however a judge words them. */

export const PAIRWISE_FORMAT_ID = 'mcu-task-studio/pairwise';

export type PairVerdict = 'A' | 'B' | 'tie' | 'both bad';

export const VERDICT_LABEL: Record<PairVerdict, string> = { A: 'A is better', B: 'B is better', tie: 'tie', 'both bad': 'both are bad' };

export function parseVerdict(s: unknown): PairVerdict | undefined {
  if (typeof s !== 'string') return undefined;
  const t = s.toLowerCase().replace(/[*_`"'.]/g, '').trim();
  if (bothBad(t) || t === 'both bad') return 'both bad';
  if (/\b(tie|equal|same|draw)\b/.test(t)) return 'tie';
  if (/^(video\s+)?a\b|\ba\s+(is\s+)?better\b|\bvideo a\b/.test(t)) return 'A';
  if (/^(video\s+)?b\b|\bb\s+(is\s+)?better\b|\bvideo b\b/.test(t)) return 'B';
  return undefined;
}

const BOTH = /\b(?:both|neither)\b/g;
const BAD = /\b(?:bad|poor|fail)/g;

/**
 * "both are bad", "neither succeeds, both fail": `\b(both|neither)\b.*\b(bad|poor|fail)` on
 * one line, read from the first "both" of each line only (from every "both" of
 * "both both both …" the `.*` re-read the rest of the line).
 */
function bothBad(t: string): boolean {
  for (const line of t.split(/[\n\r\u2028\u2029]/)) {
    BOTH.lastIndex = 0;
    if (!BOTH.exec(line)) continue;
    BAD.lastIndex = BOTH.lastIndex;
    if (BAD.test(line)) return true;
  }
  return false;
}
