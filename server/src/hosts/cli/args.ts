import { excerpt } from '../../api/util';
import { DEFAULT_MAX_FILE_SIZE_MB, MAX_FILE_SIZE_MB_CEILING, megabytesToBytes } from '../../api/model';
import { llmOptionsFrom } from '../../api/llm';
import type { LlmOptions } from '../../api/llm';
import { UsageError } from './io';
import { parseShard, Shard } from './shard';
import { parseSeconds } from '../../api/util';

export interface ParsedArgs {
  positional: string[];
  flags: Map<string, string[]>;
}

/**
 * Small argument parser: `--name value`, `--name=value`, boolean `--name`
 * (when listed in `booleans`), repeated flags collected in order.
 */
export function parseArgs(argv: string[], spec: { values: string[]; booleans?: string[] }): ParsedArgs {
  const positional: string[] = [];
  const flags = new Map<string, string[]>();
  const add = (k: string, v: string) => flags.set(k, [...(flags.get(k) ?? []), v]);
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--') {
      positional.push(...argv.slice(i + 1));
      break;
    }
    if (!a.startsWith('--') || a === '-') {
      positional.push(a);
      continue;
    }
    const eq = a.indexOf('=');
    const name = a.slice(2, eq > 0 ? eq : undefined);
    if (spec.booleans?.includes(name)) {
      add(name, eq > 0 ? a.slice(eq + 1) : 'true');
    } else if (spec.values.includes(name)) {
      const v = eq > 0 ? a.slice(eq + 1) : argv[++i];
      if (v === undefined) throw new UsageError(`--${name} needs a value`);
      add(name, v);
    } else throw new UsageError(`unknown option --${name}`);
  }
  return { positional, flags };
}

export function lastFlag(args: ParsedArgs, name: string): string | undefined {
  const v = args.flags.get(name);
  return v ? v[v.length - 1] : undefined;
}

/** LLM options from the shared flags (--base-url, --model, --temperature, --timeout) and the environment; bad values are usage errors. */
export function llmOptionsFromArgs(args: ParsedArgs, env: NodeJS.ProcessEnv): LlmOptions {
  try {
    return llmOptionsFrom({ baseUrl: lastFlag(args, 'base-url'), model: lastFlag(args, 'model'), temperature: lastFlag(args, 'temperature'), timeoutSeconds: lastFlag(args, 'timeout') }, env);
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
}

/** `--max-file-size MB` (lint, verify) in bytes: a positive number of MB up to the ceiling, else a usage error. */
export function maxFileSizeBytes(args: ParsedArgs): number {
  const v = lastFlag(args, 'max-file-size');
  if (v === undefined) return megabytesToBytes(DEFAULT_MAX_FILE_SIZE_MB);
  const mb = Number(v);
  if (!(mb > 0 && mb <= MAX_FILE_SIZE_MB_CEILING)) throw new UsageError(`--max-file-size must be a number of MB above 0 and at most ${MAX_FILE_SIZE_MB_CEILING}, not ${excerpt(v)}`);
  return megabytesToBytes(mb);
}

/** A time limit flag in seconds (default `dflt` when absent): above 0 and at most `maxS` (util/timeLimits.ts), else a usage error. */
export function secondsFlag(args: ParsedArgs, name: string, dflt: number, maxS: number): number {
  const v = lastFlag(args, name);
  if (v === undefined) return dflt;
  try {
    return parseSeconds(v, `--${name}`, maxS);
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
}

/** `--shard i/n` (verify, lint): which 1/n of the files to take; a malformed value is a usage error. */
export function shardFlag(args: ParsedArgs): Shard | undefined {
  try {
    return parseShard(lastFlag(args, 'shard'));
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
}
