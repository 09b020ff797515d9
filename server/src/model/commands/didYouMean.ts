/**
 * "Did you mean" by edit distance (optimal string alignment: a swap of two
 * neighbours such as `tpye` → `type` counts as one edit).
 */

// Rows reused across calls: didYouMean compares a word with every id of a
// registry, and allocating three arrays per comparison dominated lint time.
let row0 = new Int32Array(64);
let row1 = new Int32Array(64);
let row2 = new Int32Array(64);

/** Distance capped at `limit + 1` so long strings stay cheap. */
export function editDistance(a: string, b: string, limit = Infinity): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const n = b.length;
  if (row0.length <= n) {
    row0 = new Int32Array(n + 1);
    row1 = new Int32Array(n + 1);
    row2 = new Int32Array(n + 1);
  }
  let prev2 = row0;
  let prev = row1;
  let cur = row2;
  for (let j = 0; j <= n; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    const ai = a.charCodeAt(i - 1);
    const aBefore = i > 1 ? a.charCodeAt(i - 2) : -1;
    cur[0] = i;
    let rowMin = i;
    for (let j = 1; j <= n; j++) {
      const bj = b.charCodeAt(j - 1);
      let d = prev[j] + 1;
      let x = cur[j - 1] + 1;
      if (x < d) d = x;
      x = prev[j - 1] + (ai === bj ? 0 : 1);
      if (x < d) d = x;
      // A swap of neighbours (a[i-2..i-1] = b[j-1], b[j-2]) is one edit.
      if (j > 1 && aBefore === bj && ai === b.charCodeAt(j - 2)) {
        x = prev2[j - 2] + 1;
        if (x < d) d = x;
      }
      cur[j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > limit) return limit + 1;
    const t = prev2;
    prev2 = prev;
    prev = cur;
    cur = t;
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
