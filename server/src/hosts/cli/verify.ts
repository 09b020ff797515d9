/**
 * `mcu-task verify`: a Mineflayer super-agent tries each task on a fresh
 * embedded 1.16.5 server (or an external one). Exit 0 when every task is
 * verified, 1 when some are not, 2 on usage errors or when a run failed.
 */
import type { WorldRequest } from '../../api/verify';
import * as path from 'path';
import { verifyIsolated } from '../../api';
import { isTaskFile } from '../../api/taskFiles';
import { clockLine, goalLines, resetLines, startLine, summaryLine, tallyLine, worldLine, summaryTable, TableRow } from '../../api/verify';
import type { VerifyReport } from '../../api/verify';
import { lastFlag, maxFileSizeBytes, parseArgs, secondsFlag, shardFlag } from './args';
import { shardKey, shardNote, takeShard } from './shard';
import { TOOL_VERSION } from '../../api/util';
import { collectYamlFiles, readText } from '../../api/taskFiles';
import { CliCommand, UsageError } from './io';
import { escapeControlChars } from './printable';
import { AGENT_BUDGET_MS, SETUP_BUDGET_MS, START_BUDGET_MS } from '../../api/verify';
import { MAX_SECONDS } from '../../api/util';
import { planJobs } from '../../api/verify';
import { tryWriteFileSafely } from '../../api/util';
import { verifyAll } from './verifyPool';
import { GENERATED_BIOME_IDS } from '../../api/vanilla';
import { reportPathFor } from '../../api/verify';
import { junitReport } from './formats/junit';

export const VERIFY_USAGE = `mcu-task verify [--format text|json|junit] [--timeout S] [--setup-timeout S] [--server embedded|HOST:PORT] [--seed N] [--world auto|natural|flat] [--biome ${GENERATED_BIOME_IDS.join('|')}] [--world-seed N] [--jobs N] [--fresh] [--shard i/n] [--save] [--serve] [--max-file-size MB] <file|dir>…`;

/** `--seed N`: the seed of MineStudio's key draws (random slots and quantities, mob places), a whole number 0–4294967295. */
export function seedFlag(v: string | undefined, flag = 'seed'): number | undefined {
  if (v === undefined) return undefined;
  const n = Number(v);
  if (!/^\d{1,10}$/.test(v) || n > 4294967295) throw new UsageError(`--${flag} must be a whole number from 0 to 4294967295, not '${v}'`);
  return n;
}

export function parseServer(v: string | undefined): 'embedded' | { host: string; port: number } {
  if (!v || v === 'embedded') return 'embedded';
  const m = /^(.+):(\d{1,5})$/.exec(v);
  if (!m || Number(m[2]) < 1 || Number(m[2]) > 65535) throw new UsageError(`--server must be 'embedded' or HOST:PORT, not '${v}'`);
  return { host: m[1], port: Number(m[2]) };
}

/** Where `--save` (and the editor) write a task's report: server/src/simulation/verify/reportPath.ts. */
export { reportPathFor };

/**
 * MCU_VERIFY_START_MS: the start budget (verify/budgets.ts) in ms. Internal,
 * for tests that play an overloaded machine; not a user option.
 */
function startBudgetFromEnv(env: NodeJS.ProcessEnv): number | undefined {
  const n = Number(env.MCU_VERIFY_START_MS);
  return env.MCU_VERIFY_START_MS !== undefined && n > 0 && n <= START_BUDGET_MS ? n : undefined;
}

/** The generated biomes --biome takes, as words: "plains, forest or mountains". */
const BIOME_CHOICES = `${GENERATED_BIOME_IDS.slice(0, -1).join(', ')} or ${GENERATED_BIOME_IDS[GENERATED_BIOME_IDS.length - 1]}`;

