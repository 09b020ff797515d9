/**
 * Judging a folder of rollout videos: criteria found by task name, several
 * videos at once, progress as each finishes, results cached by content (so a
 * rerun after an interruption resumes where it stopped) and one result file per
 * video that never replaces another video's result.
 */
import * as fs from 'fs';
import * as path from 'path';
import { taskFromVideoPath, taskKey } from './names';
import { runJudge, RunJudgeOptions } from './runJudge';
import type { OurJudgeResult } from './ourFormat';
import { READ_LIMITS, readTextFile } from '../../util/safeRead';
import { pathTaken, writeFileSafely } from '../../util/safeWrite';

export const VIDEO_EXTENSIONS = /\.(mp4|webm|mkv|mov|avi|m4v)$/i;

export interface BatchItem {
  video: string;
  task: string;
  criteriaFile?: string;
}

export interface BatchOutcome {
  video: string;
  status: 'judged' | 'cached' | 'failed';
  out?: string;
  message?: string;
}

export function listVideos(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory() && !e.name.startsWith('.') && e.name !== 'node_modules') walk(p);
      else if (e.isFile() && VIDEO_EXTENSIONS.test(e.name)) out.push(p);
    }
  };
  walk(dir);
  return out.sort();
}

/** Criteria files (`<task>.txt`) in a folder, by task key. */
export function criteriaIndex(dir: string): Map<string, string> {
  const m = new Map<string, string>();
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    if (e.isFile() && /\.(txt|md)$/i.test(e.name)) m.set(taskKey(e.name.replace(/\.(txt|md)$/i, '')), path.join(dir, e.name));
  }
  return m;
}

export function planBatch(videosDir: string, criteriaDir: string): BatchItem[] {
  const criteria = criteriaIndex(criteriaDir);
  return listVideos(videosDir).map((video) => {
    const task = taskFromVideoPath(path.relative(videosDir, video)) || path.basename(video).replace(VIDEO_EXTENSIONS, '');
    const item: BatchItem = { video, task };
    const c = criteria.get(taskKey(task));
    if (c) item.criteriaFile = c;
    return item;
  });
}

/**
 * Where a video's result goes: `<out>/<video path relative to the folder>.judge.json`.
 * If a file there belongs to another video (a different video path), a
 * numbered name is used instead of replacing it.
 */
export function resultPathFor(video: string, videosDir: string, outDir: string): string {
  const rel = path.relative(videosDir, video).replace(VIDEO_EXTENSIONS, '');
  const base = path.join(outDir, rel);
  for (let i = 1; ; i++) {
    const candidate = i === 1 ? `${base}.judge.json` : `${base}.${i}.judge.json`;
    const owner = ownerOf(candidate);
    if (owner === undefined || path.resolve(owner) === path.resolve(video)) return candidate;
  }
}

function ownerOf(file: string): string | undefined {
  // lstat, not existsSync: a dangling link planted at the path is something there, not a free name.
  if (!pathTaken(file)) return undefined;
  try {
    const v = JSON.parse(readTextFile(file, READ_LIMITS.judgeFile)) as OurJudgeResult;
    return v.video?.path ?? file;
  } catch {
    return file; // unreadable: not ours to replace
  }
}

export interface BatchOptions {
  items: BatchItem[];
  videosDir: string;
  outDir: string;
  /** The folder results must stay in once links are resolved (default outDir): the videos folder when outDir is its default judge_results. */
  within?: string;
  jobs: number;
  judge: Omit<RunJudgeOptions, 'video' | 'criteriaText' | 'criteriaFile' | 'task'>;
  onProgress?: (done: number, total: number, outcome: BatchOutcome) => void;
}

export async function runBatch(opts: BatchOptions): Promise<BatchOutcome[]> {
  const outcomes: BatchOutcome[] = new Array(opts.items.length);
  let next = 0;
  let done = 0;
  // Result paths are claimed before any write, so two jobs never pick the same file.
  const claimed = new Set<string>();
  const worker = async () => {
    while (next < opts.items.length) {
      const i = next++;
      const item = opts.items[i];
      let outcome: BatchOutcome;
      if (!item.criteriaFile) {
        outcome = { video: item.video, status: 'failed', message: `no criteria file for task "${item.task}"` };
      } else {
        try {
          const r = await runJudge({
            ...opts.judge,
            video: item.video,
            criteriaText: readTextFile(item.criteriaFile, READ_LIMITS.text),
            criteriaFile: item.criteriaFile,
            task: item.task,
          });
          let out = resultPathFor(item.video, opts.videosDir, opts.outDir);
          for (let n = 2; claimed.has(out); n++) out = out.replace(/(\.\d+)?\.judge\.json$/, `.${n}.judge.json`);
          claimed.add(out);
          writeFileSafely(out, JSON.stringify(r.result, null, 2) + '\n', { within: opts.within ?? opts.outDir });
          outcome = { video: item.video, status: r.cached ? 'cached' : 'judged', out };
          if (r.result.warnings?.length) outcome.message = r.result.warnings.join('; ');
        } catch (e) {
          outcome = { video: item.video, status: 'failed', message: (e as Error).message };
        }
      }
      outcomes[i] = outcome;
      opts.onProgress?.(++done, opts.items.length, outcome);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(opts.jobs, opts.items.length)) }, worker));
  return outcomes;
}
