/**
 * How an instruction joins its parts: OR alternatives, each a list of AND
 * parts ("craft a ladder and kill a spider or collect wool" →
 * [[craft a ladder, kill a spider], [collect wool]]). The judge's any-of
 * score and the goal reader both cut the text here.
 */

/** OR alternatives of AND parts, as written (case kept). */
export function splitAlternatives(text: string): string[][] {
  return text
    .split(/\s+or\s+/i)
    .map((alt) => alt.split(/\s*(?:[.;!?]+|,|\band then\b|\band\b|\bthen\b|\bafter that\b|\bafterwards\b)\s*/i).map((p) => p.trim()).filter(Boolean))
    .filter((a) => a.length);
}

/** Every part in order, and whether the text offers alternatives ("or"). */
export function splitClauses(text: string): { parts: string[]; anyOf: boolean } {
  const alts = splitAlternatives(text);
  return { parts: alts.flat(), anyOf: alts.length > 1 };
}
