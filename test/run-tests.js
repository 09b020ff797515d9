#!/usr/bin/env node
/**
 * Runs the compiled tests (out/test/**\/*.test.js) with node's built-in test
 * runner (node:test's run(), each file in its own process). Arguments filter
 * by path substring: `node test/run-tests.js unit protocol`.
 *
 * Why not `node --test FILES`: it sorts the files and runs them with a
 * concurrency of cores − 1, i.e. one at a time on the 2-core CI machine,
 * while most of the suite's time is spent waiting on game clocks, child
 * processes and timers rather than on the CPU. Here the files run
 * MCU_TEST_CONCURRENCY at a time (default: twice the cores, at least 3),
 * longest first by the durations recorded in test/durations.json, so the
 * long real-bot files do not end up alone at the tail of the run.
 *
 * `--record` rewrites test/durations.json from this run's per-file times.
 * At the end the 10 slowest files are printed (slowest-files-reporter.mjs).
 */
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const { PassThrough } = require('stream');

const root = path.join(__dirname, '..', 'out', 'test');
const durationsFile = path.join(__dirname, 'durations.json');
const args = process.argv.slice(2);
const filters = args.filter((a) => !a.startsWith('-'));
const record = args.includes('--record');
const exclude = (process.env.MCU_TEST_EXCLUDE || '').split(',').filter(Boolean);

function walk(dir, out) {
  if (!fs.existsSync(dir)) return out;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) walk(p, out);
    else if (e.name.endsWith('.test.js')) out.push(p);
  }
  return out;
}

function concurrency() {
  const asked = Number(process.env.MCU_TEST_CONCURRENCY);
  if (Number.isInteger(asked) && asked >= 1) return asked;
  const cores = typeof os.availableParallelism === 'function' ? os.availableParallelism() : os.cpus().length;
  return Math.max(3, 2 * cores);
}

/** Recorded per-file milliseconds, keyed by the path under out/test with forward slashes. */
function knownDurations() {
  try {
    const d = JSON.parse(fs.readFileSync(durationsFile, 'utf8'));
    return d && typeof d === 'object' ? d : {};
  } catch {
    return {};
  }
}

const relOf = (f) => path.relative(root, f).split(path.sep).join('/');

let files = walk(root, []).sort();
if (filters.length) files = files.filter((f) => filters.some((x) => f.includes(x)));
if (exclude.length) files = files.filter((f) => !exclude.some((x) => f.includes(x)));
if (!files.length) {
  console.error('no test files found under out/test (did `npm run build` run?)');
  process.exit(1);
}

// Longest first; a file with no recorded time (a new one) counts as long, so
// it cannot become the run's tail unnoticed.
const known = knownDurations();
const UNKNOWN_MS = 60_000;
const expected = (f) => (typeof known[relOf(f)] === 'number' ? known[relOf(f)] : UNKNOWN_MS);
files.sort((a, b) => expected(b) - expected(a) || (a < b ? -1 : 1));

async function main() {
  const { run } = await import('node:test');
  const { spec } = await import('node:test/reporters');
  const { default: slowest } = await import('./slowest-files-reporter.mjs');
  const n = concurrency();
  console.log(`running ${files.length} test files, ${n} at a time`);
  if (record) process.env.MCU_TEST_DURATIONS = durationsFile;

  const stream = run({ files, concurrency: n });
  let failed = false;
  const forSpec = new PassThrough({ objectMode: true });
  const forSlowest = new PassThrough({ objectMode: true });
  stream.on('data', (ev) => {
    if (ev.type === 'test:fail') failed = true;
  });
  stream.pipe(forSpec);
  stream.pipe(forSlowest);
  const specDone = new Promise((resolve) => forSpec.pipe(new spec()).on('end', resolve).pipe(process.stdout, { end: false }));
  let summary = '';
  for await (const chunk of slowest(forSlowest)) summary += chunk;
  await specDone;
  process.stdout.write(summary);
  process.exitCode = failed ? 1 : 0;
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
