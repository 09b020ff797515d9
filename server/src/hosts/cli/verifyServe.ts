/**
 * `mcu-task verify --serve`: a verifier that stays up for an editor. It reads
 * one JSON job per line on stdin and answers on stdout, one JSON line per
 * message:
 *
 *   in   {"id": 1, "file": "/abs/task.yaml", "timeoutSeconds": 60, "server": "embedded", "world": "auto"}
 *   in   {"id": 1, "cancel": true}
 *   out  {"id": 1, "log": "command 1: /give … → Gave 1 [Shears] …"}
 *   out  {"id": 1, "report": {…}}   or   {"id": 1, "error": "…"}
 *
 * Jobs run one at a time, each in a verify worker as `mcu-task verify` runs
 * them; between jobs the worker and the session it opened ahead stay up
 * (warm start), so a second Verify of a task starts at once. It exits when
 * stdin closes or after SERVE_IDLE_MS without a job.
 */
import * as readline from 'readline';
import { verifyIsolated } from '../../api';
import { readText } from '../../api/taskFiles';
import { MAX_SECONDS } from '../../api/util';
import { DEFAULT_MAX_FILE_SIZE_MB, megabytesToBytes } from '../../api/model';
import { AGENT_BUDGET_MS } from '../../api/verify';
import type { WorldRequest } from '../../api/verify';
import type { CliIO } from './io';
import { parseServer } from './verify';

/** How long the verifier waits for another job before it ends (the editor starts a new one when needed). */
const SERVE_IDLE_MS = 10 * 60_000;
/** How long its worker, with the session opened ahead, is kept between jobs. */
const WORKER_KEEP_MS = SERVE_IDLE_MS;
/** A job line longer than this is refused (a path and a few settings). */
const MAX_LINE = 64 * 1024;

interface Job { id: number; file: string; timeoutSeconds?: number; server?: string; world?: string }

/** The job a line asks for, or why it cannot be run. */
function readJob(line: string): Job | { id?: number; cancel: true } | string {
  if (line.length > MAX_LINE) return `a job line of more than ${MAX_LINE} characters`;
  let v: any;
  try { v = JSON.parse(line); } catch { return 'a job line that is not JSON'; }
  if (!v || typeof v !== 'object' || !Number.isInteger(v.id)) return 'a job without a whole-number id';
  if (v.cancel === true) return { id: v.id, cancel: true };
  if (typeof v.file !== 'string' || !v.file) return 'a job without a file';
  const t = v.timeoutSeconds;
  if (t !== undefined && !(typeof t === 'number' && t > 0 && t <= MAX_SECONDS.agent)) return `timeoutSeconds must be a number of seconds from 0 to ${MAX_SECONDS.agent}`;
  if (v.world !== undefined && !['auto', 'natural', 'flat'].includes(v.world)) return 'world must be auto, natural or flat';
  return { id: v.id, file: v.file, timeoutSeconds: t, server: typeof v.server === 'string' ? v.server : undefined, world: v.world };
}

export function serveVerify(io: CliIO): Promise<number> {
  const say = (m: object) => io.stdout(`${JSON.stringify(m)}\n`);
  return new Promise((resolve) => {
    const lines = readline.createInterface({ input: process.stdin, crlfDelay: Infinity });
    const queue: Job[] = [];
    let running: { id: number; stop: AbortController } | undefined;
    let idle: NodeJS.Timeout | undefined;
    let closing = false;
    const waitIdle = () => {
      clearTimeout(idle);
      idle = setTimeout(() => lines.close(), SERVE_IDLE_MS);
    };
    const finish = () => { if (closing && !running && !queue.length) { clearTimeout(idle); resolve(0); } };
    const next = async () => {
      const job = queue.shift();
      if (!job) { waitIdle(); finish(); return; }
      clearTimeout(idle);
      const stop = new AbortController();
      running = { id: job.id, stop };
      try {
        const server = parseServer(job.server);
        const report = await verifyIsolated(readText(job.file, megabytesToBytes(DEFAULT_MAX_FILE_SIZE_MB)), {
          file: job.file, timeoutMs: (job.timeoutSeconds ?? AGENT_BUDGET_MS / 1000) * 1000, server, signal: stop.signal, keepWorkerMs: WORKER_KEEP_MS,
          world: { ...(job.world ? { world: job.world as WorldRequest['world'] } : {}) },
          log: (line) => say({ id: job.id, log: line }),
        });
        say({ id: job.id, report });
      } catch (e) {
        say({ id: job.id, error: (e as Error)?.message ?? String(e) });
      } finally {
        running = undefined;
        void next();
      }
    };
    lines.on('line', (line) => {
      if (!line.trim()) return;
      const job = readJob(line);
      if (typeof job === 'string') { say({ error: `refused ${job}` }); return; }
      if ('cancel' in job) {
        if (running && running.id === job.id) running.stop.abort();
        const i = queue.findIndex((q) => q.id === job.id);
        if (i >= 0) { queue.splice(i, 1); say({ id: job.id, error: 'verification cancelled' }); }
        return;
      }
      queue.push(job);
      if (!running && queue.length === 1) void next();
    });
    lines.on('close', () => { closing = true; process.stdin.destroy(); running?.stop.abort(); queue.length = 0; finish(); });
    waitIdle();
  });
}
