#!/usr/bin/env node
/**
 * Runs the compiled tests (out/test/**\/*.test.js) with node's built-in test
 * runner. Node 20 cannot glob, so the files are listed here. Arguments filter
 * by path substring: `node test/run-tests.js unit protocol`.
 */
'use strict';
const fs = require('fs');
const path = require('path');
const { spawnSync } = require('child_process');

const root = path.join(__dirname, '..', 'out', 'test');
const filters = process.argv.slice(2).filter((a) => !a.startsWith('-'));
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

let files = walk(root, []).sort();
if (filters.length) files = files.filter((f) => filters.some((x) => f.includes(x)));
if (exclude.length) files = files.filter((f) => !exclude.some((x) => f.includes(x)));
if (!files.length) {
  console.error('no test files found under out/test (did `npm run build` run?)');
  process.exit(1);
}
const res = spawnSync(process.execPath, ['--test', '--test-reporter=spec', ...files], { stdio: 'inherit' });
process.exit(res.status ?? 1);
