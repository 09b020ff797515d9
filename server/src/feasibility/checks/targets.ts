/** Helpers for checks that look at reward targets one object at a time. */
import type { TaskDiagnostic } from '../../core/diagnostic';
import type { ObjectRef } from '../../core/taskModel';
import type { FeasibilityContext, Target } from '../context';

/**
 * Runs `check` on every object of every `reward_cfg` entry of `event`. An
 * entry pays when any one of its objects is collected, so an entry is
 * reported only when none of its objects passes.
 */
export function perObject(
  ctx: FeasibilityContext,
  event: string,
  check: (o: ObjectRef, t: Target) => TaskDiagnostic[],
  lists: string[] = ['reward_cfg'],
): TaskDiagnostic[] {
  const out: TaskDiagnostic[] = [];
  for (const t of ctx.targets) {
    if (t.event !== event || !lists.includes(t.list)) continue;
    const results = t.objects.map((o) => safe(() => check(o, t)));
    if (results.some((r) => r.length === 0)) continue;
    for (const r of results) out.push(...r);
  }
  return out;
}

function safe(f: () => TaskDiagnostic[]): TaskDiagnostic[] {
  try {
    return f();
  } catch {
    return [];
  }
}
