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
