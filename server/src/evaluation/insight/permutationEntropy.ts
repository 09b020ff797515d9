/**
 * Normalised permutation entropy (Bandt & Pompe 2002) as MCU v1 uses it for
 * operational effort: windows of D = 3 consecutive actions (order 3, delay 1,
 * the paper's worked example), each mapped to its ordinal pattern, Shannon
 * entropy of the pattern frequencies divided by ln D! so the result lies in
 * [0, 1]. Equal values are ranked in order of occurrence, as the paper's
 * footnote says: (1, 2, 1) counts as (1, 3, 2), and (3, 3, 1) as (2, 3, 1).
 */
export const PE_ORDER = 3;
export const PE_DELAY = 1;

/** The ordinal pattern of a window: its positions sorted by value, earlier first among equals ("2,0,1"). */
export function ordinalPattern(window: readonly number[]): string {
  return window
    .map((v, i) => [v, i] as const)
    .sort((a, b) => a[0] - b[0] || a[1] - b[1])
    .map(([, i]) => i)
    .join(',');
}

/** How often each ordinal pattern occurs among the windows of `xs`. */
export function patternCounts(xs: readonly number[], order = PE_ORDER, delay = PE_DELAY): Map<string, number> {
  const counts = new Map<string, number>();
  const span = (order - 1) * delay;
  for (let i = 0; i + span < xs.length; i++) {
    const w: number[] = [];
    for (let k = 0; k < order; k++) w.push(xs[i + k * delay]);
    const p = ordinalPattern(w);
    counts.set(p, (counts.get(p) ?? 0) + 1);
  }
  return counts;
}

function factorial(n: number): number {
  return n <= 1 ? 1 : n * factorial(n - 1);
}

/** Normalised permutation entropy in [0, 1]; undefined when the sequence is shorter than one window. */
export function permutationEntropy(xs: readonly number[], order = PE_ORDER, delay = PE_DELAY): number | undefined {
  if (order < 2 || delay < 1) throw new RangeError('order must be at least 2 and delay at least 1');
  const counts = patternCounts(xs, order, delay);
  const total = [...counts.values()].reduce((a, b) => a + b, 0);
  if (!total) return undefined;
  let h = 0;
  for (const n of counts.values()) {
    const p = n / total;
    h -= p * Math.log(p);
  }
  return h / Math.log(factorial(order));
}
