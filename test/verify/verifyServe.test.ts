/**
 * The editor's Verify path for real: client/src/verify/runJob.ts drives the
 * built CLI's `verify --serve` (dist/cli.js) with the repository's runtime.
 * The first Verify starts the verifier; a second Verify of the same file
 * takes the server opened ahead and is ready for its agent in under a second.
 * A cancelled Verify ends at once and the next one still gets a report.
 */
import assert from 'node:assert/strict';
import * as path from 'path';
import { after, describe, it } from 'node:test';
import { disposeVerifiers, JobCancelled, runVerifyJob } from '../../client/src/verify/runJob';
import { repoRoot } from '../helpers/paths';

const job = {
  cliPath: path.join(repoRoot, 'dist', 'cli.js'),
  nodeModules: path.join(repoRoot, 'node_modules'),
  file: path.join(repoRoot, 'examples', 'simple', 'craft_furnace.yaml'),
  timeoutSeconds: 30,
  server: 'embedded',
  log: () => undefined,
};

/** Everything before the agent acts: reading the file, the server, the init commands and settling. */
const beforeAgentMs = (r: { durationMs: number; phases: Array<{ name: string; usedMs: number }> }) =>
  r.durationMs - (r.phases.find((p) => p.name === 'agent')?.usedMs ?? 0);

describe('Verify in the editor (verify --serve)', () => {
  after(() => disposeVerifiers());

  it('a second Verify of the same file starts warm, under a second before the agent acts, with the same verdict', async () => {
    const lines: string[] = [];
    const first = await runVerifyJob({ ...job, log: (l) => lines.push(l) });
    assert.ok(lines.some((l) => l.startsWith('command 1: /give')), 'the log lines of the run reach the editor');
    const second = await runVerifyJob(job);
    assert.deepEqual(second.start, { warm: true });
    assert.equal(second.verified, first.verified);
    assert.equal(second.verified, true);
    const setup = second.phases.find((p) => p.name === 'setup')!.usedMs;
    assert.ok(setup < 1000, `setup took ${setup} ms`);
    assert.ok(beforeAgentMs(second) < 1000, `the agent started after ${beforeAgentMs(second)} ms`);
  });

  it('a cancelled Verify ends at once; the next Verify still gets its report', async () => {
    const listeners: Array<() => void> = [];
    const token = { isCancellationRequested: false, onCancellationRequested: (fn: () => void) => { listeners.push(fn); return { dispose() { /* kept */ } }; } };
    // Cancelled at its first log line, while its server is still being set up (a warm run of this file
    // is over in a few hundred milliseconds, too soon for a timer to catch it running).
    let t0 = 0;
    const cancel = () => {
      if (t0) return;
      t0 = Date.now();
      for (const l of listeners) l();
    };
    const running = runVerifyJob({ ...job, token: token as never, log: cancel });
    await assert.rejects(running, JobCancelled);
    assert.ok(Date.now() - t0 < 2000);
    const next = await runVerifyJob(job);
    assert.equal(next.verified, true);
  });
});
