/**
 * Cuts an instruction into clauses with their offsets: OR alternatives, each
 * a list of AND parts, cut at sentence ends, "and", "then", "or" and commas
 * followed by a verb-like word. A fragment without a verb of its own ("three
 * blocks long", "string and iron") stays with the clause before it, so
 * "craft a saddle from leather, string and iron" is one clause.
 */
import type { TextSpan } from './goalTypes';

export interface ClauseSpan extends TextSpan {
  /** The clause as `text` has it (the goal reader passes lower case), trimmed. */
  text: string;
  /** Index of the OR alternative it belongs to. */
  alternative: number;
}

const SENTENCE = /[.;!?:]+(?:\s|$)|\n\s*\n/g;
const JOINER = /\s*(?:,\s*(?:and\s+then|then|and)\s+|\s+and\s+then\s+|\s+then\s+|\s+and\s+|\s+after that\s*,?\s*|\s+afterwards\s*,?\s*|,\s+)/gi;
const OR = /\s+or\s+/gi;

/** Pieces of `text[start, end)` between the matches of `sep`, with offsets. */
function cut(text: string, start: number, end: number, sep: RegExp): TextSpan[] {
  const out: TextSpan[] = [];
  const part = text.slice(start, end);
  sep.lastIndex = 0;
  let from = 0;
  for (let m = sep.exec(part); m; m = sep.exec(part)) {
    if (m[0].length === 0) { sep.lastIndex++; continue; }
    out.push({ start: start + from, end: start + m.index });
    from = m.index + m[0].length;
  }
  out.push({ start: start + from, end });
  return out;
}

function trimmed(text: string, s: TextSpan): TextSpan | undefined {
  let { start, end } = s;
  while (start < end && /[\s,"'()]/.test(text[start])) start++;
  while (end > start && /[\s,"'()]/.test(text[end - 1])) end--;
  return end > start ? { start, end } : undefined;
}

/**
 * The clauses of `text` in order ("and", "then", "or" in any case). `startsClause` says
 * whether a piece can stand on its own (it opens with a verb the vocabulary
 * knows, or names a thing a previous verb can share): other pieces are glued
 * back to the clause before.
 */
export function clauseSpans(text: string, startsClause: (piece: string) => boolean): { clauses: ClauseSpan[]; anyOf: boolean } {
  const clauses: ClauseSpan[] = [];
  let alternative = 0;
  let anyOf = false;
  for (const sentence of cut(text, 0, text.length, SENTENCE)) {
    const alts = cut(text, sentence.start, sentence.end, OR);
    alts.forEach((alt, ai) => {
      if (ai > 0) { alternative++; anyOf = true; }
      let open: ClauseSpan | undefined;
      for (const raw of cut(text, alt.start, alt.end, JOINER)) {
        const s = trimmed(text, raw);
        if (!s) continue;
        const piece = text.slice(s.start, s.end);
        if (open && !startsClause(piece)) {
          open.end = s.end;
          open.text = text.slice(open.start, open.end);
          continue;
        }
        open = { ...s, text: piece, alternative };
        clauses.push(open);
      }
    });
    // A new sentence is a new AND part of the current alternative.
  }
  return { clauses, anyOf };
}
