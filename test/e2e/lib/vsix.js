'use strict';
/**
 * Builds the extension the way a user gets it: `npm run build`, then the
 * VSIX from server/tools/package.js (vsce; the same packager as `npm run package`).
 */
const fs = require('fs');
const path = require('path');
const { runChecked } = require('./processes');
const { repoRoot } = require('./paths');

const { packageVsix } = require('../../../server/tools/package');

function buildVsix(outFile, { skipBuild, log }) {
  if (!skipBuild) runChecked('npm', ['run', 'build', '--silent'], { cwd: repoRoot });
  const res = packageVsix(outFile);
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
