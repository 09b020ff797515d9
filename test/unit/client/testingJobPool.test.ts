/**
 * The Testing view's job pool (client/src/testing/jobPool.ts) and its
 * setting mcu.verify.jobs: never more than `limit` jobs at once; cancelling
 * starts no queued job and stops the running ones through their token (here
 * the real verify job, whose child is killed).
 */
import assert from 'node:assert/strict';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { describe, it } from 'node:test';
import { runPool } from '../../../client/src/testing/jobPool';
import { verifyJobs } from '../../../client/src/testing/jobsSetting';
import { JobCancelled, runVerifyJob } from '../../../client/src/verify/runJob';

/** A cancellation token as vscode's, cancelled by `cancel()`. */
function cancellation() {
  const listeners: Array<() => void> = [];
  const token = {
    isCancellationRequested: false,
    onCancellationRequested: (fn: () => void) => { listeners.push(fn); return { dispose() { /* kept */ } }; },
  };
  return { token, cancel() { token.isCancellationRequested = true; for (const l of listeners) l(); } };
}

describe('Testing view job pool', () => {
  it('runs every job, at most `limit` at a time', async () => {
    let running = 0;
    let most = 0;
    const done: number[] = [];
    await runPool([1, 2, 3, 4, 5, 6, 7], {
      limit: 3,
      cancelled: () => false,
      run: async (n) => {
        running++;
        most = Math.max(most, running);
        await new Promise((r) => setTimeout(r, 5 * (n % 3)));
        running--;
        done.push(n);
      },
    });
    assert.equal(most, 3);
    assert.deepEqual([...done].sort(), [1, 2, 3, 4, 5, 6, 7]);
  });

  it('a job that throws is reported and the others still run', async () => {
    const errors: number[] = [];
    const done: number[] = [];
    await runPool([1, 2, 3], { limit: 1, cancelled: () => false, onError: (n) => errors.push(n), run: async (n) => { if (n === 2) throw new Error('x'); done.push(n); } });
    assert.deepEqual(errors, [2]);
    assert.deepEqual(done, [1, 3]);
  });

  it('cancelling kills the running verify jobs and starts none of the queued ones', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mcu-pool-'));
    const cli = path.join(dir, 'cli.js');
    // A verifier that never ends: only the kill on cancel ends it.
    fs.writeFileSync(cli, 'setInterval(() => {}, 1000);');
    const c = cancellation();
    const started: string[] = [];
    const cancelled: string[] = [];
    const skipped: string[] = [];
    try {
      const pool = runPool(['a', 'b', 'c', 'd', 'e'], {
        limit: 2,
        cancelled: () => c.token.isCancellationRequested,
        onSkipped: (f) => skipped.push(f),
        run: async (f) => {
          started.push(f);
          if (started.length === 2) setTimeout(() => c.cancel(), 300);
          try {
            await runVerifyJob({ cliPath: cli, nodeModules: '', file: f, timeoutSeconds: 60, server: 'embedded', log: () => undefined, token: c.token as never });
          } catch (e) {
            if (e instanceof JobCancelled) cancelled.push(f); else throw e;
          }
        },
      });
      await pool;
      assert.deepEqual(started, ['a', 'b']);
      assert.deepEqual(cancelled.sort(), ['a', 'b']);
      assert.deepEqual(skipped, ['c', 'd', 'e']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('setting mcu.verify.jobs', () => {
  it('takes a whole number from 1 to 8; anything else is the default 2 with a message', () => {
    assert.deepEqual(verifyJobs(undefined), { jobs: 2 });
    assert.deepEqual(verifyJobs(1), { jobs: 1 });
    assert.deepEqual(verifyJobs(8), { jobs: 8 });
    for (const bad of [0, 9, 2.5, '4', -1, Number.NaN, {}]) {
      const r = verifyJobs(bad);
      assert.equal(r.jobs, 2, String(bad));
      assert.match(r.problem ?? '', /mcu\.verify\.jobs must be a whole number from 1 to 8/);
    }
  });
});
