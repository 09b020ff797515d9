import * as fs from 'fs';
import * as path from 'path';
import { criteriaPathFor, generateCriteria } from '../api';
import { lastFlag, llmOptionsFromArgs, parseArgs } from './args';
import { readText } from './files';
import { CliCommand, UsageError } from './io';

export const CRITERIA_USAGE =
  'mcu-task criteria <task.yaml> [--out FILE|-] [--folder DIR] [--force] [--base-url URL] [--model M] [--temperature T] [--timeout S]';

/**
 * `mcu-task criteria`: writes the six-dimension judging criteria of a task to
 * criteria_files/<task>.txt beside the task's folder (or --out; `-` prints).
 */
export const run: CliCommand = async (argv, io) => {
  const args = parseArgs(argv, { values: ['out', 'folder', 'base-url', 'model', 'temperature', 'timeout'], booleans: ['force'] });
  if (args.positional.length !== 1) throw new UsageError('give exactly one task file');
  const taskFile = path.resolve(io.cwd, args.positional[0]);
  if (!fs.existsSync(taskFile)) {
    io.stderr(`${args.positional[0]}: no such file\n`);
    return 2;
  }
  const outFlag = lastFlag(args, 'out');
  const toStdout = outFlag === '-';
  const out = toStdout ? undefined : outFlag ? path.resolve(io.cwd, outFlag) : criteriaPathFor(taskFile, lastFlag(args, 'folder') ?? 'criteria_files');
  const force = lastFlag(args, 'force') === 'true';
  if (out && fs.existsSync(out) && !force) {
    io.stderr(`${path.relative(io.cwd, out)} already exists; use --force to overwrite it.\n`);
    return 1;
  }
  const llm = llmOptionsFromArgs(args, io.env);
  const name = path.basename(taskFile).replace(/\.ya?ml$/i, '');
  const result = await generateCriteria(readText(taskFile), name, llm, (m) => io.stderr(m + '\n'));
  if (result.repaired) io.stderr('The first answer missed sections; fixed in a repair round.\n');
  if (!out) {
    io.stdout(result.text);
    return 0;
  }
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, result.text, { encoding: 'utf8', flag: force ? 'w' : 'wx' });
  io.stderr(`Wrote ${path.relative(io.cwd, out) || out}.\n`);
  return 0;
};
