/**
 * Shard results merge into the report of one run (issue 34): the saved
 * reports two `verify --shard i/2` runs write into one tree give the same
 * report as one run over the whole folder. Also the comparability rules and
 * the seeded bootstrap.
 */
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import * as fs from 'fs';
import * as path from 'path';
import { gatherReport, ReportCancelled } from '../../server/src/evaluation/report/gather';
import { renderReportHtml } from '../../server/src/evaluation/report/html';
import { comparabilityWarnings } from '../../server/src/evaluation/report/comparability';
import { bootstrapMean, BOOTSTRAP } from '../../server/src/evaluation/report/bootstrap';
import type { TaskRow } from '../../server/src/evaluation/report/model';
import type { JudgeRecord } from '../../server/src/evaluation/judge/dimensions';
import { shardKey, takeShard } from '../../server/src/hosts/cli/shard';
import { savedReport, writeSyntheticSuite, WrittenTask } from './syntheticSuite';

const suite = writeSyntheticSuite(140, { withReports: false });
after(() => fs.rmSync(suite.root, { recursive: true, force: true }));

const reported = suite.tasks.filter((t) => t.verdict);
const reportFile = (t: WrittenTask) => t.file.replace(/\.yaml$/, '.verify.json');
const gather = () => gatherReport({ inputs: ['task_configs'], base: suite.root, judge: ['vlm_rating_res'] });

test('two shards writing into one tree give the same report as one run', async () => {
  for (const t of reported) fs.writeFileSync(reportFile(t), JSON.stringify(savedReport(t, { jobs: 2 })));
  const one = await gather();
  const keyOf = (t: WrittenTask) => shardKey(t.file, ['task_configs'], suite.root);
  const first = takeShard(reported, keyOf, { index: 1, count: 2 });
  const second = takeShard(reported, keyOf, { index: 2, count: 2 });
  assert.ok(first.length > 10 && second.length > 10);
  assert.equal(first.length + second.length, reported.length);
  assert.equal(new Set([...first, ...second]).size, reported.length, 'the shards are disjoint and cover the folder');
  for (const t of reported) fs.rmSync(reportFile(t));
  // Each shard's run has its own start time, job count and shard in its manifest.
  for (const t of first) fs.writeFileSync(reportFile(t), JSON.stringify(savedReport(t, { shard: '1/2', startedAt: '2026-11-27T11:00:00.000Z', jobs: 1 })));
  for (const t of second) fs.writeFileSync(reportFile(t), JSON.stringify(savedReport(t, { shard: '2/2', startedAt: '2026-11-27T11:05:00.000Z', jobs: 1 })));
  assert.equal(JSON.parse(fs.readFileSync(reportFile(second[0]), 'utf8')).run.shard, '2/2');
  const merged = await gather();
  assert.deepEqual(merged, one);
  assert.equal(renderReportHtml(merged), renderReportHtml(one));
  assert.equal(merged.notes[0], `140 tasks; ${reported.length} saved verification reports`);
});

test('comparability: runs with another tool version, budget or seed, and judges with another temperature, are warned about', async () => {
  for (const t of reported) fs.writeFileSync(reportFile(t), JSON.stringify(savedReport(t)));
  const [a, b, c] = reported;
  const differ = (t: WrittenTask, run: Record<string, unknown>) => {
    const r = savedReport(t) as { run: Record<string, unknown> };
    fs.writeFileSync(reportFile(t), JSON.stringify({ ...r, run: { ...r.run, ...run } }));
  };
  differ(a, { toolVersion: '0.0.9' });
  differ(b, { timeoutSeconds: 120, seed: 7 });
  const old = savedReport(c) as Record<string, unknown>;
  delete old.run;
  fs.writeFileSync(reportFile(c), JSON.stringify(old));
  const judged = path.join(suite.judgeDir, 'beta_res', `${suite.judged.get('beta')![0]}.json`);
  const j = JSON.parse(fs.readFileSync(judged, 'utf8'));
  fs.writeFileSync(judged, JSON.stringify({ ...j, judge: { ...j.judge, temperature: 0.7 } }));
  const w = (await gather()).warnings;
  const n = reported.length - 1;
  assert.ok(w.includes(`Verification runs differ in tool version: 0.1.0 (${n - 1} tasks), 0.0.9 (1 task)`), w.join('\n'));
  assert.ok(w.includes(`Verification runs differ in agent budget (--timeout, seconds): 60 (${n - 1} tasks), 120 (1 task)`), w.join('\n'));
  assert.ok(w.includes(`Verification runs differ in seed (--seed): not set (${n - 1} tasks), 7 (1 task)`), w.join('\n'));
  assert.ok(w.some((x) => x.startsWith('1 saved verification report carries no run manifest')), w.join('\n'));
  const results = [...suite.judged.values()].reduce((s, l) => s + l.length, 0);
  assert.ok(w.includes(`Judge results differ in temperature: 0 (${results - 1} results), 0.7 (1 result)`), w.join('\n'));
  assert.equal(w.length, 5, w.join('\n'));
});

test('comparability: one task with different reward totals in its verification and an AgentBeats run', async () => {
  const row = { task: 'craft_furnace', file: 'simple/craft_furnace.yaml', verdict: { cell: 'yes', reward: 1, maxReward: 1, reportFile: 'x' } } as unknown as TaskRow;
  const record = { agent: 'steve', task: 'craft furnace', scores: {}, file: 'result.json', format: 'agentbeats', agentbeats: { maxScore: 2, taskProgressNote: '' } } as unknown as JudgeRecord;
  const w = comparabilityWarnings([row], [], [record]);
  assert.deepEqual(w, ['Reward totals differ between runs of the same task in 1 task: craft furnace: 1 (verification of simple/craft_furnace.yaml) vs 2 (AgentBeats run of steve)']);
  assert.deepEqual(comparabilityWarnings([row], [], [{ ...record, agentbeats: { maxScore: 1, taskProgressNote: '' } } as JudgeRecord]), []);
});

test('bootstrap: fixed seed and resamples, an interval around the mean, the same for the same values', async () => {
  assert.deepEqual(BOOTSTRAP, { seed: 34, resamples: 1000, level: 0.95 });
  const values = Array.from({ length: 50 }, (_, i) => (i * 37) % 11);
  const a = bootstrapMean(values, 'steve|overall');
  assert.deepEqual(bootstrapMean(values, 'steve|overall'), a);
  const mean = values.reduce((s, v) => s + v, 0) / values.length;
  assert.equal(a.mean, Math.round(mean * 1000) / 1000);
  assert.ok(a.low < a.mean && a.mean < a.high);
  // The standard error of this mean is about 0.45: a 95% interval is about ±0.9.
  assert.ok(a.high - a.low > 1 && a.high - a.low < 2.5, `${a.low}–${a.high}`);
  assert.deepEqual(bootstrapMean([4, 4, 4], 'x'), { mean: 4, low: 4, high: 4, n: 3 });
  assert.deepEqual(bootstrapMean([7], 'x'), { mean: 7, low: 7, high: 7, n: 1 });
});

test('a cancelled gathering stops between tasks', async () => {
  let asked = 0;
  await assert.rejects(gatherReport({ inputs: ['task_configs'], base: suite.root, cancelled: () => ++asked > 1 }), ReportCancelled);
  assert.equal(asked, 2, 'asked once per turn of the event loop, stopped at the second');
});
