/**
 * Issue 25, item 4: `verify --timeout 1e10` (or `--setup-timeout 1e12`)
 * overflowed the hard-cap timer, which Node turns into 1 ms past 2^31-1 ms:
 * examples/broken/infeasible.yaml became "undecided", exit 0, in 0.2 s.
 * Now such numbers are usage errors (exit 2), and every timer fed by a
 * user's number is a chunked one that cannot overflow.
 */
import assert from 'node:assert/strict';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { describe, it, mock } from 'node:test';
import { run } from '../../server/src/hosts/cli/verify';
import { UsageError } from '../../server/src/hosts/cli/io';
import { verifyIsolated } from '../../server/src/simulation/verify/isolated';
import { runVerifyJob } from '../../client/src/verify/runJob';
import { MAX_TIMER_DELAY_MS, setLongTimeout } from '../../server/src/util/longTimer';
import { captureIO } from '../helpers/captureIO';
import { examplesDir } from '../helpers/paths';
import { assertValidReport, describeReport } from './helpers';

const infeasible = path.join(examplesDir, 'broken', 'infeasible.yaml');
const TASK = 'custom_init_commands:\n  - /give @s minecraft:wooden_shovel 1\ntext: mine a dirt block\nreward_cfg:\n  - {event: mine_block, objects: [dirt], reward: 1, identity: dirt, max_reward_times: 1}\n';

describe('time limits cannot overflow to 1 ms', () => {
  it('verify --timeout 1e10 and --setup-timeout 1e12 are usage errors, not an "undecided" in 0.2 s', async () => {
    for (const args of [['--timeout', '1e10'], ['--setup-timeout', '1e12'], ['--timeout', 'Infinity'], ['--timeout', '3601'], ['--setup-timeout', '601'], ['--timeout', '0'], ['--timeout', 'NaN']]) {
      const io = captureIO(examplesDir);
      await assert.rejects(run([...args, '--format', 'json', infeasible], io), (e: unknown) => {
        assert.ok(e instanceof UsageError, `${args.join(' ')}: ${String(e)}`);
        assert.match(e.message, /must be a number of seconds above 0 and at most (3600 \(1 hour\)|600 \(10 minutes\))/);
        return true;
      }, `${args.join(' ')} was accepted: ${io.out.slice(0, 300)}`);
      assert.equal(io.out, '', 'nothing was verified');
    }
  });

  it('the maxima themselves are accepted (checked without running: a missing file exits 2 after the options were read)', async () => {
    const io = captureIO(examplesDir);
    assert.equal(await run(['--timeout', '3600', '--setup-timeout', '600', 'no-such-task.yaml'], io), 2);
    assert.match(io.err, /not found/);
  });

  it('a hard cap above 2^31-1 ms does not stop the worker at once: the task gets its real verdict', async () => {
    const r = await verifyIsolated(TASK, { timeoutMs: 30_000, capMs: MAX_TIMER_DELAY_MS + 10_000 });
    assertValidReport(r);
    assert.doesNotMatch(r.verdictReason ?? '', /hard cap/, describeReport(r));
    assert.equal(r.verified, true, describeReport(r));
  });

  it('the chunked timer: Node fires an overlong setTimeout after 1 ms, setLongTimeout waits', async () => {
    const warn = process.emitWarning;
    process.emitWarning = () => undefined; // Node's TimeoutOverflowWarning for the control below
    try {
      let plain = false;
      let chunked = false;
      const p = setTimeout(() => { plain = true; }, MAX_TIMER_DELAY_MS + 1);
      const c = setLongTimeout(() => { chunked = true; }, MAX_TIMER_DELAY_MS + 1);
      await new Promise((r) => setTimeout(r, 100));
      clearTimeout(p);
      c.clear();
      assert.equal(plain, true, 'the control: Node clamps the delay to 1 ms');
      assert.equal(chunked, false, 'the chunked timer did not fire');
    } finally {
      process.emitWarning = warn;
    }
  });

  it('the chunked timer fires after the whole delay, step by step; Infinity never fires; clear() stops it', () => {
    mock.timers.enable({ apis: ['setTimeout'] });
    try {
      const fired: string[] = [];
      setLongTimeout(() => fired.push('long'), 3 * MAX_TIMER_DELAY_MS + 5);
      setLongTimeout(() => fired.push('never'), Infinity);
      const cleared = setLongTimeout(() => fired.push('cleared'), MAX_TIMER_DELAY_MS + 5);
      cleared.clear();
      for (let i = 0; i < 3; i++) mock.timers.tick(MAX_TIMER_DELAY_MS);
      assert.deepEqual(fired, []);
      mock.timers.tick(5);
      assert.deepEqual(fired, ['long']);
      for (let i = 0; i < 10; i++) mock.timers.tick(MAX_TIMER_DELAY_MS);
      assert.deepEqual(fired, ['long']);
      assert.throws(() => setLongTimeout(() => undefined, NaN), /NaN/);
    } finally {
      mock.timers.reset();
    }
  });

  it("the editor's job refuses mcu.verify.timeoutSeconds above the maximum instead of a 1 ms kill timer", async () => {
    // A stand-in CLI that answers after 300 ms: a kill timer overflowed to 1 ms would stop it first.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mcu-runjob-limit-'));
    const cli = path.join(dir, 'cli.js');
    fs.writeFileSync(cli, `setTimeout(() => process.stdout.write(JSON.stringify([{ reportVersion: 2, verified: null }])), 300);`);
    try {
      await assert.rejects(
        runVerifyJob({ cliPath: cli, nodeModules: '', file: 'task.yaml', timeoutSeconds: 1e10, server: 'embedded', log: () => undefined }),
        /mcu\.verify\.timeoutSeconds must be a number of seconds above 0 and at most 3600/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
