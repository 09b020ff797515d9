#!/usr/bin/env node
/**
 * Writes docs/diagnostics.md from the registry of diagnostic codes
 * (server/src/model/diagnosticCodes), compiled to out/ by `npm run build`.
 * `--check` writes nothing and exits 1 when the page is stale.
 */
'use strict';
const fs = require('fs');
const path = require('path');

const root = path.join(__dirname, '..', '..');
const compiled = path.join(root, 'out', 'server', 'src', 'model', 'diagnosticCodes', 'markdown.js');
if (!fs.existsSync(compiled)) {
  process.stderr.write('gen-diagnostics-doc: out/ has no compiled registry; run `npm run build` first\n');
  process.exit(2);
}
const { diagnosticsMarkdown } = require(compiled);
const page = path.join(root, 'docs', 'diagnostics.md');
const text = diagnosticsMarkdown();
const current = fs.existsSync(page) ? fs.readFileSync(page, 'utf8') : undefined;
if (process.argv.includes('--check')) {
  if (current !== text) {
    process.stderr.write('docs/diagnostics.md is stale: run `npm run docs:diagnostics`\n');
    process.exit(1);
  }
  process.exit(0);
}
if (current !== text) fs.writeFileSync(page, text);
process.stdout.write(`docs/diagnostics.md: ${current === text ? 'up to date' : 'written'}\n`);
