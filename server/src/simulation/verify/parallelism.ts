/**
 * How many verifications `mcu-task verify --jobs N` runs at once. Each one is
 * a Minecraft server and a bot in a worker thread: one core and, for a normal
 * task, about 80 MB. Asking for more than the machine holds used to turn our
 * own overload into verdicts (servers that could not start in their budget
 * became "undecided") and the process grew past its stated memory bound, so
 * the request is lowered to:
 *
 *   min(requested, tasks, cores, WORKER_HEAP_MB / MIN_JOB_HEAP_MB, free memory / JOB_MEMORY_MB), at least 1
 *
 * The workers share one heap budget of WORKER_HEAP_MB (each of N parallel
 * jobs gets 1/N of it), so the process's peak stays as bounded as with one job.
 */
import * as os from 'os';
import { WORKER_HEAP_MB } from './isolated';

/** The smallest heap share a job may run with beside others (a hostile scene needs about 100 MB; a job that needs more is run again alone). */
export const MIN_JOB_HEAP_MB = 256;
/** What one more job may add to the process, heap and the server's buffers together (a normal one adds about 80 MB). */
export const JOB_MEMORY_MB = 256;

export interface Machine {
  cores: number;
  /** Memory the system can still give, in MB (MemAvailable on Linux). */
  freeMb: number;
}

export function thisMachine(): Machine {
  return { cores: os.availableParallelism(), freeMb: os.freemem() / 2 ** 20 };
}

export interface JobPlan {
  jobs: number;
  /** Each worker's heap limit: WORKER_HEAP_MB shared by the jobs that run at once. */
  heapMb: number;
  /** Why fewer jobs run than were asked for (not said when there are simply fewer tasks). */
  lowered?: string;
}

export function planJobs(requested: number, tasks: number, machine: Machine = thisMachine()): JobPlan {
  const caps: Array<[number, string]> = [
    [Math.max(1, machine.cores), `this machine has ${machine.cores} core${machine.cores === 1 ? '' : 's'}`],
    [Math.floor(WORKER_HEAP_MB / MIN_JOB_HEAP_MB), `the jobs share one ${WORKER_HEAP_MB} MB heap budget, at least ${MIN_JOB_HEAP_MB} MB each, so the process stays under its memory bound`],
    [Math.max(1, Math.floor(machine.freeMb / JOB_MEMORY_MB)), `only ${Math.round(machine.freeMb)} MB of memory is free (${JOB_MEMORY_MB} MB per job)`],
  ];
  let jobs = Math.max(1, Math.min(requested, tasks));
  let lowered: string | undefined;
  for (const [cap, why] of caps) {
    if (cap < jobs) { jobs = cap; lowered = why; }
  }
  return { jobs, heapMb: Math.floor(WORKER_HEAP_MB / jobs), ...(lowered ? { lowered } : {}) };
}
