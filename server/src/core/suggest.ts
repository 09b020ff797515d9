/**
 * "Did you mean" support. Optimal-string-alignment distance: insertions,
 * deletions, substitutions and swaps of adjacent letters ("tpye" → "type")
 * each cost one. `max` lets it stop early once a row is past the limit.
 */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev2: number[] = new Array(b.length + 1).fill(0);
  let prev: number[] = Array.from({ length: b.length + 1 }, (_, j) => j);
  let cur: number[] = new Array(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let v = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prev2[j - 2] + 1);
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    [prev2, prev, cur] = [prev, cur, prev2];
  }
  return prev[b.length];
}

/** Up to `limit` candidates closest to `word`, within a distance that grows with its length. */
export function closest(word: string, candidates: Iterable<string>, limit = 3): string[] {
  const max = word.length <= 3 ? 1 : word.length <= 6 ? 2 : 3;
  const scored: [string, number][] = [];
  for (const c of candidates) {
    let d = editDistance(word, c, max);
    // A candidate that only extends the word ("oak_plank" → "oak_planks") is a strong hint.
    if (d > max && (c.startsWith(word) || word.startsWith(c)) && Math.abs(c.length - word.length) <= 2) d = max;
    if (d <= max) scored.push([c, d]);
  }
  scored.sort((x, y) => x[1] - y[1] || x[0].length - y[0].length || x[0].localeCompare(y[0]));
  return scored.slice(0, limit).map((s) => s[0]);
}
