/**
 * Issue 25, item 4: `verify --jobs 48` on 48 copies of a task left 45
 * "undecided" (the servers could not start within the setup budget) at a
 * 4.2 GB peak, against the README's 1.5 GB. --jobs is now lowered to what the
 * machine holds (verify/parallelism.ts), with a note, and the bound holds.
 * The full measurement (--jobs 48 and 64) is in the README; this runs
 * --jobs 16 on 8 copies of a tiny task, cheap enough for every run.
 */
import assert from 'node:assert/strict';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { describe, it } from 'node:test';
import { JOB_MEMORY_MB, MIN_JOB_HEAP_MB, planJobs } from '../../server/src/simulation/verify/parallelism';
import { WORKER_HEAP_MB } from '../../server/src/simulation/verify/isolated';
import { repoRoot } from '../helpers/paths';
import { assertValidReport, MAX_RSS_MB, runCliReportingRss as runCli } from './helpers';

const TASK = 'custom_init_commands:\n  - /give @s minecraft:wooden_shovel 1\ntext: mine a dirt block\nreward_cfg:\n  - {event: mine_block, objects: [dirt], reward: 1, identity: dirt, max_reward_times: 1}\n';


describe('verify --jobs is capped by cores and memory', () => {
  it('the rule: min(requested, tasks, cores, heap budget / 256 MB, free memory / 256 MB), at least 1, with the reason', () => {
    const big = { cores: 64, freeMb: 100_000 };
    assert.equal(WORKER_HEAP_MB / MIN_JOB_HEAP_MB, 4);
    assert.deepEqual(planJobs(1, 10, big), { jobs: 1, heapMb: 1024 });
    assert.deepEqual(planJobs(3, 2, big), { jobs: 2, heapMb: 512 }, 'fewer tasks than jobs is no lowering worth a note');
    const memory = planJobs(48, 48, big);
    assert.equal(memory.jobs, 4);
    assert.equal(memory.heapMb, 256);
    assert.match(memory.lowered ?? '', /share one 1024 MB heap budget/);
    const cores = planJobs(48, 48, { cores: 2, freeMb: 100_000 });
    assert.equal(cores.jobs, 2);
    assert.match(cores.lowered ?? '', /this machine has 2 cores/);
    const free = planJobs(48, 48, { cores: 64, freeMb: 2.5 * JOB_MEMORY_MB });
    assert.equal(free.jobs, 2);
    assert.match(free.lowered ?? '', /only 640 MB of memory is free/);
    assert.equal(planJobs(8, 8, { cores: 1, freeMb: 10 }).jobs, 1, 'never below one');
  });

  it(`--jobs 16 on 8 copies: lowered with a note, every task decided (none undecided), peak under ${MAX_RSS_MB} MB`, async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mcu-jobs-cap-'));
    try {
      for (let i = 0; i < 8; i++) fs.writeFileSync(path.join(dir, `dirt_${i}.yaml`), TASK);
      const t0 = Date.now();
      const res = await runCli(['verify', '--format', 'json', '--timeout', '20', '--jobs', '16', dir]);
      const expected = planJobs(16, 8).jobs;
      assert.ok(expected <= os.availableParallelism() && expected <= 4);
      assert.match(res.stderr, new RegExp(`running ${expected} jobs? at a time, not 16: `), res.stderr.slice(-2000));
      assert.equal(res.code, 0, res.stderr.slice(-2000));
      const reports = JSON.parse(res.stdout);
      assert.equal(reports.length, 8);
      for (const r of reports) {
        assertValidReport(r);
        assert.equal(r.verified, true, `${r.file}: ${r.verdictReason}`);
      }
      const rss = Number(/maxRSS-kB=(\d+)/.exec(res.stderr)?.[1]) / 1024;
      console.log(`--jobs 16 → ${expected} on 8 tasks: peak ${Math.round(rss)} MB, ${((Date.now() - t0) / 1000).toFixed(1)} s`);
      assert.ok(rss > 0 && rss < MAX_RSS_MB, `peak ${Math.round(rss)} MB`);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
