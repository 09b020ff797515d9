/**
 * Issue 44, defect 4: one saved report with `run.toolVersion: {"toString": 1}`
 * (or `run.worldRequest`) ended `mcu-task report` with "Cannot convert object
 * to primitive value", exit 2, no page. Now that file is one line among the
 * files not read, in the page, the CLI and the preview; the other task keeps
 * its verdict.
 */
import assert from 'node:assert/strict';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { test } from 'node:test';
import { main } from '../../server/src/hosts/cli/main';
import { gatherReport } from '../../server/src/evaluation/report/gather';
import { buildTaskModel } from '../../server/src/evaluation/preview/buildModel';
import { readRolloutReward } from '../../server/src/evaluation/judge/agentbeatsReport';
import { captureIO } from '../helpers/captureIO';

const TASK = 'custom_init_commands: []\ntext: mine a log\n';
const GOOD = { verified: true, reward: 1, maxReward: 1, run: { toolVersion: '0.1.0', worldRequest: 'auto' } };

function suite(bad: unknown): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mcu-damaged-report-'));
  fs.writeFileSync(path.join(dir, 'a.yaml'), TASK);
  fs.writeFileSync(path.join(dir, 'b.yaml'), TASK);
  fs.writeFileSync(path.join(dir, 'a.verify.json'), JSON.stringify(bad));
  fs.writeFileSync(path.join(dir, 'b.verify.json'), JSON.stringify(GOOD));
  return dir;
}

const HOSTILE: Array<[string, unknown]> = [
  ['run.toolVersion', { verified: true, reward: 1, maxReward: 1, run: { toolVersion: { toString: 1 } } }],
  ['run.worldRequest', { verified: true, reward: 1, maxReward: 1, run: { worldRequest: { toString: 1 } } }],
  ['verdictReason', { verified: false, reward: 0, maxReward: 1, verdictReason: { toString: 1 } }],
  ['run', { verified: true, reward: 1, maxReward: 1, run: [1, 2] }],
];

for (const [field, bad] of HOSTILE) {
  test(`report: a saved report with a hostile ${field} is one line, and the run goes on`, async () => {
    const dir = suite(bad);
    const report = await gatherReport({ inputs: ['.'], base: dir });
    assert.equal(report.tasks.length, 2);
    const problems = report.problems.filter((p) => p.startsWith('a.verify.json'));
    assert.equal(problems.length, 1, report.problems.join('\n'));
    assert.match(problems[0], new RegExp(field.replace('.', '\\.')));
    assert.equal(report.tasks.find((t) => t.task === 'b')?.verdict?.cell, 'yes', 'the good report still counts');
    assert.equal(report.tasks.find((t) => t.task === 'a')?.verdict, undefined);

    const io = captureIO(dir);
    const code = await main(['report', '.', '--out', 'page.html'], io);
    assert.equal(code, 1, 'files not read make exit 1, not a failed run (2)');
    assert.match(io.err, /not read: a\.verify\.json: /);
    assert.ok(fs.existsSync(path.join(dir, 'page.html')), io.err);
    assert.match(fs.readFileSync(path.join(dir, 'page.html'), 'utf8'), /1 file not read/);
    fs.rmSync(dir, { recursive: true, force: true });
  });
}

test('preview: a damaged report is one error line, and timeline events and goal outcomes that are objects do not throw', async () => {
  const dir = suite({ verified: true, reward: 1, maxReward: 1, run: { toolVersion: { toString: 1 } } });
  const model = await buildTaskModel({ task: 'a', videoFiles: [], judgeFiles: [], verifyFile: path.join(dir, 'a.verify.json') });
  assert.equal(model.errors.length, 1);
  assert.match(model.errors[0].message, /could not read: .*run\.toolVersion/);
  assert.equal(model.verification, undefined);

  fs.writeFileSync(path.join(dir, 'a.verify.json'), JSON.stringify({
    verified: false, reward: 0, maxReward: 1,
    goals: [{ text: 'mine a log', outcome: { toString: 1 } }],
    timeline: [{ time: 5, event: { toString: 1 }, object: 'log' }],
    entries: [{ identity: 'log', earned: { toString: 1 } }],
  }));
  const again = await buildTaskModel({ task: 'a', videoFiles: [], judgeFiles: [], verifyFile: path.join(dir, 'a.verify.json') });
  assert.deepEqual(again.errors, []);
  assert.equal(again.verification?.goals[0].outcome, '');
  assert.equal(again.timeline?.events[0].event, '');
  assert.deepEqual(readRolloutReward(path.join(dir, 'a.verify.json')), { earned: Object.assign(Object.create(null), { log: 0 }) });
  fs.rmSync(dir, { recursive: true, force: true });
});
