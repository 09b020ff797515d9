/**
 * The editor's verify job (client/src/verify/runJob.ts) against stand-in
 * `verify --serve` CLIs: a child that never answers is killed by the
 * last-resort timer, a cancelled job ends at once, the report sent for the
 * job is returned with its log lines, and the next job reuses the process.
 */
import assert from 'node:assert/strict';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { describe, it } from 'node:test';
import { disposeVerifiers, JobCancelled, runVerifyJob } from '../../../client/src/verify/runJob';

function script(body: string): { file: string; dir: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mcu-runjob-'));
  const file = path.join(dir, 'cli.js');
  fs.writeFileSync(file, body);
  return { file, dir };
}

const base = { nodeModules: '', file: 'task.yaml', timeoutSeconds: 60, server: 'embedded', log: () => undefined };

/** A stand-in verifier: answers each job line with a log line and a report naming its process and the job's file. */
const SERVING = `require('readline').createInterface({ input: process.stdin }).on('line', (l) => {
  const job = JSON.parse(l);
  const say = (m) => process.stdout.write(JSON.stringify(m) + '\\n');
  say({ id: job.id, log: 'working on ' + job.file });
  say({ id: job.id + 1000, report: { verified: false } });
  say({ id: job.id, report: { reportVersion: 2, verified: null, verdictReason: process.pid + ' ' + job.file + ' ' + job.world } });
});`;

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

  it("returns the report sent for its job, with the job's log lines, and the next job reuses the process", async () => {
    const s = script(SERVING);
    try {
      const lines: string[] = [];
      const first = await runVerifyJob({ ...base, cliPath: s.file, file: 'a.yaml', log: (l) => lines.push(l) });
      assert.equal(first.verified, null);
      assert.deepEqual(lines, ['working on a.yaml']);
      const [pid, file, world] = String(first.verdictReason).split(' ');
      assert.deepEqual([file, world], ['a.yaml', 'auto']);
      const second = await runVerifyJob({ ...base, cliPath: s.file, file: 'b.yaml', world: 'flat' });
      assert.equal(second.verdictReason, `${pid} b.yaml flat`);
    } finally {
      disposeVerifiers();
      fs.rmSync(s.dir, { recursive: true, force: true });
    }
  });

  it('a verifier that ends without a report is an error, and the next job starts another', async () => {
    const s = script(`require('readline').createInterface({ input: process.stdin }).on('line', () => process.exit(3));`);
    try {
      await assert.rejects(runVerifyJob({ ...base, cliPath: s.file }), /exited with code 3/);
      await assert.rejects(runVerifyJob({ ...base, cliPath: s.file }), /exited with code 3/);
    } finally {
      fs.rmSync(s.dir, { recursive: true, force: true });
    }
  });
});
