/**
 * Reads task files and the data saved beside them (sideFiles.ts) into one
 * record per task with its category and six uncalibrated dimensions. A side
 * file that cannot be read is reported and left out; the task still counts.
 */
import * as fs from 'fs';
import * as path from 'path';
import { TaskModel } from '../core/taskModel';
import { probeVideo } from '../judge/video';
import type { Registry } from '../mc/registry';
import { parseActionLog } from './actionLog';
import { TaskCategory, taskCategory } from './category';
import { parseRatingsCsv, parseRatingsJson, ratingsFor, TaskRatings } from './ratings';
import { findRatingsFile, sideFiles, taskName } from './sideFiles';
import { DifficultyResult, RolloutData, taskDifficulty } from './taskDifficulty';

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

const ratingsCache = new Map<string, Map<string, TaskRatings>>();

function readRatings(file: string): Map<string, TaskRatings> {
  // Keyed by modification time too: the language server lives long and ratings files get edited.
  const key = `${file}\0${fs.statSync(file).mtimeMs}`;
  let r = ratingsCache.get(key);
  if (!r) {
    const text = fs.readFileSync(file, 'utf8');
    r = /\.csv$/i.test(file) ? parseRatingsCsv(text) : parseRatingsJson(text);
    if (ratingsCache.size > 64) ratingsCache.clear();
    ratingsCache.set(key, r);
  }
  return r;
}

/** What the files beside a task say, without probing videos (synchronous: the editor's hover uses it). */
export function readSideData(file: string, opts: Omit<LoadOptions, 'reg' | 'videos'>, problems: string[], read: string[] = []): RolloutData {
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
  for (const f of side.actionLogs) attempt(f, () => data.actionLogs.push({ file: f, ...parseActionLog(fs.readFileSync(f, 'utf8'), /\.jsonl$/i.test(f)) }));
  if (side.verifyReport) attempt(side.verifyReport, () => (data.verifyReport = JSON.parse(fs.readFileSync(side.verifyReport!, 'utf8'))));
  const ratingsFile = opts.ratingsFile ?? findRatingsFile(file, opts.root);
  if (ratingsFile) {
    attempt(ratingsFile, () => {
      data.ratings = ratingsFor(readRatings(ratingsFile), path.relative(path.dirname(ratingsFile), file));
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
  return { file, task: taskName(file), category: taskCategory(model), result: taskDifficulty(model, opts.reg, data), read };
}
