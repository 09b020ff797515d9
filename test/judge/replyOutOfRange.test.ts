/**
 * Issue 44, defect 10: scores of 11/10, -5, 1e308 and NaN in a judge reply
 * were dropped without a word (or misread: "-5" as 5, "1e308" as 1), and the
 * rollout's overall score came from what was left. They are now kept as
 * invalid on the rollout, and a partial rollout gets no overall score. A reply
 * of 200 KB of digits took 31 s; number parsing is linear.
 */
import assert from 'node:assert/strict';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { test } from 'node:test';
import { parseJudgeReply } from '../../server/src/evaluation/judge/parseReply';
import { parseJudgeValue } from '../../server/src/evaluation/judge/readers';
import { joinJudgeScores } from '../../server/src/evaluation/report/judgeScores';
import { checkOurFormat, OUR_FORMAT_ID } from '../../server/src/evaluation/judge/ourFormat';
import type { TaskRow } from '../../server/src/evaluation/report/model';
import { main } from '../../server/src/hosts/cli/main';
import { captureIO } from './helpers';

test('out-of-range scores in a JSON reply are reported, not dropped', () => {
  const r = parseJudgeReply(JSON.stringify({
    'Task Progress': { evidence: 'done', score: '11/10' },
    'Action Control': { evidence: 'x', score: -5 },
    'Error Recognition and Correction': 1e308,
    'Creative Attempts': 'NaN',
    'Task Completion Efficiency': 7.5,
    'Material Selection and Usage': 'N/A',
  }));
  assert.deepEqual(r.scores, { 'Task Completion Efficiency': 7.5 });
  assert.deepEqual(r.invalid, { 'Task Progress': '11/10', 'Action Control': '-5', 'Error Recognition and Correction': '1e+308', 'Creative Attempts': 'NaN' });
});

test('out-of-range scores in a prose reply are reported, and "-5" is not read as 5 nor "1e308" as 1', () => {
  const r = parseJudgeReply([
    '**Task Progress**: built the house. Score: 11/10',
    '**Action Control**: -5',
    '**Error Recognition & Correction**: Score: 1e308',
    '**Creative Attempts**: NaN',
    '**Task Completion Efficiency**: fast, 7/10',
  ].join('\n'));
  assert.deepEqual(r.scores, { 'Task Completion Efficiency': 7 });
  assert.deepEqual(Object.keys(r.invalid).sort(), ['Action Control', 'Creative Attempts', 'Error Recognition and Correction', 'Task Progress']);
  assert.equal(r.invalid['Task Progress'], '11/10');
});

test('valid replies read as before', () => {
  assert.deepEqual(parseJudgeReply('{"task_progress": "7", "Action Control": 6}').scores, { 'Task Progress': 7, 'Action Control': 6 });
  const prose = parseJudgeReply('1. Task Progress - mostly done, 7/10\n2. Error Recognition & Correction: rating: 4');
  assert.deepEqual(prose.scores, { 'Task Progress': 7, 'Error Recognition and Correction': 4 });
  assert.deepEqual(prose.invalid, {});
  assert.deepEqual(parseJudgeReply('I cannot see anything.').scores, {});
});

test('a partial rollout is read with its invalid scores and gets no overall score in the report', () => {
  const result = {
    format: OUR_FORMAT_ID, version: 1, task: 'craft ladder', agent: 'steve',
    scores: { 'Task Progress': 8, 'Action Control': 2 },
    invalidScores: { 'Creative Attempts': '11/10' },
    warnings: ['the judge gave no score from 0 to 10 for Creative Attempts ("11/10"): this rollout is partial'],
  };
  assert.equal(checkOurFormat(result), undefined, 'the schema takes invalidScores');
  const partial = parseJudgeValue(result, '/r/steve/a.json').records[0];
  assert.deepEqual(partial.invalidScores, { 'Creative Attempts': '11/10' });
  const whole = parseJudgeValue({ ...result, invalidScores: undefined, scores: { 'Task Progress': 4, 'Action Control': 4 } }, '/r/steve/b.json').records[0];
  const row = { task: 'craft_ladder', judge: {} } as unknown as TaskRow;
  const joined = joinJudgeScores([row], [partial, whole]);
  // The whole rollout's overall (4) alone: the partial one's 5 (from 8 and 2) is not computed from the rest.
  assert.equal(joined.scores[0].overall, 4);
  assert.equal(row.judge.steve, 4);
});

test('a reply of 200 KB of digits is parsed in linear time', () => {
  const digits = (n: number) => 'Task Progress\n' + '7'.repeat(n);
  const t0 = performance.now();
  const r = parseJudgeReply(digits(200_000));
  const ms = performance.now() - t0;
  assert.ok(ms < 1000, `${ms.toFixed(0)} ms`);
  assert.ok(r.invalid['Task Progress'], 'a 200,000-digit score is no score');
});

test('scores names a partial rollout as a warning', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mcu-partial-'));
  fs.mkdirSync(path.join(dir, 'steve'));
  fs.writeFileSync(path.join(dir, 'steve', 'a.json'), JSON.stringify({ format: OUR_FORMAT_ID, version: 1, task: 't', scores: { 'Task Progress': 8 }, invalidScores: { 'Action Control': '-5' } }));
  const io = captureIO(dir);
  assert.equal(await main(['scores', 'steve'], io), 0, io.err);
  assert.match(io.err, /steve\/a\.json: warning: partial rollout, no score from 0 to 10 for Action Control "-5"/);
  fs.rmSync(dir, { recursive: true, force: true });
});
