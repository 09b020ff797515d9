/**
 * MCU v1's calibration of a difficulty score to [0, 5] over a suite: with
 * Q0…Q5 the 5-quantiles of the suite's scores (Q0 the minimum, Q5 the
 * maximum), a score S in [Qj, Qj+1) maps to j + (S − Qj) / (Qj+1 − Qj) and
 * S = Q5 maps to 5. Quantiles interpolate linearly between order statistics
 * (position p·(n − 1)). Repeated quantiles leave empty intervals, which no
 * score falls into, so the result stays in [0, 5] and keeps the order; a
 * score shared by many tasks lands in the first non-empty interval it opens
 * (if Q0 = Q1 = Q2 < Q3, the minimum scores 2), exactly as the formula reads.
 */
export const MIN_SUITE = 30;

export function quantile(sorted: readonly number[], p: number): number {
  const pos = p * (sorted.length - 1);
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo] + (sorted[hi] - sorted[lo]) * (pos - lo);
}

/** Q0…Q5 of the values. */
export function fiveQuantiles(values: readonly number[]): number[] {
  const sorted = [...values].sort((a, b) => a - b);
  return [0, 1, 2, 3, 4, 5].map((j) => quantile(sorted, j / 5));
}

export function calibrated(s: number, q: readonly number[]): number {
  if (s >= q[5]) return 5;
  if (s < q[0]) return 0; // below the suite it was calibrated on
  for (let j = 0; j < 5; j++) if (s >= q[j] && s < q[j + 1]) return j + (s - q[j]) / (q[j + 1] - q[j]);
  return 5;
}

/** Calibrates one dimension over a suite; nulls stay null. */
export function calibrateAll(values: readonly (number | null)[]): (number | null)[] {
  const present = values.filter((v): v is number => v !== null);
  if (!present.length) return values.map(() => null);
  const q = fiveQuantiles(present);
  return values.map((v) => (v === null ? null : calibrated(v, q)));
}
