/**
 * Where a task's verification report is saved: `<task>.verify.json` beside
 * the task (or in `folder`). One definition for `mcu-task verify --save`, the
 * language server's document links and its verify-outcome inlay hints.
 * Pure path logic, no protocol and no file access.
 */
import * as path from 'path';

export function reportPathFor(taskFile: string, folder?: string): string {
  const base = path.basename(taskFile).replace(/\.ya?ml$/i, '') + '.verify.json';
  return path.join(folder || path.dirname(taskFile), base);
}
