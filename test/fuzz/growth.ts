/**
 * Measures how the time of `run` grows from input size n to 10n, within one
 * test (so machine speed and load cancel out). Linear work gives a ratio near
 * 10, quadratic near 100; tests assert a generous bound between the two.
 */
export interface Growth {
  smallMs: number;
  largeMs: number;
  ratio: number;
}

function timeOnce(fn: () => void): number {
  const t0 = performance.now();
  fn();
  return performance.now() - t0;
}

export function growth(build: (n: number) => string, run: (text: string) => void, n: number): Growth {
  const small = build(n);
  const large = build(10 * n);
  run(build(Math.max(1, Math.floor(n / 10)))); // warm up the JIT and load registries
  // The best of three for the small size, whose time is the more easily disturbed by GC or other processes.
  const smallMs = Math.max(1, Math.min(timeOnce(() => run(small)), timeOnce(() => run(small)), timeOnce(() => run(small))));
  // The best of two for the large size too: one collection of the large run's garbage landing inside
  // the timing (seen at ×32 on a loaded 2-core CI machine, ×20 idle) is noise, not quadratic work.
  const largeMs = Math.min(timeOnce(() => run(large)), timeOnce(() => run(large)));
  return { smallMs, largeMs, ratio: largeMs / smallMs };
}

export function describeGrowth(what: string, n: number, g: Growth): string {
  return `${what}: ${n} in ${g.smallMs.toFixed(0)} ms, ${10 * n} in ${g.largeMs.toFixed(0)} ms (×${g.ratio.toFixed(1)})`;
}
