'use strict';
/** Where things are: the repository, the cached code-server, the examples, the screenshots. */
const path = require('path');

const repoRoot = path.resolve(__dirname, '..', '..', '..');

module.exports = {
  repoRoot,
  setupScript: path.join(repoRoot, 'test', 'e2e', 'setup.sh'),
  codeServerEntry: path.join(repoRoot, '.e2e', 'code-server', 'node_modules', 'code-server', 'out', 'node', 'entry.js'),
  rolloutVideo: path.join(repoRoot, '.e2e', 'media', 'episode_0.mp4'),
  examplesDir: path.resolve(repoRoot, 'examples'),
  artifactsDir: path.join(repoRoot, 'artifacts', 'e2e'),
  chromium: '/usr/bin/chromium',
};
