#!/usr/bin/env node
/**
 * Verification benchmark (`npm run bench:verify`): verifies the example
 * tasks one after another on fresh embedded servers and prints the time per
 * verification with p50 and max. Needs the compiled code (`npx tsc -p .`).
 * Target: p50 under 15 s.
 */
'use strict';
const fs = require('fs');
const path = require('path');

const root = path.join(__dirname, '..', '..');
const { verifyTask } = require(path.join(root, 'out', 'server', 'src', 'simulation', 'verify', 'index.js'));
const examples = path.join(root, 'examples');
const dirs = process.argv.slice(2).length ? process.argv.slice(2) : ['simple', 'compositional', 'hard'];

function files() {
  const out = [];
  for (const d of dirs) {
    const dir = path.isAbsolute(d) ? d : path.join(examples, d);
    for (const f of fs.readdirSync(dir).sort()) if (f.endsWith('.yaml')) out.push(path.join(dir, f));
  }
  return out;
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

(async () => {
  const times = [];
  for (const file of files()) {
    const t0 = Date.now();
    const r = await verifyTask(fs.readFileSync(file, 'utf8'), { file, timeoutMs: 60000 });
    const ms = Date.now() - t0;
    times.push(ms);
    const rel = path.relative(examples, file);
    console.log(`${rel.padEnd(48)} ${(ms / 1000).toFixed(1).padStart(5)} s  ${r.verified ? 'verified' : 'not verified'}  ${r.reward}/${r.maxReward}${r.verified ? '' : '  ' + (r.failures[0]?.reason ?? '')}`);
  }
  const sorted = [...times].sort((a, b) => a - b);
  console.log(`\n${times.length} verifications: p50 ${(percentile(sorted, 50) / 1000).toFixed(1)} s, max ${(sorted[sorted.length - 1] / 1000).toFixed(1)} s (target p50 < 15 s)`);
})().catch((e) => {
  console.error(e);
  process.exit(2);
});
