import type { Fix, TaskDiagnostic } from '../../model/task/diagnostic';
import { suppressionFix } from '../../model/task/suppression';
import type { TaskModel } from '../../model/task/taskModel';

/** Fixes offered for the diagnostics that overlap a range, preferred ones first. */
export function fixesFor(diagnostics: TaskDiagnostic[], start: number, end: number): { diagnostic: TaskDiagnostic; fix: Fix }[] {
  const out: { diagnostic: TaskDiagnostic; fix: Fix }[] = [];
  for (const d of diagnostics) {
    if (!d.fixes || d.end < start || d.start > end) continue;
    for (const fix of d.fixes) out.push({ diagnostic: d, fix });
  }
  return out.sort((a, b) => Number(!!b.fix.isPreferred) - Number(!!a.fix.isPreferred));
}

/** The "disable for this line" fix of each diagnostic that overlaps a range (suppression.ts), after the real fixes. */
export function suppressionFixesFor(model: TaskModel, diagnostics: TaskDiagnostic[], start: number, end: number): { diagnostic: TaskDiagnostic; fix: Fix }[] {
  const out: { diagnostic: TaskDiagnostic; fix: Fix }[] = [];
  for (const d of diagnostics) {
    if (d.end < start || d.start > end) continue;
    const fix = suppressionFix(model, d);
    if (fix) out.push({ diagnostic: d, fix });
  }
  return out;
}
