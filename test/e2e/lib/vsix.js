'use strict';
/**
 * Builds the extension the way a user gets it: `npm run build`, then a VSIX
 * packaged by vsce from the repository's own package.json.
 */
const fs = require('fs');
const path = require('path');
const { spawnSync } = require('child_process');
const { runChecked } = require('./processes');
const { repoRoot } = require('./paths');

const VSCE = ['--no-install', 'vsce', 'package', '--no-dependencies', '--allow-missing-repository', '--skip-license'];

function vsce(extra, outFile) {
  const res = spawnSync('npx', [...VSCE, ...extra, '-o', outFile], { cwd: repoRoot, encoding: 'utf8' });
  return { ok: res.status === 0, output: `${res.stdout || ''}${res.stderr || ''}` };
}

function buildVsix(outFile, { skipBuild, log }) {
  if (!skipBuild) runChecked('npm', ['run', 'build', '--silent'], { cwd: repoRoot });
  let res = vsce([], outFile);
  if (!res.ok && /Couldn't detect the repository/.test(res.output)) {
    // README.md has a relative image and package.json no "repository": vsce
    // refuses. The links of a throw-away test VSIX do not matter, so package
    // anyway, but say so loudly: `npm run package` has the same problem.
    log('WARNING: vsce refuses relative README images without a "repository" in package.json; packaging the test VSIX with --baseImagesUrl');
    res = vsce(['--baseContentUrl', 'https://example.invalid/', '--baseImagesUrl', 'https://example.invalid/'], outFile);
  }
  if (!res.ok || !fs.existsSync(outFile)) throw new Error(`vsce package failed:\n${res.output}`);
  log(res.output.trim().split('\n').filter((l) => /DONE|WARNING/.test(l)).join('\n') || 'vsce: packaged');
  return outFile;
}

/** The manifest the VSIX was made from: which commands the extension contributes. */
function contributedCommands() {
  const pkg = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
  const cmds = (pkg.contributes && pkg.contributes.commands) || [];
  return new Map(cmds.map((c) => [c.command, c]));
}

module.exports = { buildVsix, contributedCommands };
