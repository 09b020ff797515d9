'use strict';
/**
 * Child processes started by the e2e runner. Each one gets its own process
 * group (detached), so killing the group also ends what it spawned itself
 * (code-server's extension host, the language server, Chromium renderers).
 * Everything registered here is killed at exit, also when a step throws or
 * the runner gets SIGINT/SIGTERM; temp folders registered with
 * removeAtExit() go too (unless KEEP_E2E_TMP is set).
 */
const fs = require('fs');
const { spawn, spawnSync } = require('child_process');

const live = new Set();
const tempDirs = new Set();

function removeAtExit(dir) {
  tempDirs.add(dir);
  return dir;
}

function removeTempDirs() {
  if (process.env.KEEP_E2E_TMP) return;
  for (const d of tempDirs) fs.rmSync(d, { recursive: true, force: true });
  tempDirs.clear();
}

function start(command, args, options = {}) {
  const child = spawn(command, args, { ...options, detached: true, stdio: options.stdio || ['ignore', 'pipe', 'pipe'] });
  live.add(child);
  child.on('exit', () => live.delete(child));
  return child;
}

function killGroup(child, signal) {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // the group is already gone
  }
}

/** SIGTERM, then SIGKILL after `graceMs` if the process is still there. */
async function stop(child, graceMs = 3000) {
  if (child.exitCode !== null || child.signalCode !== null) {
    killGroup(child, 'SIGKILL'); // leftovers of the group, if any
    live.delete(child);
    return;
  }
  const exited = new Promise((resolve) => child.once('exit', resolve));
  killGroup(child, 'SIGTERM');
  const timer = new Promise((resolve) => setTimeout(resolve, graceMs, 'timeout'));
  if ((await Promise.race([exited, timer])) === 'timeout') {
    killGroup(child, 'SIGKILL');
    await exited;
  }
  killGroup(child, 'SIGKILL');
  live.delete(child);
}

async function stopAll() {
  await Promise.all([...live].map((c) => stop(c)));
}

/** Last resort on process exit: synchronous, no waiting. */
function killAllNow() {
  for (const c of live) killGroup(c, 'SIGKILL');
  live.clear();
  removeTempDirs();
}

process.on('exit', killAllNow);
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(sig, () => {
    killAllNow();
    process.exit(130);
  });
}

/** Runs a command to completion, inheriting output; throws on failure. */
function runChecked(command, args, options = {}) {
  const res = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (res.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} exited with ${res.status ?? res.signal}`);
  }
  return res;
}

module.exports = { start, stop, stopAll, runChecked, removeAtExit };
