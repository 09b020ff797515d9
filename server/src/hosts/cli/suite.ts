/**
 * `mcu-task suite DIR… --size N [--by category,difficulty] [--out FILE] [--format text|json] [--ratings FILE]`:
 * a stratified subset of a task folder, drawn as MCU-Turbo is (insight/stratify.ts).
 * The list (one task file per line, relative to the current folder) goes to
 * --out or stdout. Planning complexity counts for reward-less tasks too, drawn
 * for the goals their instruction states; the JSON says where each task's
 * goals were read from (`goalSource`, and `goalSources` counts). Exit 0; 2 on bad usage.
 */
import * as path from 'path';
import { tryWriteFileSafely } from '../../api/util';
import { selectStratified, Stratum } from '../../api/insight';
import { calibrateSuite, overallDifficulty } from '../../api/insight';
import { loadInputs } from './insight';
import { lastFlag, parseArgs } from './args';
import { CliCommand, UsageError } from './io';

export const SUITE_USAGE = 'mcu-task suite <dir>… --size N [--by category,difficulty] [--out FILE] [--format text|json] [--ratings FILE]';

export const run: CliCommand = async (argv, io) => {
  const args = parseArgs(argv, { values: ['size', 'by', 'out', 'format', 'ratings'], booleans: ['help'] });
  if (args.flags.has('help')) {
    io.stdout(SUITE_USAGE + '\n');
    return 0;
  }
  const size = Number(lastFlag(args, 'size'));
  if (!Number.isInteger(size) || size < 1) throw new UsageError('--size must be a whole number of tasks above 0');
  const by = (lastFlag(args, 'by') ?? 'category,difficulty').split(',').map((s) => s.trim()).filter(Boolean);
  for (const b of by) if (b !== 'category' && b !== 'difficulty') throw new UsageError(`--by takes category and/or difficulty, not ${b}`);
  const format = lastFlag(args, 'format') ?? 'text';
  if (format !== 'text' && format !== 'json') throw new UsageError(`--format must be text or json, not ${format}`);
  if (!args.positional.length) throw new UsageError('give the folder of tasks to draw from');
  const { tasks, problems } = await loadInputs(args.positional, io, lastFlag(args, 'ratings'), false);
  if (size > tasks.length) throw new UsageError(`--size ${size} is more than the ${tasks.length} tasks found`);
  // Quantile calibration ranks the tasks for the difficulty strata; small suites are ranked all the same.
  const { calibrated } = calibrateSuite(tasks.map((t) => t.result.difficulty), 1);
  const rel = (f: string) => path.relative(io.cwd, f) || f;
  const sel = selectStratified(
    tasks.map((t, i) => ({ file: rel(t.file), category: t.category.name, overall: overallDifficulty(calibrated[i]), goalSource: t.result.goalSource })),
    size,
    by as Stratum[],
  );
  const list = sel.tasks.map((t) => t.file).sort();
  const out = lastFlag(args, 'out');
  const notSaved = out ? tryWriteFileSafely(path.resolve(io.cwd, out), list.join('\n') + '\n') : undefined;
  if (notSaved) {
    io.stderr(`mcu-task suite: ${notSaved}\n`);
    return 2;
  }
  const goalSources = { rewards: 0, text: 0, none: 0 };
  for (const t of tasks) goalSources[t.result.goalSource]++;
  if (format === 'json') io.stdout(JSON.stringify({ size: list.length, from: tasks.length, by, strata: sel.strata, tasks: sel.tasks, goalSources, problems }, null, 2) + '\n');
  else if (!out) io.stdout(list.join('\n') + '\n');
  else {
    const fromText = goalSources.text ? `  planning complexity of ${goalSources.text} task${goalSources.text === 1 ? '' : 's'} without reward entries: goals read from the instruction\n` : '';
    io.stdout(`${list.length} of ${tasks.length} tasks written to ${out}\n${sel.strata.map((s) => `  ${s.stratum}: ${s.selected} of ${s.available}`).join('\n')}\n${fromText}`);
  }
  return 0;
};
