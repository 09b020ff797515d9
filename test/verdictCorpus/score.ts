/**
 * Scores verification verdicts against the verdict corpus (issue 26).
 *
 *   node out/test/verdictCorpus/score.js [--reports DIR]… [--run] [--jobs N]
 *        [--category C]… [--format text|json] [--strict]
 *
 * Reports are read from every `--reports DIR|FILE` (default: test/verdictCorpus/tasks,
 * where `mcu-task verify --save` writes `<task>.verify.json`): each `*.json`
 * file found below it may be one saved report or the array that
 * `mcu-task verify --format json` prints. `--run` first runs
 * `node dist/cli.js verify --jobs N --format json` (N = 2 by default) once on
 * the category folders and writes its output to `<reports>/reports.json`
 * (default `out/verdictCorpus/reports/`), then scores those.
 *
 * Per category it prints: files, reports found, decided (verdict not null),
 * decided among the files whose setup holds everything they need
 * (`setupHoldsEverything`), and contradictions (a decided verdict different
 * from the manifest; null is never a contradiction), then each contradiction
 * with both reasons. `--strict` exits 1 unless issue 26's bar is met: at least
 * 60% of the setupHoldsEverything files decided and no contradiction.
 */
import { spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';

export type Verdict = true | false | null;

export interface ManifestEntry {
  category: string;
  verdict: Verdict;
  why: string;
  setupHoldsEverything: boolean;
  kinds?: string[];
  lintRejects?: { line: number; code: string; command: string }[];
  /** Lines lint accepts but vanilla refuses at run time in some worlds (a /difficulty that changes nothing, a /clear of an empty inventory). */
  runtimeRejects?: { line: number; command: string; reason: string }[];
  notes?: string;
}
export type Manifest = Record<string, ManifestEntry>;

/** What a report says about one task. */
export interface Outcome {
  verdict: Verdict;
  reason: string;
  /** The run failed (no report); counted as undecided. */
  error?: string;
  /** Where it was read from. */
  source: string;
}

export interface CategoryScore {
  category: string;
  files: number;
  reports: number;
  decided: number;
  holds: number;
  decidedHolds: number;
  agree: number;
  contradictions: number;
}

export interface Contradiction {
  file: string;
  expected: Verdict;
  got: Verdict;
  reason: string;
  why: string;
}

/** The files that need the generated world (kind `world`): issue 29 asks at least half decided, none contradicted. */
export interface WorldScore { files: number; reports: number; decided: number; contradictions: number }

export interface Score {
  categories: CategoryScore[];
  total: CategoryScore;
  world: WorldScore;
  contradictions: Contradiction[];
  missing: string[];
  errors: { file: string; error: string }[];
  unmatched: string[];
  duplicates: string[];
}

/** The verdict corpus folder (test/verdictCorpus), from the source or the compiled copy under out/. */
export const corpusDir = (() => {
  let dir = __dirname;
  while (!fs.existsSync(path.join(dir, 'package.json')) || path.basename(dir) === 'out') dir = path.dirname(dir);
  return path.join(dir, 'test', 'verdictCorpus');
})();
export const repoRoot = path.resolve(corpusDir, '..', '..');
export const tasksDir = path.join(corpusDir, 'tasks');

export function loadManifest(file = path.join(corpusDir, 'manifest.json')): Manifest {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
}

/** Task files under `dir`, as manifest keys (`<category>/<name>.yaml`, with '/'). */
export function listTaskFiles(dir = tasksDir): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.ya?ml$/i.test(e.name)) out.push(path.relative(dir, p).split(path.sep).join('/'));
    }
  };
  walk(dir);
  return out.sort();
}

function jsonFilesBelow(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name.toLowerCase().endsWith('.json')) out.push(p);
    }
  };
  walk(dir);
  return out.sort();
}

const posix = (p: string) => p.replace(/\\/g, '/');

/**
 * The manifest key a report belongs to: its `file` field when that ends with a
 * key, else (for `<task>.verify.json`) the report's own place below the
 * reports folder, else a unique task name.
 */
