/**
 * Finding (or installing) the verification runtime. The VSIX does not carry
 * flying-squid, mineflayer and minecraft-data (hundreds of MB), so the
 * bundled CLI is started with NODE_PATH pointing at a node_modules folder
 * that has them.
 */
import * as cp from 'child_process';
import * as fs from 'fs';
import * as path from 'path';
import * as vscode from 'vscode';
import { pathTaken, tryWriteFileSafely } from '../../../server/src/api/client';

// prismarine-viewer, three, esbuild and playwright-core render scenes (server/src/simulation/sceneView): the viewer's
// browser bundle is built from them on first use, so it never ships in the VSIX.
export const RUNTIME_PACKAGES = ['flying-squid@1.12.0', 'mineflayer@4.39.0', 'mineflayer-pathfinder@2.4.5', 'minecraft-data@3.117.0',
  'prismarine-viewer@1.33.0', 'three@0.128.0', 'esbuild@0.28.2', 'playwright-core@1.65.1'];

/** Verification needs the first four packages; the scene viewer needs the rest too. */
function hasRuntime(nodeModules: string): boolean {
  return ['flying-squid', 'mineflayer', 'mineflayer-pathfinder', 'minecraft-data'].every((p) => fs.existsSync(path.join(nodeModules, p, 'package.json')));
}

/** True when `nodeModules` can also render scenes (prismarine-viewer, three, esbuild, playwright-core). */
export function hasSceneRuntime(nodeModules: string): boolean {
  return hasRuntime(nodeModules) && ['prismarine-viewer', 'three', 'esbuild', 'playwright-core'].every((p) => fs.existsSync(path.join(nodeModules, p, 'package.json')));
}

/** The node_modules folder to use, or undefined when none has the runtime. */
export function findRuntime(ext: vscode.ExtensionContext): string | undefined {
  const configured = vscode.workspace.getConfiguration('mcu.verify').get<string>('runtimePath', '').trim();
  const candidates: string[] = [];
  if (configured) candidates.push(path.basename(configured) === 'node_modules' ? configured : path.join(configured, 'node_modules'), configured);
  for (const f of vscode.workspace.workspaceFolders ?? []) if (f.uri.scheme === 'file') candidates.push(path.join(f.uri.fsPath, 'node_modules'));
  candidates.push(path.join(ext.extensionPath, 'node_modules'), path.join(ext.globalStorageUri.fsPath, 'runtime', 'node_modules'));
  return candidates.find(hasRuntime);
}

/** npm install of the runtime into the extension's global storage, after the user agreed. */
export async function installRuntime(ext: vscode.ExtensionContext, output: vscode.OutputChannel): Promise<string | undefined> {
  const ok = await vscode.window.showWarningMessage(
    `Verification needs a Minecraft server and bot runtime (${RUNTIME_PACKAGES.join(', ')}; about 900 MB, the scene viewer's textures included). Install it with npm into the extension's storage?`,
    { modal: true }, 'Install');
  if (ok !== 'Install') return undefined;
  const dir = path.join(ext.globalStorageUri.fsPath, 'runtime');
  fs.mkdirSync(dir, { recursive: true });
  const pkg = path.join(dir, 'package.json');
  // Through the safe writer like every file we write; one already there (or anything else) is kept.
  if (!pathTaken(pkg)) tryWriteFileSafely(pkg, '{"name":"mcu-verify-runtime","private":true}\n', { exclusive: true });
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const done = await vscode.window.withProgress({ location: vscode.ProgressLocation.Notification, title: 'MCU: installing the verification runtime…', cancellable: true }, (_p, token) =>
    new Promise<boolean>((resolve) => {
      const child = cp.spawn(npm, ['install', '--no-save', '--no-audit', '--no-fund', ...RUNTIME_PACKAGES], { cwd: dir, shell: process.platform === 'win32' });
      child.stdout.on('data', (d) => output.append(String(d)));
      child.stderr.on('data', (d) => output.append(String(d)));
      token.onCancellationRequested(() => child.kill());
      child.on('error', (e) => { output.appendLine(`npm: ${e.message}`); resolve(false); });
      child.on('close', (code) => resolve(code === 0));
    }));
  const nm = path.join(dir, 'node_modules');
  if (!done || !hasRuntime(nm)) {
    void vscode.window.showErrorMessage('MCU: installing the verification runtime failed; see the MCU output for npm\'s messages.');
    return undefined;
  }
  void vscode.window.showInformationMessage('MCU: the verification runtime is installed.');
  return nm;
}
