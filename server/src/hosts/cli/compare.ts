/**
 * `mcu-task compare <video A> <video B> --criteria FILE [--task TEXT]
 *  [--agent-a NAME] [--agent-b NAME] [--out FILE] [--base-url URL] [--model M]
 *  [--cache DIR] [--every N|auto] [--max-frames N]`
 * Pairwise judging of two rollouts of one task: "A is better", "B is better",
 * "tie" or "both are bad", with the evidence. Writes a `.pairwise.json` result
 * that `mcu-task rank` reads. Exit 0; 1 when the videos cannot be judged; 2 on bad usage.
 */
import * as path from 'path';
import type { CliCommand, CliIO } from './io';
import { tryWriteFileSafely } from '../../api/util';
import { SubcommandUsage, frameOptions, readOptions, refuseSpecialFiles, withUsage } from './subcommandOptions';
import { READ_LIMITS, readTextFile } from '../../api/util';
import { runPairwise, VERDICT_LABEL } from '../../api/judge';
import { DEFAULT_JUDGE_MODEL } from './judge';
import { announcingRetries, terminalIO } from './llmOutput';

export const COMPARE_USAGE =
  'usage: mcu-task compare <video A> <video B> --criteria FILE [--task TEXT] [--agent-a NAME] [--agent-b NAME] [--out FILE.pairwise.json] [--base-url URL] [--model M] [--cache DIR] [--every N|auto] [--max-frames N]';

// The judge's evidence and the server's messages are quoted: nothing they hold may drive the terminal.
export const run: CliCommand = (argv, rawIO) => {
  const io = terminalIO(rawIO);
  return withUsage('compare', COMPARE_USAGE, io, () => runCommand(argv, io));
};

async function runCommand(argv: string[], io: CliIO): Promise<number> {
  const o = readOptions(argv, ['--criteria', '--task', '--out', '--base-url', '--model', '--cache', '--every', '--max-frames', '--agent-a', '--agent-b']);
  if (o.help) {
    io.stdout(COMPARE_USAGE + '\n');
    return 0;
  }
  const opts: Record<string, string> = Object.fromEntries(o.values);
  const positional = o.positional;
  if (positional.length !== 2) throw new SubcommandUsage('give two videos of the same task: A and B');
  if (!opts['--criteria']) throw new SubcommandUsage('--criteria FILE is required');
  const baseUrl = opts['--base-url'] ?? io.env.OPENAI_BASE_URL;
  if (!baseUrl) throw new SubcommandUsage('no model endpoint: pass --base-url or set OPENAI_BASE_URL');
  const { every, maxFrames } = frameOptions(o.values, 2);
  refuseSpecialFiles([...positional, opts['--criteria']], io.cwd);
  const criteriaFile = path.resolve(io.cwd, opts['--criteria']);
  let criteriaText: string;
  try {
    criteriaText = readTextFile(criteriaFile, READ_LIMITS.text);
  } catch (e) {
    io.stderr(`mcu-task compare: cannot read criteria: ${(e as Error).message}\n`);
    return 2;
  }
  try {
    const { result, cached } = await runPairwise({
      videoA: path.resolve(io.cwd, positional[0]),
      videoB: path.resolve(io.cwd, positional[1]),
      criteriaText,
      task: opts['--task'] ?? path.basename(criteriaFile).replace(/\.txt$/i, ''),
      agentA: opts['--agent-a'],
      agentB: opts['--agent-b'],
      client: announcingRetries({ baseUrl, apiKey: io.env.OPENAI_API_KEY, model: opts['--model'] ?? io.env.MCU_JUDGE_MODEL ?? DEFAULT_JUDGE_MODEL }, io),
      cacheDir: path.resolve(io.cwd, opts['--cache'] ?? path.join('.cache', 'mcu-judge')),
      everyNFrames: every,
      maxFrames,
    });
    for (const w of result.warnings ?? []) io.stderr(`mcu-task compare: note: ${w}\n`);
    const json = JSON.stringify(result, null, 2) + '\n';
    if (opts['--out']) {
      const out = path.resolve(io.cwd, opts['--out']);
      const notSaved = tryWriteFileSafely(out, json);
      if (notSaved) {
        // The model's answer is not lost: it goes to stdout instead.
        io.stderr(`mcu-task compare: ${notSaved}; the result follows on stdout\n`);
        io.stdout(json);
        return 2;
      }
      io.stdout(
        `${cached ? 'cached' : 'judged'}: ${VERDICT_LABEL[result.verdict]} (A = ${result.a.agent}, B = ${result.b.agent}; ${result.a.framesSent} + ${result.b.framesSent} frames) → ${opts['--out']}\n${result.evidence}\n`,
      );
    } else io.stdout(json);
    return 0;
  } catch (e) {
    io.stderr(`mcu-task compare: ${(e as Error).message}\n`);
    return 1;
  }
}