function keyFor(manifest: Manifest, reportFile: string | undefined, jsonPath: string, reportsDir: string): string | undefined {
  const keys = Object.keys(manifest);
  if (typeof reportFile === 'string' && reportFile) {
    const f = posix(reportFile);
    const hit = keys.find((k) => f === k || f.endsWith('/' + k));
    if (hit) return hit;
  }
  if (jsonPath.toLowerCase().endsWith('.verify.json')) {
    const rel = posix(path.relative(reportsDir, jsonPath)).replace(/\.verify\.json$/i, '');
    const hit = keys.find((k) => k.replace(/\.ya?ml$/i, '') === rel || rel.endsWith('/' + k.replace(/\.ya?ml$/i, '')));
    if (hit) return hit;
  }
  const base = (typeof reportFile === 'string' && reportFile ? path.posix.basename(posix(reportFile)) : path.basename(jsonPath).replace(/\.verify\.json$/i, '.yaml'));
  const byName = keys.filter((k) => path.posix.basename(k) === base);
  return byName.length === 1 ? byName[0] : undefined;
}

function asVerdict(v: unknown): Verdict | undefined {
  return v === true || v === false || v === null ? v : undefined;
}

/** Reads every report below the folders; later files win over earlier ones for the same task. */
export function readReports(manifest: Manifest, dirs: string[]): { outcomes: Map<string, Outcome>; unmatched: string[]; duplicates: string[]; unproved: string[] } {
  const outcomes = new Map<string, Outcome>();
  const unmatched: string[] = [];
  const duplicates: string[] = [];
  /** Reports that say false without a proof object (issue 46: a false always carries one). */
  const unproved: string[] = [];
  for (const dir of dirs) {
    if (!fs.existsSync(dir)) continue;
    const isFile = fs.statSync(dir).isFile();
    for (const jsonPath of isFile ? [dir] : jsonFilesBelow(dir)) {
      if (path.resolve(jsonPath) === path.resolve(corpusDir, 'manifest.json')) continue;
      let data: unknown;
      try {
        data = JSON.parse(fs.readFileSync(jsonPath, 'utf8'));
      } catch {
        continue; // not JSON we can read: not a report
      }
      const items = Array.isArray(data) ? data : [data];
      for (const item of items) {
        if (!item || typeof item !== 'object') continue;
        const r = item as Record<string, unknown>;
        const verdict = asVerdict(r.verified);
        const isReport = verdict !== undefined && ('reportVersion' in r || 'verdictReason' in r || 'entries' in r);
        const isError = typeof r.error === 'string' && typeof r.file === 'string';
        if (!isReport && !isError) continue;
        const key = keyFor(manifest, typeof r.file === 'string' ? r.file : undefined, jsonPath, isFile ? path.dirname(dir) : dir);
        if (!key) {
          unmatched.push(`${path.relative(process.cwd(), jsonPath)}: ${String(r.file ?? '(no file)')}`);
          continue;
        }
        if (outcomes.has(key)) duplicates.push(key);
        if (verdict === false && (typeof r.proof !== 'object' || r.proof === null)) unproved.push(key);
        outcomes.set(key, isReport
          ? { verdict: verdict!, reason: String(r.verdictReason ?? ''), source: jsonPath }
          : { verdict: null, reason: '', error: String(r.error), source: jsonPath });
      }
    }
  }
  return { outcomes, unmatched, duplicates, unproved };
}

