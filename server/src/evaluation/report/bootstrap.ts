/**
 * Percentile bootstrap of a mean over tasks: resample the tasks with
 * replacement `resamples` times, take each resample's mean, and report the
 * (1 − level)/2 and (1 + level)/2 quantiles of those means. The draws come
 * from a seeded generator (util/seededRandom.ts) whose seed is the report's
 * seed mixed with the series' name, so the same results always give the same
 * interval, and adding an agent does not move another agent's interval.
 */
import { seededRandom, stringSeed } from '../../util/seededRandom';
import type { BootstrapSettings, Interval } from './model';

/** @notGameFact our statistics: the resampling seed, count and confidence level */
export const BOOTSTRAP: BootstrapSettings = { seed: 34, resamples: 1000, level: 0.95 };

/** The q-quantile of sorted values, interpolated linearly between order statistics. */
export function quantile(sorted: number[], q: number): number {
  if (!sorted.length) return NaN;
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo] + (sorted[hi] - sorted[lo]) * (pos - lo);
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;

export function bootstrapMean(values: number[], series: string, settings: BootstrapSettings = BOOTSTRAP): Interval {
  const n = values.length;
  const mean = n ? values.reduce((a, b) => a + b, 0) / n : NaN;
  if (n < 2) return { mean: round3(mean), low: round3(mean), high: round3(mean), n };
  const rnd = seededRandom((settings.seed ^ stringSeed(series)) >>> 0);
  const means = new Array<number>(settings.resamples);
  for (let r = 0; r < settings.resamples; r++) {
    let sum = 0;
    for (let i = 0; i < n; i++) sum += values[Math.floor(rnd.next() * n)];
    means[r] = sum / n;
  }
  means.sort((a, b) => a - b);
  const tail = (1 - settings.level) / 2;
  return { mean: round3(mean), low: round3(quantile(means, tail)), high: round3(quantile(means, 1 - tail)), n };
}
