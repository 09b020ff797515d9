/**
 * "Did you mean" by edit distance (optimal string alignment: a swap of two
 * neighbours such as `tpye` → `type` counts as one edit).
 */

/** Distance capped at `limit + 1` so long strings stay cheap. */
export function editDistance(a: string, b: string, limit = Infinity): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const n = b.length;
  let prev2 = new Array<number>(n + 1).fill(0);
  let prev = Array.from({ length: n + 1 }, (_, j) => j);
  let cur = new Array<number>(n + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let rowMin = cur[0];
    for (let j = 1; j <= n; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let d = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prev2[j - 2] + 1);
      cur[j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > limit) return limit + 1;
    [prev2, prev, cur] = [prev, cur, prev2];
  }
  return prev[n];
}

/**
 * The closest candidates (best distance first, at most `max`), accepting a
 * distance of about a third of the word's length (at least 1, at most 3).
 * Words longer than 64 characters get no suggestions (they are not typos).
 */
export function didYouMean(word: string, candidates: Iterable<string>, max = 3): string[] {
  if (!word || word.length > 64) return [];
  const limit = Math.min(3, Math.max(1, Math.floor(word.length / 3)));
  const scored: { c: string; d: number }[] = [];
  const lower = word.toLowerCase();
  for (const c of candidates) {
    if (c === word) continue;
    let d = editDistance(lower, c, limit);
    // A missing plural/suffix or prefix (`oak_plank`, `iron`) reads as close too.
    if (d > limit && c.length > lower.length && lower.length >= 4 && (c.startsWith(lower) || c.endsWith(lower))) d = limit;
    if (d <= limit) scored.push({ c, d });
  }
  scored.sort((x, y) => x.d - y.d || x.c.length - y.c.length || (x.c < y.c ? -1 : 1));
  return scored.slice(0, max).map((s) => s.c);
}
