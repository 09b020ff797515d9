/**
 * `mcu-task report <dir>… [--out report.html] [--verify] [--scenes] [--judge DIR]…`:
 * one self-contained HTML page for a task folder (server/src/evaluation/report). Saved
 * `<task>.verify.json` files are read beside each task, whichever shard wrote
 * them; `--verify` first runs `mcu-task verify --save` over the same inputs
 * (slow: a Minecraft server per task); `--scenes` renders each task's scene
 * with `mcu-task scene` (slower still: a server and Chromium per task) and
 * inlines the pictures. Exit 0; 1 when a file could not be read; 2 on bad usage.
 */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { gatherReport } from '../../api/report';
import { renderReportHtml } from '../../api/report';
import type { SuiteReport } from '../../api/report';
import { tryWriteFileSafely } from '../../api/util';
import { lastFlag, parseArgs } from './args';
import { CliCommand, CliIO, UsageError } from './io';
import { escapeControlChars } from './printable';

export const REPORT_USAGE = 'mcu-task report <dir>… [--out report.html] [--verify [--jobs N]] [--scenes] [--judge DIR]…';

/** A row's link from the page's folder: relative, forward slashes, each segment URI-encoded. */
export function linkFrom(outDir: string): (file: string, absolute: string) => string {
  return (_file, absolute) => path.relative(outDir, absolute).split(path.sep).map(encodeURIComponent).join('/');
}

const quiet = (io: CliIO): CliIO => ({ ...io, stdout: () => undefined });

/** Runs `mcu-task verify --save` over the inputs; its verdicts are then read back as saved reports. */
async function verifyFirst(inputs: string[], jobs: string | undefined, io: CliIO): Promise<void> {
  /* eslint-disable-next-line @typescript-eslint/no-require-imports */
  const verify = require('./verify') as typeof import('./verify');
  io.stderr('mcu-task report: verifying every task first (--verify); this starts a Minecraft server per task and takes minutes\n');
  await verify.run(['--save', ...(jobs ? ['--jobs', jobs] : []), '--', ...inputs], quiet(io));
}

/** Renders each task's scene with `mcu-task scene` into a temporary folder and inlines it as a data: URI. */
async function addScenes(report: SuiteReport, io: CliIO): Promise<void> {
  /* eslint-disable-next-line @typescript-eslint/no-require-imports */
  const scene = require('./scene') as typeof import('./scene');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mcu-report-scenes-'));
  try {
    for (const [i, t] of report.tasks.entries()) {
      const out = path.join(dir, `${i}.png`);
      let err = '';
      try {
        await scene.run(['--out', out, '--size', '320x180', '--', t.path], { ...quiet(io), stderr: (s) => void (err += s) });
      } catch (e) {
        err += (e as Error).message;
      }
      if (fs.existsSync(out)) t.thumbnail = `data:image/png;base64,${fs.readFileSync(out).toString('base64')}`;
      else report.problems.push(`${t.file}: no scene picture (${err.trim().split('\n').pop() ?? 'scene failed'})`);
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export const run: CliCommand = async (argv, io) => {
  const args = parseArgs(argv, { values: ['out', 'judge', 'jobs'], booleans: ['verify', 'scenes', 'help'] });
  if (args.flags.has('help')) {
    io.stdout(REPORT_USAGE + '\n');
    return 0;
  }
  if (!args.positional.length) throw new UsageError('give the task folders to report on');
  if (args.flags.has('jobs') && !args.flags.has('verify')) throw new UsageError('--jobs goes with --verify');
  const out = path.resolve(io.cwd, lastFlag(args, 'out') ?? 'report.html');
  if (args.flags.has('verify')) await verifyFirst(args.positional, lastFlag(args, 'jobs'), io);
  const started = Date.now();
  const report = await gatherReport({ inputs: args.positional, base: io.cwd, judge: args.flags.get('judge') ?? [] });
  if (!report.tasks.length) {
    io.stderr(`mcu-task report: no task files found in ${args.positional.map((p) => escapeControlChars(p)).join(', ')}\n`);
    return 2;
  }
  if (args.flags.has('scenes')) await addScenes(report, io);
  const html = renderReportHtml(report, { linkOf: linkFrom(path.dirname(out)) });
  const refused = tryWriteFileSafely(out, html);
  if (refused) {
    io.stderr(`mcu-task report: ${escapeControlChars(refused)}\n`);
    return 2;
  }
  const shown = escapeControlChars(path.relative(io.cwd, out) || out);
  io.stderr(`${report.tasks.length} tasks, ${report.agents.length} judged agents, ${report.warnings.length} comparability warnings → ${shown} (${Math.round(html.length / 1024)} KB, ${Date.now() - started} ms)\n`);
  for (const w of report.warnings) io.stderr(`warning: ${escapeControlChars(w)}\n`);
  for (const p of report.problems) io.stderr(`not read: ${escapeControlChars(p)}\n`);
  return report.problems.length ? 1 : 0;
};
