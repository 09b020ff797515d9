/**
 * One task's row of the report, from its file and the files saved beside it:
 * lint findings by severity (analysis/lint/validate.ts, on the same TaskModel the
 * category and difficulty read), the category (insight/category.ts), the
 * subcategory, the six difficulty dimensions (insight/taskDifficulty.ts, no
 * video probing) and the saved verdict (savedVerdict.ts).
 */
import * as path from 'path';
import { isScalar } from 'yaml';
import { TaskModel } from '../../model/task/taskModel';
import { isTaskFile } from '../taskFiles/taskFileDetection';
import { validateAnalysis } from '../../analysis/lint/validate';
import { analyse, Analysis } from '../../analysis/lint/analysis';
import { taskCategory } from '../insight/category';
import { readSideData } from '../insight/loadSuite';
import { sideFiles, taskName } from '../insight/sideFiles';
import { taskDifficulty } from '../insight/taskDifficulty';
import type { Registry } from '../../vanilla/registry';
import type { LintCounts, TaskRow } from './model';
import { SavedVerdict, savedVerdict } from './savedVerdict';
import { subcategoryOf } from './subcategory';
import { excerpt } from '../../util/excerpt';

export interface RowInput {
  file: string;
  text: string;
  /** Paths in the page are relative to this folder. */
  base: string;
  /** Ratings are looked for up to this folder (the input folder holding the file). */
  root: string;
  reg: Registry;
}

export interface RowResult {
  row: TaskRow;
  saved?: SavedVerdict;
}

/** Forward slashes on every platform: the page sorts and filters by it. */
export function relativePath(base: string, file: string): string {
  return (path.relative(base, file) || path.basename(file)).split(path.sep).join('/');
}

function lintCounts(analysis: Analysis): LintCounts {
  const counts: LintCounts = { error: 0, warning: 0, information: 0 };
  for (const d of validateAnalysis(analysis)) if (d.severity !== 'hint') counts[d.severity]++;
  return counts;
}

/**
 * Categories are labels (MCU's longest is 20 characters): a longer one is cut
 * with "…". Each appears in the table, the filter, the charts and the page's
 * data, so 3,000 tasks with 2 KB categories made a 56 MB page.
 */
export const MAX_CATEGORY_CHARS = 80;

function topString(model: TaskModel, key: string): string | undefined {
  const v = model.topLevel.get(key)?.value;
  return isScalar(v) && typeof v.value === 'string' && v.value.trim() ? v.value.trim() : undefined;
}

/** The row, or undefined for a YAML file that is not a task (taskKeys.ts), as `insight` and `lint` leave out. */
export function taskRow(input: RowInput, problems: string[]): RowResult | undefined {
  const { file, text, reg } = input;
  if (!isTaskFile(file, text)) return undefined;
  // The file's one analysis: its model feeds the category and the difficulty, its validation the lint counts.
  const analysis = analyse(text, { version: reg.version, fileName: file });
  const model = analysis.model;
  const side = readSideData(file, { root: input.root }, problems);
  const category = taskCategory(model, reg).name;
  const result = taskDifficulty(model, reg, side);
  const row: TaskRow = {
    file: relativePath(input.base, file),
    path: file,
    task: taskName(file),
    category: excerpt(category, MAX_CATEGORY_CHARS),
    subcategory: excerpt(topString(model, 'subcategory') ?? subcategoryOf(taskName(file), reg), MAX_CATEGORY_CHARS),
    lint: lintCounts(analysis),
    difficulty: result.difficulty,
    judge: {},
  };
  let saved: SavedVerdict | undefined;
  if (side.verifyReport !== undefined) {
    const reportFile = relativePath(input.base, sideFiles(file).verifyReport ?? file);
    const v = savedVerdict(side.verifyReport, reportFile);
    if ('problem' in v) problems.push(`${reportFile}: ${v.problem}`);
    else {
      saved = v;
      row.verdict = v.verdict;
    }
  }
  return { row, ...(saved ? { saved } : {}) };
}
