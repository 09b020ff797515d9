/**
 * `mcu-task verify`: a Mineflayer super-agent tries each task on a fresh
 * embedded 1.16.5 server (or an external one). Exit 0 when every task is
 * verified, 1 when some are not, 2 on usage errors or when a run failed.
 */
import * as path from 'path';
import { TaskModel, verifyIsolated } from '../api';
import { summaryLine, summaryTable, TableRow } from '../verify/format';
import type { VerifyReport } from '../verify/report';
import { lastFlag, maxFileSizeBytes, parseArgs } from './args';
import { collectYamlFiles, readText } from './files';
import { CliCommand, UsageError } from './io';
import { escapeControlChars } from './printable';
import { SETUP_BUDGET_MS } from '../verify/budgets';
import { tryWriteFileSafely } from '../util/safeWrite';

export const VERIFY_USAGE = 'mcu-task verify [--format text|json] [--timeout S] [--setup-timeout S] [--server embedded|HOST:PORT] [--jobs N] [--save] [--max-file-size MB] <file|dir>…';

export function parseServer(v: string | undefined): 'embedded' | { host: string; port: number } {
  if (!v || v === 'embedded') return 'embedded';
  const m = /^(.+):(\d{1,5})$/.exec(v);
  if (!m || Number(m[2]) < 1 || Number(m[2]) > 65535) throw new UsageError(`--server must be 'embedded' or HOST:PORT, not '${v}'`);
  return { host: m[1], port: Number(m[2]) };
}

/** Where `--save` (and the editor) write a task's report. */
export function reportPathFor(taskFile: string, folder?: string): string {
  const base = path.basename(taskFile).replace(/\.ya?ml$/i, '') + '.verify.json';
  return path.join(folder || path.dirname(taskFile), base);
}

/** Runs `fn` over `items` with at most `jobs` at a time, keeping the order of results. */
async function pool<T, R>(items: T[], jobs: number, fn: (t: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(jobs, items.length) }, worker));
  return out;
}

export const run: CliCommand = async (argv, io) => {
  const args = parseArgs(argv, { values: ['format', 'timeout', 'setup-timeout', 'server', 'jobs', 'max-file-size'], booleans: ['save', 'verbose'] });
  const maxBytes = maxFileSizeBytes(args);
  const format = lastFlag(args, 'format') ?? 'text';
  if (format !== 'text' && format !== 'json') throw new UsageError('--format must be text or json');
  const timeoutS = Number(lastFlag(args, 'timeout') ?? 60);
  if (!(timeoutS > 0)) throw new UsageError('--timeout must be a positive number of seconds');
  const setupS = Number(lastFlag(args, 'setup-timeout') ?? SETUP_BUDGET_MS / 1000);
  if (!(setupS > 0)) throw new UsageError('--setup-timeout must be a positive number of seconds');
  const jobs = Number(lastFlag(args, 'jobs') ?? 1);
  if (!Number.isInteger(jobs) || jobs < 1) throw new UsageError('--jobs must be a whole number ≥ 1');
  const server = parseServer(lastFlag(args, 'server'));
  const save = lastFlag(args, 'save') === 'true';
  const verbose = lastFlag(args, 'verbose') === 'true';
  if (!args.positional.length) throw new UsageError('give at least one task file or folder');

  const { files, missing, skipped } = collectYamlFiles(args.positional, io.cwd);
  for (const m of missing) io.stderr(`mcu-task verify: not found: ${escapeControlChars(m)}\n`);
  for (const s of skipped) io.stderr(`mcu-task verify: ${escapeControlChars(s.path)}: skipped: ${s.reason}\n`);
  const explicit = new Set(args.positional.map((p) => path.resolve(io.cwd, p)));
  // In folders, only files that look like tasks (not every YAML file); one that cannot be read is reported and left out.
  let unreadable = 0;
  const looksLikeTask = (f: string) => {
    try {
      return new TaskModel(readText(f, maxBytes)).looksLikeTask();
    } catch (e) {
      io.stderr(`mcu-task verify: ${escapeControlChars(f)}: ${(e as Error).message}\n`);
      unreadable++;
      return false;
    }
  };
  const tasks = files.filter((f) => explicit.has(f) || looksLikeTask(f));
  if (!tasks.length) {
    io.stderr('mcu-task verify: no task files to verify\n');
    return 2;
  }
  let unsaved = 0;
  // Each task runs in its own worker thread under a memory limit and a hard cap (verify/isolated.ts).
  const rows = await pool(tasks, jobs, async (file): Promise<TableRow> => {
    const rel = path.relative(io.cwd, file) || file;
    try {
      const report = await verifyIsolated(readText(file, maxBytes), {
        file: rel, timeoutMs: timeoutS * 1000, setupMs: setupS * 1000, server,
        log: verbose ? (l) => io.stderr(`[${path.basename(file)}] ${l}\n`) : undefined,
      });
      // A report that cannot be saved (a link or folder at its path) is said, and the verdict is still printed.
      const notSaved = save ? tryWriteFileSafely(reportPathFor(file), JSON.stringify(report, null, 2) + '\n') : undefined;
      if (notSaved) {
        io.stderr(`mcu-task verify: report not saved: ${escapeControlChars(notSaved)}\n`);
        unsaved++;
      }
      if (format === 'text' && tasks.length === 1) io.stderr(`${rel}: ${summaryLine(report)}\n`);
      return { file: rel, report };
    } catch (e) {
      return { file: rel, error: (e as Error)?.message ?? String(e) };
    }
  });
  if (format === 'json') io.stdout(JSON.stringify(rows.map((r) => r.report ?? { file: r.file, error: r.error }), null, 2) + '\n');
  else io.stdout(summaryTable(rows));
  if (missing.length || unreadable || unsaved || rows.some((r) => r.error)) return 2;
  // Exit 1 only when some task was shown not to work; undecided runs are not failures of the task.
  return rows.some((r) => r.report?.verified === false) ? 1 : 0;
};

export type { VerifyReport };
