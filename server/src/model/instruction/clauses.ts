/**
 * How an instruction joins its parts: OR alternatives, each a list of AND
 * parts ("craft a ladder and kill a spider or collect wool" →
 * [[craft a ladder, kill a spider], [collect wool]]). The judge's any-of
 * score cuts the text here, with the goal reader's own cutter (model/goals/clauseSpans.ts).
 */
import { clauseSpans } from '../goals/clauseSpans';

/** OR alternatives of AND parts, as written (case kept). */
export function splitAlternatives(text: string): string[][] {
  const alts: string[][] = [];
  for (const c of clauseSpans(text, () => true).clauses) (alts[c.alternative] ??= []).push(c.text);
  return alts.filter((a) => a?.length);
}

/** Every part in order, and whether the text offers alternatives ("or"). */
export function splitClauses(text: string): { parts: string[]; anyOf: boolean } {
  const alts = splitAlternatives(text);
  return { parts: alts.flat(), anyOf: alts.length > 1 };
}
