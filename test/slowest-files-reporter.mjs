/**
 * A node:test reporter that prints, after the run, the test files that took
 * longest, so the next round sees where the suite's time goes. With
 * MCU_TEST_DURATIONS=path it also writes every file's time there as JSON,
 * which run-tests.js reads to start the longest files first.
 *
 * A file's time is its process's wall time: from the runner taking it off
 * the queue (`test:dequeue` named by the file's path, at nesting 0) to its
 * `test:complete`. Usable as `--test-reporter=./test/slowest-files-reporter.mjs`.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';

const SHOWN = 10;

export default async function* slowestFiles(source) {
  const startedAt = new Map();
  const took = new Map();
  const begun = Date.now();
  for await (const event of source) {
    const d = event.data;
    if (!d || d.nesting !== 0 || typeof d.name !== 'string' || !d.name.endsWith('.test.js') || d.name !== d.file) continue;
    if (event.type === 'test:dequeue') startedAt.set(d.name, Date.now());
    else if (event.type === 'test:complete' && startedAt.has(d.name)) took.set(d.name, Date.now() - startedAt.get(d.name));
  }
  if (!took.size) return;
  const rows = [...took].sort((a, b) => b[1] - a[1]);
  const root = path.join(process.cwd(), 'out', 'test') + path.sep;
  const rel = (f) => (f.startsWith(root) ? f.slice(root.length) : f).split(path.sep).join('/');
  let text = `\nslowest test files (of ${took.size}, ${((Date.now() - begun) / 1000).toFixed(0)} s of wall time in all):\n`;
  for (const [f, ms] of rows.slice(0, SHOWN)) text += `  ${(ms / 1000).toFixed(1).padStart(7)} s  ${rel(f)}\n`;
  yield text;
  const out = process.env.MCU_TEST_DURATIONS;
  if (out) {
    const known = {};
    for (const [f, ms] of rows) known[rel(f)] = ms;
    fs.writeFileSync(out, JSON.stringify(known, null, 1) + '\n');
  }
}
