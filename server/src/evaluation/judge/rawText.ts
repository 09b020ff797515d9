/**
 * Raw judge text as MCU's rating prompt asks for it: one section per
 * dimension ("Task Progress:", "- evidence …", "Score: 6") and a closing
 * "Overall Scores:" list ("- Task Progress: 6"). The overall list wins where
 * both give a score; the sections give the evidence. Evidence paragraphs may
 * hold numbers ("passes 3 layers of dirt"): only a "Score:" line or the
 * overall list is read as a score.
 */
import { DIMENSIONS, Dimension, matchDimension } from './dimensions';
import { isSpace, skipChar, skipSpaces, skipWhile, wordAt } from './textScan';

export interface RawTextScores {
  /** Raw values per dimension, as written ("6", "N/A"); parsed by the caller. */
  values: Partial<Record<Dimension, string>>;
  evidence: Partial<Record<Dimension, string>>;
}

const DIM_NAMES = DIMENSIONS.map((d) => d.replace(/ and /g, ' (?:and|&) ')).join('|');
// Only literal words at a fixed position; the runs around them are skipped by hand (textScan.ts says why).
const DIM_AT = new RegExp(`(?:${DIM_NAMES})`, 'iy');
const SCORE_WORD_AT = /(?:score|rating)/iy;
const OVERALL_AT = /overall\s+scores?\b/iy;

/** Characters a line may start with before a dimension or label: bullets, numbering, quotes, emphasis. */
const lead = (chars: string, digits: boolean) => (c: string) => isSpace(c) || chars.includes(c) || (digits && c >= '0' && c <= '9');
const OVERALL_LEAD = lead('>*#-•.', true);
const SECTION_LEAD = lead('>#*.', true);
const SCORE_LEAD = lead('>*-•', false);
const HEADING_LEAD = lead('#*', false);

/** "- **Task Progress**: 6" → [dimension as written, "6"] (was `^[\s>*#\-•\d.]*\**(dim)\**\s*[:=\-–]\s*(.+?)\s*$`). */
function overallLine(line: string): [string, string] | undefined {
  const name = wordAt(DIM_AT, line, skipWhile(line, 0, OVERALL_LEAD));
  if (!name) return undefined;
  const sep = skipSpaces(line, skipChar(line, name.end, '*'));
  if (sep >= line.length || !':=-–'.includes(line[sep])) return undefined;
  const value = line.slice(sep + 1).trim();
  return value ? [name.text, value] : undefined;
}

/** "## **Task Progress:**" alone on its line → the dimension as written (was `^[\s>#*\d.]*\**(dim)\**\s*:?\s*\**\s*$`). */
function sectionHead(line: string): string | undefined {
  const name = wordAt(DIM_AT, line, skipWhile(line, 0, SECTION_LEAD));
  if (!name) return undefined;
  let i = skipSpaces(line, skipChar(line, name.end, '*'));
  if (line[i] === ':') i++;
  i = skipSpaces(line, skipChar(line, skipSpaces(line, i), '*'));
  return i === line.length ? name.text : undefined;
}

/** "- **Score**: 6" → "6" (was `^[\s>*\-•]*\**(?:score|rating)\**\s*[:=]\s*(.+?)\s*$`). */
function scoreLine(line: string): string | undefined {
  const word = wordAt(SCORE_WORD_AT, line, skipWhile(line, 0, SCORE_LEAD));
  if (!word) return undefined;
  const sep = skipSpaces(line, skipChar(line, word.end, '*'));
  if (line[sep] !== ':' && line[sep] !== '=') return undefined;
  const value = line.slice(sep + 1).trim();
  return value || undefined;
}

/** "## Overall Scores" (was `^[\s#*]*overall\s+scores?\b`). */
function isOverallHeading(line: string): boolean {
  return !!wordAt(OVERALL_AT, line, skipWhile(line, 0, HEADING_LEAD));
}

export function readRawText(text: string): RawTextScores {
  const values: Partial<Record<Dimension, string>> = {};
  const evidence: Partial<Record<Dimension, string>> = {};
  const lines = text.split(/\r?\n/);
  const overallAt = lines.findIndex(isOverallHeading);
  const body = overallAt >= 0 ? lines.slice(0, overallAt) : lines;

  let current: Dimension | undefined;
  let ev: string[] = [];
  const close = () => {
    if (current && ev.length) evidence[current] = ev.join('\n').trim();
    ev = [];
  };
  for (const line of body) {
    const head = sectionHead(line);
    if (head) {
      close();
      current = matchDimension(head);
      continue;
    }
    if (!current) continue;
    const score = scoreLine(line);
    if (score) values[current] = score;
    else if (line.trim()) ev.push(line.trim().replace(/^[-•*]\s*/, ''));
  }
  close();

  if (overallAt >= 0) {
    for (const line of lines.slice(overallAt + 1)) {
      const m = overallLine(line);
      const d = m && matchDimension(m[0]);
      if (d) values[d] = m![1];
    }
  } else {
    // No overall list: also accept one-line "- Task Progress: 6" anywhere.
    for (const line of lines) {
      const m = overallLine(line);
      const d = m && matchDimension(m[0]);
      if (d && values[d] === undefined && /\d|n\/?a/i.test(m![1]) && m![1].length <= 24) values[d] = m![1];
    }
  }
  return { values, evidence };
}

/** Whether a text looks like a judge's reply at all (names a dimension). */
export function mentionsDimension(text: string): boolean {
  return new RegExp(DIM_NAMES, 'i').test(text);
}
