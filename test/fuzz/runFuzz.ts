/**
 * `npm run fuzz`: the long fuzz run (100,000 cases by default) over
 * validateText, parseCommand (+ command completion and hover), complete and
 * hover, with a fixed seed. Prints progress and a summary; exits 1 on any
 * crash, broken invariant or case slower than the limit, printing its input.
 *
 * Options: --seed N (default 20240501), --cases N (default 100000),
 * --limit MS (default 100, or MCU_FUZZ_LIMIT_MS).
 */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { buildSeeds, CASE_KINDS, runCases, warmUp } from './cases';

function option(name: string, fallback: number): number {
  const i = process.argv.indexOf(name);
  const v = i >= 0 ? Number(process.argv[i + 1]) : NaN;
  return Number.isFinite(v) ? v : fallback;
}

function main(): number {
  const seed = option('--seed', 20240501);
  const cases = option('--cases', 100_000);
  const limit = option('--limit', Number(process.env.MCU_FUZZ_LIMIT_MS) || 100);
  const t0 = performance.now();
  const seeds = buildSeeds(seed);
  warmUp(seeds);
  console.log(`fuzz: ${cases} cases, seed ${seed}, limit ${limit} ms per call; ${seeds.tasks.length} seed files, ${seeds.commands.length} seed commands`);
  const every = Math.max(1000, Math.round(cases / 20));
  const stats = runCases(seed, cases, limit, seeds, (done, s) => {
    const secs = (performance.now() - t0) / 1000;
    console.log(`  ${String(done).padStart(7)} cases, ${s.failures.length} failures, slowest ${s.maxMs.toFixed(1)} ms (${s.maxCase}), ${secs.toFixed(0)} s`);
  }, every);
  const secs = (performance.now() - t0) / 1000;
  for (const f of stats.failures.slice(0, 20)) console.log('\nFAILED ' + f);
  // Failures grouped by what went wrong (numbers blanked), so one slow path shows as one line.
  const groups = new Map<string, number>();
  for (const f of stats.failures) {
    const what = f.split('\n')[0].replace(/^case #\d+ \(seed \d+\), /, '').replace(/cursor \d+/, 'cursor N').replace(/\d+(\.\d+)?/g, 'N').slice(0, 160);
    groups.set(what, (groups.get(what) ?? 0) + 1);
  }
  if (groups.size) console.log('\nfailures by kind:\n' + [...groups].sort((a, b) => b[1] - a[1]).map(([w, n]) => `  ${String(n).padStart(6)}  ${w}`).join('\n'));
  if (stats.failures.length > 20) console.log(`\n… and ${stats.failures.length - 20} more failures`);
  if (stats.failures.length) {
    const file = path.join(os.tmpdir(), `mcu-fuzz-failures-${seed}.txt`);
    fs.writeFileSync(file, stats.failures.join('\n\n') + '\n');
    console.log(`all ${stats.failures.length} failing inputs: ${file}`);
  }
  console.log(`\nsummary: ${stats.cases} cases (${CASE_KINDS.map((k) => `${k} ${stats.byKind[k]}`).join(', ')}) in ${secs.toFixed(1)} s; ` +
    `${stats.failures.length} failures; slowest passing case ${stats.maxMs.toFixed(1)} ms (${stats.maxCase}); ${stats.retried} cases re-run for time`);
  return stats.failures.length ? 1 : 0;
}

process.exitCode = main();
