/**
 * The editor's verify job (client/src/verify/runJob.ts) against stand-in
 * CLIs: a child that never ends is killed by the last-resort timer, a
 * cancelled job ends at once, and a report on stdout is returned.
 */
import assert from 'node:assert/strict';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { describe, it } from 'node:test';
import { JobCancelled, runVerifyJob } from '../../../client/src/verify/runJob';

function script(body: string): { file: string; dir: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mcu-runjob-'));
  const file = path.join(dir, 'cli.js');
  fs.writeFileSync(file, body);
  return { file, dir };
}

const base = { nodeModules: '', file: 'task.yaml', timeoutSeconds: 60, server: 'embedded', log: () => undefined };

describe('editor verify job', () => {
  it('kills a verifier that never finishes and says so', async () => {
    const s = script('setInterval(() => {}, 1000);');
    try {
      const t0 = Date.now();
      await assert.rejects(runVerifyJob({ ...base, cliPath: s.file, killAfterMs: 500 }), /did not finish within \d+ s and was stopped/);
      assert.ok(Date.now() - t0 < 10_000);
    } finally {
      fs.rmSync(s.dir, { recursive: true, force: true });
    }
  });

  it('cancellation ends the child at once', async () => {
    const s = script('setInterval(() => {}, 1000);');
    let cancel: (() => void) | undefined;
    const token = { isCancellationRequested: false, onCancellationRequested: (fn: () => void) => { cancel = fn; return { dispose() { /* nothing */ } }; } };
    try {
      const job = runVerifyJob({ ...base, cliPath: s.file, token: token as any });
      setTimeout(() => cancel?.(), 200);
      await assert.rejects(job, JobCancelled);
    } finally {
      fs.rmSync(s.dir, { recursive: true, force: true });
    }
  });

  it('returns the first report the CLI prints', async () => {
    const s = script(`process.stdout.write(JSON.stringify([{ reportVersion: 2, verified: null, verdictReason: 'x' }]));`);
    try {
      const r = await runVerifyJob({ ...base, cliPath: s.file });
      assert.equal(r.verified, null);
    } finally {
      fs.rmSync(s.dir, { recursive: true, force: true });
    }
  });
});
