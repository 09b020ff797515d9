/** One verification as a child process: the bundled CLI with NODE_PATH at the runtime; killed on cancel. */
import * as cp from 'child_process';
import * as vscode from 'vscode';
import type { VerifyReport } from '../../../server/src/verify/report';

export interface JobOptions {
  cliPath: string;
  nodeModules: string;
  file: string;
  timeoutSeconds: number;
  server: string;
  token?: vscode.CancellationToken;
  log(line: string): void;
}

export class JobCancelled extends Error {}

export function runVerifyJob(o: JobOptions): Promise<VerifyReport> {
  return new Promise((resolve, reject) => {
    const args = [o.cliPath, 'verify', '--format', 'json', '--verbose', '--timeout', String(o.timeoutSeconds), '--server', o.server || 'embedded', o.file];
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
    child.on('error', (e) => { sub?.dispose(); reject(e); });
    child.on('close', (code) => {
      sub?.dispose();
      if (cancelled) { reject(new JobCancelled('verification cancelled')); return; }
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
