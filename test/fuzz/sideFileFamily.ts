/**
 * The side-file fuzz family (issue 25): odd files beside a task and at the
 * places commands write (FIFOs, links to /dev/zero, links out of the folder,
 * huge, deep or wide JSON and CSV, folders where files are expected) through
 * insight, suite, the hover, the preview model, scores and every writer.
 *
 * The cases run in a child process (sideFileWorker.ts) with a capped heap;
 * this side gives each case a time limit and, when a case hangs or the child
 * dies (out of memory, say), records the failure and starts a new child at
 * the next case. Invariants: no hang, no crash, no write outside the folder,
 * memory within the child's heap cap.
 */
import { fork } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import type { WorkerMessage } from './sideFileWorker';

export interface SideFamilyOptions {
  seed: number;
  cases: number;
  /** Per-case time limit (ms). */
  limitMs: number;
  /** The child's V8 heap cap (MB): a case that needs more dies, and that is a failure. */
  heapMb?: number;
  onProgress?: (done: number, stats: SideFamilyStats) => void;
  /** Progress every this many cases. */
  every?: number;
}

export interface SideFamilyStats {
  cases: number;
  failures: string[];
  slowestMs: number;
  slowestCase: string;
  /** Largest heap and resident size seen after a case (MB). */
  maxHeapMb: number;
  maxRssMb: number;
}

/** Runs one child from case `first` on; resolves with the index to go on from (the end, or the case after one that hung or crashed). */
function runChild(opts: SideFamilyOptions, first: number, scratch: string, stats: SideFamilyStats): Promise<number> {
  const end = opts.cases;
  return new Promise((resolve) => {
    const child = fork(path.join(__dirname, 'sideFileWorker.js'), [String(opts.seed), String(first), String(end - first), scratch], {
      execArgv: [`--max-old-space-size=${opts.heapMb ?? 512}`],
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    let stderr = '';
    child.stderr!.on('data', (d) => (stderr = (stderr + d).slice(-2000)));
    let current: { index: number; description: string } | undefined;
    let timer: NodeJS.Timeout | undefined;
    let settled = false;
    const finish = (next: number) => {
      if (settled) return;
      settled = true;
      if (timer) clearTimeout(timer);
      resolve(next);
    };
    child.on('message', (m: WorkerMessage) => {
      if (m.type === 'start') {
        current = { index: m.index, description: m.description };
        timer = setTimeout(() => {
          stats.failures.push(`side case #${m.index} (seed ${opts.seed}): no answer within ${opts.limitMs} ms (hang): ${m.description}`);
          stats.cases++;
          child.kill('SIGKILL');
          finish(m.index + 1);
        }, opts.limitMs);
        return;
      }
      if (timer) clearTimeout(timer);
      stats.cases++;
      for (const f of m.failures) stats.failures.push(`side case #${m.index} (seed ${opts.seed}): ${f}\n  case: ${current?.description}`);
      if (m.ms > stats.slowestMs) {
        stats.slowestMs = m.ms;
        stats.slowestCase = `#${m.index}: ${current?.description}`;
      }
      stats.maxHeapMb = Math.max(stats.maxHeapMb, m.heapMb);
      stats.maxRssMb = Math.max(stats.maxRssMb, m.rssMb);
      current = undefined;
      if (opts.onProgress && stats.cases % (opts.every ?? 50) === 0) opts.onProgress(stats.cases, stats);
    });
    child.on('exit', (code, signal) => {
      if (settled) return;
      if (current) {
        stats.failures.push(`side case #${current.index} (seed ${opts.seed}): the process died (exit ${code ?? signal}): ${current.description}\n${stderr.slice(-800)}`);
        stats.cases++;
        finish(current.index + 1);
      } else if (code !== 0) {
        stats.failures.push(`side-file worker failed between cases (exit ${code ?? signal}): ${stderr.slice(-800)}`);
        finish(end);
      } else finish(end);
    });
  });
}

export async function runSideFileFamily(opts: SideFamilyOptions): Promise<SideFamilyStats> {
  const stats: SideFamilyStats = { cases: 0, failures: [], slowestMs: 0, slowestCase: '', maxHeapMb: 0, maxRssMb: 0 };
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'mcu-fuzz-side-'));
  try {
    for (let next = 0; next < opts.cases; ) next = await runChild(opts, next, scratch, stats);
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
  return stats;
}

export function describeSideStats(stats: SideFamilyStats, secs: number): string {
  return `side-file family: ${stats.cases} cases in ${secs.toFixed(1)} s; ${stats.failures.length} failures; slowest case ${stats.slowestMs.toFixed(0)} ms (${stats.slowestCase}); ` +
    `largest heap after a case ${stats.maxHeapMb.toFixed(0)} MB, resident ${stats.maxRssMb.toFixed(0)} MB`;
}