/** --world, --biome and --world-seed as the verifier's world request. */
export function worldFlags(args: ReturnType<typeof parseArgs>): WorldRequest {
  const world = lastFlag(args, 'world');
  if (world !== undefined && world !== 'auto' && world !== 'natural' && world !== 'flat') throw new UsageError('--world must be auto, natural or flat');
  const biome = lastFlag(args, 'biome') as WorldRequest['biome'] | undefined;
  if (biome !== undefined && !GENERATED_BIOME_IDS.includes(biome)) throw new UsageError(`--biome must be ${BIOME_CHOICES}`);
  const worldSeed = seedFlag(lastFlag(args, 'world-seed'), 'world-seed');
  if (biome !== undefined && world === 'flat') throw new UsageError('--biome applies to a generated world; it cannot go with --world flat');
  return { ...(world ? { world } : {}), ...(biome ? { biome } : {}), ...(worldSeed !== undefined ? { seed: worldSeed } : {}) };
}

export const run: CliCommand = async (argv, io) => {
  const args = parseArgs(argv, { values: ['format', 'timeout', 'setup-timeout', 'server', 'seed', 'world', 'biome', 'world-seed', 'jobs', 'max-file-size', 'shard'], booleans: ['save', 'verbose', 'fresh', 'serve'] });
  const maxBytes = maxFileSizeBytes(args);
  const format = lastFlag(args, 'format') ?? 'text';
  if (format !== 'text' && format !== 'json' && format !== 'junit') throw new UsageError('--format must be text, json or junit');
  const timeoutS = secondsFlag(args, 'timeout', AGENT_BUDGET_MS / 1000, MAX_SECONDS.agent);
  const setupS = secondsFlag(args, 'setup-timeout', SETUP_BUDGET_MS / 1000, MAX_SECONDS.setup);
  const jobs = Number(lastFlag(args, 'jobs') ?? 1);
  if (!Number.isInteger(jobs) || jobs < 1) throw new UsageError('--jobs must be a whole number ≥ 1');
  const server = parseServer(lastFlag(args, 'server'));
  const seed = seedFlag(lastFlag(args, 'seed'));
  const world = worldFlags(args);
  const save = lastFlag(args, 'save') === 'true';
  const verbose = lastFlag(args, 'verbose') === 'true';
  // --fresh: every task starts its own server, none is opened ahead (the reference a warm run is checked against).
  const fresh = lastFlag(args, 'fresh') === 'true';
  const shard = shardFlag(args);
  // For editors: jobs as JSON lines on stdin, one verifier kept up between them (verifyServe.ts).
  if (lastFlag(args, 'serve') === 'true') {
    if (args.positional.length) throw new UsageError('--serve reads its jobs from stdin: give no files');
    return (require('./verifyServe') as typeof import('./verifyServe')).serveVerify(io);
  }
  if (!args.positional.length) throw new UsageError('give at least one task file or folder');

  const { files, missing, skipped } = collectYamlFiles(args.positional, io.cwd);
  for (const m of missing) io.stderr(`mcu-task verify: not found: ${escapeControlChars(m)}\n`);
  for (const s of skipped) io.stderr(`mcu-task verify: ${escapeControlChars(s.path)}: skipped: ${s.reason}\n`);
  const explicit = new Set(args.positional.map((p) => path.resolve(io.cwd, p)));
  // In folders, only files that look like tasks (not every YAML file); one that cannot be read is reported and left out.
  let unreadable = 0;
  const looksLikeTask = (f: string) => {
    try {
      return isTaskFile(f, readText(f, maxBytes));
    } catch (e) {
      io.stderr(`mcu-task verify: ${escapeControlChars(f)}: ${(e as Error).message}\n`);
      unreadable++;
      return false;
    }
  };
  const allTasks = files.filter((f) => explicit.has(f) || looksLikeTask(f));
  if (!allTasks.length) {
    io.stderr('mcu-task verify: no task files to verify\n');
    return 2;
  }
  const tasks = takeShard(allTasks, (f) => shardKey(f, args.positional, io.cwd), shard);
  if (shard) io.stderr(`mcu-task verify: ${shardNote(shard, tasks.length, allTasks.length, 'task')}\n`);
  // Fewer tasks than shards leaves some shards empty: that is not a failure of the CI job.
  if (!tasks.length) return missing.length || unreadable ? 2 : 0;
  // At most one job per core and within the memory bound (verify/parallelism.ts); said when lowered.
  const plan = planJobs(jobs, tasks.length);
  if (plan.lowered) io.stderr(`mcu-task verify: running ${plan.jobs} job${plan.jobs === 1 ? '' : 's'} at a time, not ${jobs}: ${plan.lowered}\n`);
  const rel = (file: string) => path.relative(io.cwd, file) || file;
  const startMs = startBudgetFromEnv(io.env);
  let unsaved = 0;
  const startedAt = new Date().toISOString();
  // Each task runs in its own worker thread under a memory limit and a hard cap (verify/isolated.ts).
  const attempts = await verifyAll(tasks, plan, (file, heapMb) => verifyIsolated(readText(file, maxBytes), {
    file: rel(file), timeoutMs: timeoutS * 1000, setupMs: setupS * 1000, server, heapMb, ...(startMs ? { startMs } : {}), ...(seed !== undefined ? { seed } : {}), world, warm: !fresh,
    log: verbose ? (l) => io.stderr(`[${path.basename(file)}] ${l}\n`) : undefined,
  }), (n) => io.stderr(`mcu-task verify: running ${n} task${n === 1 ? '' : 's'} again, one at a time: the server could not start in time, or a limit was hit while other jobs ran beside\n`));
  const rows = tasks.map((file, i): TableRow => {
    const { report, error } = attempts[i];
    if (!report) return { file: rel(file), error: error.message };
    report.run = {
      tool: 'mcu-task', toolVersion: TOOL_VERSION, startedAt, timeoutSeconds: timeoutS, setupTimeoutSeconds: setupS,
      ...(seed !== undefined ? { seed } : {}), worldRequest: world.world ?? 'auto', ...(world.biome ? { biome: world.biome } : {}),
      ...(world.seed !== undefined ? { worldSeed: world.seed } : {}), jobs: plan.jobs, ...(shard ? { shard: `${shard.index}/${shard.count}` } : {}), warmStart: !fresh,
    };
    // A report that cannot be saved (a link or folder at its path) is said, and the verdict is still printed.
    const notSaved = save ? tryWriteFileSafely(reportPathFor(file), JSON.stringify(report, null, 2) + '\n') : undefined;
    if (notSaved) {
      io.stderr(`mcu-task verify: report not saved: ${escapeControlChars(notSaved)}\n`);
      unsaved++;
    }
    if (format === 'text' && tasks.length === 1) {
      io.stderr(`${rel(file)}: ${summaryLine(report)}\n`);
      const world = worldLine(report);
      if (world) io.stderr(`${world}\n`);
      const reset = resetLines(report);
      if (reset.length) io.stderr(`${reset.join('\n')}\n`);
      const goals = goalLines(report);
      if (goals.length) io.stderr(`goals:\n${goals.join('\n')}\n`);
    }
    return { file: rel(file), report };
  });
  if (format === 'json') io.stdout(JSON.stringify(rows.map((r) => r.report ?? { file: r.file, error: r.error }), null, 2) + '\n');
  else if (format === 'junit') io.stdout(junitReport(rows, startedAt));
  else {
    const starts = rows.length > 1 ? startLine(rows) : undefined;
    const clock = clockLine(rows);
    io.stdout(summaryTable(rows) + (rows.length > 1 ? `${tallyLine(rows)}\n` : '') + (starts ? `${starts}\n` : '') + (clock ? `${clock}\n` : ''));
  }
  if (missing.length || unreadable || unsaved || rows.some((r) => r.error)) return 2;
  // Exit 1 only when some task was shown not to work; undecided runs are not failures of the task.
  return rows.some((r) => r.report?.verified === false) ? 1 : 0;
};

export type { VerifyReport };
