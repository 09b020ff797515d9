import * as path from 'path';
import { READ_LIMITS, readTextFile } from '../../util/safeRead';
import { pathTaken, targetRefusal, writeFileSafely } from '../../util/safeWrite';
import { readMarker } from './draftMarker';
import { criteriaPathFor, generateCriteria } from './generateCriteria';
import type { LlmOptions } from './llmClient';
import { LlmError } from './llmError';

export type CriteriaOutcome = 'written' | 'kept' | 'skipped' | 'failed' | 'interrupted';

export interface CriteriaJobResult {
  taskFile: string;
  criteriaFile: string;
  outcome: CriteriaOutcome;
  why?: string;
}

export interface CriteriaBatchOptions {
  llm: LlmOptions;
  /** Folder name beside the tasks' folder, or an absolute folder (default criteria_files). */
  folder?: string;
  /** Redo criteria files that exist. */
  force?: boolean;
  jobs?: number;
  signal?: AbortSignal;
  onResult?: (r: CriteriaJobResult, done: number, total: number) => void;
}

/**
 * Criteria for many task files: one criteria file per task name (a task's
 * simple and hard files share it; the first listed wins), `jobs` at a time.
 * Existing criteria are kept unless forced; drafts still marked as needing
 * attention are skipped (criteria of a broken task would be judged against
 * the wrong scene).
 */
export async function runCriteriaBatch(taskFiles: string[], opts: CriteriaBatchOptions): Promise<{ results: CriteriaJobResult[]; fatal?: string }> {
  const byOut = new Map<string, string>();
  for (const f of taskFiles) {
    const out = criteriaPathFor(f, opts.folder);
    if (!byOut.has(out)) byOut.set(out, f);
  }
  const work = [...byOut].map(([criteriaFile, taskFile]) => ({ criteriaFile, taskFile }));
  const results: CriteriaJobResult[] = new Array(work.length);
  const stop = new AbortController();
  const onAbort = () => stop.abort();
  opts.signal?.addEventListener('abort', onAbort, { once: true });
  if (opts.signal?.aborted) stop.abort();
  let fatal: string | undefined;
  let next = 0;
  let done = 0;

  const one = async ({ taskFile, criteriaFile }: { taskFile: string; criteriaFile: string }): Promise<CriteriaJobResult> => {
    const base = { taskFile, criteriaFile };
    // A link or folder where the criteria file goes is reported, never counted as "already there".
    const refused = targetRefusal(criteriaFile);
    if (refused) return { ...base, outcome: 'failed', why: refused.message };
    if (!opts.force && pathTaken(criteriaFile)) return { ...base, outcome: 'kept' };
    let yaml: string;
    try {
      yaml = readTextFile(taskFile, READ_LIMITS.task);
    } catch (e) {
      return { ...base, outcome: 'failed', why: (e as Error).message };
    }
    if (readMarker(yaml).needsAttention) return { ...base, outcome: 'skipped', why: 'the task file needs attention' };
    try {
      const name = path.basename(taskFile).replace(/\.(task\.)?ya?ml$/i, '');
      const r = await generateCriteria(yaml, name, { ...opts.llm, signal: stop.signal });
      writeFileSafely(criteriaFile, r.text, { within: criteriaRoot(taskFile, opts.folder) });
      return { ...base, outcome: 'written' };
    } catch (e) {
      if (stop.signal.aborted && !fatal) return { ...base, outcome: 'interrupted' };
      if (e instanceof LlmError && ['auth', 'config', 'not-found'].includes(e.kind)) {
        fatal ??= e.message;
        stop.abort();
      }
      return { ...base, outcome: 'failed', why: (e as Error).message };
    }
  };

  const worker = async () => {
    while (!stop.signal.aborted && next < work.length) {
      const i = next++;
      results[i] = await one(work[i]);
      opts.onResult?.(results[i], ++done, work.length);
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.max(1, Math.min(opts.jobs ?? 1, work.length)) }, worker));
  } finally {
    opts.signal?.removeEventListener('abort', onAbort);
  }
  for (let i = 0; i < work.length; i++) results[i] ??= { ...work[i], outcome: fatal ? 'failed' : 'interrupted', why: fatal ? 'not started: the batch stopped' : undefined };
  return { results, fatal };
}

/**
 * The folder criteria files must stay in once links are resolved: the folder
 * that holds the task's folder (where criteria_files/ goes), or an absolute
 * --folder itself. A criteria_files that is a link out of it is refused.
 */
function criteriaRoot(taskFile: string, folder = 'criteria_files'): string {
  return path.isAbsolute(folder) ? folder : path.dirname(path.dirname(path.resolve(taskFile)));
}
