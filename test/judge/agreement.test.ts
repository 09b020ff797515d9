import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as path from 'path';
import { kendallPValue, kendallTauB, normalCdf, pearson, pearsonPValue, regularizedBeta } from '../../server/src/evaluation/judge/stats';
import { compareRatings } from '../../server/src/evaluation/judge/agreement';
import { readJudgePaths } from '../../server/src/evaluation/judge/readers';
import { main } from '../../server/src/hosts/cli/main';
import { captureIO, EXPECTED, JUDGE_FIXTURES } from './helpers';

const X = EXPECTED.agreement;
const AG = path.join(JUDGE_FIXTURES, 'agreement');

test('Pearson and Kendall τ-b against hand-computed values', () => {
  // x = 1..4, y = 2x: perfect; reversed: -1.
  assert.equal(pearson([1, 2, 3, 4], [2, 4, 6, 8]), 1);
  assert.equal(kendallTauB([1, 2, 3, 4], [4, 3, 2, 1]), -1);
  // One tie in y among 6 pairs: 5 concordant / √(6·5).
  assert.equal(kendallTauB([2, 5, 7, 9], [1, 6, 6, 10])!.toFixed(4), (5 / Math.sqrt(30)).toFixed(4));
  assert.equal(pearson([1, 1, 1], [1, 2, 3]), undefined, 'no variance: undefined, not NaN');
});

test('p-values: Student t through the incomplete beta, and the normal tail', () => {
  // df = 2 has a closed form: p = 1 - |t| / sqrt(t² + 2); r = 0.5, n = 12 gives t = 1.8257, p ≈ 0.0979 (t tables).
  const t = 0.9 * Math.sqrt(2 / (1 - 0.81));
  assert.ok(Math.abs(pearsonPValue(0.9, 4)! - (1 - t / Math.sqrt(t * t + 2))) < 1e-9);
  assert.ok(Math.abs(pearsonPValue(0.5, 12)! - 0.0979) < 1e-3);
  assert.ok(Math.abs(regularizedBeta(0.5, 2, 2) - 0.5) < 1e-12, 'symmetric beta at its middle');
  assert.ok(Math.abs(normalCdf(1.959964) - 0.975) < 1e-6);
  assert.equal(kendallPValue([1, 2], [1, 2]), undefined, 'too few videos');
});

test('judge against human fixtures: matched videos, winner accuracy, Pearson and Kendall per dimension', () => {
  const a = readJudgePaths([path.join(AG, 'judge')]).records;
  const b = readJudgePaths([path.join(AG, 'human')]).records;
  const r = compareRatings(a, b);
  assert.equal(r.matched, X.matched);
  assert.equal(r.onlyA.length, X.unmatched);
  assert.equal(r.matchedOnAgent, false, 'gpt4o and human are different folders: matched by task and episode');
  for (const d of ['Task Progress', 'Action Control']) {
    const row = r.dimensions.find((x) => x.dimension === d)!;
    assert.deepEqual({ n: row.n, pairs: row.pairs, accuracy: row.accuracy, pearson: row.pearson, kendall: row.kendall }, X[d], d);
    assert.deepEqual({ pearsonP: row.pearsonP, kendallP: row.kendallP }, X.pValues[d], d);
  }
  // "N/A" in the human ratings is missing: no Creative Attempts row at all.
  assert.equal(r.dimensions.some((x) => x.dimension === 'Creative Attempts'), false);
});

test('mcu-task agreement prints the table and JSON', async () => {
  const o = captureIO(AG);
  assert.equal(await main(['agreement', 'judge', 'human'], o), 0, o.err);
  assert.match(o.out, /^4 videos rated by both; 1 only in A, 0 only in B/);
  assert.match(o.out, /Task Progress\s+4\s+5\s+1\.00\s+0\.96\s+0\.038\s+0\.91\s+0\.071/);
  assert.match(o.out, /Action Control\s+4\s+5\s+0\.80\s+0\.89\s+0\.111\s+0\.80\s+0\.126/);
  const j = captureIO(AG);
  await main(['agreement', '--format', 'json', 'judge', 'human'], j);
  assert.equal(JSON.parse(j.out).dimensions[0].pearson, X['Task Progress'].pearson);
  assert.equal(await main(['agreement', 'judge'], captureIO(AG)), 2);
});
