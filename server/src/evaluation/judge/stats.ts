/** Correlations the MCU paper reports between judge and human ratings. */

/** Pearson's r; undefined when either side has no variance or fewer than 2 values. */
export function pearson(x: number[], y: number[]): number | undefined {
  const n = Math.min(x.length, y.length);
  if (n < 2) return undefined;
  const mx = x.slice(0, n).reduce((a, b) => a + b, 0) / n;
  const my = y.slice(0, n).reduce((a, b) => a + b, 0) / n;
  let sxy = 0;
  let sx = 0;
  let sy = 0;
  for (let i = 0; i < n; i++) {
    sxy += (x[i] - mx) * (y[i] - my);
    sx += (x[i] - mx) ** 2;
    sy += (y[i] - my) ** 2;
  }
  return sx && sy ? sxy / Math.sqrt(sx * sy) : undefined;
}

/**
 * Kendall's τ-b, which corrects for ties (ratings on a 0–10 scale tie often):
 * (concordant − discordant) / √((n0 − ties in x)(n0 − ties in y)).
 */
export function kendallTauB(x: number[], y: number[]): number | undefined {
  const n = Math.min(x.length, y.length);
  let c = 0;
  let d = 0;
  let onlyX = 0;
  let onlyY = 0;
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const a = Math.sign(x[i] - x[j]);
      const b = Math.sign(y[i] - y[j]);
      if (a === 0 && b === 0) continue;
      if (a === 0) onlyX++;
      else if (b === 0) onlyY++;
      else if (a === b) c++;
      else d++;
    }
  }
  const denom = Math.sqrt((c + d + onlyX) * (c + d + onlyY));
  return denom ? (c - d) / denom : undefined;
}

/** Two-sided p-value of Pearson's r over n pairs (Student's t with n − 2 degrees of freedom). */
export function pearsonPValue(r: number, n: number): number | undefined {
  const df = n - 2;
  if (df < 1 || !Number.isFinite(r)) return undefined;
  if (Math.abs(r) >= 1) return 0;
  const t2 = (r * r * df) / (1 - r * r);
  return regularizedBeta(df / (df + t2), df / 2, 0.5);
}

/**
 * Two-sided p-value of Kendall's τ-b by the normal approximation with the
 * tie-corrected variance of S = concordant − discordant (as scipy's
 * "asymptotic" method): rough for a handful of videos, fine for the paper's hundreds.
 */
export function kendallPValue(x: number[], y: number[]): number | undefined {
  const n = Math.min(x.length, y.length);
  if (n < 3) return undefined;
  let s = 0;
  for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) s += Math.sign(x[i] - x[j]) * Math.sign(y[i] - y[j]);
  const ties = (v: number[]) => [...countValues(v.slice(0, n)).values()].filter((t) => t > 1);
  const tx = ties(x);
  const ty = ties(y);
  const sum = (ts: number[], f: (t: number) => number) => ts.reduce((a, t) => a + f(t), 0);
  const v0 = n * (n - 1) * (2 * n + 5);
  const vt = sum(tx, (t) => t * (t - 1) * (2 * t + 5));
  const vu = sum(ty, (t) => t * (t - 1) * (2 * t + 5));
  const v1 = (sum(tx, (t) => t * (t - 1)) * sum(ty, (t) => t * (t - 1))) / (2 * n * (n - 1));
  const v2 = (sum(tx, (t) => t * (t - 1) * (t - 2)) * sum(ty, (t) => t * (t - 1) * (t - 2))) / (9 * n * (n - 1) * (n - 2));
  const variance = (v0 - vt - vu) / 18 + v1 + v2;
  if (variance <= 0) return undefined;
  const z = Math.abs(s) / Math.sqrt(variance);
  return Math.min(1, 2 * (1 - normalCdf(z)));
}

function countValues(v: number[]): Map<number, number> {
  const m = new Map<number, number>();
  for (const x of v) m.set(x, (m.get(x) ?? 0) + 1);
  return m;
}

/** Φ(z) from erf (Abramowitz & Stegun 7.1.26, error below 1.5e-7). */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const erf = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-x * x);
  return z >= 0 ? 0.5 * (1 + erf) : 0.5 * (1 - erf);
}

/** I_x(a, b), the regularized incomplete beta function, by Lentz's continued fraction. */
export function regularizedBeta(x: number, a: number, b: number): number {
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  const lnFront = logGamma(a + b) - logGamma(a) - logGamma(b) + a * Math.log(x) + b * Math.log(1 - x);
  // The fraction converges fast for x < (a + 1) / (a + b + 2); otherwise use the symmetry.
  if (x > (a + 1) / (a + b + 2)) return 1 - regularizedBeta(1 - x, b, a);
  const tiny = 1e-300;
  let c = 1;
  let d = 1 - ((a + b) * x) / (a + 1);
  if (Math.abs(d) < tiny) d = tiny;
  d = 1 / d;
  let f = d;
  for (let m = 1; m <= 300; m++) {
    const m2 = 2 * m;
    let num = (m * (b - m) * x) / ((a + m2 - 1) * (a + m2));
    d = 1 + num * d;
    d = Math.abs(d) < tiny ? 1 / tiny : 1 / d;
    c = 1 + num / c;
    if (Math.abs(c) < tiny) c = tiny;
    f *= d * c;
    num = (-(a + m) * (a + b + m) * x) / ((a + m2) * (a + m2 + 1));
    d = 1 + num * d;
    d = Math.abs(d) < tiny ? 1 / tiny : 1 / d;
    c = 1 + num / c;
    if (Math.abs(c) < tiny) c = tiny;
    const delta = d * c;
    f *= delta;
    if (Math.abs(delta - 1) < 1e-12) break;
  }
  return (Math.exp(lnFront) * f) / a;
}

/** ln Γ(x), Lanczos approximation (g = 7). */
function logGamma(x: number): number {
  const g = 7;
  const c = [0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7];
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  x -= 1;
  let a = c[0];
  const t = x + g + 0.5;
  for (let i = 1; i < g + 2; i++) a += c[i] / (x + i);
  return 0.5 * Math.log(2 * Math.PI) + (x + 0.5) * Math.log(t) - t + Math.log(a);
}
