/**
 * Verification time and peak memory of a hostile scene next to a normal one
 * (issue 13), each as `mcu-task verify` in a child process with the same
 * budgets a user gets. The hostile scene stacks what the fuzz family found
 * costly: an execute fan-out, maximum-size fills, a /give of 2^31-1 items,
 * a thousand summons and a 1,000-deep execute.
 */
import { spawnSync } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { percentile } from './stats';
import { repoRoot, yamlFilesUnder } from '../helpers/paths';
import { SETUP_BUDGET_MS, START_BUDGET_MS } from '../../server/src/simulation/verify/budgets';

export const HOSTILE_SCENE = [
  ...Array.from({ length: 20 }, (_, i) => `/summon minecraft:armor_stand ~${(i % 5) + 2} ~ ~${Math.floor(i / 5) + 2}`),
  '/execute as @e as @e as @e as @e as @e as @e run say boom',
  ...Array.from({ length: 6 }, (_, i) => `/fill ~-15 ${100 + i * 20} ~-15 ~16 ${100 + i * 20 + 19} ~16 minecraft:glass`),
  ...Array.from({ length: 4 }, (_, i) => `/fill ~ 1 ~${i + 3} ~32767 1 ~${i + 3} minecraft:stone`),
  '/give @s minecraft:diamond 2147483647',
  '/execute as @e run summon minecraft:zombie ~ ~ ~5',
  '/execute as @e run summon minecraft:zombie ~ ~ ~6',
  `/${'execute as @s run '.repeat(1000)}say deep`,
  '/stop',
];

export interface VerifyFigures { ms: number; peakMb: number; verdict: string; exit: number | null }

function task(commands: string[]): string {
  return `custom_init_commands:\n${commands.map((c) => `  - ${JSON.stringify(c)}`).join('\n')}\ntext: mine a dirt block\nreward_cfg:\n  - {event: mine_block, objects: [dirt], reward: 1, identity: dirt, max_reward_times: 1}\n`;
}

export function verifyFigures(commands: string[], timeoutS: number): VerifyFigures {
  return verifyTextFigures(task(commands), timeoutS);
}

