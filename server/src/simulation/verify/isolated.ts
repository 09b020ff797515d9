/**
 * Runs a verification in a worker thread with a memory limit and one hard
 * total cap. Nothing a task does can then end or exhaust the calling process:
 * a command that spins, a scene that needs gigabytes or a library that calls
 * process.exit() stops the worker only, and the caller still gets a report
 * (verdict undecided, with the limitation that stopped it).
 */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { Worker } from 'worker_threads';
import { budgetText, ToolOverload } from './abort';
import { setLongTimeout } from '../../util/longTimer';
import { buildReport } from './buildReport';
import type { WorldRequest } from './world/chooseWorld';
import type { IsolatedJob, WorkerMessage } from './isolatedProtocol';
import { skipsIdle } from './isolatedProtocol';
import type { CommandReport, VerifyReport } from './verifyReport';
import { maxReward } from '../../model/task/rewards';
import { readTaskSpec } from '../../analysis/taskSpec';
import { AGENT_BUDGET_MS, SETUP_BUDGET_MS, START_BUDGET_MS } from './budgets';

export interface IsolatedOptions {
  file?: string;
  timeoutMs?: number;
  setupMs?: number;
  server?: 'embedded' | { host: string; port: number };
  log?: (line: string) => void;
  signal?: AbortSignal;
  /** Overrides the hard cap (start + setup + agent + slack); tests use a tiny one. */
  capMs?: number;
  /** Overrides the start budget (see VerifyOptions.startMs); tests use a tiny one to play an overloaded machine. */
  startMs?: number;
  /** Seed of MineStudio's key draws (VerifyOptions.seed). */
  seed?: number;
  /** The world asked for (VerifyOptions.world). */
  world?: WorldRequest;
  /** The worker's heap limit (default WORKER_HEAP_MB); parallel jobs share WORKER_HEAP_MB (see parallelism.ts). */
  heapMb?: number;
  /**
   * Warm start (default true): the task takes the session its worker opened
   * ahead while the previous task ran, if it is for the same world, and the
   * worker opens the next one (warmStart.ts). False: a server started for
   * this task, as verify --fresh asks.
   */
  warm?: boolean;
  /** How long the worker is kept for the next task once this one reported (default IDLE_MS; `verify --serve` keeps it longer). */
  keepWorkerMs?: number;
}

/** Old-generation heap one verification may use when it runs alone; the measured peak of a normal run is about 200 MB. */
export const WORKER_HEAP_MB = 1024;
/** Added to setup + agent budgets for teardown and the agent's own grace period. */
const CAP_SLACK_MS = 20_000;

/** The worker script: dist/verifyWorker.js in the bundle, jobWorker.js beside this file when compiled by tsc. */
function workerScript(): string {
  const candidates = [path.join(__dirname, 'verifyWorker.js'), path.join(__dirname, 'jobWorker.js'), path.join(__dirname, '..', 'verify', 'jobWorker.js')];
  const found = candidates.find((p) => fs.existsSync(p));
  if (!found) throw new Error(`the verification worker script is missing (looked for ${candidates.join(', ')})`);
  return found;
}

/**
 * Workers whose last task ended with a report, kept for the next task with the
 * same heap limit: a fresh worker spends about a second of CPU loading
 * flying-squid, mineflayer and the 1.16.5 data and compiling the protocol,
 * which was a third of a typical task's CPU. Every task still gets its own
 * server and bot; a worker that was stopped, crashed or threw is never reused.
 * Idle workers do not keep the process alive and end after IDLE_MS.
 */
const idle = new Map<string, Worker[]>();
const IDLE_MS = 60_000;
/** At most this many idle workers are kept (more would only hold memory: jobs never exceed the cores). */
const MAX_IDLE = Math.max(1, os.availableParallelism());

/** Idle workers are kept per heap limit and clock: a fresh run's worker keeps the real clock throughout. */
const poolKey = (heapMb: number, idleClock: boolean) => `${heapMb}${idleClock ? '/idle-clock' : ''}`;

function newWorker(heapMb: number, idleClock: boolean): Worker {
  // No piped stdout/stderr: a worker with piped streams keeps the process alive even when unref'd, so a
  // CLI run waited out an idle worker's IDLE_MS before exiting. The worker silences its own output instead.
  return new Worker(workerScript(), { workerData: { kind: 'mcu-verify-worker', idleClock }, resourceLimits: { maxOldGenerationSizeMb: heapMb } });
}

function takeWorker(heapMb: number, idleClock: boolean): Worker {
  const kept = idle.get(poolKey(heapMb, idleClock));
  const worker = kept?.pop();
  if (!worker) return newWorker(heapMb, idleClock);
  worker.removeAllListeners('exit');
  worker.removeAllListeners('error');
  clearTimeout((worker as Worker & { idleTimer?: NodeJS.Timeout }).idleTimer);
  worker.ref();
  return worker;
}