export function score(manifest: Manifest, outcomes: Map<string, Outcome>, only?: Set<string>): Omit<Score, 'unmatched' | 'duplicates'> {
  const byCat = new Map<string, CategoryScore>();
  const blank = (category: string): CategoryScore => ({ category, files: 0, reports: 0, decided: 0, holds: 0, decidedHolds: 0, agree: 0, contradictions: 0 });
  const contradictions: Contradiction[] = [];
  const missing: string[] = [];
  const errors: { file: string; error: string }[] = [];
  const world: WorldScore = { files: 0, reports: 0, decided: 0, contradictions: 0 };
  for (const [file, m] of Object.entries(manifest).sort(([a], [b]) => a.localeCompare(b))) {
    if (only && !only.has(m.category)) continue;
    const s = byCat.get(m.category) ?? (byCat.set(m.category, blank(m.category)), byCat.get(m.category)!);
    s.files++;
    const needsWorld = m.kinds?.includes('world') ?? false;
    if (needsWorld) world.files++;
    if (m.setupHoldsEverything) s.holds++;
    const o = outcomes.get(file);
    if (!o) {
      missing.push(file);
      continue;
    }
    if (o.error !== undefined) {
      errors.push({ file, error: o.error });
      continue;
    }
    s.reports++;
    if (needsWorld) world.reports++;
    if (o.verdict === null) continue;
    s.decided++;
    if (needsWorld) world.decided++;
    if (m.setupHoldsEverything) s.decidedHolds++;
    if (o.verdict === m.verdict) s.agree++;
    else {
      s.contradictions++;
      if (needsWorld) world.contradictions++;
      contradictions.push({ file, expected: m.verdict, got: o.verdict, reason: o.reason, why: m.why });
    }
  }
  const categories = [...byCat.values()].sort((a, b) => a.category.localeCompare(b.category));
  const total = blank('total');
  for (const c of categories) {
    for (const k of ['files', 'reports', 'decided', 'holds', 'decidedHolds', 'agree', 'contradictions'] as const) total[k] += c[k];
  }
  return { categories, total, world, contradictions, missing, errors };
}

const pct = (a: number, b: number) => (b ? `${Math.round((100 * a) / b)}%` : '–');
const show = (v: Verdict) => (v === null ? 'null' : String(v));

/** The per-category table as Markdown (also readable as plain text). */
export function table(s: Pick<Score, 'categories' | 'total'>): string {
  const rows = [...s.categories, s.total].map((c) => [
    c.category, String(c.files), String(c.reports), `${c.decided} (${pct(c.decided, c.files)})`,
    `${c.decidedHolds}/${c.holds} (${pct(c.decidedHolds, c.holds)})`, String(c.agree), String(c.contradictions),
  ]);
  const head = ['category', 'files', 'reports', 'decided', 'decided, setup holds everything', 'agree', 'contradictions'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => '| ' + cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ') + ' |';
  return [line(head), '|' + widths.map((w, i) => (i === 0 ? ':' + '-'.repeat(w + 1) : '-'.repeat(w + 1) + ':')).join('|') + '|', ...rows.map(line)].join('\n');
}

export function render(s: Score): string {
  const out: string[] = [table(s), ''];
  const t = s.total;
  out.push(`Decided among the ${t.holds} files whose setup holds everything: ${t.decidedHolds} (${pct(t.decidedHolds, t.holds)}; issue 26 asks for at least 60%). Contradictions: ${t.contradictions} (asked: none).`);
  const w = s.world;
  if (w.files) out.push(`Decided among the ${w.files} files that need the generated world (kind world): ${w.decided} (${pct(w.decided, w.files)}; issue 29 asks for at least half). Contradictions among them: ${w.contradictions}.`);
  if (s.contradictions.length) {
    out.push('', 'Contradictions:');
    for (const c of s.contradictions) {
      out.push(`- ${c.file}: manifest ${show(c.expected)}, verifier ${show(c.got)}`);
      out.push(`    verifier: ${c.reason || '(no reason given)'}`);
      out.push(`    manifest: ${c.why}`);
    }
  }
  if (s.errors.length) {
    out.push('', `Runs that failed (counted as undecided): ${s.errors.length}`);
    for (const e of s.errors) out.push(`- ${e.file}: ${e.error}`);
  }
  if (s.missing.length) out.push('', `No report for ${s.missing.length} file(s): ${s.missing.slice(0, 15).join(', ')}${s.missing.length > 15 ? ', …' : ''}`);
  if (s.unmatched.length) out.push('', `Reports that match no manifest entry: ${s.unmatched.length}`, ...s.unmatched.map((u) => `- ${u}`));
  if (s.duplicates.length) out.push('', `Files with more than one report (the last one read counts): ${[...new Set(s.duplicates)].join(', ')}`);
  return out.join('\n') + '\n';
}

/**
 * Runs the CLI's verify on the category folders in one process and writes its
 * JSON output to `outFile`. One process for all of them, not one per category:
 * its jobs then stay busy to the end instead of idling at each category's tail.
 */
function runCategories(categories: string[], jobs: number, outFile: string): Promise<number> {
  const cli = path.join(repoRoot, 'dist', 'cli.js');
  const what = categories.join(', ');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, 'verify', '--jobs', String(jobs), '--format', 'json', ...categories], {
      cwd: tasksDir, stdio: ['ignore', 'pipe', 'inherit'],
    });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (c: Buffer) => chunks.push(c));
    child.on('error', reject);
    child.on('close', (code) => {
      const text = Buffer.concat(chunks).toString('utf8');
      try {
        JSON.parse(text);
      } catch {
        reject(new Error(`verify on ${what} exited ${code} without JSON output`));
        return;
      }
      fs.mkdirSync(path.dirname(outFile), { recursive: true });
      fs.writeFileSync(outFile, text);
      resolve(code ?? 0);
    });
  });
}

