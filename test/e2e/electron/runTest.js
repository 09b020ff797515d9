#!/usr/bin/env node
/**
 * Runs suite/ inside a real VS Code desktop with @vscode/test-electron.
 * Needs network access to Microsoft's update servers (it downloads VS Code)
 * and `npm install --no-save @vscode/test-electron`; see README.md.
 * Not used on the CI machines, which cannot download VS Code.
 */
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');

async function main() {
  // Loaded here so that a missing package gives a clear message.
  let runTests;
  try {
    ({ runTests } = require('@vscode/test-electron'));
  } catch {
    console.error('@vscode/test-electron is not installed: npm install --no-save @vscode/test-electron');
    process.exit(2);
  }
  const repoRoot = path.resolve(__dirname, '..', '..', '..');
  const workspace = fs.mkdtempSync(path.join(os.tmpdir(), 'mcu-electron-ws-'));
  fs.cpSync(path.resolve(repoRoot, 'examples'), workspace, { recursive: true });
  try {
    await runTests({
      version: process.env.VSCODE_VERSION || '1.100.3',
      extensionDevelopmentPath: repoRoot,
      extensionTestsPath: path.join(__dirname, 'suite', 'index.js'),
      launchArgs: [workspace, '--disable-extensions', '--disable-workspace-trust', '--skip-welcome', '--skip-release-notes'],
      extensionTestsEnv: { MCU_E2E_WORKSPACE: workspace },
    });
  } finally {
    fs.rmSync(workspace, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
