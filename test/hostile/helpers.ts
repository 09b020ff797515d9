/**
 * Helpers of the hostile-input tests: scratch folders, FIFOs, and the CLI run
 * as a child process under a time limit, so a read that blocks (a FIFO) or
 * never ends (/dev/zero) fails the test instead of hanging the test runner.
 */
import { execFileSync, spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { repoRoot } from '../helpers/paths';

/** The compiled CLI (tsc output): no bundling needed to run it. */
export const CLI = path.join(repoRoot, 'out', 'server', 'src', 'hosts', 'cli', 'main.js');

export function scratch(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `mcu-hostile-${prefix}-`));
}

export function put(dir: string, rel: string, text: string | Buffer): string {
  const p = path.join(dir, rel);
  fs.mkdirSync(path.dirname(p), { recursive: true });
  fs.writeFileSync(p, text);
  return p;
}

export function mkfifo(file: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  execFileSync('mkfifo', [file]);
}

export interface ChildRun {
  code: number | null;
  stdout: string;
  stderr: string;
  ms: number;
  timedOut: boolean;
}

/**
 * Runs `mcu-task ARGS` in a child process; kills it after `timeoutMs` and
 * reports `timedOut` instead of waiting for ever. The heap is capped so a
 * runaway allocation fails fast rather than swapping the machine.
 */
export function runCli(args: string[], opts: { cwd: string; timeoutMs?: number; env?: NodeJS.ProcessEnv; heapMb?: number }): Promise<ChildRun> {
  const timeoutMs = opts.timeoutMs ?? 30_000;
  const t0 = performance.now();
  return new Promise((resolve) => {
    const p = spawn(process.execPath, [`--max-old-space-size=${opts.heapMb ?? 512}`, CLI, ...args], {
      cwd: opts.cwd,
      env: { ...process.env, ...opts.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    let timedOut = false;
    p.stdout.on('data', (d) => (stdout = (stdout + d).slice(-200_000)));
    p.stderr.on('data', (d) => (stderr = (stderr + d).slice(-200_000)));
    const timer = setTimeout(() => {
      timedOut = true;
      p.kill('SIGKILL');
    }, timeoutMs);
    p.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr, ms: performance.now() - t0, timedOut });
    });
  });
}

/** One line saying how a child run ended, for assertion messages. */
export function describeRun(r: ChildRun): string {
  return `exit ${r.code}${r.timedOut ? ' (killed: time limit)' : ''} after ${r.ms.toFixed(0)} ms\nstdout: ${r.stdout.slice(-1500)}\nstderr: ${r.stderr.slice(-1500)}`;
}

/** A small task file that validates and verifies (a furnace from the bundled example). */
export function furnaceTask(): string {
  return fs.readFileSync(path.join(repoRoot, 'examples', 'simple', 'craft_furnace.yaml'), 'utf8');
}
