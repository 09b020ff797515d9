/**
 * Calibrates every dimension of a suite (calibrate.ts). A dimension only
 * some tasks have is calibrated over those tasks, and only when at least
 * MIN_SUITE of them have it; otherwise it stays null with a note, because
 * quantiles of a handful of values rank nothing.
 */
import { calibrateAll, MIN_SUITE } from './calibrate';
import { Difficulty, DIMENSIONS } from './taskDifficulty';

export interface SuiteCalibration {
  calibrated: Difficulty[];
  notes: string[];
}

export function calibrateSuite(raw: Difficulty[], minValues = MIN_SUITE): SuiteCalibration {
  const calibrated: Difficulty[] = raw.map(() => Object.fromEntries(DIMENSIONS.map((d) => [d, null])) as Difficulty);
  const notes: string[] = [];
  for (const d of DIMENSIONS) {
    const values = raw.map((r) => r[d]);
    const n = values.filter((v) => v !== null).length;
    if (!n) continue;
    if (n < minValues) {
      notes.push(`${d}: only ${n} task${n === 1 ? ' has' : 's have'} a value (at least ${minValues} needed); not calibrated`);
      continue;
    }
    calibrateAll(values).forEach((v, i) => (calibrated[i][d] = v));
  }
  return { calibrated, notes };
}

/** Mean of the calibrated dimensions a task has (null with none). */
export function overallDifficulty(c: Difficulty): number | null {
  const xs = DIMENSIONS.map((d) => c[d]).filter((v): v is number => v !== null);
  return xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : null;
}
