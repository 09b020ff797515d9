import * as fs from 'fs';
import * as path from 'path';
import { criteriaPathFor, generateCriteria } from '../../api';
import { isTaskFile } from '../../api/taskFiles';
import { runCriteriaBatch } from '../../api/llm';
import { lastFlag, llmOptionsFromArgs, ParsedArgs, parseArgs } from './args';
import { collectYamlFiles, readText } from '../../api/taskFiles';
import { CliCommand, CliIO, UsageError } from './io';
import { describeWriteError, pathTaken, SafeWriteError, writeFileSafely } from '../../api/util';
import { announcingRetries, terminalIO } from './llmOutput';
import { escapeControlChars } from './printable';

export const CRITERIA_USAGE =
  'mcu-task criteria <task.yaml> [--out FILE|-] [--folder DIR] [--force] [--base-url URL] [--model M] [--temperature T] [--timeout S]\n' +
  '       mcu-task criteria <dir> [--jobs N] [--folder DIR] [--force] [...same LLM flags]';

/**
 * `mcu-task criteria`: writes the six-dimension judging criteria of a task to
 * criteria_files/<task>.txt beside the task's folder (or --out; `-` prints).
 */
export const run: CliCommand = async (argv, rawIO) => {
  // The criteria text is the model's: nothing it wrote may drive the terminal.
  const io = terminalIO(rawIO);
  const args = parseArgs(argv, { values: ['out', 'folder', 'base-url', 'model', 'temperature', 'timeout', 'jobs'], booleans: ['force'] });
  if (args.positional.length !== 1) throw new UsageError('give exactly one task file or folder');
  const taskFile = path.resolve(io.cwd, args.positional[0]);
  if (!fs.existsSync(taskFile)) {
    io.stderr(`${args.positional[0]}: no such file\n`);
    return 2;
  }
  if (fs.statSync(taskFile).isDirectory()) return runFolder(taskFile, args, io);
  if (args.flags.has('jobs')) throw new UsageError('--jobs is for a folder of tasks');
  const outFlag = lastFlag(args, 'out');
  const toStdout = outFlag === '-';
  const out = toStdout ? undefined : outFlag ? path.resolve(io.cwd, outFlag) : criteriaPathFor(taskFile, lastFlag(args, 'folder') ?? 'criteria_files');
  const force = lastFlag(args, 'force') === 'true';
  if (out && pathTaken(out) && !force) {
    io.stderr(`${path.relative(io.cwd, out)} already exists; use --force to overwrite it.\n`);
    return 1;
  }
  const llm = announcingRetries(llmOptionsFromArgs(args, io.env), io);
  const name = path.basename(taskFile).replace(/\.ya?ml$/i, '');
  const result = await generateCriteria(readText(taskFile), name, llm, (m) => io.stderr(m + '\n'));
  if (result.repaired) io.stderr('The first answer missed sections; fixed in a repair round.\n');
  if (!out) {
    io.stdout(result.text);
    return 0;
  }
  try {
    writeFileSafely(out, result.text, { exclusive: !force });
  } catch (e) {
    io.stderr(`${describeWriteError(path.relative(io.cwd, out) || out, e)}\n`);
    return e instanceof SafeWriteError && e.code === 'EEXIST' ? 1 : 2;
  }
  io.stderr(`Wrote ${path.relative(io.cwd, out) || out}.\n`);
  return 0;
};

/**
 * `criteria DIR`: criteria for every task file under DIR, each written to
 * criteria_files/<task>.txt beside its folder; existing ones are kept unless
 * --force, so a rerun finishes what an interrupted one left.
 */
async function runFolder(dir: string, args: ParsedArgs, io: CliIO): Promise<number> {
  if (args.flags.has('out')) throw new UsageError('--out names one file; for a folder use --folder');
  const jobsFlag = lastFlag(args, 'jobs');
  const jobs = jobsFlag === undefined ? 1 : Number(jobsFlag);
  if (!Number.isInteger(jobs) || jobs < 1 || jobs > 64) throw new UsageError('--jobs must be a whole number from 1 to 64');
  const folder = lastFlag(args, 'folder') ?? 'criteria_files';
  const { files } = collectYamlFiles([dir], io.cwd);
  const tasks = files.filter((f) => {
    try {
      return isTaskFile(f, readText(f));
    } catch {
      return false;
    }
  });
  if (!tasks.length) {
    io.stderr(`${path.relative(io.cwd, dir) || dir}: no task files\n`);
    return 2;
  }
  const llm = announcingRetries(llmOptionsFromArgs(args, io.env), io);
  const stop = new AbortController();
  const onSigint = () => stop.abort();
  process.once('SIGINT', onSigint);
  let res;
  try {
    res = await runCriteriaBatch(tasks, {
      llm, folder, force: lastFlag(args, 'force') === 'true', jobs, signal: stop.signal,
      onResult: (r, done, total) => {
        if (r.outcome !== 'interrupted') io.stderr(`[${done}/${total}] ${path.relative(io.cwd, r.criteriaFile)}: ${r.outcome}${r.why ? ` (${escapeControlChars(r.why)})` : ''}\n`);
      },
    });
  } finally {
    process.removeListener('SIGINT', onSigint);
  }
  const count = (o: string) => res.results.filter((r) => r.outcome === o).length;
  if (res.fatal) io.stderr(`Stopped: ${escapeControlChars(res.fatal)}\n`);
  io.stderr(`${res.results.length} criteria files: ${count('written')} written, ${count('kept')} kept (already there), ${count('skipped')} skipped (task needs attention), ${count('failed')} failed${count('interrupted') ? `, ${count('interrupted')} not done (interrupted)` : ''}.\n`);
  return res.fatal ? 2 : res.results.every((r) => r.outcome === 'written' || r.outcome === 'kept') ? 0 : 1;
}
