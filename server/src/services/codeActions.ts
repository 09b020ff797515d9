import type { Fix, TaskDiagnostic } from '../core/diagnostic';

/** Fixes offered for the diagnostics that overlap a range, preferred ones first. */
export function fixesFor(diagnostics: TaskDiagnostic[], start: number, end: number): { diagnostic: TaskDiagnostic; fix: Fix }[] {
  const out: { diagnostic: TaskDiagnostic; fix: Fix }[] = [];
  for (const d of diagnostics) {
    if (!d.fixes || d.end < start || d.start > end) continue;
    for (const fix of d.fixes) out.push({ diagnostic: d, fix });
  }
  return out.sort((a, b) => Number(!!b.fix.isPreferred) - Number(!!a.fix.isPreferred));
}
