/**
 * The information a task gets when no criteria file can be found for it: the
 * judge (MCU's rating prompt) scores a rollout against criteria_files/<task>.txt,
 * so without one the task cannot be judged. Where to look is criteriaLocation.ts;
 * how to look (the file system, only in a trusted workspace) is the caller's.
 */
import * as path from 'path';
import { diag, TaskDiagnostic } from '../../model/task/diagnostic';
import type { TaskModel } from '../../model/task/taskModel';
import { criteriaCandidates, CriteriaSearch, taskNameOf } from '../../evaluation/taskFiles/criteriaLocation';
import { CRITERIA } from '../../model/diagnosticCodes';

/**
 * `criteria/missing` on the task's `text` key (or its first line) when none of
 * the candidates exists; undefined when one does.
 */
export function missingCriteria(
  model: TaskModel,
  taskFile: string,
  search: CriteriaSearch,
  exists: (file: string) => boolean,
  show: (file: string) => string = (f) => f,
): TaskDiagnostic | undefined {
  const candidates = criteriaCandidates(taskFile, search);
  if (candidates.some((f) => exists(f))) return undefined;
  const text = model.topLevel.get('text');
  const [start, end] = text ? [text.keyStart, text.keyEnd] : [0, model.lines.lineEnd(0)];
  return diag(start, end, 'information', CRITERIA.missing,
    `No criteria file for this task; the judge needs criteria_files/${taskNameOf(taskFile)}.txt — searched: ${candidates.map(show).join(', ')}.`);
}

/** Does the task's benchmark keep criteria files at all (a folder one of its candidates would be in exists)? */
export function criteriaFolderNear(taskFile: string, search: CriteriaSearch, isDir: (dir: string) => boolean): boolean {
  return criteriaCandidates(taskFile, search).some((f) => isDir(path.dirname(f)));
}
