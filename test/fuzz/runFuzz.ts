/**
 * `npm run fuzz`: the long fuzz run (100,000 cases by default) over
 * validateText, parseCommand (+ command completion and hover), complete and
 * hover, with a fixed seed. Prints progress and a summary; exits 1 on any
 * crash, broken invariant or case slower than the limit, printing its input.
 *
 * Options: --seed N (default 20240501), --cases N (default 100000),
 * --limit MS (default 100), --stop-after N failures (default 20).
 */
import { buildSeeds, CASE_KINDS, runCases, warmUp } from './cases';

function option(name: string, fallback: number): number {
  const i = process.argv.indexOf(name);
  const v = i >= 0 ? Number(process.argv[i + 1]) : NaN;
  return Number.isFinite(v) ? v : fallback;
}

function main(): number {
  const seed = option('--seed', 20240501);
  const cases = option('--cases', 100_000);
  const limit = option('--limit', 100);
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
  if (stats.failures.length > 20) console.log(`\n… and ${stats.failures.length - 20} more failures`);
  console.log(`\nsummary: ${stats.cases} cases (${CASE_KINDS.map((k) => `${k} ${stats.byKind[k]}`).join(', ')}) in ${secs.toFixed(1)} s; ` +
    `${stats.failures.length} failures; slowest passing case ${stats.maxMs.toFixed(1)} ms (${stats.maxCase}); ${stats.retried} cases re-run for time`);
  return stats.failures.length ? 1 : 0;
}

process.exitCode = main();
