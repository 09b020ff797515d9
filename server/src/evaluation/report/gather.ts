/**
 * Gathers a suite report: every task file below the folders given (the walk
 * `lint` uses), each task's row (taskRow.ts), judge results from the judge
 * folders (judge/readers.ts) joined to the tasks, the charts' data, and the
 * comparability warnings. Saved verification reports are read beside each
 * task, so the reports of all shards of a `verify --shard` run merge by
 * themselves. Protocol-free: the CLI and the language server call it alike;
 * it gives the event loop a turn every few tasks (a language server keeps
 * answering while a 3,000-task folder is read) and stops when cancelled.
 */
import * as path from 'path';
import { collectYamlFiles, FileProblem, readText } from '../taskFiles/collectFiles';
import { readJudgePaths } from '../judge/readers';
import { clearSideFileCache } from '../insight/sideFiles';
import { getRegistry, Registry } from '../../vanilla/registry';
import { BOOTSTRAP } from './bootstrap';
import { chartData } from './chartData';
import { comparabilityWarnings } from './comparability';
import { joinJudgeScores } from './judgeScores';
import type { SuiteReport, TaskRow } from './model';
import type { SavedVerdict } from './savedVerdict';
import { textOf } from '../../util/plainValue';
import { relativePath, taskRow } from './taskRow';

export interface GatherOptions {
  /** Task files or folders. */
  inputs: string[];
  /** Relative inputs resolve against it, and the page shows paths relative to it. */
  base: string;
  /** Folders or files of judge results. */
  judge?: string[];
  reg?: Registry;
  /** Checked between tasks: true stops the gathering with a ReportCancelled. */
  cancelled?: () => boolean;
}

export class ReportCancelled extends Error {}

/** Tasks read between two turns of the event loop. */
const TASKS_PER_TURN = 20;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export async function gatherReport(opts: GatherOptions): Promise<SuiteReport> {
  const reg = opts.reg ?? getRegistry();
  // Saved reports may have been written since the last call (a long-lived language server).
  clearSideFileCache();
  const { files, missing, skipped } = collectYamlFiles(opts.inputs, opts.base);
  const problems = [...missing.map((m) => `${m}: not found`), ...skipped.map((s) => `${relativePath(opts.base, s.path)}: ${s.reason}`)];
  const roots = opts.inputs.map((i) => path.resolve(opts.base, i));
  const rows: TaskRow[] = [];
  const saved: SavedVerdict[] = [];
  let notTasks = 0;
  for (const [n, file] of [...files].sort().entries()) {
    if (n % TASKS_PER_TURN === TASKS_PER_TURN - 1) {
      await new Promise((resolve) => setImmediate(resolve));
      if (opts.cancelled?.()) throw new ReportCancelled('the report was cancelled');
    }
    let text: string;
    try {
      text = readText(file);
    } catch (e) {
      problems.push(`${relativePath(opts.base, file)}: ${e instanceof FileProblem ? e.message : String(e)}`);
      continue;
    }
    const root = roots.find((r) => file.startsWith(r + path.sep)) ?? path.dirname(file);
    let r: ReturnType<typeof taskRow>;
    try {
      r = taskRow({ file, text, base: opts.base, root, reg }, problems);
    } catch (e) {
      // One task (or a side file of it) the readers cannot take is one line, never the end of the report.
      problems.push(`${relativePath(opts.base, file)}: could not read: ${(e as Error)?.message ?? textOf(e)}`);
      continue;
    }
    if (!r) {
      notTasks++;
      continue;
    }
    rows.push(r.row);
    if (r.saved) saved.push(r.saved);
  }
  rows.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
  const judged = opts.judge?.length ? readJudgePaths(opts.judge.map((j) => path.resolve(opts.base, j))) : { records: [], empty: [], errors: [], pairwise: [] };
  for (const e of judged.errors) problems.push(`${relativePath(opts.base, e.file)}: ${e.message}`);
  const joined = joinJudgeScores(rows, judged.records);
  const notes = [
    `${plural(rows.length, 'task')}${notTasks ? ` (${plural(notTasks, 'YAML file')} that are not tasks left out)` : ''}; ${plural(saved.length, 'saved verification report')}`,
  ];
  if (opts.judge?.length) {
    notes.push(`${plural(judged.records.length, 'judge result')} read, ${plural(joined.scores.length, 'task and agent pair')} scored${judged.empty.length ? `, ${judged.empty.length} without scores` : ''}`);
    for (const [agent, n] of [...joined.unmatched].sort((a, b) => (a[0] < b[0] ? -1 : 1))) notes.push(`${agent}: ${plural(n, 'judge result')} for tasks not in this suite, left out`);
  }
  return {
    roots: opts.inputs,
    tasks: rows,
    agents: [...new Set(joined.scores.map((s) => s.agent))].sort(),
    charts: chartData(rows, joined.scores, BOOTSTRAP),
    warnings: comparabilityWarnings(rows, saved, judged.records),
    problems,
    bootstrap: BOOTSTRAP,
    notes,
  };
}
