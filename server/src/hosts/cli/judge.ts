/**
 * `mcu-task judge <video> --criteria FILE [--task TEXT] [--out FILE]`
 * `mcu-task judge <folder> --criteria DIR [--out DIR] [--jobs N]`
 *  common: [--base-url URL] [--model M] [--cache DIR] [--every N|auto]
 *  [--max-frames N] [--agent NAME]
 * Judges rollout videos with a vision model (OpenAI-compatible API; key and
 * default URL from OPENAI_API_KEY / OPENAI_BASE_URL) and writes our
 * judge-result JSON. For a folder, each video's criteria is `<task>.txt` in the
 * criteria folder, found by the task name in the video's path; results are
 * cached by content, so rerunning after an interruption resumes.
 */
import * as fs from 'fs';
import * as path from 'path';
import { parseShard, Shard, shardNote, takeShard } from './shard';
import type { CliCommand, CliIO } from './io';
import { tryWriteFileSafely } from '../../api/util';
import { SubcommandUsage, frameOptions, readOptions, refuseSpecialFiles, withUsage } from './subcommandOptions';
import { READ_LIMITS, readTextFile } from '../../api/util';
import { judge as runJudge } from '../../api';
import { DIMENSIONS } from '../../api/judge';
import { PARTIAL_ROLLOUT } from '../../api/judge';
import { planBatch, runBatch } from '../../api/judge';
import { announcingRetries, terminalIO } from './llmOutput';

export const JUDGE_USAGE = [
  'usage: mcu-task judge <video> --criteria FILE [--task TEXT] [--out FILE] [options]',
  '       mcu-task judge <folder of videos> --criteria DIR [--out DIR] [--jobs N] [--shard i/n] [options]',
  'options: [--base-url URL] [--model M] [--cache DIR] [--every N|auto] [--max-frames N] [--agent NAME]',
].join('\n');

export const DEFAULT_JUDGE_MODEL = 'gpt-4o';

// The judge's replies and the server's messages are quoted: nothing they hold may drive the terminal.
export const run: CliCommand = (argv, rawIO) => {
  const io = terminalIO(rawIO);
  return withUsage('judge', JUDGE_USAGE, io, () => runCommand(argv, io));
};

async function runCommand(argv: string[], io: CliIO): Promise<number> {
  const o = readOptions(argv, ['--criteria', '--task', '--out', '--base-url', '--model', '--cache', '--every', '--agent', '--max-frames', '--jobs', '--shard']);
  if (o.help) {
    io.stdout(JUDGE_USAGE + '\n');
    return 0;
  }
  const opts: Record<string, string> = Object.fromEntries(o.values);
  const positional = o.positional;
  if (positional.length !== 1) throw new SubcommandUsage('give exactly one video or one folder of videos');
  if (!opts['--criteria']) throw new SubcommandUsage('--criteria FILE (or a folder of <task>.txt for a folder of videos) is required');
  const baseUrl = opts['--base-url'] ?? io.env.OPENAI_BASE_URL;
  if (!baseUrl) throw new SubcommandUsage('no model endpoint: pass --base-url or set OPENAI_BASE_URL');
  const { every, maxFrames } = frameOptions(o.values, 1);
  const jobs = opts['--jobs'] !== undefined ? Number(opts['--jobs']) : 1;
  if (!(Number.isInteger(jobs) && jobs >= 1)) throw new SubcommandUsage('--jobs must be a positive integer');

  refuseSpecialFiles([positional[0], opts['--criteria']], io.cwd);
  const target = path.resolve(io.cwd, positional[0]);
  const criteria = path.resolve(io.cwd, opts['--criteria']);
  const common = {
    agent: opts['--agent'],
    client: announcingRetries({ baseUrl, apiKey: io.env.OPENAI_API_KEY, model: opts['--model'] ?? io.env.MCU_JUDGE_MODEL ?? DEFAULT_JUDGE_MODEL }, io),
    cacheDir: path.resolve(io.cwd, opts['--cache'] ?? path.join('.cache', 'mcu-judge')),
    everyNFrames: every,
    maxFrames,
  };
  let shard: Shard | undefined;
  try {
    shard = parseShard(opts['--shard']);
  } catch (e) {
    throw new SubcommandUsage((e as Error).message);
  }
  if (isDirectory(target)) return judgeFolder(io, target, criteria, opts['--out'], jobs, common, shard);
  if (shard) throw new SubcommandUsage('--shard splits a folder of videos; give a folder, not one video');

  let criteriaText: string;
  try {
    criteriaText = readTextFile(criteria, READ_LIMITS.text);
  } catch (e) {
    io.stderr(`mcu-task judge: cannot read criteria: ${(e as Error).message}\n`);
    return 2;
  }
  try {
    const outcome = await runJudge({ ...common, video: target, criteriaText, criteriaFile: criteria, task: opts['--task'] ?? path.basename(criteria).replace(/\.txt$/i, '') });
    const json = JSON.stringify(outcome.result, null, 2) + '\n';
    for (const w of outcome.result.warnings ?? []) io.stderr(`mcu-task judge: ${w.startsWith(PARTIAL_ROLLOUT) ? 'warning' : 'note'}: ${w}\n`);
    if (opts['--out']) {
      const out = path.resolve(io.cwd, opts['--out']);
      const notSaved = tryWriteFileSafely(out, json);
      if (notSaved) {
        // The model's answer is not lost: it goes to stdout instead.
        io.stderr(`mcu-task judge: ${notSaved}; the result follows on stdout\n`);
        io.stdout(json);
        return 2;
      }
      const invalid = outcome.result.invalidScores ?? {};
      const lines = DIMENSIONS.map((d) => `  ${d.padEnd(34)} ${outcome.result.scores[d] ?? (invalid[d] !== undefined ? `invalid: ${JSON.stringify(invalid[d])}` : '-')}`);
      const v = outcome.result.video;
      io.stdout(`${outcome.cached ? 'cached' : 'judged'}: ${positional[0]} → ${opts['--out']} (${v?.framesSent} frames, one every ${v?.everyNFrames})\n${lines.join('\n')}\n`);
    } else io.stdout(json);
    return 0;
  } catch (e) {
    io.stderr(`mcu-task judge: ${(e as Error).message}\n`);
    return 1;
  }
}

