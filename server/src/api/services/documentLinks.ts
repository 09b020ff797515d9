/**
 * Document links from a task file to the files that belong to it and exist:
 * its judging criteria (taskFiles/criteriaLocation.ts decides where to look),
 * its `reference_video` when a file of that name is there, its saved
 * verification report, and its rollout videos and judge results (the
 * preview's globs). A link needs a range in the task file, so each sits on a
 * top-level key: the criteria on `text` (the judge grades the instruction),
 * the report on the command list's key (it records each command's reply),
 * the reference video on its own value, and the rollout videos and judge
 * results on the remaining top-level keys in document order, one each (the
 * preview lists them all). Nothing is linked that the file index does not
 * hold, and the reference video only inside the task's folder or the
 * workspace folder (README: "beside the task or at the workspace root"), never
 * an absolute path or `..` leading out of them. Protocol-free: the language server translates the result.
 */
import * as fs from 'fs';
import * as path from 'path';
import { isScalar } from 'yaml';
import { COMMAND_KEYS, REWARD_KEYS, TaskModel } from '../../model/task/taskModel';
import { findCriteriaFile, taskNameOf } from '../../evaluation/taskFiles/criteriaLocation';
import type { SideFiles } from '../../evaluation/taskFiles/workspaceFiles';
import { reportPathFor } from '../../simulation/verify/reportPath';

export type TaskLinkKind = 'criteria' | 'reference-video' | 'verify-report' | 'rollout-video' | 'judge-result';

export interface TaskLink {
  kind: TaskLinkKind;
  /** Document offsets of the linked text. */
  start: number;
  end: number;
  /** Absolute path of the file. */
  target: string;
  tooltip: string;
}

export interface LinkSearch {
  /** Absolute path of the task file. */
  taskFile: string;
  /** The mcu.criteria.folder setting. */
  criteriaFolder?: string;
  /** mcu.preview.videoGlobs / judgeGlobs (`<task>` is the task's name). */
  videoGlobs: readonly string[];
  judgeGlobs: readonly string[];
  files: SideFiles;
}

/** The globs with `<task>` replaced; a name with glob characters cannot be searched for and gives none. */
function globsFor(globs: readonly string[], task: string): string[] {
  if (/[*?{}[\]]/.test(task)) return [];
  return globs.map((g) => g.split('<task>').join(task));
}

/**
 * Judge files named by a glob without `<task>` (`**∕result.json`) may be any
 * task's: such a file counts when a folder on its path or its own name starts
 * with the task's name (reading every result file is the preview's job).
 */
function judgeFilesOf(search: LinkSearch, task: string): string[] {
  const named = search.judgeGlobs.filter((g) => g.includes('<task>'));
  const generic = search.judgeGlobs.filter((g) => !g.includes('<task>'));
  const out = new Set(search.files.matching(globsFor(named, task)));
  for (const f of search.files.matching(generic)) {
    const rel = search.files.root ? path.relative(search.files.root, f) : f;
    if (rel.split(path.sep).some((s) => s === task || s.startsWith(`${task}.`) || s.startsWith(`${task}_`))) out.add(f);
  }
  return [...out].sort();
}

/** Whether `file` lies inside `dir` (below it, not the folder itself), by their resolved paths. */
function isInside(file: string, dir: string): boolean {
  const rel = path.relative(path.resolve(dir), file);
  return rel !== '' && !path.isAbsolute(rel) && rel.split(path.sep)[0] !== '..';
}

/**
 * The same test on the paths with links resolved: a linked folder beside the task (`v -> /etc`)
 * must not carry `v/shadow` out. A path the disk does not have (yet) keeps the test by name.
 */
function staysInside(file: string, dirs: string[]): boolean {
  let real: string;
  try {
    real = fs.realpathSync(file);
  } catch {
    return true;
  }
  return dirs.some((d) => {
    try {
      return isInside(real, fs.realpathSync(d));
    } catch {
      return false;
    }
  });
}

const display = (file: string, root?: string) => (root ? path.relative(root, file).split(path.sep).join('/') : file);

export function documentLinks(model: TaskModel, search: LinkSearch): TaskLink[] {
  const { files } = search;
  const task = taskNameOf(search.taskFile);
  const links: TaskLink[] = [];
  const usedKeys = new Set<string>();
  const onKey = (key: string | undefined, kind: TaskLinkKind, target: string, what: string) => {
    const entry = key ? model.topLevel.get(key) : undefined;
    if (!entry || usedKeys.has(entry.key)) return false;
    usedKeys.add(entry.key);
    links.push({ kind, start: entry.keyStart, end: entry.keyEnd, target, tooltip: `${what}: ${display(target, files.root)}` });
    return true;
  };

  const criteria = findCriteriaFile(search.taskFile, { folder: search.criteriaFolder, workspaceRoot: files.root }, (f) => files.exists(f));
  if (criteria) onKey('text', 'criteria', criteria, 'Judging criteria');

  const report = reportPathFor(search.taskFile);
  if (files.exists(report)) onKey([...COMMAND_KEYS, ...REWARD_KEYS].find((k) => model.topLevel.has(k)), 'verify-report', report, 'Last verification report');

  const ref = model.topLevel.get('reference_video');
  const refNode = ref?.value;
  if (isScalar(refNode) && typeof refNode.value === 'string' && refNode.value.trim() && refNode.range && !refNode.value.includes('\0')) {
    const name = refNode.value.trim();
    const places = path.isAbsolute(name) ? [path.resolve(name)] : [path.resolve(path.dirname(search.taskFile), name), ...(files.root ? [path.resolve(files.root, name)] : [])];
    // Only beside the task or in the workspace folder: a file's author must not learn (or make the
    // reader open) /etc/shadow or ../../../etc/passwd through a link.
    const allowed = [path.dirname(search.taskFile), ...(files.root ? [files.root] : [])];
    const found = places.find((p) => allowed.some((dir) => isInside(p, dir)) && files.exists(p) && staysInside(p, allowed));
    if (found) links.push({ kind: 'reference-video', start: refNode.range[0], end: refNode.range[1], target: found, tooltip: `Reference video: ${display(found, files.root)}` });
  }

  // Rollouts: videos first, then judge results, on the keys still free.
  const rollouts: { kind: TaskLinkKind; file: string; what: string }[] = [
    ...files.matching(globsFor(search.videoGlobs, task)).map((file) => ({ kind: 'rollout-video' as const, file, what: 'Rollout video' })),
    ...judgeFilesOf(search, task).map((file) => ({ kind: 'judge-result' as const, file, what: 'Judge result' })),
  ];
  const freeKeys = [...model.topLevel.keys()].filter((k) => !usedKeys.has(k) && k !== 'reference_video');
  rollouts.forEach((r, i) => {
    if (i < freeKeys.length) onKey(freeKeys[i], r.kind, r.file, r.what);
  });
  return links;
}
