'use strict';
/**
 * One code-server session: a fresh temp home (user data, extensions, config,
 * XDG dirs) with the VSIX installed, a temp copy of the example tasks as the
 * workspace, and code-server listening on a random 127.0.0.1 port without auth.
 * `trusted: false` leaves workspace trust on, so the folder opens in
 * Restricted Mode (the startup prompt is switched off in the settings).
 */
const fs = require('fs');
const net = require('net');
const os = require('os');
const path = require('path');
const http = require('http');
const procs = require('./processes');
const { codeServerEntry, examplesDir, repoRoot } = require('./paths');

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** Settings that keep the workbench quiet and deterministic. */
function userSettings() {
  return {
    'workbench.startupEditor': 'none',
    'workbench.welcomePage.walkthroughs.openOnInstall': false,
    'workbench.tips.enabled': false,
    'workbench.enableExperiments': false,
    'workbench.secondarySideBar.defaultVisibility': 'hidden',
    'chat.commandCenter.enabled': false,
    'telemetry.telemetryLevel': 'off',
    'update.mode': 'none',
    'extensions.autoCheckUpdates': false,
    'extensions.autoUpdate': false,
    'extensions.ignoreRecommendations': true,
    'security.workspace.trust.startupPrompt': 'never',
    'security.workspace.trust.banner': 'always',
    'git.enabled': false,
    'files.autoSave': 'off',
    'editor.hover.delay': 300,
    'editor.codeLens': true,
    'editor.minimap.enabled': false,
    // Only the language server may answer completion requests: words already
    // in the file would otherwise satisfy the completion step by themselves.
    'editor.wordBasedSuggestions': 'off',
    // Verification runs flying-squid + mineflayer, which the VSIX does not
    // carry: point it at the repository's node_modules, as a user would.
    'mcu.verify.runtimePath': path.join(repoRoot, 'node_modules'),
  };
}

function run(args, env) {
  procs.runChecked(process.execPath, [codeServerEntry, ...args], { env, stdio: ['ignore', 'pipe', 'inherit'] });
}

function waitForHttp(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      if (child.exitCode !== null) return reject(new Error(`code-server exited early (${child.exitCode})`));
      if (Date.now() > deadline) return reject(new Error(`code-server not answering at ${url}`));
      const req = http.get(url, (res) => {
        res.resume();
        if (res.statusCode && res.statusCode < 500) resolve();
        else setTimeout(attempt, 200);
      });
      req.on('error', () => setTimeout(attempt, 200));
    };
    attempt();
  });
}

/**
 * @param {{vsix: string, trusted: boolean, name: string, log: (s: string) => void,
 *          extraFiles?: Record<string, string>}} opts  extraFiles: workspace-relative path → content
 */
async function startSession(opts) {
  const home = procs.removeAtExit(fs.mkdtempSync(path.join(os.tmpdir(), `mcu-e2e-${opts.name}-`)));
  try {
    return await startIn(home, opts);
  } catch (e) {
    if (!process.env.KEEP_E2E_TMP) fs.rmSync(home, { recursive: true, force: true });
    throw e;
  }
}

async function startIn(home, { vsix, trusted, name, log, extraFiles = {} }) {
  const userData = path.join(home, 'user-data');
  const extensions = path.join(home, 'extensions');
  const workspace = path.join(home, 'examples');
  const config = path.join(home, 'config.yaml');
  fs.mkdirSync(path.join(userData, 'User'), { recursive: true });
  fs.mkdirSync(extensions, { recursive: true });
  fs.cpSync(examplesDir, workspace, { recursive: true });
  for (const [rel, content] of Object.entries(extraFiles)) {
    fs.mkdirSync(path.dirname(path.join(workspace, rel)), { recursive: true });
    fs.writeFileSync(path.join(workspace, rel), content);
  }
  fs.writeFileSync(path.join(userData, 'User', 'settings.json'), JSON.stringify(userSettings(), null, 2));

  const port = await freePort();
  fs.writeFileSync(config, `bind-addr: 127.0.0.1:${port}\nauth: none\ncert: false\n`);
  // Keep code-server away from the real home directory.
  const env = {
    ...process.env,
    XDG_CONFIG_HOME: path.join(home, 'xdg-config'),
    XDG_DATA_HOME: path.join(home, 'xdg-data'),
    XDG_CACHE_HOME: path.join(home, 'xdg-cache'),
  };
  const common = ['--config', config, '--user-data-dir', userData, '--extensions-dir', extensions];

  const t0 = Date.now();
  run([...common, '--install-extension', vsix], env);
  log(`[${name}] VSIX installed in ${Date.now() - t0} ms`);

  const args = [
    ...common,
    '--bind-addr', `127.0.0.1:${port}`,
    '--auth', 'none',
    '--disable-telemetry',
    '--disable-update-check',
    '--disable-getting-started-override',
    '--ignore-last-opened',
  ];
  if (trusted) args.push('--disable-workspace-trust');
  args.push(workspace);

  const logFile = path.join(home, 'code-server.log');
  const out = fs.openSync(logFile, 'a');
  const child = procs.start(process.execPath, [codeServerEntry, ...args], { env, stdio: ['ignore', out, out] });
  fs.closeSync(out);
  const url = `http://127.0.0.1:${port}/`;
  try {
    await waitForHttp(url + 'healthz', child, 60000);
  } catch (e) {
    await procs.stop(child);
    throw e;
  }
  log(`[${name}] code-server up at ${url} (trusted=${trusted}, log ${logFile})`);

  return {
    name,
    trusted,
    home,
    workspace,
    logFile,
    url: `${url}?folder=${encodeURIComponent(workspace)}`,
    async stop() {
      await procs.stop(child);
    },
    /** Removes the temp home; kept when KEEP_E2E_TMP is set, for debugging. */
    cleanup() {
      if (!process.env.KEEP_E2E_TMP) fs.rmSync(home, { recursive: true, force: true });
    },
  };
}

module.exports = { startSession };
