/**
 * The worker-thread side of an isolated verification (see isolated.ts). It
 * waits for jobs from its parent and runs one verifyTask at a time, posting
 * each init command's outcome as it comes, so the parent can still report
 * what happened if the worker has to be stopped. A worker whose task ended
 * with a report may be given the next task (its modules, the game data and
 * the compiled protocol stay loaded); any other ending and the parent stops
 * it. In a worker, process.exit() ends this thread only.
 */
import { isMainThread, parentPort, workerData } from 'worker_threads';
import type { IsolatedJob, WorkerMessage } from './isolatedProtocol';
import { skipsIdle } from './isolatedProtocol';
import { install, isInstalled, skippedMs, skippingIdle } from './idleClock';

async function runJob(job: IsolatedJob): Promise<void> {
  const post = (m: WorkerMessage) => parentPort!.postMessage(m);
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { verifyTask } = require('./index') as typeof import('./index');
  const skip = skipsIdle(job) && isInstalled();
  const skippedBefore = skippedMs();
  const run = () => verifyTask(job.text, {
    file: job.file, timeoutMs: job.timeoutMs, setupMs: job.setupMs, startMs: job.startMs, server: job.server, ...(job.seed !== undefined ? { seed: job.seed } : {}),
    ...(job.world ? { world: job.world } : {}), warm: job.warm,
    log: (line) => {
      if (job.verbose) post({ type: 'log', line });
      if (line.startsWith('command ')) post({ type: 'progress', line });
    },
  });
  const report = skip ? await skippingIdle(run) : await run();
  if (skip) report.clock = { idleSkippedMs: Math.round(skippedMs() - skippedBefore) };
  post({ type: 'report', report });
}

const data = workerData as { kind?: string; idleClock?: boolean } | undefined;
if (!isMainThread && data?.kind === 'mcu-verify-worker') {
  // Before flying-squid and mineflayer load, so their timers and time readings are the clock's.
  if (data.idleClock) install();
  // What the libraries print here (flying-squid's log, mineflayer's warnings) is not ours to show: it would
  // land in the parent's stdout, inside `--format json`. What the run has to say goes through messages.
  process.stdout.write = () => true;
  process.stderr.write = () => true;
  parentPort!.on('message', (job: IsolatedJob) => {
    if (job?.kind !== 'mcu-verify-job') return;
    runJob(job).catch((e) => {
      parentPort!.postMessage({ type: 'error', message: (e as Error)?.message ?? String(e), ...((e as { overload?: boolean })?.overload ? { overload: true } : {}) } satisfies WorkerMessage);
    });
  });
}
