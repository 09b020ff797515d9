/**
 * Issue 25, item 4: time lost to our own overload became "undecided, exit 0"
 * (with --jobs 64, every run's server missed the setup budget and the run
 * exited 0). Starting the server and joining the agent now have a budget of
 * their own; running out of it is our failure (ToolOverload): the run is
 * retried alone once and is then an error of the tool (exit 2), never a
 * verdict. The machine's overload is played here by a tiny start budget
 * (MCU_VERIFY_START_MS), not by loading the machine.
 */
import assert from 'node:assert/strict';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { describe, it } from 'node:test';
import { run } from '../../server/src/hosts/cli/verify';
import { verifyAll } from '../../server/src/hosts/cli/verifyPool';
import { ToolOverload } from '../../server/src/simulation/verify/abort';
import { verifyTask } from '../../server/src/simulation/verify';
import type { VerifyReport } from '../../server/src/simulation/verify/verifyReport';
import { captureIO } from '../helpers/captureIO';
import { assertValidReport, describeReport } from './helpers';

const TASK = 'custom_init_commands:\n  - /give @s minecraft:wooden_shovel 1\ntext: mine a dirt block\nreward_cfg:\n  - {event: mine_block, objects: [dirt], reward: 1, identity: dirt, max_reward_times: 1}\n';

/** A report as far as the pool looks at it. */
function report(outcome: 'done' | 'budget-exhausted' | 'stopped', verified: boolean | null): VerifyReport {
  return { verified, phases: [{ name: 'setup', budgetMs: 1, usedMs: 1, outcome }] } as unknown as VerifyReport;
}

describe('our own overload is never a verdict', () => {
  it('a server that cannot start in its budget: verify exits 2 with the reason, after one retry alone; no "undecided"', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mcu-overload-'));
    try {
      fs.writeFileSync(path.join(dir, 'dirt.yaml'), TASK);
      const io = captureIO(dir, { MCU_VERIFY_START_MS: '1' });
      const code = await run(['--format', 'json', 'dirt.yaml'], io);
      assert.equal(code, 2, io.out + io.err);
      const [row] = JSON.parse(io.out);
      assert.equal(row.verified, undefined, 'no report, so no verdict');
      assert.match(row.error, /starting the embedded server and joining the agent took longer than 1 ms .*overloaded \(also when run alone\)/);
      assert.match(io.err, /running 1 task again, one at a time/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('in process: the start budget running out throws ToolOverload; a tiny setup budget is the task\'s limit (undecided)', async () => {
    await assert.rejects(verifyTask(TASK, { timeoutMs: 5000, startMs: 1 }), ToolOverload);
    // The setup budget now counts from the join: it covers the task's own commands only.
    // Two lines: the budget of 1 ms has surely run out before the second one.
    const twoLines = TASK.replace('custom_init_commands:\n', 'custom_init_commands:\n  - /give @s minecraft:dirt 1\n');
    const r = await verifyTask(twoLines, { timeoutMs: 5000, setupMs: 1 });
    assertValidReport(r);
    assert.equal(r.verified, null, describeReport(r));
    assert.match(r.verdictReason ?? '', /setup budget ran out (before|during) init command [12]/);
  });

  it('the pool: an overloaded run is retried alone and its second report kept; twice overloaded is an error', async () => {
    const calls: Array<[string, number]> = [];
    const plan = { jobs: 2, heapMb: 512 };
    const attempts = await verifyAll(['a', 'b', 'c'], plan, async (item, heapMb) => {
      calls.push([item, heapMb]);
      const n = calls.filter(([i]) => i === item).length;
      if (item === 'a' && n === 1) throw new ToolOverload('start too slow');
      if (item === 'b') throw new ToolOverload('start too slow');
      return report('done', true);
    });
    assert.equal(attempts[0].report?.verified, true);
    assert.ok(attempts[1].error instanceof ToolOverload);
    assert.match(attempts[1].error?.message ?? '', /start too slow \(also when run alone\)/);
    assert.equal(attempts[2].report?.verified, true);
    assert.deepEqual(calls.filter(([i]) => i !== 'c').slice(-2), [['a', 1024], ['b', 1024]], 'the retries run alone with the whole heap');
  });

  it('the pool: a run that hit a limit beside others is run again alone; alone, a limit is the task\'s', async () => {
    const seen: number[] = [];
    let rerun = 0;
    const parallel = await verifyAll(['x'], { jobs: 2, heapMb: 512 }, async (_x, heapMb) => {
      seen.push(heapMb);
      return heapMb === 512 ? report('budget-exhausted', null) : report('done', false);
    }, (n) => { rerun = n; });
    assert.deepEqual(seen, [512, 1024]);
    assert.equal(rerun, 1);
    assert.equal(parallel[0].report?.verified, false, 'the alone run decides');
    const alone = await verifyAll(['x'], { jobs: 1, heapMb: 1024 }, async () => report('stopped', null));
    assert.equal(alone[0].report?.verified, null);
  });
});
