import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { calibrated, calibrateAll, fiveQuantiles } from '../../server/src/evaluation/insight/calibrate';
import { calibrateSuite } from '../../server/src/evaluation/insight/suiteCalibration';

test('quantiles and the calibration formula, by hand', () => {
  // 0, 10, …, 100 (11 values): Qj sits at position 2j → 0, 20, 40, 60, 80, 100.
  const values = Array.from({ length: 11 }, (_, i) => i * 10);
  const q = fiveQuantiles(values);
  assert.deepEqual(q, [0, 20, 40, 60, 80, 100]);
  // 30 ∈ [20, 40): 1 + (30 − 20) / (40 − 20) = 1.5; 85 ∈ [80, 100): 4 + 5/20 = 4.25; 100 = Q5 → 5; 0 → 0.
  assert.equal(calibrated(30, q), 1.5);
  assert.equal(calibrated(85, q), 4.25);
  assert.equal(calibrated(100, q), 5);
  assert.equal(calibrated(0, q), 0);
});

test('repeated quantiles: the formula skips empty intervals', () => {
  // Sorted 1,1,1,1,1,1,2,3,4,10: Q1 at 1.8 → 1; Q2 at 3.6 → 1; Q3 at 5.4 → 1 + 0.4 × (2 − 1) = 1.4;
  // Q4 at 7.2 → 3 + 0.2 × (4 − 3) = 3.2; Q5 = 10. A score of 1 lies in [Q2, Q3) = [1, 1.4): 2 + 0 = 2.
  const values = [1, 1, 1, 1, 1, 1, 2, 3, 4, 10];
  const q = fiveQuantiles(values);
  assert.deepEqual(q.map((x) => Math.round(x * 1e9) / 1e9), [1, 1, 1, 1.4, 3.2, 10]);
  assert.equal(calibrated(1, q), 2);
  // 2 ∈ [1.4, 3.2): 3 + 0.6 / 1.8 = 3.3333
  assert.ok(Math.abs(calibrated(2, q) - (3 + 0.6 / 1.8)) < 1e-12);
  const all = calibrateAll(values) as number[];
  for (let i = 1; i < values.length; i++) assert.ok(all[i] >= all[i - 1], 'order kept');
  assert.ok(all.every((v) => v >= 0 && v <= 5));
});

test('nulls stay null; a dimension with fewer than 30 values is left uncalibrated with a note', () => {
  assert.deepEqual(calibrateAll([null, 3, null]), [null, 5, null]);
  const raw = Array.from({ length: 31 }, (_, i) => ({
    time_consumption: i, operational_effort: null, planning_complexity: 31 - i, intricacy: i < 5 ? i : null, creativity: null, novelty: null,
  }));
  const c = calibrateSuite(raw);
  assert.equal(c.calibrated[0].time_consumption, 0);
  assert.equal(c.calibrated[30].time_consumption, 5);
  assert.equal(c.calibrated[0].planning_complexity, 5);
  assert.equal(c.calibrated[0].intricacy, null);
  assert.match(c.notes.join('\n'), /intricacy: only 5 tasks have a value/);
});
