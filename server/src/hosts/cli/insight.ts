/**
 * `mcu-task insight [--format text|json] [--calibrate] [--ratings FILE] <file|dir>…`:
 * the six MCU v1 difficulty dimensions of each task, from the task itself
 * and the data saved beside it (server/src/evaluation/insight/sideFiles.ts). Planning
 * complexity is drawn for the task's goals: its reward entries, else what its
 * instruction asks (`goalSource`: rewards | text | none), and the goals with no
 * graph are listed (`notGraphed`). Exit 0; 1
 * when a file could not be read; 2 on bad usage or a suite too small to calibrate.
 */
import * as fs from 'fs';
import * as path from 'path';
import { TaskModel } from '../../api/model';
import { MIN_SUITE } from '../../api/insight';
import { loadTask, TaskRecord } from '../../api/insight';
import { isTaskFile } from '../../api/taskFiles';
import { calibrateSuite } from '../../api/insight';
import { Difficulty, DifficultyResult, DIMENSIONS, NO_GOAL } from '../../api/insight';
import { getRegistry } from '../../api/vanilla';
import { lastFlag, parseArgs } from './args';
import { collectYamlFiles, FileProblem, readText } from '../../api/taskFiles';
import { CliCommand, CliIO, UsageError } from './io';

export const INSIGHT_USAGE = 'mcu-task insight [--format text|json] [--calibrate] [--ratings FILE] [--no-video] <file|dir>…';

export interface LoadedInputs {
  tasks: TaskRecord[];
  problems: string[];
  /** YAML files that are not task files (no task key and no `text`), left out. */
  notTasks: string[];
}

/** Task files of the inputs with their difficulty data (shared with `suite`). */
export async function loadInputs(inputs: string[], io: CliIO, ratings: string | undefined, videos: boolean): Promise<LoadedInputs> {
  const reg = getRegistry();
  const { files, missing, skipped } = collectYamlFiles(inputs, io.cwd);
  const problems = [...missing.map((m) => `${m}: not found`), ...skipped.map((s) => `${s.path}: ${s.reason}`)];
  const ratingsFile = ratings === undefined ? undefined : path.resolve(io.cwd, ratings);
  if (ratingsFile && !fs.existsSync(ratingsFile)) throw new UsageError(`--ratings: ${ratings} not found`);
  const tasks: TaskRecord[] = [];
  const notTasks: string[] = [];
  for (const file of files) {
    let text: string;
    try {
      text = readText(file);
    } catch (e) {
      problems.push(`${file}: ${e instanceof FileProblem ? e.message : String(e)}`);
      continue;
    }
    // Ratings are looked for up to the input folder that holds the file (or the file's own folder).
    const root = inputs.map((i) => path.resolve(io.cwd, i)).find((i) => file.startsWith(i + path.sep)) ?? path.dirname(file);
    if (!isTaskFile(file, text)) {
      notTasks.push(file);
      continue;
    }
    const model = new TaskModel(text);
    tasks.push(await loadTask(file, model, { reg, root, ratingsFile, videos }, problems));
  }
  return { tasks, problems, notTasks };
}

/** Why a task has no planning complexity: no goal read, or none of its goals has anything to obtain. */
function noGraphReason(r: DifficultyResult): string {
  if (r.goalSource === 'none') return NO_GOAL;
  const from = r.goalSource === 'text' ? 'goals read from the instruction' : 'goals read from the rewards';
  return `no goal with a dependency graph (${from})${r.notGraphed.length ? `: ${r.notGraphed.map((n) => `"${n.text}" ${n.why}`).join('; ')}` : ''}`;
}

const fmt = (v: number | null) => (v === null ? '—' : Number.isInteger(v) ? String(v) : v.toFixed(3));

export const run: CliCommand = async (argv, io) => {
  const args = parseArgs(argv, { values: ['format', 'ratings'], booleans: ['calibrate', 'no-video', 'help'] });
  if (args.flags.has('help')) {
    io.stdout(INSIGHT_USAGE + '\n');
    return 0;
  }
  const format = lastFlag(args, 'format') ?? 'text';
  if (format !== 'text' && format !== 'json') throw new UsageError(`--format must be text or json, not ${format}`);
  if (!args.positional.length) throw new UsageError('give task files or folders');
  const { tasks, problems, notTasks } = await loadInputs(args.positional, io, lastFlag(args, 'ratings'), !args.flags.has('no-video'));
  let calibrated: Difficulty[] | undefined;
  const rel = (f: string) => path.relative(io.cwd, f) || f;
  const notes: string[] = notTasks.map((f) => `${rel(f)}: not a task file (no task key and no text); left out`);
  if (args.flags.has('calibrate')) {
    if (tasks.length < MIN_SUITE) {
      io.stderr(`mcu-task insight: --calibrate needs a suite of at least ${MIN_SUITE} tasks to take quantiles over; ${tasks.length} found. Run it over the whole folder of tasks.\n`);
      return 2;
    }
    const c = calibrateSuite(tasks.map((t) => t.result.difficulty));
    calibrated = c.calibrated;
    notes.push(...c.notes);
  }
  if (format === 'json') {
    const out = tasks.map((t, i) => ({
      file: rel(t.file),
      task: t.task,
      category: t.category.name,
      categoryInferred: t.category.inferred,
      categoryBasis: t.category.basis,
      difficulty: t.result.difficulty,
      ...(calibrated ? { calibrated: calibrated[i] } : {}),
      sources: t.result.sources,
      ...(t.result.graph ? { graph: { vertices: t.result.graph.vertices, andEdges: t.result.graph.andEdges, orEdges: t.result.graph.orEdges } } : {}),
      goalSource: t.result.goalSource,
      notGraphed: t.result.notGraphed,
      read: t.read.map(rel),
    }));
    io.stdout(JSON.stringify({ tasks: out, notes, problems }, null, 2) + '\n');
  } else {
    const lines: string[] = [];
    tasks.forEach((t, i) => {
      lines.push(`${rel(t.file)}  [${t.category.name}${t.category.inferred ? ', inferred from ' + t.category.basis : ''}]`);
      for (const d of DIMENSIONS) {
        const raw = t.result.difficulty[d];
        const cal = calibrated ? `  calibrated ${fmt(calibrated[i][d])}` : '';
        const why = t.result.sources[d] ?? (d === 'planning_complexity' ? noGraphReason(t.result) : undefined);
        lines.push(`  ${d.padEnd(20)} ${fmt(raw).padStart(9)}${cal}${why ? `  (${why})` : ''}`);
      }
    });
    lines.push(...notes.map((n) => `note: ${n}`), ...problems.map((p) => `not read: ${p}`));
    io.stdout(lines.join('\n') + '\n');
  }
  return problems.length ? 1 : 0;
};
