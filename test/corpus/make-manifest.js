#!/usr/bin/env node
/**
 * Regenerates test/corpus/manifest.json from the `# expect: <code> <severity> <item>`
 * markers in test/corpus/tasks/**.yaml. The marker sits at the end of the line
 * the diagnostic must land on; <item> is the issue's item number (1–7), a
 * later issue's item written issue.item (25.9), or `incidental` for a
 * correct secondary finding of a planted mistake.
 * Run after editing the corpus: node test/corpus/make-manifest.js
 */
'use strict';
const fs = require('fs');
const path = require('path');

const root = path.join(__dirname, 'tasks');
const files = [];
(function walk(d) {
  for (const e of fs.readdirSync(d, { withFileTypes: true })) {
    const p = path.join(d, e.name);
    if (e.isDirectory()) walk(p);
    else if (/\.ya?ml$/.test(e.name)) files.push(p);
  }
})(root);
files.sort();
const entries = [];
const clean = [];
for (const f of files) {
  const rel = path.relative(root, f).split(path.sep).join('/');
  const lines = fs.readFileSync(f, 'utf8').split('\n');
  let n = 0;
  lines.forEach((l, i) => {
    for (const m of l.matchAll(/# expect: (\S+) (error|warning|information) (\S+)/g)) {
      entries.push({ file: rel, line: i + 1, code: m[1], severity: m[2], item: m[3] });
      n++;
    }
  });
  if (!n) clean.push(rel);
}
fs.writeFileSync(path.join(__dirname, 'manifest.json'), JSON.stringify({ clean, expected: entries }, null, 1) + '\n');
console.log(`${files.length} files, ${clean.length} clean, ${entries.length} expected diagnostics`);