function keepWorker(worker: Worker, key: string, keepMs: number): void {
  const total = [...idle.values()].reduce((n, l) => n + l.length, 0);
  if (total >= MAX_IDLE) { void worker.terminate(); return; }
  worker.removeAllListeners('message');
  worker.removeAllListeners('error');
  worker.removeAllListeners('exit');
  const list = idle.get(key) ?? [];
  idle.set(key, list);
  list.push(worker);
  const drop = () => {
    const i = list.indexOf(worker);
    if (i >= 0) list.splice(i, 1);
  };
  worker.on('error', drop);
  worker.on('exit', drop);
  // Our own constant (never a user's number), so a plain timer; unref'd, so it never keeps the process up.
  const timer = setTimeout(() => { drop(); void worker.terminate(); }, keepMs);
  timer.unref();
  (worker as Worker & { idleTimer?: NodeJS.Timeout }).idleTimer = timer;
  worker.unref();
}

export function verifyIsolated(text: string, opts: IsolatedOptions = {}): Promise<VerifyReport> {
  const timeoutMs = opts.timeoutMs ?? AGENT_BUDGET_MS;
  const setupMs = opts.setupMs ?? SETUP_BUDGET_MS;
  const startMs = opts.startMs ?? START_BUDGET_MS;
  const capMs = opts.capMs ?? startMs + setupMs + timeoutMs + CAP_SLACK_MS;
  const heapMb = opts.heapMb ?? WORKER_HEAP_MB;
  const job: IsolatedJob = {
    kind: 'mcu-verify-job', text, file: opts.file ?? '', timeoutMs, setupMs, startMs, server: opts.server ?? 'embedded', verbose: !!opts.log, ...(opts.seed !== undefined ? { seed: opts.seed } : {}),
    ...(opts.world ? { world: opts.world } : {}), warm: opts.warm ?? true,
  };
  const t0 = Date.now();
  const progress: string[] = [];
  return new Promise<VerifyReport>((resolve, reject) => {
    const idleClock = skipsIdle(job);
    const worker = takeWorker(heapMb, idleClock);
    let settled = false;
    const done = (fn: () => void, reusable = false) => {
      if (settled) return;
      settled = true;
      cap.clear();
      opts.signal?.removeEventListener('abort', onAbort);
      fn();
      if (reusable) keepWorker(worker, poolKey(heapMb, idleClock), opts.keepWorkerMs ?? IDLE_MS);
      else void worker.terminate();
    };
    const stopped = (why: string) => done(() => resolve(stoppedReport(text, job, why, progress, Date.now() - t0)));
    // A chunked timer: a cap above 2^31-1 ms must not fire after 1 ms (the budgets are bounded, the helper makes sure).
    const cap = setLongTimeout(() => stopped(`the verification exceeded its hard cap of ${budgetText(capMs)} and was stopped`), capMs);
    const onAbort = () => done(() => reject(Object.assign(new Error('verification cancelled'), { name: 'VerifyAborted' })));
    opts.signal?.addEventListener('abort', onAbort, { once: true });
    worker.on('message', (m: WorkerMessage) => {
      if (m.type === 'report') done(() => resolve(m.report), true);
      else if (m.type === 'error') done(() => reject(m.overload ? new ToolOverload(m.message) : new Error(m.message)));
      else if (m.type === 'progress') progress.push(m.line);
      else opts.log?.(m.line);
    });
    worker.on('error', (e: Error & { code?: string }) => {
      stopped(e.code === 'ERR_WORKER_OUT_OF_MEMORY'
        ? `the scene needed more than the verification's ${heapMb} MB of memory and was stopped`
        : `the verification crashed: ${e.message}`);
    });
    worker.on('exit', (code) => stopped(`the verification ended unexpectedly (exit code ${code})`));
    worker.postMessage(job);
  });
}

/** A report for a worker that never sent one: what ran so far, verdict undecided, and why. */
function stoppedReport(text: string, job: IsolatedJob, why: string, progress: string[], durationMs: number): VerifyReport {
  const spec = readTaskSpec(text);
  const entries = [...spec.rewardCfg, ...spec.milestones];
  const commands: CommandReport[] = progress.map((line, i) => {
    const m = /^command (\d+): .* → (REJECTED )?([\s\S]*)$/.exec(line);
    const index = m ? Number(m[1]) - 1 : i;
    return { index, text: spec.commands[index]?.text ?? '', reply: m?.[3] ?? '', rejected: !!m?.[2] };
  });
  return buildReport({
    file: job.file, server: job.server === 'embedded' ? 'embedded' : `${job.server.host}:${job.server.port}`, spec, entries,
    maxReward: maxReward(entries), commands, timeline: [], paid: new Map(), reasons: new Map(entries.map((e) => [e, `not finished: ${why}`])),
    taskFailures: [], durationMs, agentLog: [], limitations: [why],
    phases: commands.length < spec.commands.length
      ? [{ name: 'setup', budgetMs: job.setupMs, usedMs: durationMs, outcome: 'stopped', note: why }]
      : [{ name: 'setup', budgetMs: job.setupMs, usedMs: 0, outcome: 'done' }, { name: 'agent', budgetMs: job.timeoutMs, usedMs: durationMs, outcome: 'stopped', note: why }],
  });
}
