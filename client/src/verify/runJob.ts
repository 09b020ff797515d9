/**
 * One verification in a verifier process: the bundled CLI's `verify --serve`
 * with NODE_PATH at the runtime. A process that answered is kept for the
 * next job (up to KEEP_MS): its verify worker and the server it opened ahead
 * stay up, so a second Verify starts at once. Parallel jobs (the Testing
 * view) each take their own process. A cancelled job, or one past the last
 * resort, kills its process: the CLI enforces the setup and agent budgets
 * and its own hard cap, and this kill a little after that cap makes sure a
 * stuck child never holds the editor's progress forever.
 */
import * as cp from 'child_process';
import * as readline from 'readline';
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
/** How long an idle verifier process is kept for the next Verify (the process itself ends after 10 idle minutes). */
const KEEP_MS = 5 * 60_000;

type Reply = { id?: number; log?: string; report?: VerifyReport; error?: string };

/** A `verify --serve` child and the one job it runs at a time. */
interface Verifier {
  key: string;
  child: cp.ChildProcess;
  /** Who hears the next line the child prints; undefined while it is idle. */
  listener?: (m: Reply) => void;
  /** Set when the child has ended: why. */
  ended?: string;
  keep?: NodeJS.Timeout;
}

const idle: Verifier[] = [];
let nextId = 1;

function spawnVerifier(o: JobOptions, key: string): Verifier {
  // The extension host is Electron: run it as plain node.
  const child = cp.spawn(process.execPath, [o.cliPath, 'verify', '--serve'], {
    env: { ...process.env, ELECTRON_RUN_AS_NODE: '1', NODE_PATH: o.nodeModules },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const v: Verifier = { key, child };
  let stderr = '';
  child.stderr!.on('data', (d) => { stderr = (stderr + String(d)).slice(-2000); });
  readline.createInterface({ input: child.stdout! }).on('line', (line) => {
    let m: Reply;
    try { m = JSON.parse(line) as Reply; } catch { m = { log: line }; }
    v.listener?.(m);
  });
  const end = (why: string) => {
    if (v.ended) return;
    v.ended = why;
    clearTimeout(v.keep);
    const i = idle.indexOf(v);
    if (i >= 0) idle.splice(i, 1);
    v.listener?.({ error: why });
  };
  child.on('error', (e) => end(`the verifier could not run: ${e.message}`));
  child.on('close', (code) => end(`the verifier exited with code ${code}${stderr.trim() ? `: ${stderr.trim().split('\n').pop()}` : ''} without a report`));
  child.stdin!.on('error', () => undefined);
  return v;
}

/** An idle verifier for this CLI and runtime, or a new one. */
function takeVerifier(o: JobOptions): Verifier {
  const key = `${o.cliPath}\n${o.nodeModules}`;
  const i = idle.findIndex((v) => v.key === key && !v.ended);
  if (i < 0) return spawnVerifier(o, key);
  const [v] = idle.splice(i, 1);
  clearTimeout(v.keep);
  return v;
}

function keepVerifier(v: Verifier): void {
  if (v.ended) return;
  v.listener = undefined;
  v.keep = setTimeout(() => { const i = idle.indexOf(v); if (i >= 0) idle.splice(i, 1); v.child.kill(); }, KEEP_MS);
  v.keep.unref();
  holdsProcess(v, false);
  idle.push(v);
}

/** An idle verifier never keeps the extension host (or a test) alive: neither the child nor its pipes. */
function holdsProcess(v: Verifier, holds: boolean): void {
  for (const h of [v.child, v.child.stdin, v.child.stdout, v.child.stderr] as Array<{ ref?: () => void; unref?: () => void } | null>) {
    if (holds) h?.ref?.(); else h?.unref?.();
  }
}

/** Ends every kept verifier (the extension deactivates). */
export function disposeVerifiers(): void {
  for (const v of idle.splice(0)) { clearTimeout(v.keep); v.child.kill(); }
}

export function runVerifyJob(o: JobOptions): Promise<VerifyReport> {
  return new Promise((resolve, reject) => {
    // The setting is refused as the CLI would refuse --timeout, before anything starts.
    const problem = secondsProblem(o.timeoutSeconds, 'the setting mcu.verify.timeoutSeconds', MAX_SECONDS.agent);
    if (problem) { reject(new Error(problem)); return; }
    const v = takeVerifier(o);
    holdsProcess(v, true);
    const id = nextId++;
    let done = false;
    const finish = (fn: () => void, reusable: boolean) => {
      if (done) return;
      done = true;
      killer.clear();
      sub?.dispose();
      if (reusable) keepVerifier(v);
      else { v.listener = undefined; v.child.kill(); }
      fn();
    };
    v.listener = (m) => {
      if (m.id !== undefined && m.id !== id) return;
      if (m.log !== undefined) { o.log(m.log); return; }
      if (m.report) finish(() => resolve(m.report!), true);
      else if (m.error !== undefined) finish(() => reject(new Error(m.error)), m.id === id);
    };
    const sub = o.token?.onCancellationRequested(() => finish(() => reject(new JobCancelled('verification cancelled')), false));
    const killAfterMs = o.killAfterMs ?? (START_BUDGET_MS / 1000 + SETUP_BUDGET_MS / 1000 + o.timeoutSeconds + KILL_SLACK_S) * 1000;
    // Chunked: whatever the numbers, the last-resort kill can never overflow to 1 ms.
    const killer = setLongTimeout(() => finish(() => reject(new Error(`the verification did not finish within ${Math.round(killAfterMs / 1000)} s and was stopped`)), false), killAfterMs);
    if (v.ended) { finish(() => reject(new Error(v.ended)), false); return; }
    v.child.stdin!.write(`${JSON.stringify({ id, file: o.file, timeoutSeconds: o.timeoutSeconds, server: o.server || 'embedded', world: o.world || 'auto' })}\n`);
  });
}
