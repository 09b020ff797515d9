import * as path from 'path';
import { LineIndex } from '../../util/lineIndex';
import { validateText } from '../../analysis/lint/validate';
import { getRegistry } from '../../vanilla/registry';
import { toYaml } from './answerParsing';
import { inspectExisting, writeDraftFile } from './batchFiles';
import type { BatchJob } from './batchPlan';
import { goalFor } from './catalogue';
import { describeDiagnostic, isBlocking } from './describeDiagnostics';
import { withCategory, withMarker } from './draftMarker';
import { generateConfig, GenerationError, WorkspaceExample } from './generateConfig';
import type { LlmOptions } from './llmClient';
import { LlmError } from './llmError';
import { shapeProblems } from './taskShape';
import { generateComposed, leafGoals, needsComposition } from './composeTask';
import { leavesOf, parseTaskTree, TaskTree } from '../../model/composition/parse';

export type JobOutcome = 'validated' | 'needs-attention' | 'kept' | 'failed' | 'interrupted';

export interface JobResult {
  job: BatchJob;
  outcome: JobOutcome;
  /** Absolute path of the file. */
  file: string;
  /** What is left to fix (needs-attention), or why the job failed. */
  problems: string[];
  rounds?: number;
}

export interface BatchOptions {
  outDir: string;
  llm: LlmOptions;
  version?: string;
  repairRounds?: number;
  examples?: WorkspaceExample[];
  /** Drafts in flight at once (default 1). */
  jobs?: number;
  /** Stops the batch: drafts in flight are dropped, finished files stay, a rerun does the rest. */
  signal?: AbortSignal;
  /** Called as each job ends (in the order they end). */
  onResult?: (r: JobResult, done: number, total: number) => void;
}

export interface BatchResult {
  results: JobResult[];
  /** Set when an error stopped the whole batch (a rejected key, a wrong URL). */
  fatal?: string;
  interrupted: boolean;
}

/** Errors that will fail every job alike: stop instead of trying each. */
const FATAL_KINDS = new Set(['auth', 'config', 'not-found']);

/** Drafts every job, `jobs` at a time, resuming over what the folder already holds. */
export async function runBatch(jobs: BatchJob[], opts: BatchOptions): Promise<BatchResult> {
  const reg = getRegistry(opts.version);
  const stop = new AbortController();
  const onAbort = () => stop.abort();
  opts.signal?.addEventListener('abort', onAbort, { once: true });
  if (opts.signal?.aborted) stop.abort();
  const results: JobResult[] = new Array(jobs.length);
  let fatal: string | undefined;
  let next = 0;
  let done = 0;

  const runOne = async (job: BatchJob): Promise<JobResult> => {
    const file = path.join(opts.outDir, job.relPath);
    const before = inspectExisting(file, opts.version);
    if (before.keep) return { job, outcome: 'kept', file, problems: [] };
    // A line "a and b or c" or "x from scratch" is a composed task (a catalogue entry never is).
    let tree: TaskTree | undefined;
    try {
      tree = job.entry ? undefined : parseTaskTree(job.task);
    } catch (e) {
      return { job, outcome: 'failed', file, problems: [(e as Error).message] };
    }
    const composed = tree && needsComposition(tree) ? tree : undefined;
    const goals = composed ? leafGoals(composed, reg) : [goalFor(job.task, reg, job.entry)];
    const tasks = composed ? leavesOf(composed).map((l) => l.task) : [job.task];
    let yaml: string;
    let rounds: number;
    try {
      const common = { llm: { ...opts.llm, signal: stop.signal }, version: opts.version, repairRounds: opts.repairRounds, examples: opts.examples };
      const variant = { index: job.variant, of: job.variants };
      const r = composed
        ? await generateComposed({ tree: composed, mode: job.mode, variant }, common)
        : await generateConfig({ task: job.task, mode: job.mode, variant }, { ...common, goals });
      yaml = r.yaml;
      rounds = r.rounds.length;
    } catch (e) {
      if (stop.signal.aborted) return { job, outcome: 'interrupted', file, problems: [] };
      if (!(e instanceof GenerationError)) {
        if (e instanceof LlmError && FATAL_KINDS.has(e.kind)) {
          fatal ??= e.message;
          stop.abort();
        }
        return { job, outcome: 'failed', file, problems: [e instanceof LlmError ? `${e.kind}: ${e.message}` : String((e as Error)?.message ?? e)] };
      }
      // No task file in any answer: still leave a marked starting point.
      yaml = toYaml({ text: job.task, custom_init_commands: [] });
      rounds = e.rounds.length;
      const text = withMarker(withCategory(yaml, job.entry?.category), [`no task file in the model's answers: ${e.message}`], rounds);
      const conflict = writeDraftFile(file, text, before, opts.outDir);
      if (conflict) return { job, outcome: 'failed', file, problems: [conflictNote(conflict)] };
      return { job, outcome: 'needs-attention', file, problems: [`no task file in the model's answers`], rounds };
    }
    // Check the file as it will be written (category included). The comments do not change what is
    // wrong, only the line numbers: a second pass over the marked text gets those right.
    const body = withCategory(yaml, job.entry?.category);
    let problems = problemsOf(body, tasks, goals, opts.version);
    let text = withMarker(body, problems, rounds);
    if (problems.length) {
      problems = problemsOf(text, tasks, goals, opts.version);
      text = withMarker(body, problems, rounds);
    }
    const conflict = writeDraftFile(file, text, before, opts.outDir);
    if (conflict) return { job, outcome: 'failed', file, problems: [conflictNote(conflict)] };
    return { job, outcome: problems.length ? 'needs-attention' : 'validated', file, problems, rounds };
  };

  const worker = async () => {
    while (!stop.signal.aborted && next < jobs.length) {
      const i = next++;
      try {
        results[i] = await runOne(jobs[i]);
      } catch (e) {
        // A file that cannot be read or written fails its job, not the batch.
        results[i] = { job: jobs[i], outcome: 'failed', file: path.join(opts.outDir, jobs[i].relPath), problems: [`file: ${(e as Error)?.message ?? e}`] };
      }
      done++;
      opts.onResult?.(results[i], done, jobs.length);
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.max(1, Math.min(opts.jobs ?? 1, jobs.length)) }, worker));
  } finally {
    opts.signal?.removeEventListener('abort', onAbort);
  }
  for (let i = 0; i < jobs.length; i++) {
    results[i] ??= { job: jobs[i], outcome: fatal ? 'failed' : 'interrupted', file: path.join(opts.outDir, jobs[i].relPath), problems: fatal ? ['not started: the batch stopped'] : [] };
  }
  return { results, fatal, interrupted: !fatal && !!opts.signal?.aborted };
}

function conflictNote(savedAs: string): string {
  return `conflict: a file appeared at this path during the run and was left alone; the draft is in ${path.basename(savedAs)}`;
}

/** Everything the repair loop would still ask to fix in `text`. */
function problemsOf(text: string, tasks: string[], goals: Parameters<typeof shapeProblems>[2], version?: string): string[] {
  const lines = new LineIndex(text);
  const diags = validateText(text, { version }).filter(isBlocking).map((d) => describeDiagnostic(d, text, lines));
  return [...diags, ...shapeProblems(text, tasks, goals)];
}
