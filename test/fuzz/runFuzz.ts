/**
 * `npm run fuzz`: the long fuzz run (100,000 cases by default) over
 * validateText, parseCommand (+ command completion and hover), complete and
 * hover, with a fixed seed. Prints progress and a summary; exits 1 on any
 * crash, broken invariant or case slower than the limit, printing its input.
 *
 * Then the hostile-command family (issue 13): --hostile-cases N (default
 * 100000) through the same checks, and --server-lines N (default 3000) of
 * them through a real embedded server with a bot. Its longest case is printed.
 *
 * Then the LLM-answer family (issue 25): --llm-cases N (default 300) hostile
 * answers of a fake OpenAI server through the chat client, generate and
 * criteria (test/fuzz/llmAnswerRun.ts).
 *
 * Then the reader-growth family (issue 44, readerGrowthFamily.ts).
 *
 * Last the side-file family (issue 25, sideFileFamily.ts): --side-cases N
 * (default 300) task folders with odd files beside the task and at the places
 * commands write, each within --side-limit MS (default 10000).
 *
 * Options: --seed N (default 20240501), --cases N (default 100000),
 * --limit MS (default 100, or MCU_FUZZ_LIMIT_MS).
 */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { buildSeeds, CASE_KINDS, runCases, RunStats, warmUp } from './cases';
import { hostileCase } from './hostileFamily';
import { runHostileOnServer } from './hostileServer';
import { printLlmFamily, runLlmAnswerFamily } from './llmAnswerRun';
import { describeSideStats, runSideFileFamily } from './sideFileFamily';
import { describeJudgeFamily, runJudgeReadersFamily } from './judgeReadersFamily';
import { printReaderGrowthFamily } from './readerGrowthFamily';

function option(name: string, fallback: number): number {
  const i = process.argv.indexOf(name);
  const v = i >= 0 ? Number(process.argv[i + 1]) : NaN;
  return Number.isFinite(v) ? v : fallback;
}

/** Prints one family's failures (grouped by kind) and summary; returns its failure count. */
function report(label: string, stats: RunStats, secs: number, seed: number): number {
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
    const file = path.join(os.tmpdir(), `mcu-fuzz-${label}-failures-${seed}.txt`);
    fs.writeFileSync(file, stats.failures.join('\n\n') + '\n');
    console.log(`all ${stats.failures.length} failing inputs: ${file}`);
  }
  console.log(`\n${label}: ${stats.cases} cases (${CASE_KINDS.map((k) => `${k} ${stats.byKind[k]}`).join(', ')}) in ${secs.toFixed(1)} s; ` +
    `${stats.failures.length} failures; slowest passing case ${stats.maxMs.toFixed(1)} ms (${stats.maxCase}); ${stats.retried} cases re-run for time`);
  return stats.failures.length;
}

async function main(): Promise<number> {
  const seed = option('--seed', 20240501);
  const cases = option('--cases', 100_000);
  const hostileCases = option('--hostile-cases', 100_000);
  const serverLines = option('--server-lines', 3000);
  const limit = option('--limit', Number(process.env.MCU_FUZZ_LIMIT_MS) || 100);
  let t0 = performance.now();
  const seeds = buildSeeds(seed);
  warmUp(seeds);
  console.log(`fuzz: ${cases} cases, seed ${seed}, limit ${limit} ms per call; ${seeds.tasks.length} seed files, ${seeds.commands.length} seed commands`);
  const progress = (done: number, s: RunStats) => {
    const secs = (performance.now() - t0) / 1000;
    console.log(`  ${String(done).padStart(7)} cases, ${s.failures.length} failures, slowest ${s.maxMs.toFixed(1)} ms (${s.maxCase}), ${secs.toFixed(0)} s`);
  };
  const mutation = runCases(seed, cases, limit, seeds, progress, Math.max(1000, Math.round(cases / 20)));
  let failures = report('mutation family', mutation, (performance.now() - t0) / 1000, seed);

  console.log(`\nhostile family: ${hostileCases} cases through the checker, ${serverLines} lines through the embedded server`);
  t0 = performance.now();
  const hostile = runCases(seed, hostileCases, limit, seeds, progress, Math.max(1000, Math.round(hostileCases / 20)), (rng, _s, n) => hostileCase(rng, n));
  failures += report('hostile family (checker)', hostile, (performance.now() - t0) / 1000, seed);

  t0 = performance.now();
  const server = await runHostileOnServer(seed, serverLines, (done, st) => {
    console.log(`  ${String(done).padStart(7)} lines, ${st.failures.length} failures, longest ${st.slowestMs} ms, ${((performance.now() - t0) / 1000).toFixed(0)} s`);
  });
  for (const f of server.failures.slice(0, 20)) console.log('\nFAILED ' + f);
  console.log(`\nhostile family (embedded server): ${server.lines} lines in ${((performance.now() - t0) / 1000).toFixed(1)} s; ${server.failures.length} failures; ` +
    `${server.refused} refused, ${server.limited} stopped at a limit; longest ${server.slowestMs} ms (${server.slowest})`);
  failures += server.failures.length;

  const llmCases = option('--llm-cases', 300);
  console.log(`\nLLM answer family: ${llmCases} hostile answers through chat, generate and criteria`);
  t0 = performance.now();
  const llm = await runLlmAnswerFamily(seed, llmCases, (done, st) => console.log(`  ${String(done).padStart(7)} cases, ${st.failures.length} failures, slowest ${st.slowestMs} ms, ${((performance.now() - t0) / 1000).toFixed(0)} s`));
  failures += printLlmFamily(llm, (performance.now() - t0) / 1000);

  t0 = performance.now(); // judge readers and saved reports (issue 44, judgeReadersFamily.ts): --judge-n repeats of each run, and 10 times as many
  const judgeFamily = runJudgeReadersFamily({ n: option('--judge-n', 2000) });
  for (const f of judgeFamily.failures.slice(0, 20)) console.log('\nFAILED ' + f);
  console.log('\n' + describeJudgeFamily(judgeFamily, (performance.now() - t0) / 1000));
  failures += judgeFamily.failures.length;
  failures += printReaderGrowthFamily(); // issue 44: MineDojo source reader and criteria files, n against 10n

  const sideCases = option('--side-cases', 300);
  console.log(`\nside-file family: ${sideCases} task folders with odd side files and planted links`);
  t0 = performance.now();
  const side = await runSideFileFamily({
    seed, cases: sideCases, limitMs: option('--side-limit', 10_000), every: Math.max(10, Math.round(sideCases / 10)),
    onProgress: (done, st) => console.log(`  ${String(done).padStart(7)} cases, ${st.failures.length} failures, slowest ${st.slowestMs.toFixed(0)} ms, ${((performance.now() - t0) / 1000).toFixed(0)} s`),
  });
  for (const f of side.failures.slice(0, 20)) console.log('\nFAILED ' + f);
  console.log('\n' + describeSideStats(side, (performance.now() - t0) / 1000));
  return failures + side.failures.length ? 1 : 0;
}

main().then((code) => { process.exit(code); }, (e) => { console.error(e); process.exit(1); });
