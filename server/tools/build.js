#!/usr/bin/env node
/**
 * Bundles the three entry points with esbuild: the extension (client), the
 * language server and the CLI. `vscode` is provided by the editor; the
 * Minecraft server stack (flying-squid, mineflayer) loads data files from its
 * own package folders at run time, so it stays external and is resolved from
 * node_modules when verification runs.
 */
'use strict';
const esbuild = require('esbuild');
const path = require('path');

const root = path.join(__dirname, '..', '..');
const watch = process.argv.includes('--watch');
const external = ['vscode', 'flying-squid', 'mineflayer', 'mineflayer-pathfinder', 'minecraft-data', 'minecraft-protocol', 'prismarine-*', 'playwright-core', 'esbuild', 'three'];

const entries = [
  { in: 'client/src/extension.ts', out: 'dist/client.js' },
  { in: 'server/src/hosts/lsp/main.ts', out: 'dist/server.js' },
  { in: 'server/src/hosts/cli/main.ts', out: 'dist/cli.js', banner: '#!/usr/bin/env node' },
  // Verifications run in a worker thread (server/src/simulation/verify/isolated.ts) started from this file.
  { in: 'server/src/simulation/verify/jobWorker.ts', out: 'dist/verifyWorker.js' },
  // The preview's Scene tab, in the webview (the 3D viewer itself comes with the verification runtime).
  { in: 'client/src/preview/scene/page.ts', out: 'dist/scenePage.js', browser: true },
];

/** esbuild options of one entry; test/unit/bundle/clientBundle.test.ts builds the client with these. */
function buildOptions(e, watchMode = false) {
  return {
    absWorkingDir: root,
    entryPoints: [e.in],
    outfile: e.out,
    bundle: true,
    platform: e.browser ? 'browser' : 'node',
    target: e.browser ? 'chrome120' : 'node20',
    format: e.browser ? 'iife' : 'cjs',
    sourcemap: true,
    minify: !watchMode,
    keepNames: true,
    external,
    logLevel: 'warning',
    banner: e.banner ? { js: e.banner } : undefined,
  };
}

async function main() {
  for (const e of entries) {
    const options = buildOptions(e, watch);
    if (watch) {
      const ctx = await esbuild.context(options);
      await ctx.watch();
    } else {
      await esbuild.build(options);
      // The CLI is the package's bin: `npx mcu-task` runs the file itself, so it must be executable.
      if (e.banner) require('fs').chmodSync(path.join(root, e.out), 0o755);
    }
  }
  if (!watch) console.log('bundled: ' + entries.map((e) => e.out).join(', '));
}

module.exports = { entries, buildOptions };

if (require.main === module) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
