/**
 * Small hand-written scans for the judge's readers of text we did not write
 * (model replies, judge files). A regex such as `\s*:?\s*\**\s*$` or
 * `[\s*]*\**` has adjacent quantifiers over the same characters, and a
 * backtracking engine tries every way of sharing a long run between them
 * (quadratic or cubic in the run: a 20 KB line of spaces took minutes). These
 * loops look at each character once; the regexes left beside them match only
 * literal words at a fixed position (sticky) or have quantifiers over
 * disjoint characters.
 */

const SPACE = /\s/;

/** The same characters as a regex `\s`. */
export function isSpace(c: string): boolean {
  return SPACE.test(c);
}

/** The index after the run of characters from `i` on that `keep` accepts. */
export function skipWhile(s: string, i: number, keep: (c: string) => boolean): number {
  while (i < s.length && keep(s[i])) i++;
  return i;
}

/** The index after the run of whitespace from `i` on. */
export function skipSpaces(s: string, i: number): number {
  return skipWhile(s, i, isSpace);
}

/** The index after the run of `ch` from `i` on. */
export function skipChar(s: string, i: number, ch: string): number {
  while (s[i] === ch) i++;
  return i;
}

/** The end of `s` without a trailing run of the characters in `chars` (a linear `/[chars]+$/`). */
export function trimEndOf(s: string, chars: string): string {
  let end = s.length;
  while (end > 0 && chars.includes(s[end - 1])) end--;
  return s.slice(0, end);
}

/** `s` without a leading and trailing run of the characters in `chars`. */
export function trimOf(s: string, chars: string): string {
  let start = 0;
  while (start < s.length && chars.includes(s[start])) start++;
  return trimEndOf(s.slice(start), chars);
}

/** The match of a sticky regex of literal words at `i` and the index after it; undefined when there is none. */
export function wordAt(sticky: RegExp, s: string, i: number): { end: number; text: string } | undefined {
  sticky.lastIndex = i;
  const m = sticky.exec(s);
  return m ? { end: i + m[0].length, text: m[0] } : undefined;
}

/**
 * The contents of the ``` fences of a reply (an optional `json` tag and the
 * whitespace after the opening fence left out), in order. An opening fence
 * without a closing one holds nothing.
 */
export function fencedBlocks(text: string): string[] {
  const out: string[] = [];
  let at = text.indexOf('```');
  while (at >= 0) {
    let start = at + 3;
    if (text.startsWith('json', start)) start += 4;
    start = skipSpaces(text, start);
    const close = text.indexOf('```', start);
    if (close < 0) break;
    out.push(text.slice(start, close));
    at = text.indexOf('```', close + 3);
  }
  return out;
}

/** The lines of a text with the offset each starts at (split at \n, a \r before it dropped). */
export function linesWithOffsets(text: string): Array<{ line: string; start: number }> {
  const out: Array<{ line: string; start: number }> = [];
  let start = 0;
  for (;;) {
    const nl = text.indexOf('\n', start);
    const end = nl < 0 ? text.length : nl;
    out.push({ line: text.slice(start, end > start && text[end - 1] === '\r' ? end - 1 : end), start });
    if (nl < 0) return out;
    start = nl + 1;
  }
}
