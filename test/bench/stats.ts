/** Small summary statistics for timing samples. */
export function percentile(samples: number[], p: number): number {
  if (!samples.length) return NaN;
  const s = [...samples].sort((a, b) => a - b);
  // Nearest-rank: the smallest sample with at least p% of samples at or below it.
  const rank = Math.max(1, Math.ceil((p / 100) * s.length));
  return s[Math.min(rank, s.length) - 1];
}

export const median = (samples: number[]): number => percentile(samples, 50);

export const sum = (samples: number[]): number => samples.reduce((a, b) => a + b, 0);

/** Rounds for printing and for the JSON line (2 decimals, or whole numbers for big values). */
export function round(n: number): number {
  if (!Number.isFinite(n)) return n;
  return Math.abs(n) >= 1000 ? Math.round(n) : Math.round(n * 100) / 100;
}
