'use strict';
/**
 * Builds the extension the way a user gets it: `npm run build`, then a VSIX
 * packaged by vsce from the repository's own package.json.
 */
const fs = require('fs');
const path = require('path');
const { runChecked } = require('./processes');
const { repoRoot } = require('./paths');

function buildVsix(outFile, { skipBuild }) {
  if (!skipBuild) runChecked('npm', ['run', 'build', '--silent'], { cwd: repoRoot });
  runChecked(
    'npx',
    ['--no-install', 'vsce', 'package', '--no-dependencies', '--allow-missing-repository', '--skip-license', '-o', outFile],
    { cwd: repoRoot },
  );
  if (!fs.existsSync(outFile)) throw new Error(`vsce did not write ${outFile}`);
  return outFile;
}

/** The manifest the VSIX was made from: which commands the extension contributes. */
function contributedCommands() {
  const pkg = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
  const cmds = (pkg.contributes && pkg.contributes.commands) || [];
  return new Map(cmds.map((c) => [c.command, c]));
}

module.exports = { buildVsix, contributedCommands };