/** `mcu-task verify` of one task file's text in a child process: wall time, peak RSS, verdict; `args` are added flags. */
export function verifyTextFigures(yaml: string, timeoutS: number, args: string[] = []): VerifyFigures & { report?: any } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mcu-verify-bench-'));
  try {
    const file = path.join(dir, 'scene.yaml');
    fs.writeFileSync(file, yaml);
    const t0 = performance.now();
    const res = spawnSync(process.execPath, ['--require', path.join(repoRoot, 'test', 'verify', 'fixtures', 'report-maxrss.js'), path.join(repoRoot, 'dist', 'cli.js'),
      'verify', '--format', 'json', '--timeout', String(timeoutS), ...args, file], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    const ms = performance.now() - t0;
    const kb = Number(/maxRSS-kB=(\d+)/.exec(res.stderr ?? '')?.[1] ?? NaN);
    let verdict = 'no report';
    let report: any;
    try {
      report = JSON.parse(res.stdout)[0];
      verdict = report.verified === true ? 'verified' : report.verified === false ? 'not verified' : `undecided (${report.verdictReason})`;
    } catch { /* reported as 'no report' */ }
    return { ms, peakMb: kb / 1024, verdict, exit: res.status, ...(report ? { report } : {}) };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The hostile run's budget: start + setup + agent + the cap's slack, as the CLI enforces it. */
export function hostileBudgetMs(timeoutS: number): number {
  return START_BUDGET_MS + SETUP_BUDGET_MS + timeoutS * 1000 + 20_000;
}

export const NORMAL_SCENE = ['/give @s minecraft:wooden_shovel 1', '/time set day'];

export interface CorpusVerifyFigures {
  ms: number; files: number; reports: number; decided: number; exit: number | null;
  /**
   * Each task's own verify wall time inside the --jobs 2 run (the report's durationMs, which is game time,
   * less the idle waits its clock skipped): median and 90th percentile (issue 30: p50 ≤ 10 s).
   */
  p50Ms: number | null; p90Ms: number | null;
  /** Game time the runs' clocks skipped, summed over the reports (0 for --fresh). */
  idleSkippedMs: number;
  /** Peak resident memory of the whole `mcu-task verify` process. */
  peakMb: number;
  /** How the tasks' servers started (report.start): warm, or the reason a task started fresh. */
  starts: Record<string, number>;
  /** Each file's verdict, reward and entry outcomes, to compare two runs file by file. */
  verdicts: Map<string, string>;
}

/** What must be the same in two runs of one file: the verdict, the reward, each entry's outcome and payouts, each goal's outcome. */
function verdictKey(r: any): string {
  return JSON.stringify([r.verified, r.reward, (r.entries ?? []).map((e: any) => [e.outcome, e.paid]), (r.goals ?? []).map((g: any) => g.outcome)]);
}

/** Every `.yaml` file under `dir`, sorted by path (the order the bench has always passed them in). */
function taskFilesUnder(dir: string): string[] {
  return yamlFilesUnder(dir).sort();
}

/** The verdict corpus's task files (test/verdictCorpus/tasks). */
export function verdictCorpusFiles(): string[] {
  return taskFilesUnder(path.join(repoRoot, 'test', 'verdictCorpus', 'tasks'));
}

/**
 * The task sets a bench run verifies warm and fresh side by side (issue 50): the verdict corpus, the
 * corpus of files in the styles of real MCU, MineStudio and AgentBeats folders (test/corpus/tasks),
 * the repository's examples, and each folder given with `--verify-folder DIR` (a real benchmark folder).
 */
export function warmFreshSets(argv: string[]): Array<{ label: string; files: string[] }> {
  const sets = [
    { label: 'the verdict corpus', files: verdictCorpusFiles() },
    { label: 'the real-style corpus (test/corpus/tasks)', files: taskFilesUnder(path.join(repoRoot, 'test', 'corpus', 'tasks')) },
    { label: 'examples/', files: taskFilesUnder(path.join(repoRoot, 'examples')) },
  ];
  argv.forEach((a, i) => {
    if (a === '--verify-folder' && argv[i + 1]) sets.push({ label: argv[i + 1], files: taskFilesUnder(path.resolve(argv[i + 1])) });
  });
  return sets.filter((s) => s.files.length > 0);
}

/**
 * `mcu-task verify --jobs 2 --seed 7` over `files` (default: the verdict corpus), as a user runs a benchmark,
 * with extra `flags` (--fresh): how long, the peak memory, and whether every file got a report
 * (issue 26's bound: under 25 minutes for 130 files on 2 cores).
 */
export function corpusVerifyFigures(flags: string[] = [], files = verdictCorpusFiles()): CorpusVerifyFigures {
  const t0 = performance.now();
  const res = spawnSync(process.execPath, ['--require', path.join(repoRoot, 'test', 'verify', 'fixtures', 'report-maxrss.js'), path.join(repoRoot, 'dist', 'cli.js'),
    'verify', '--jobs', '2', '--seed', '7', '--format', 'json', ...flags, ...files], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  const ms = performance.now() - t0;
  let reports: any[] = [];
  try { reports = JSON.parse(res.stdout); } catch { reports = []; }
  const each = reports.filter((r) => typeof r.durationMs === 'number').map((r) => r.durationMs - (r.clock?.idleSkippedMs ?? 0));
  const starts: Record<string, number> = {};
  for (const r of reports) {
    const k = r.start ? (r.start.warm ? 'warm' : r.start.why ?? 'fresh') : 'none';
    starts[k] = (starts[k] ?? 0) + 1;
  }
  return {
    ms, files: files.length, reports: reports.length, decided: reports.filter((r) => r.verified !== null && r.verified !== undefined).length, exit: res.status,
    p50Ms: each.length ? percentile(each, 50) : null, p90Ms: each.length ? percentile(each, 90) : null,
    idleSkippedMs: reports.reduce((n, r) => n + (r.clock?.idleSkippedMs ?? 0), 0),
    peakMb: Number(/maxRSS-kB=(\d+)/.exec(res.stderr ?? '')?.[1] ?? NaN) / 1024,
    starts, verdicts: new Map(reports.map((r) => [String(r.file ?? ''), r.error !== undefined ? `error: ${r.error}` : verdictKey(r)])),
  };
}

/** Files whose verdict, reward, entries or goals differ between two runs (or that one run did not report). */
export function verdictDifferences(a: CorpusVerifyFigures, b: CorpusVerifyFigures): string[] {
  const files = new Set([...a.verdicts.keys(), ...b.verdicts.keys()]);
  return [...files].filter((f) => a.verdicts.get(f) !== b.verdicts.get(f));
}
