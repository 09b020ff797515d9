/**
 * Raw judge text as MCU's rating prompt asks for it: one section per
 * dimension ("Task Progress:", "- evidence …", "Score: 6") and a closing
 * "Overall Scores:" list ("- Task Progress: 6"). The overall list wins where
 * both give a score; the sections give the evidence. Evidence paragraphs may
 * hold numbers ("passes 3 layers of dirt"): only a "Score:" line or the
 * overall list is read as a score.
 */
import { DIMENSIONS, Dimension, matchDimension } from './dimensions';

export interface RawTextScores {
  /** Raw values per dimension, as written ("6", "N/A"); parsed by the caller. */
  values: Partial<Record<Dimension, string>>;
  evidence: Partial<Record<Dimension, string>>;
}

const DIM_NAMES = DIMENSIONS.map((d) => d.replace(/ and /g, ' (?:and|&) ')).join('|');
const OVERALL_LINE = new RegExp(`^[\\s>*#\\-•\\d.]*\\**(${DIM_NAMES})\\**\\s*[:=\\-–]\\s*(.+?)\\s*$`, 'i');
const SECTION_HEAD = new RegExp(`^[\\s>#*\\d.]*\\**(${DIM_NAMES})\\**\\s*:?\\s*\\**\\s*$`, 'i');
const SCORE_LINE = /^[\s>*\-•]*\**(?:score|rating)\**\s*[:=]\s*(.+?)\s*$/i;

export function readRawText(text: string): RawTextScores {
  const values: Partial<Record<Dimension, string>> = {};
  const evidence: Partial<Record<Dimension, string>> = {};
  const lines = text.split(/\r?\n/);
  const overallAt = lines.findIndex((l) => /^[\s#*]*overall\s+scores?\b/i.test(l));
  const body = overallAt >= 0 ? lines.slice(0, overallAt) : lines;

  let current: Dimension | undefined;
  let ev: string[] = [];
  const close = () => {
    if (current && ev.length) evidence[current] = ev.join('\n').trim();
    ev = [];
  };
  for (const line of body) {
    const head = SECTION_HEAD.exec(line);
    if (head) {
      close();
      current = matchDimension(head[1]);
      continue;
    }
    if (!current) continue;
    const score = SCORE_LINE.exec(line);
    if (score) values[current] = score[1];
    else if (line.trim()) ev.push(line.trim().replace(/^[-•*]\s*/, ''));
  }
  close();

  if (overallAt >= 0) {
    for (const line of lines.slice(overallAt + 1)) {
      const m = OVERALL_LINE.exec(line);
      const d = m && matchDimension(m[1]);
      if (d) values[d] = m![2];
    }
  } else {
    // No overall list: also accept one-line "- Task Progress: 6" anywhere.
    for (const line of lines) {
      const m = OVERALL_LINE.exec(line);
      const d = m && matchDimension(m[1]);
      if (d && values[d] === undefined && /\d|n\/?a/i.test(m![2]) && m![2].length <= 24) values[d] = m![2];
    }
  }
  return { values, evidence };
}

/** Whether a text looks like a judge's reply at all (names a dimension). */
export function mentionsDimension(text: string): boolean {
  return new RegExp(DIM_NAMES, 'i').test(text);
}
