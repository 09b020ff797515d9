/**
 * Where a task's verification report is saved: `<task>.verify.json` beside
 * the task (or in `folder`: absolute, or relative to the task's folder, as
 * the setting mcu.verify.reportFolder says). One definition for `mcu-task
 * verify --save`, the language server's document links and its
 * verify-outcome inlay hints, and the editor's verify command and Testing
 * view. Pure path logic, no protocol and no file access.
 */
import * as path from 'path';

export function reportPathFor(taskFile: string, folder?: string): string {
  const base = path.basename(taskFile).replace(/\.ya?ml$/i, '') + '.verify.json';
  const dir = !folder ? path.dirname(taskFile) : path.resolve(path.dirname(taskFile), folder);
  return path.join(dir, base);
}

/**
 * The folder a saved report must stay in once links are resolved: the task's
 * folder for a report folder named below it, or the report folder itself when
 * the setting names one elsewhere (absolute, or with '..').
 */
export function reportRootFor(taskFile: string, folder?: string): string {
  if (!folder) return path.dirname(taskFile);
  const elsewhere = path.isAbsolute(folder) || folder.split(/[\\/]/).includes('..');
  return elsewhere ? path.resolve(path.dirname(taskFile), folder) : path.dirname(taskFile);
}
