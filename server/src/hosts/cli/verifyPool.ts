/**
 * Runs `mcu-task verify`'s tasks, `plan.jobs` at a time, so that our own
 * overload never becomes a verdict:
 *
 * - a run whose server could not start or whose agent could not join in
 *   time (ToolOverload) is run again alone once; if it still cannot, it is
 *   an error of the tool (exit 2), never "undecided";
 * - a run that ran beside others and ended on a limit (a budget ran out, the
 *   worker was stopped by its heap share or the hard cap, the agent was
 *   disconnected) is run again alone with the whole heap, and that run's
 *   report is the one kept: the limit may have been the other jobs' doing.
 */
import { ToolOverload } from '../../api/verify';
import type { JobPlan } from '../../api/verify';
import type { VerifyReport } from '../../api/verify';
import { WORKER_HEAP_MB } from '../../api/verify';
import { pool } from '../../api/util';

export type Attempt = { report: VerifyReport; error?: undefined } | { report?: undefined; error: Error };

/** Whether a report ended on a budget or was stopped: what running beside other jobs can cause. */
export function hitLimit(r: VerifyReport): boolean {
  return r.phases.some((p) => p.outcome === 'budget-exhausted' || p.outcome === 'stopped');
}

async function attempt(run: () => Promise<VerifyReport>): Promise<Attempt> {
  try {
    return { report: await run() };
  } catch (e) {
    return { error: e instanceof Error ? e : new Error(String(e)) };
  }
}

/**
 * All items through `verify(item, heapMb)`; returns one attempt per item, in
 * order. `onRerun` hears how many runs are repeated alone, before they start.
 */
export async function verifyAll<T>(items: T[], plan: JobPlan, verify: (item: T, heapMb: number) => Promise<VerifyReport>,
  onRerun?: (count: number) => void): Promise<Attempt[]> {
  const first = await pool(items, plan.jobs, (item) => attempt(() => verify(item, plan.heapMb)));
  const again = first.flatMap((a, i) => (a.error instanceof ToolOverload || (plan.jobs > 1 && a.report && hitLimit(a.report)) ? [i] : []));
  if (!again.length) return first;
  onRerun?.(again.length);
  // One at a time, with the whole heap: the load we put on the machine has dropped.
  for (const i of again) {
    const second = await attempt(() => verify(items[i], WORKER_HEAP_MB));
    first[i] = second.error instanceof ToolOverload
      ? { error: new ToolOverload(`${second.error.message} (also when run alone)`) }
      : second;
  }
  return first;
}