async function judgeFolder(
  io: CliIO,
  videosDir: string,
  criteriaDir: string,
  outOpt: string | undefined,
  jobs: number,
  judge: Parameters<typeof runBatch>[0]['judge'],
  shard: Shard | undefined,
): Promise<number> {
  if (!isDirectory(criteriaDir)) throw new SubcommandUsage('for a folder of videos, --criteria must be a folder of <task>.txt files');
  const allItems = planBatch(videosDir, criteriaDir);
  if (!allItems.length) {
    io.stderr(`mcu-task judge: no video (.mp4, .webm, …) under ${positional(io, videosDir)}\n`);
    return 1;
  }
  const items = takeShard(allItems, (it) => path.relative(videosDir, it.video).split(path.sep).join('/'), shard);
  if (shard) io.stderr(`mcu-task judge: ${shardNote(shard, items.length, allItems.length, 'video')}\n`);
  // Fewer videos than shards leaves some shards empty: not a failure of that CI job.
  if (!items.length) return 0;
  const outDir = path.resolve(io.cwd, outOpt ?? path.join(videosDir, 'judge_results'));
  io.stderr(`judging ${items.length} videos with ${jobs} job${jobs > 1 ? 's' : ''} → ${positional(io, outDir)}\n`);
  const outcomes = await runBatch({
    items,
    videosDir,
    outDir,
    // The default judge_results/ lies in the videos folder: a link there must not lead out of it.
    within: outOpt === undefined ? videosDir : outDir,
    jobs,
    judge,
    onProgress: (done, total, o) => {
      const what = o.status === 'failed' ? `failed: ${o.message}` : `${o.status} → ${positional(io, o.out!)}${o.message ? ` (${o.message})` : ''}`;
      io.stderr(`[${done}/${total}] ${positional(io, o.video)}: ${what}\n`);
    },
  });
  const count = (s: string) => outcomes.filter((o) => o.status === s).length;
  io.stdout(`${count('judged')} judged, ${count('cached')} from the cache, ${count('failed')} failed, of ${outcomes.length} videos\n`);
  return count('failed') ? 1 : 0;
}

function positional(io: CliIO, p: string): string {
  return path.relative(io.cwd, p) || p;
}

function isDirectory(p: string): boolean {
  try {
    return fs.statSync(p).isDirectory();
  } catch {
    return false;
  }
}

