#!/usr/bin/env node
/**
 * End-to-end tests of the extension in a real VS Code (code-server 4.100.3)
 * driven by Debian's Chromium through playwright-core.
 *
 *   node test/e2e/run.js [--steps 1,2,3] [--skip-setup] [--skip-build] [--vsix FILE]
 *
 * Runs test/e2e/setup.sh, builds the VSIX (npm run build + vsce package),
 * then each step in order. Every step prints its time and leaves a
 * screenshot in artifacts/e2e/NN-<step>.png. Exit code 1 when a step fails.
 * KEEP_E2E_TMP=1 keeps the temp homes (code-server logs) for debugging.
 */
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const procs = require('./lib/processes');
const paths = require('./lib/paths');
const { buildVsix, contributedCommands } = require('./lib/vsix');
const { Sessions } = require('./lib/sessions');
const scratch = require('./lib/scratchTask');
const serverLog = require('./lib/serverLog');
const wb = require('./lib/workbench');

const STEPS = [
  require('./steps/01-activated'),
  require('./steps/02-diagnostics'),
  require('./steps/03-hover'),
  require('./steps/04-completion'),
  require('./steps/05-quickfix'),
  require('./steps/06-verify'),
  require('./steps/07-preview'),
  require('./steps/08-restricted'),
  require('./steps/09-agentbeats'),
  require('./steps/10-verdicts'),
  require('./steps/11-scene'),
  require('./steps/12-inlay-hint'),
  require('./steps/13-rename-identity'),
  require('./steps/14-suppress'),
  require('./steps/15-criteria'),
  require('./steps/16-workspace-problems'),
  require('./steps/17-testing-view'),
  require('./steps/18-walkthrough'),
];

function parseArgs(argv) {
  const opts = { steps: STEPS.map((_, i) => i + 1), skipSetup: false, skipBuild: false, vsix: null };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const value = () => {
      const v = a.includes('=') ? a.slice(a.indexOf('=') + 1) : argv[++i];
      if (v === undefined) throw new Error(`${a} needs a value`);
      return v;
    };
    if (a.startsWith('--steps')) {
      opts.steps = value().split(',').map((s) => Number(s.trim()));
      const bad = opts.steps.filter((n) => !Number.isInteger(n) || n < 1 || n > STEPS.length);
      if (bad.length) throw new Error(`unknown step(s) ${bad.join(',')}; steps are 1..${STEPS.length}`);
    } else if (a === '--skip-setup') opts.skipSetup = true;
    else if (a === '--skip-build') opts.skipBuild = true;
    else if (a.startsWith('--vsix')) opts.vsix = path.resolve(value());
    else throw new Error(`unknown argument ${a}`);
  }
  return opts;
}

const t0 = Date.now();
const stamp = () => `${((Date.now() - t0) / 1000).toFixed(1).padStart(6)}s`;
const log = (s) => console.log(`[e2e ${stamp()}] ${s}`);

