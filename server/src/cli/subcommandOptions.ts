/**
 * Options of the subcommands that print their own usage line on a mistake
 * (scores, agreement, rank, compare, judge): `--name value` or
 * `--name=value`, `--help`/`-h` for the usage, anything else starting with
 * '-' is refused.
 */
import type { CliIO } from './io';
import { parseScaleOption, Scale } from '../judge/scale';

/** A mistake in a subcommand's arguments; its message is said before the usage line. */
export class SubcommandUsage extends Error {}

export interface SubcommandOptions {
  values: Map<string, string>;
  positional: string[];
  help: boolean;
}

export function readOptions(argv: string[], valued: readonly string[]): SubcommandOptions {
  const values = new Map<string, string>();
  const positional: string[] = [];
  let help = false;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--help' || a === '-h') { help = true; continue; }
    const eq = a.startsWith('--') ? a.indexOf('=') : -1;
    const name = eq > 0 ? a.slice(0, eq) : a;
    if (valued.includes(name)) {
      const v = eq > 0 ? a.slice(eq + 1) : argv[++i];
      if (v === undefined) throw new SubcommandUsage(`${name} needs a value`);
      values.set(name, v);
    } else if (a.startsWith('-')) throw new SubcommandUsage(`unknown option ${a}`);
    else positional.push(a);
  }
  return { values, positional, help };
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
