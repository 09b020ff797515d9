/**
 * A task's saved verification report (`<task>.verify.json`, where `mcu-task
 * verify --save` and the editor write it: verify/reportPath.ts), read as the
 * Testing view's last result. A report older than its task file is still a
 * result, marked stale: the file changed since it was verified. No vscode here.
 */
import * as fs from 'fs';
import { reportPathFor, reportRootFor } from '../../../server/src/api/client';
import type { VerifyReport } from '../../../server/src/api/client';
import { savedVerdict } from '../../../server/src/api/client';
import { READ_LIMITS, readTextFile } from '../../../server/src/api/client';
import * as path from 'path';

export type SavedReport =
  | { reportFile: string; report: VerifyReport; stale: boolean; savedAt: Date }
  | { reportFile: string; problem: string };

/** The report of `taskFile` under the setting mcu.verify.reportFolder; undefined when there is none. */
export function loadSavedReport(taskFile: string, reportFolder: string): SavedReport | undefined {
  const reportFile = reportPathFor(taskFile, reportFolder);
  let stat: fs.Stats;
  try {
    stat = fs.statSync(reportFile);
  } catch {
    return undefined;
  }
  // The writer refuses a report path that leaves its root through a link; the reader refuses it too.
  const root = reportRootFor(taskFile, reportFolder);
  try {
    const real = fs.realpathSync(reportFile);
    const rel = path.relative(fs.realpathSync(root), real);
    if (rel.startsWith('..') || path.isAbsolute(rel)) return { reportFile, problem: `the report leaves ${root} through a link; not read` };
  } catch (e) {
    return { reportFile, problem: (e as Error).message };
  }
  let value: unknown;
  try {
    value = JSON.parse(readTextFile(reportFile, READ_LIMITS.verifyReport));
  } catch (e) {
    return { reportFile, problem: `not read: ${(e as Error).message}` };
  }
  const checked = savedVerdict(value, reportFile);
  if ('problem' in checked) return { reportFile, problem: checked.problem };
  const report = value as VerifyReport;
  const failures = Array.isArray(report.failures) ? report.failures.filter(isFailure) : [];
  let taskTime = 0;
  try { taskTime = fs.statSync(taskFile).mtimeMs; } catch { /* the task is gone: nothing to compare */ }
  return { reportFile, report: { ...report, failures, durationMs: typeof report.durationMs === 'number' ? report.durationMs : 0 }, stale: taskTime > stat.mtimeMs, savedAt: stat.mtime };
}

function isFailure(f: unknown): f is VerifyReport['failures'][number] {
  const o = f as { reason?: unknown; target?: { kind?: unknown } } | null;
  return !!o && typeof o.reason === 'string' && !!o.target && typeof o.target.kind === 'string';
}

/** What the Testing view says under a saved result: where it came from, and that the file changed since when it did. */
export function savedNote(saved: { reportFile: string; stale: boolean; savedAt: Date }): string {
  const from = `Saved report ${path.basename(saved.reportFile)} (${saved.savedAt.toISOString().replace(/\.\d+Z$/, 'Z')})`;
  return saved.stale ? `${from}: the task file changed since it was verified; run it again for a current result.` : `${from}.`;
}
