/**
 * Options of the subcommands that print their own usage line on a mistake
 * (scores, agreement, rank, compare, judge): `--name value` or
 * `--name=value`, `--help`/`-h` for the usage, anything else starting with
 * '-' is refused.
 */
import * as fs from 'fs';
import * as path from 'path';
import type { CliIO } from './io';
import { kindOf } from '../../api/util';
import { UsageError } from './io';
import { parseArgs } from './args';
import { parseScaleOption, Scale } from '../../api/judge';

/** A mistake in a subcommand's arguments; its message is said before the usage line. */
export class SubcommandUsage extends Error {}

export interface SubcommandOptions {
  values: Map<string, string>;
  positional: string[];
  help: boolean;
}

/** The shared parser (args.ts) with this family's conventions: names given with their dashes, `-h`, single-dash words refused. */
export function readOptions(argv: string[], valued: readonly string[]): SubcommandOptions {
  let help = false;
  // After `--` everything is a file name, `-rf.json` and `--help` included.
  const dash = argv.indexOf('--');
  const options = dash < 0 ? argv : argv.slice(0, dash);
  const rest = options.filter((a) => (a === '--help' || a === '-h' ? !(help = true) : true));
  const single = rest.find((a) => /^-[^-]/.test(a));
  if (single) throw new SubcommandUsage(`unknown option ${single}`);
  let parsed;
  try {
    parsed = parseArgs(dash < 0 ? rest : [...rest, ...argv.slice(dash)], { values: valued.map((v) => v.replace(/^--/, '')) });
  } catch (e) {
    if (e instanceof UsageError) throw new SubcommandUsage(e.message);
    throw e;
  }
  const values = new Map<string, string>();
  for (const [name, list] of parsed.flags) values.set(`--${name}`, list[list.length - 1]);
  return { values, positional: parsed.positional, help };
}

export function formatOption(v: string | undefined): 'text' | 'json' {
  if (v === undefined) return 'text';
  if (v !== 'text' && v !== 'json') throw new SubcommandUsage(`--format must be text or json, got ${v || 'nothing'}`);
  return v;
}

export function scaleOption(v: string | undefined): Scale | undefined {
  if (v === undefined) return undefined;
  const scale = parseScaleOption(v);
  if (!scale) throw new SubcommandUsage(`--scale must be 0-10 or 0-1, got ${v || 'nothing'}`);
  return scale;
}

/** `--every N|auto` and `--max-frames N` of the video judges (judge, compare); `minFrames` is the least --max-frames allowed. */
export function frameOptions(values: Map<string, string>, minFrames: number): { every?: number | 'auto'; maxFrames?: number } {
  const e = values.get('--every');
  const every = e === undefined ? undefined : e === 'auto' ? 'auto' : Number(e);
  if (typeof every === 'number' && !(Number.isInteger(every) && every >= 1)) throw new SubcommandUsage('--every must be a positive integer or auto');
  const m = values.get('--max-frames');
  const maxFrames = m === undefined ? undefined : Number(m);
  if (maxFrames !== undefined && !(Number.isInteger(maxFrames) && maxFrames >= minFrames)) {
    throw new SubcommandUsage(minFrames === 1 ? '--max-frames must be a positive integer' : `--max-frames must be an integer of at least ${minFrames}`);
  }
  return { every, maxFrames };
}

/**
 * Explicit file arguments must be folders or regular files: a FIFO would
 * block the read for ever and a device never end, so one is refused (exit 2)
 * before anything is read. Missing paths are left to the readers, which
 * report them per file.
 */
export function refuseSpecialFiles(args: string[], cwd: string): void {
  for (const a of args) {
    let st: fs.Stats | undefined;
    try {
      st = fs.statSync(path.resolve(cwd, a), { throwIfNoEntry: false });
    } catch {
      continue; // no permission, a loop: the reader says so
    }
    if (st && !st.isFile() && !st.isDirectory()) throw new SubcommandUsage(`${a}: ${kindOf(st)}, not a regular file; not read`);
  }
}

/** Runs a subcommand body; a SubcommandUsage becomes "mcu-task NAME: why" and the usage line, exit 2. */
export async function withUsage(command: string, usage: string, io: CliIO, body: () => Promise<number> | number): Promise<number> {
  try {
    return await body();
  } catch (e) {
    if (!(e instanceof SubcommandUsage)) throw e;
    io.stderr(`mcu-task ${command}: ${e.message}\n${usage}\n`);
    return 2;
  }
}
