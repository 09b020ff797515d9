/**
 * Issue 44, defect 1: a judge file whose text is "Task Progress" and a long
 * run of spaces stalled `scores` for minutes (the section-heading pattern of
 * the raw-text reader backtracked). The readers now take such text in linear
 * time, and `scores` counts the file and moves on.
 */
import assert from 'node:assert/strict';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { test } from 'node:test';
import { main } from '../../server/src/hosts/cli/main';
import { parseJudgeText } from '../../server/src/evaluation/judge/readers';
import { readRawText } from '../../server/src/evaluation/judge/rawText';
import { parseJudgeReply } from '../../server/src/evaluation/judge/parseReply';
import { describeGrowth, growth } from '../fuzz/growth';
import { captureIO } from './helpers';

const MAX_RATIO = 30;
const FLOOR_MS = 100;

test('scores reads a 20,000-space "Task Progress" judge file in well under a second', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mcu-hostile-judge-'));
  const agent = path.join(dir, 'vlm_rating_res', 'agentX_res');
  fs.mkdirSync(agent, { recursive: true });
  fs.writeFileSync(path.join(agent, 'craft episode_1.json'), JSON.stringify('Task Progress' + ' '.repeat(20_000) + 'x'));
  fs.writeFileSync(path.join(agent, 'craft episode_2.json'), JSON.stringify({ 'Task Progress': 6, 'Action Control': 4 }));
  const io = captureIO(dir);
  const t0 = performance.now();
  const code = await main(['scores', 'vlm_rating_res'], io);
  const ms = performance.now() - t0;
  assert.ok(ms < 2000, `scores took ${ms.toFixed(0)} ms`);
  assert.equal(code, 0, io.err);
  assert.match(io.out, /agentX/);
  fs.rmSync(dir, { recursive: true, force: true });
});

test('the raw-text reader still reads sections, score lines and the overall list', () => {
  const text = [
    '## **Task Progress:**',
    '- the agent placed 3 layers of dirt',
    '**Score**: 6',
    '',
    '> 2. Action Control',
    'Rating = 4',
    '',
    'Overall Scores:',
    '- **Task Progress**: 7',
    '• Error Recognition & Correction – N/A',
  ].join('\n');
  const r = readRawText(text);
  assert.deepEqual(r.values, { 'Task Progress': '7', 'Action Control': '4', 'Error Recognition and Correction': 'N/A' });
  assert.equal(r.evidence['Task Progress'], 'the agent placed 3 layers of dirt');
  // Without an overall list, one-line "- Dim: N" anywhere counts.
  assert.deepEqual(readRawText('- Creative Attempts: 5\nTask Progress\nScore: 2').values, { 'Creative Attempts': '5', 'Task Progress': '2' });
});

/** Long runs of each reader's own delimiters, where a backtracking pattern goes quadratic or worse. */
const RUNS: Array<[string, (n: number) => string]> = [
  ['spaces after a heading', (n) => 'Task Progress' + ' '.repeat(n) + 'x'],
  ['stars after a heading', (n) => 'Task Progress' + '*'.repeat(n) + 'x'],
  ['stars before a heading', (n) => '*'.repeat(n) + 'x'],
  ['spaces after "Score"', (n) => 'Task Progress\nScore' + ' '.repeat(n) + 'x'],
  ['spaces after "Score:"', (n) => 'Task Progress\nScore:' + ' '.repeat(n) + 'x\n'],
  ['digits', (n) => 'Task Progress: ' + '7'.repeat(n)],
  ['digits with a trailing space run', (n) => 'Task Progress\n' + '1'.repeat(n) + ' '.repeat(n) + '/'],
  ['newlines', (n) => 'Task Progress\n' + '\n'.repeat(n) + 'x'],
  ['an open fence and spaces', (n) => '```json' + ' '.repeat(n)],
  ['colons and dashes', (n) => 'Task Progress' + ':- '.repeat(n) + 'x'],
];

for (const [what, build] of RUNS) {
  test(`judge readers are linear in ${what}`, (t) => {
    const run = (text: string) => {
      readRawText(text);
      parseJudgeReply(text);
      parseJudgeText(JSON.stringify(text), '/j/agent_res/task episode_1.json');
    };
    const g = growth(build, run, 5_000);
    t.diagnostic(describeGrowth(what, 5_000, g));
    // Below FLOOR_MS the ratio is timer and JIT noise: quadratic work on 50,000 characters takes seconds.
    assert.ok(g.largeMs < 2000 && (g.ratio < MAX_RATIO || g.largeMs < FLOOR_MS), describeGrowth(what, 5_000, g));
  });
}
