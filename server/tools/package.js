#!/usr/bin/env node
/**
 * Packages the VSIX with vsce: bundles only (dependencies are bundled by
 * esbuild) and the extension's own README (client/README.md, which has no
 * relative images, so no repository URL is needed). Used by `npm run
 * package`, the end-to-end tests and the benchmark, so all three ship the same file.
 */
'use strict';
const path = require('path');
const { spawnSync } = require('child_process');

const root = path.join(__dirname, '..', '..');

function packageVsix(outFile) {
  const vsce = path.join(root, 'node_modules', '@vscode', 'vsce', 'vsce');
  const args = [vsce, 'package', '--no-dependencies', '--allow-missing-repository', '--skip-license', '--readme-path', 'client/README.md', '-o', outFile];
  const res = spawnSync(process.execPath, args, { cwd: root, encoding: 'utf8' });
  return { ok: res.status === 0, output: `${res.stdout || ''}${res.stderr || ''}` };
}

module.exports = { packageVsix };

if (require.main === module) {
  const out = path.resolve(process.argv[2] || path.join(root, 'mcu-task-studio.vsix'));
  const res = packageVsix(out);
  process.stdout.write(res.output);
  process.exit(res.ok ? 0 : 1);
}
