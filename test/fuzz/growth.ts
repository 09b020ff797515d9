/**
 * Measures how the time of `run` grows from input size n to 10n, within one
 * test (so machine speed and load cancel out). Linear work gives a ratio near
 * 10, quadratic near 100; tests assert a generous bound between the two.
 *
 * Each sample does the same amount of linear work at both sizes: ten runs at
 * n against one at 10n, taken in turn. A lone run at n lasts a millisecond or
 * two, where one collection or a busy neighbour (the suite runs four files at
 * once on two cores) counts as a tenfold slowdown; ten in a row average that
 * out, and alternating the sizes exposes both to the same load.
 */
export interface Growth {
  /** One run at n (a tenth of a ten-run sample). */
  smallMs: number;
  largeMs: number;
  ratio: number;
}

const SAMPLES = 3;

function timeOnce(fn: () => void): number {
  const t0 = performance.now();
  fn();
  return performance.now() - t0;
}

export function growth(build: (n: number) => string, run: (text: string) => void, n: number): Growth {
  const small = build(n);
  const large = build(10 * n);
  run(build(Math.max(1, Math.floor(n / 10)))); // warm up the JIT and load registries
  let smallMs = Infinity;
  let largeMs = Infinity;
  for (let s = 0; s < SAMPLES; s++) {
    smallMs = Math.min(smallMs, timeOnce(() => {
      for (let k = 0; k < 10; k++) run(small);
    }) / 10);
    largeMs = Math.min(largeMs, timeOnce(() => run(large)));
  }
  // Under a millisecond a run is too short to time; counted as one, a linear reader stays far under the bound.
  smallMs = Math.max(1, smallMs);
  return { smallMs, largeMs, ratio: largeMs / smallMs };
}

export function describeGrowth(what: string, n: number, g: Growth): string {
  return `${what}: ${n} in ${g.smallMs.toFixed(1)} ms, ${10 * n} in ${g.largeMs.toFixed(0)} ms (×${g.ratio.toFixed(1)})`;
}
