/**
 * One verification as a child process: the bundled CLI with NODE_PATH at the
 * runtime; killed on cancel. The CLI enforces the setup and agent budgets and
 * its own hard cap; this job adds a last-resort kill a little after that cap,
 * so a stuck child can never hold the editor's progress forever.
 */
import * as cp from 'child_process';
import type * as vscode from 'vscode';
import type { VerifyReport } from '../../../server/src/api/client';
import { SETUP_BUDGET_MS, START_BUDGET_MS } from '../../../server/src/api/client';
import { setLongTimeout } from '../../../server/src/api/client';
import { MAX_SECONDS, secondsProblem } from '../../../server/src/api/client';

export interface JobOptions {
  cliPath: string;
  nodeModules: string;
  file: string;
  timeoutSeconds: number;
  server: string;
  /** The setting mcu.verify.world: auto, natural or flat. */
  world?: string;
  token?: vscode.CancellationToken;
  log(line: string): void;
  /** Overrides the last-resort kill (start + setup + agent budgets + KILL_SLACK_S); tests use a short one. */
  killAfterMs?: number;
}

export class JobCancelled extends Error {}

/** Beyond the start, setup and agent budgets: the CLI's own cap slack (20 s) plus process start and teardown. */
const KILL_SLACK_S = 40;

export function runVerifyJob(o: JobOptions): Promise<VerifyReport> {
  return new Promise((resolve, reject) => {
    // The setting is refused as the CLI would refuse --timeout, before anything starts.
    const problem = secondsProblem(o.timeoutSeconds, 'the setting mcu.verify.timeoutSeconds', MAX_SECONDS.agent);
    if (problem) { reject(new Error(problem)); return; }
    const args = [o.cliPath, 'verify', '--format', 'json', '--verbose', '--timeout', String(o.timeoutSeconds), '--server', o.server || 'embedded', '--world', o.world || 'auto', o.file];
    // The extension host is Electron: run it as plain node.
    const child = cp.spawn(process.execPath, args, {
      env: { ...process.env, ELECTRON_RUN_AS_NODE: '1', NODE_PATH: o.nodeModules },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let cancelled = false;
    child.stdout.on('data', (d) => { out += String(d); });
    child.stderr.on('data', (d) => { for (const l of String(d).split('\n')) if (l.trim()) o.log(l); });
    const sub = o.token?.onCancellationRequested(() => { cancelled = true; child.kill(); });
    const killAfterMs = o.killAfterMs ?? (START_BUDGET_MS / 1000 + SETUP_BUDGET_MS / 1000 + o.timeoutSeconds + KILL_SLACK_S) * 1000;
    let killed = false;
    // Chunked: whatever the numbers, the last-resort kill can never overflow to 1 ms.
    const killer = setLongTimeout(() => { killed = true; child.kill('SIGKILL'); }, killAfterMs);
    child.on('error', (e) => { killer.clear(); sub?.dispose(); reject(e); });
    child.on('close', (code) => {
      killer.clear();
      sub?.dispose();
      if (cancelled) { reject(new JobCancelled('verification cancelled')); return; }
      if (killed) { reject(new Error(`the verification did not finish within ${Math.round(killAfterMs / 1000)} s and was stopped`)); return; }
      try {
        const parsed = JSON.parse(out) as Array<VerifyReport | { error: string }>;
        const first = parsed[0];
        if (!first || 'error' in first) reject(new Error((first as { error?: string })?.error ?? `the verifier exited with code ${code}`));
        else resolve(first);
      } catch {
        reject(new Error(`the verifier exited with code ${code} without a report`));
      }
    });
  });
}