interface Args {
  reports: string[];
  run: boolean;
  jobs: number;
  categories: string[];
  format: 'text' | 'json';
  strict: boolean;
}

function parseArgs(argv: string[]): Args {
  const a: Args = { reports: [], run: false, jobs: 2, categories: [], format: 'text', strict: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${arg} needs a value`);
      return v;
    };
    if (arg === '--run') a.run = true;
    else if (arg === '--strict') a.strict = true;
    else if (arg === '--reports') a.reports.push(path.resolve(value()));
    else if (arg === '--jobs') a.jobs = Number(value());
    else if (arg === '--category') a.categories.push(value());
    else if (arg === '--format') {
      const f = value();
      if (f !== 'text' && f !== 'json') throw new Error('--format must be text or json');
      a.format = f;
    } else if (arg === '--help' || arg === '-h') throw new Error('help');
    else throw new Error(`unknown argument '${arg}'`);
  }
  if (!Number.isInteger(a.jobs) || a.jobs < 1) throw new Error('--jobs must be a whole number ≥ 1');
  return a;
}

const USAGE = 'usage: node out/test/verdictCorpus/score.js [--reports DIR|FILE]… [--run] [--jobs N] [--category C]… [--format text|json] [--strict]';

export async function main(argv: string[]): Promise<number> {
  let args: Args;
  try {
    args = parseArgs(argv);
  } catch (e) {
    const msg = (e as Error).message;
    process.stderr.write((msg === 'help' ? '' : `score: ${msg}\n`) + USAGE + '\n');
    return msg === 'help' ? 0 : 2;
  }
  const manifest = loadManifest();
  const known = new Set(Object.values(manifest).map((m) => m.category));
  for (const c of args.categories) {
    if (!known.has(c)) {
      process.stderr.write(`score: unknown category '${c}' (known: ${[...known].sort().join(', ')})\n`);
      return 2;
    }
  }
  const only = args.categories.length ? new Set(args.categories) : undefined;
  if (args.run) {
    const outDir = args.reports[0] ?? path.join(repoRoot, 'out', 'verdictCorpus', 'reports');
    if (!args.reports.length) args.reports.push(outDir);
    const cats = [...(only ?? known)].sort();
    const started = Date.now();
    process.stderr.write(`score: verifying ${cats.join(', ')} (--jobs ${args.jobs}) …\n`);
    await runCategories(cats, args.jobs, path.join(outDir, 'reports.json'));
    process.stderr.write(`score: verified ${cats.length} categories in ${((Date.now() - started) / 60000).toFixed(1)} min\n`);
  }
  const dirs = args.reports.length ? args.reports : [tasksDir];
  const { outcomes, unmatched, duplicates, unproved } = readReports(manifest, dirs);
  const s: Score = { ...score(manifest, outcomes, only), unmatched, duplicates };
  process.stdout.write(args.format === 'json' ? JSON.stringify({ ...s, unproved }, null, 2) + '\n' : render(s));
  if (args.format !== 'json') process.stdout.write(`false verdicts without a proof: ${unproved.length}${unproved.length ? ` (${unproved.slice(0, 5).join(', ')})` : ''}\n`);
  const met = s.total.holds > 0 && s.total.decidedHolds / s.total.holds >= 0.6 && s.total.contradictions === 0 && unproved.length === 0;
  return args.strict && !met ? 1 : 0;
}

if (require.main === module) {
  main(process.argv.slice(2)).then((code) => process.exit(code), (e) => {
    process.stderr.write(`score: ${(e as Error)?.stack ?? e}\n`);
    process.exit(2);
  });
}