function withTimeout(promise, ms, what) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** 1-based line and column of `needle` in `text`, plus `offset` characters into it. */
function positionOf(text, needle, offset = 0) {
  const at = text.indexOf(needle);
  if (at < 0) throw new Error(`"${needle}" not found in the file`);
  const before = text.slice(0, at + offset).split('\n');
  return { line: before.length, column: before[before.length - 1].length + 1 };
}

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  fs.rmSync(paths.artifactsDir, { recursive: true, force: true });
  fs.mkdirSync(paths.artifactsDir, { recursive: true });

  if (!opts.skipSetup) {
    const s = Date.now();
    procs.runChecked('sh', [paths.setupScript]);
    log(`setup: ${((Date.now() - s) / 1000).toFixed(1)} s`);
  }
  const tmp = procs.removeAtExit(fs.mkdtempSync(path.join(os.tmpdir(), 'mcu-e2e-vsix-')));
  let vsix = opts.vsix;
  if (!vsix) {
    const s = Date.now();
    vsix = buildVsix(path.join(tmp, 'mcu.vsix'), { skipBuild: opts.skipBuild, log });
    log(`build + VSIX: ${((Date.now() - s) / 1000).toFixed(1)} s`);
  }

  const extraFiles = { [scratch.path]: scratch.text };
  // The preview finds a task's rollouts under output/<task>/episode_*.mp4.
  if (fs.existsSync(paths.rolloutVideo)) extraFiles['output/collect_wool/episode_0.mp4'] = fs.readFileSync(paths.rolloutVideo);
  for (const step of STEPS) Object.assign(extraFiles, step.extraFiles || {});
  const sessions = new Sessions({ vsix, log, extraFiles });
  const commands = contributedCommands();
  const results = [];
  try {
    for (const n of opts.steps) {
      const step = STEPS[n - 1];
      const id = `${String(n).padStart(2, '0')}-${step.name}`;
      const notes = [];
      let shotTaken = false;
      let lastPage = null;
      const ctx = {
        async page(kind) {
          lastPage = await sessions.page(kind);
          return lastPage;
        },
        note: (s) => notes.push(s),
        async shot(page, suffix) {
          const file = path.join(paths.artifactsDir, `${id}${suffix ? '-' + suffix : ''}.png`);
          await page.screenshot({ path: file });
          if (!suffix) shotTaken = true;
        },
        scratchFile: scratch,
        positionOf,
        /** The language server's validations of the file named `base`, from its log: [{version, count}]. */
        validations: (kind, base) => serverLog.validations(path.dirname(sessions.workspaceOf(kind)), base),
        readWorkspaceFile: (kind, rel) => fs.readFileSync(path.join(sessions.workspaceOf(kind), rel), 'utf8'),
        writeWorkspaceFile(kind, rel, text) {
          const file = path.join(sessions.workspaceOf(kind), rel);
          fs.mkdirSync(path.dirname(file), { recursive: true });
          fs.writeFileSync(file, text);
        },
        requireCommand(cmd) {
          if (!commands.has(cmd)) throw new Error(`the extension does not contribute the command ${cmd} yet`);
        },
      };
      const s = Date.now();
      log(`step ${id} …`);
      let error = null;
      try {
        await withTimeout(step.run(ctx), step.timeoutMs, `step ${id}`);
      } catch (e) {
        error = e;
      }
      const ms = Date.now() - s;
      if (!shotTaken && lastPage) {
        await lastPage.screenshot({ path: path.join(paths.artifactsDir, `${id}.png`) }).catch(() => {});
      }
      // What the page showed when the step failed, beside the step's own shots.
      if (error && lastPage) {
        await lastPage.screenshot({ path: path.join(paths.artifactsDir, `${id}-failed.png`) }).catch(() => {});
        // One failure should not fail the steps after it: they start from an empty layout again.
        await wb.discardEditors(lastPage).catch((e) => log(`    could not close the editors after the failure: ${e.message.split('\n')[0]}`));
      }
      results.push({ id, ok: !error, ms });
      for (const note of notes) log(`    ${note}`);
      if (error) log(`FAIL ${id} (${(ms / 1000).toFixed(1)} s): ${error.message.split('\n')[0]}`);
      else log(`PASS ${id} (${(ms / 1000).toFixed(1)} s)`);
    }
  } finally {
    await sessions.closeAll();
    await procs.stopAll();
    fs.rmSync(tmp, { recursive: true, force: true });
  }

  const passed = results.filter((r) => r.ok).length;
  const failed = results.length - passed;
  console.log('');
  for (const r of results) console.log(`  ${r.ok ? 'PASS' : 'FAIL'}  ${r.id.padEnd(16)} ${(r.ms / 1000).toFixed(1)} s`);
  console.log(`total ${((Date.now() - t0) / 1000).toFixed(1)} s, screenshots in ${path.relative(process.cwd(), paths.artifactsDir) || '.'}`);
  // Alone on its line, so CI can read the counts.
  console.log(`e2e: ${passed} passed, ${failed} failed`);
  process.exitCode = failed ? 1 : 0;
}

main().catch(async (e) => {
  console.error(`[e2e] ${e.stack || e}`);
  await procs.stopAll();
  console.log('the run could not start');
  console.log('e2e: 0 passed, 1 failed');
  process.exitCode = 1;
});
