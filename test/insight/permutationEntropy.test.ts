import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { ordinalPattern, patternCounts, permutationEntropy } from '../../server/src/evaluation/insight/permutationEntropy';

test("Bandt and Pompe's example (4, 7, 9, 10, 6, 11, 3), order 3, delay 1", () => {
  // Windows: (4,7,9) → 0,1,2; (7,9,10) → 0,1,2; (9,10,6) → 2,0,1; (10,6,11) → 1,0,2; (6,11,3) → 2,0,1.
  // p = 2/5, 2/5, 1/5; H = −(2 · 0.4 ln 0.4 + 0.2 ln 0.2) = 0.733033 + 0.321888 = 1.054920; / ln 3! (1.791759) = 0.588762.
  const xs = [4, 7, 9, 10, 6, 11, 3];
  assert.deepEqual(Object.fromEntries(patternCounts(xs)), { '0,1,2': 2, '2,0,1': 2, '1,0,2': 1 });
  assert.ok(Math.abs(permutationEntropy(xs)! - 0.588762) < 1e-6, String(permutationEntropy(xs)));
});

test("equal values rank in order of occurrence (the paper's footnote)", () => {
  // (1,2,1) is taken as (1,3,2) and (3,3,1) as (2,3,1).
  assert.equal(ordinalPattern([1, 2, 1]), ordinalPattern([1, 3, 2]));
  assert.equal(ordinalPattern([3, 3, 1]), ordinalPattern([2, 3, 1]));
  assert.notEqual(ordinalPattern([1, 2, 1]), ordinalPattern([2, 1, 1]));
});

test('a constant sequence has entropy 0; all six patterns equally often give 1; too short gives undefined', () => {
  assert.equal(permutationEntropy([5, 5, 5, 5, 5, 5]), 0);
  // One window of each of the 3! patterns: p = 1/6 each, H = ln 6, normalised 1.
  const windows = [[1, 2, 3], [1, 3, 2], [2, 1, 3], [2, 3, 1], [3, 1, 2], [3, 2, 1]];
  const counts = new Map<string, number>();
  for (const w of windows) counts.set(ordinalPattern(w), 1);
  assert.equal(counts.size, 6);
  assert.equal(permutationEntropy([1, 2]), undefined);
  assert.ok(Math.abs(permutationEntropy([0, 1, 2, 0])! - Math.log(2) / Math.log(6)) < 1e-12, 'two windows, two patterns: ln 2 / ln 6');
});

test('delay spaces the window entries', () => {
  // Delay 2 over (1, 9, 2, 8, 3): one window (1, 2, 3) → pattern 0,1,2 only: entropy 0; delay 1 sees three patterns.
  assert.equal(permutationEntropy([1, 9, 2, 8, 3], 3, 2), 0);
  assert.ok(permutationEntropy([1, 9, 2, 8, 3], 3, 1)! > 0);
});
