/**
 * Reads task files and the data saved beside them (sideFiles.ts) into one
 * record per task with its category and six uncalibrated dimensions. A side
 * file that cannot be read is reported and left out; the task still counts.
 */
import * as path from 'path';
import { TaskModel } from '../../model/task/taskModel';
import { probeVideo } from '../judge/video';
import type { Registry } from '../../vanilla/registry';
import { parseActionLog } from './actionLog';
import { TaskCategory, taskCategory } from './category';
import { parseRatingsCsv, parseRatingsJson, ratingsFor, TaskRatings } from './ratings';
import { findRatingsFile, sideFiles, taskName } from './sideFiles';
import { DifficultyResult, RolloutData, taskDifficulty } from './taskDifficulty';
import { readSideFile } from './readSideFile';
import { READ_LIMITS } from '../../util/safeRead';

export interface TaskRecord {
  file: string;
  task: string;
  category: TaskCategory;
  result: DifficultyResult;
  /** Side files read for this task. */
  read: string[];
}

export interface SuiteLoad {
  tasks: TaskRecord[];
  /** "file: reason" for files not read. */
  problems: string[];
}

export interface LoadOptions {
  reg: Registry;
  /** The folder ratings are looked for up to (the input folder), and `--ratings` if given. */
  root: string;
  ratingsFile?: string;
  /** Set false to skip ffprobe on rollout videos. */
  videos?: boolean;
}

/** Limits of the side files (util/safeRead.ts READ_LIMITS); the editor's hover passes a smaller one for all. */
function limitFor(kind: 'actionLog' | 'verifyReport' | 'ratings', opts: { maxSideFileBytes?: number }): number {
  return Math.min(READ_LIMITS[kind], opts.maxSideFileBytes ?? Infinity);
}

function readRatings(file: string, maxBytes: number): Map<string, TaskRatings> {
  // Parsed once per content (path, size, modification time): the language server lives long and ratings files get edited.
  return readSideFile(file, maxBytes, 'ratings', (text) => (/\.csv$/i.test(file) ? parseRatingsCsv(text) : parseRatingsJson(text)));
}

/** What the files beside a task say, without probing videos (synchronous: the editor's hover uses it). */
export function readSideData(file: string, opts: Omit<LoadOptions, 'reg' | 'videos'> & { maxSideFileBytes?: number }, problems: string[], read: string[] = []): RolloutData {
  const side = sideFiles(file);
  const data: RolloutData = { actionLogs: [], videos: [] };
  const attempt = (f: string, fn: () => void) => {
    try {
      fn();
      read.push(f);
    } catch (e) {
      problems.push(`${f}: ${(e as Error).message}`);
    }
  };
  // Every side file goes through the safe reader: a FIFO, a device or a huge file is a problem to report, not a hang.
  for (const f of side.actionLogs) {
    attempt(f, () => data.actionLogs.push({ file: f, ...readSideFile(f, limitFor('actionLog', opts), 'actions', (t) => parseActionLog(t, /\.jsonl$/i.test(f))) }));
  }
  const report = side.verifyReport;
  if (report) attempt(report, () => (data.verifyReport = readSideFile(report, limitFor('verifyReport', opts), 'json', (t) => JSON.parse(t) as unknown)));
  const ratingsFile = opts.ratingsFile ?? findRatingsFile(file, opts.root);
  if (ratingsFile) {
    attempt(ratingsFile, () => {
      data.ratings = ratingsFor(readRatings(ratingsFile, limitFor('ratings', opts)), path.relative(path.dirname(ratingsFile), file));
    });
  }
  return data;
}

export async function loadTask(file: string, model: TaskModel, opts: LoadOptions, problems: string[]): Promise<TaskRecord> {
  const read: string[] = [];
  const data = readSideData(file, opts, problems, read);
  if (opts.videos !== false) {
    for (const f of sideFiles(file).videos) {
      const p = await probeVideo(f);
      if (p.ok && p.info.duration > 0) {
        data.videos.push({ file: f, seconds: p.info.duration });
        read.push(f);
      } else problems.push(`${f}: ${p.ok ? 'no duration' : p.error}`);
    }
  }
  return { file, task: taskName(file), category: taskCategory(model, opts.reg), result: taskDifficulty(model, opts.reg, data), read };
}
