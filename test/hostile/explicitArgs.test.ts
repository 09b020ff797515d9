/**
 * Issue 25 item 9, the file parts: explicit file arguments that are FIFOs,
 * devices or huge; `--` before a file whose name starts with '-'; `lint` of
 * a folder with nothing to check. Child processes under a time limit, since
 * on the unfixed code a FIFO argument blocks for ever.
 */
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { main } from '../../server/src/hosts/cli/main';
import { captureIO } from '../helpers/captureIO';
import { describeRun, mkfifo, put, runCli, scratch } from './helpers';

const JUDGE_FILE = JSON.stringify({ 'Task Progress': { evidence: 'done', score: 7 }, 'Action Control': { evidence: 'ok', score: 6 } });

describe('explicit file arguments', { timeout: 300_000 }, () => {
  let dir: string;
  before(() => {
    dir = scratch('args');
    mkfifo(path.join(dir, 'fifo.json'));
    fs.symlinkSync('/dev/zero', path.join(dir, 'zero.json'));
    put(dir, 'agent/craft_ladder episode_1.json', JUDGE_FILE);
    put(dir, 'criteria.txt', 'criteria\n');
    put(dir, 'video.mp4', 'not really a video');
  });
  after(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('scores, rank, agreement, judge and compare refuse a FIFO or /dev/zero argument at once with exit 2', async () => {
    const base = ['--base-url', 'http://127.0.0.1:9/v1'];
    const cases: string[][] = [];
    for (const odd of ['fifo.json', 'zero.json']) {
      cases.push(
        ['scores', odd],
        ['rank', odd],
        ['agreement', odd, 'agent'],
        ['agreement', 'agent', odd],
        ['judge', odd, '--criteria', 'criteria.txt', ...base],
        ['judge', 'video.mp4', '--criteria', odd, ...base],
        ['compare', odd, 'video.mp4', '--criteria', 'criteria.txt', ...base],
        ['compare', 'video.mp4', 'video.mp4', '--criteria', odd, ...base],
      );
    }
    for (const args of cases) {
      const r = await runCli(args, { cwd: dir, timeoutMs: 8000, heapMb: 256 });
      const what = `mcu-task ${args.join(' ')}: ${describeRun(r)}`;
      assert.equal(r.timedOut, false, what);
      assert.equal(r.code, 2, what);
      assert.match(r.stderr, /(FIFO|character device), not a regular file/, what);
    }
  });

  it('scores refuses a 1.5 GB judge file by its size without reading it', async () => {
    const big = path.join(dir, 'big', 'craft_ladder episode_1.json');
    fs.mkdirSync(path.dirname(big));
    fs.writeFileSync(big, '{"Task Progress": {"score": 7}, "pad": "');
    fs.truncateSync(big, 1.5 * 1024 ** 3); // sparse: no disk used
    const r = await runCli(['scores', '--format', 'json', 'big'], { cwd: dir, timeoutMs: 15_000, heapMb: 256 });
    assert.equal(r.timedOut, false, describeRun(r));
    assert.equal(r.code, 1, describeRun(r));
    assert.match(JSON.parse(r.stdout).errors[0].message, /over the \d+ MB limit/);
    assert.ok(r.ms < 10_000, describeRun(r));
  });
});

describe('`--` ends the options of every subcommand', () => {
  it('a file named -rf.json after `--` is a file, not an option', async () => {
    const dir = scratch('dashdash');
    try {
      put(dir, '-rf.json', JUDGE_FILE);
      put(dir, '-rf.yaml', 'custom_init_commands: []\ntext: a task named like an option\n');
      const io = () => captureIO(dir);
      for (const args of [['scores', '--', '-rf.json'], ['rank', '--', '-rf.json'], ['agreement', '--', '-rf.json', '-rf.json']]) {
        const c = io();
        const code = await main(args, c);
        assert.doesNotMatch(c.err, /unknown option/, args.join(' '));
        assert.notEqual(code, 2, `${args.join(' ')}: ${c.err}`);
      }
      for (const args of [['lint', '--', '-rf.yaml'], ['insight', '--no-video', '--', '-rf.yaml']]) {
        const c = io();
        assert.equal(await main(args, c), 0, `${args.join(' ')}: ${c.err}`);
      }
      // These stop before doing any work (no model, no server); the file name must reach them as a file.
      const refusals: [string[], RegExp][] = [
        [['judge', '--criteria', 'c.txt', '--base-url', 'http://127.0.0.1:9/v1', '--', '-rf.mp4'], /criteria|-rf\.mp4/],
        [['compare', '--criteria', 'c.txt', '--base-url', 'http://127.0.0.1:9/v1', '--', '-rf.mp4', '-rg.mp4'], /criteria|-rf\.mp4/],
        [['criteria', '--', '-missing.yaml'], /-missing\.yaml/],
        [['verify', '--', '-missing.yaml'], /-missing\.yaml/],
        [['scene', '--', '-missing.yaml'], /-missing\.yaml/],
        [['suite', '--size', '1', '--', '-missing'], /the 0 tasks found/],
      ];
      for (const [args, mentions] of refusals) {
        const c = io();
        await main(args, c);
        assert.doesNotMatch(c.err, /unknown option/, args.join(' '));
        assert.match(c.err + c.out, mentions, `${args.join(' ')}: ${c.err}`);
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('lint of a folder with nothing to check', () => {
  it('says so and exits 2, so a CI gate does not pass on 0 files', async () => {
    const dir = scratch('empty');
    try {
      fs.mkdirSync(path.join(dir, 'tasks'));
      put(dir, 'tasks/README.md', 'no tasks here\n');
      const c = captureIO(dir);
      const code = await main(['lint', 'tasks'], c);
      assert.equal(code, 2, c.err);
      assert.match(c.err, /no task files? (found|to check)/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
