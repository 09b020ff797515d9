/**
 * Where a task's judging criteria file (`<task>.txt`) may be, in the order
 * the editor looks (document links, the missing-criteria information, the
 * criteria check):
 *  1. the `mcu.criteria.folder` setting (`--folder` of `mcu-task criteria`):
 *     relative to the parent of the task's folder, or absolute — the place the
 *     criteria command writes to;
 *  2. `criteria_files/<task>.txt` in the task's folder and in each parent up
 *     to the workspace root (or the file system root when there is none);
 *  3. MCU's own layout: `auto_eval/criteria_files/<task>.txt` in the folder
 *     that holds a `task_configs/` the task lies under.
 * Pure path logic; `exists` is passed in so tests and the server decide how to look.
 */
import * as path from 'path';
import { criteriaPathFor } from '../llm/generateCriteria';

export interface CriteriaSearch {
  /** The mcu.criteria.folder setting (default criteria_files). */
  folder?: string;
  /** The workspace folder holding the task: the upward search stops there. */
  workspaceRoot?: string;
}

/** The task's name as MCU's files use it: the file name without .yaml / .yml / .task.yaml. */
export function taskNameOf(taskFile: string): string {
  return path.basename(taskFile).replace(/\.(task\.)?ya?ml$/i, '');
}

function inside(dir: string, root: string): boolean {
  const rel = path.relative(root, dir);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
}

/** Every place a criteria file for `taskFile` may be, most specific first, without duplicates. */
export function criteriaCandidates(taskFile: string, search: CriteriaSearch = {}): string[] {
  const file = path.resolve(taskFile);
  const name = `${taskNameOf(file)}.txt`;
  const root = search.workspaceRoot ? path.resolve(search.workspaceRoot) : undefined;
  const out: string[] = [criteriaPathFor(file, search.folder || 'criteria_files')];
  let dir = path.dirname(file);
  for (;;) {
    out.push(path.join(dir, 'criteria_files', name));
    const up = path.dirname(dir);
    if (up === dir || (root && (!inside(up, root) || dir === root))) break;
    dir = up;
  }
  // MCU: <x>/task_configs/…/<task>.yaml → <x>/auto_eval/criteria_files/<task>.txt
  const parts = path.dirname(file).split(path.sep);
  const at = parts.lastIndexOf('task_configs');
  if (at > 0) out.push(path.join(parts.slice(0, at).join(path.sep) || path.sep, 'auto_eval', 'criteria_files', name));
  return [...new Set(out)];
}

/** The first candidate that exists, or undefined. */
export function findCriteriaFile(taskFile: string, search: CriteriaSearch, exists: (file: string) => boolean): string | undefined {
  return criteriaCandidates(taskFile, search).find((f) => exists(f));
}
