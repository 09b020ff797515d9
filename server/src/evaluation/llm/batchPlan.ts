import * as path from 'path';
import { findCatalogueEntry } from '../../model/catalogue';
import type { CatalogueEntry } from '../../model/catalogue';
import type { Registry } from '../../vanilla/registry';
import { taskFileName } from './atomicTask';
import type { TaskMode } from './configPrompt';

/** One file a batch drafts. */
export interface BatchJob {
  task: string;
  mode: TaskMode;
  /** 1-based; files of variant 1 carry no suffix, later ones _v2, _v3… */
  variant: number;
  /** How many variants of the task the batch drafts. */
  variants: number;
  /** Path relative to the output folder: <mode>/<task file name>[_vK].yaml. */
  relPath: string;
  /** The catalogue's entry for the task, when the line is one (gives category and goal). */
  entry?: CatalogueEntry;
}

export type BatchModes = TaskMode | 'both';

/** Task lines of a list file: one task per line; blank lines and # comments are skipped; duplicates once. */
export function readTaskList(text: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const key = line.toLowerCase().replace(/\s+/g, ' ');
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(line);
  }
  return out;
}

/**
 * The files a batch writes, laid out as MCU's task_configs are
 * (simple/<task>.yaml, hard/<task>.yaml), in list order. Two lines that
 * would share a file name (case or punctuation aside) get distinct names.
 */
export function planBatch(tasks: string[], modes: BatchModes, variants: number, reg: Registry): BatchJob[] {
  const modeList: TaskMode[] = modes === 'both' ? ['simple', 'hard'] : [modes];
  const jobs: BatchJob[] = [];
  const used = new Set<string>();
  for (const task of tasks) {
    const entry = findCatalogueEntry(reg, task);
    let base = taskFileName(task);
    for (let n = 2; used.has(base); n++) base = `${taskFileName(task)}_${n}`;
    used.add(base);
    for (const mode of modeList) {
      for (let v = 1; v <= variants; v++) {
        const name = v === 1 ? base : `${base}_v${v}`;
        jobs.push({ task, mode, variant: v, variants, relPath: path.join(mode, `${name}.yaml`), entry });
      }
    }
  }
  return jobs;
}
