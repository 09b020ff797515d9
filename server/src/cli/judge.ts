/**
 * `mcu-task judge <video> --criteria FILE [--task TEXT] [--out FILE]
 *  [--base-url URL] [--model M] [--cache DIR] [--every N]`
 * Judges a rollout video with a vision model (OpenAI-compatible API; key and
 * default URL from OPENAI_API_KEY / OPENAI_BASE_URL) and writes our judge-result JSON.
 */
import * as fs from 'fs';
import * as path from 'path';
import type { CliCommand, CliIO } from './io';
import { runJudge } from '../judge/runJudge';
import { DIMENSIONS } from '../judge/dimensions';

export const JUDGE_USAGE =
  'usage: mcu-task judge <video> --criteria FILE [--task TEXT] [--out FILE] [--base-url URL] [--model M] [--cache DIR] [--every N] [--agent NAME]';

export const DEFAULT_JUDGE_MODEL = 'gpt-4o';

export const run: CliCommand = async (argv, io) => {
  const opts: Record<string, string> = {};
  const positional: string[] = [];
  const valued = new Set(['--criteria', '--task', '--out', '--base-url', '--model', '--cache', '--every', '--agent']);
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--help' || a === '-h') {
      io.stdout(JUDGE_USAGE + '\n');
      return 0;
    }
    const eq = a.indexOf('=');
    const name = a.startsWith('--') && eq > 0 ? a.slice(0, eq) : a;
    if (valued.has(name)) {
      const v = eq > 0 && a.startsWith('--') ? a.slice(eq + 1) : argv[++i];
      if (v === undefined) return usage(io, `${name} needs a value`);
      opts[name] = v;
    } else if (a.startsWith('-')) return usage(io, `unknown option ${a}`);
    else positional.push(a);
  }
  if (positional.length !== 1) return usage(io, 'give exactly one video');
  if (!opts['--criteria']) return usage(io, '--criteria FILE is required');
  const baseUrl = opts['--base-url'] ?? io.env.OPENAI_BASE_URL;
  if (!baseUrl) return usage(io, 'no model endpoint: pass --base-url or set OPENAI_BASE_URL');
  const every = opts['--every'] !== undefined ? Number(opts['--every']) : undefined;
  if (every !== undefined && !(Number.isInteger(every) && every >= 1)) return usage(io, '--every must be a positive integer');

  const video = path.resolve(io.cwd, positional[0]);
  const criteriaFile = path.resolve(io.cwd, opts['--criteria']);
  let criteriaText: string;
  try {
    criteriaText = fs.readFileSync(criteriaFile, 'utf8');
  } catch (e) {
    io.stderr(`mcu-task judge: cannot read criteria: ${(e as Error).message}\n`);
    return 2;
  }
  try {
    const outcome = await runJudge({
      video,
      criteriaText,
      criteriaFile,
      task: opts['--task'] ?? path.basename(criteriaFile).replace(/\.txt$/i, ''),
      agent: opts['--agent'],
      client: {
        baseUrl,
        apiKey: io.env.OPENAI_API_KEY,
        model: opts['--model'] ?? io.env.MCU_JUDGE_MODEL ?? DEFAULT_JUDGE_MODEL,
      },
      cacheDir: path.resolve(io.cwd, opts['--cache'] ?? path.join('.cache', 'mcu-judge')),
      everyNFrames: every,
    });
    const json = JSON.stringify(outcome.result, null, 2) + '\n';
    if (opts['--out']) {
      const out = path.resolve(io.cwd, opts['--out']);
      fs.mkdirSync(path.dirname(out), { recursive: true });
      fs.writeFileSync(out, json);
      const lines = DIMENSIONS.map((d) => `  ${d.padEnd(34)} ${outcome.result.scores[d] ?? '-'}`);
      io.stdout(`${outcome.cached ? 'cached' : 'judged'}: ${positional[0]} → ${opts['--out']}\n${lines.join('\n')}\n`);
    } else io.stdout(json);
    return 0;
  } catch (e) {
    io.stderr(`mcu-task judge: ${(e as Error).message}\n`);
    return 1;
  }
};

function usage(io: CliIO, message: string): number {
  io.stderr(`mcu-task judge: ${message}\n${JUDGE_USAGE}\n`);
  return 2;
}
