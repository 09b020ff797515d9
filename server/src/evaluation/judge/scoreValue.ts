/**
 * One score as judges write it: 7, "7", "**7**", "7/10", "4 of 5", "80%",
 * "Score: 6", "good", "Completed", "N/A", "". A negative score is invalid. Verbal answers are placed on the 0–10 scale here;
 * bare numbers are returned as written, because whether `1` means 1/10 or
 * 10/10 depends on the file (and sometimes its folder): see scale.ts.
 */
import { ownTable } from '../../util/ownTable';
import { trimEndOf } from './textScan';

export type ScoreValue =
  /** A number whose scale is decided later (`0.75`, `7`, `1`). */
  | { kind: 'number'; value: number }
  /** Already on 0–10: a fraction (`7/10`, `3/4`) or a verbal level. */
  | { kind: 'scaled'; value: number; how: 'fraction' | 'verbal' }
  /** Not scored: absent, null, "", "N/A", "none". Never counted as 0. */
  | { kind: 'missing' }
  /** Something that is not a score (kept as a warning). */
  | { kind: 'invalid' };

/**
 * The paper's five intervals, very poor … excellent, on 0–10.
 * @notGameFact the judge's words for a score, read as numbers on our 0–10 scale
 */
const QUALITY: Record<string, number> = ownTable({ 'very poor': 0, poor: 2.5, fair: 5, good: 7.5, 'very good': 8.75, excellent: 10 });

/**
 * A progress scale some judges use for Task Progress only. "None" is also how
 * Python prints a missing value, so it counts as 0 only for Task Progress.
 * @notGameFact the judge's words for how much was done, read on our 0–10 scale
 */
const PROGRESS: Record<string, number> = ownTable({ none: 0, minimal: 2.5, little: 2.5, partial: 5, partially: 5, substantial: 7.5, mostly: 7.5, completed: 10, complete: 10 });

/**
 * "7/10", "3 (out of 4)". A number is tried only where its run of digits
 * starts (`(?<!\d)`: from inside the run it could only match a shorter copy of
 * the same number), and `\s*(?:\(\s*)?` gives a run of spaces one reading:
 * both keep a long run of digits or spaces linear (judge/textScan.ts).
 */
const FRACTION = /(?<!\d)(\d+(?:\.\d+)?)\s*(?:\(\s*)?(?:\/|out of|of)\s*(\d+(?:\.\d+)?)/gi;

const MISSING = /^(?:n\/?a|none|null|nan|-+|—|not applicable|not scored|unknown)$/i;

export function parseScoreValue(v: unknown, opts: { progress?: boolean } = {}): ScoreValue {
  if (v === undefined || v === null) return { kind: 'missing' };
  if (typeof v === 'number') return Number.isFinite(v) && v >= 0 ? { kind: 'number', value: v } : { kind: 'invalid' };
  if (typeof v !== 'string') return { kind: 'invalid' };
  // Markdown emphasis and a leading label ("Score: **6**") carry no meaning.
  let text = v
    .replace(/[*_`]+/g, '')
    .replace(/^\s*(?:final\s+)?(?:score|rating)\s*(?:[:=]\s*)?/i, '')
    .trim();
  // Trailing punctuation cut by a loop: `/[.;,]+$/` re-reads a long run of it from each of its characters.
  text = trimEndOf(text, '.;,');
  if (!text) return { kind: 'missing' };
  const word = text.toLowerCase().replace(/\s+/g, ' ');
  if (opts.progress && word in PROGRESS) return { kind: 'scaled', value: PROGRESS[word], how: 'verbal' };
  if (MISSING.test(word)) return { kind: 'missing' };
  if (word in QUALITY) return { kind: 'scaled', value: QUALITY[word], how: 'verbal' };
  // A score is never negative: "-1" is not a 1 with a stray dash (a dash after the number, "6 - partial", is a separator).
  if (/(?:^|[\s:(])[-−]\d/.test(text)) return { kind: 'invalid' };
  // "80%": a percentage is a fraction of 100.
  const pct = /^(\d+(?:\.\d+)?)\s*%$/.exec(text);
  if (pct) return Number(pct[1]) <= 100 ? { kind: 'scaled', value: round2(Number(pct[1]) / 10), how: 'fraction' } : { kind: 'invalid' };
  // "7/10", "3 out of 4", "4 of 5", "6/10 (good)", "8 (out of 10)": the first fraction, if there is only one.
  const fracs = [...text.matchAll(FRACTION)];
  const frac = fracs.length === 1 ? fracs[0] : undefined;
  if (frac) {
    const n = Number(frac[1]);
    const d = Number(frac[2]);
    if (d > 0 && n <= d) return { kind: 'scaled', value: round2((n / d) * 10), how: 'fraction' };
    return { kind: 'invalid' };
  }
  // A number with words around it: "6 (partial)", "about 7", "Task Progress 6".
  const nums = text.match(/\d+(?:\.\d+)?/g);
  if (nums && nums.length === 1) return { kind: 'number', value: Number(nums[0]) };
  return { kind: 'invalid' };
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}
