import * as vscode from 'vscode';
import type { FeatureContext } from './featureContext';
import { shownVersion, VERSIONS, versionTarget } from './versionScope';

/**
 * Status bar item "MC 1.16.5" while a task file is active, showing that file's
 * version (its workspace folder's `mcu.minecraftVersion`); clicking it picks
 * another version for the file's folder in a multi-root workspace, else for the workspace.
 */
export function createVersionStatus(ctx: FeatureContext): vscode.Disposable {
  const item = vscode.window.createStatusBarItem('mcu.version', vscode.StatusBarAlignment.Right, 100);
  item.name = 'MCU Minecraft version';
  item.command = 'mcu.selectMinecraftVersion';
  const activeTask = () => {
    const doc = vscode.window.activeTextEditor?.document;
    return doc && ctx.isTaskDocument(doc) ? doc : undefined;
  };
  const update = () => {
    const doc = activeTask();
    if (!doc) {
      item.hide();
      return;
    }
    const version = shownVersion(ctx.minecraftVersion(doc.uri));
    const folder = vscode.workspace.getWorkspaceFolder(doc.uri);
    const multiRoot = (vscode.workspace.workspaceFolders?.length ?? 0) > 1;
    item.text = `$(symbol-misc) MC ${version}`;
    item.tooltip = `MCU Task Studio checks ${multiRoot && folder ? `task files in ${folder.name}` : 'task files'} against Minecraft Java ${version}. Click to change.`;
    item.show();
  };
  const pick = vscode.commands.registerCommand('mcu.selectMinecraftVersion', async () => {
    const uri = activeTask()?.uri ?? vscode.window.activeTextEditor?.document.uri;
    const current = shownVersion(ctx.minecraftVersion(uri));
    const folder = uri ? vscode.workspace.getWorkspaceFolder(uri) : undefined;
    const target = versionTarget(vscode.workspace.workspaceFolders?.length ?? 0, !!folder);
    const chosen = await vscode.window.showQuickPick(VERSIONS.map((v) => ({ label: v, description: v === current ? 'current' : undefined })), {
      placeHolder: target === 'folder' ? `Minecraft version to check the task files of ${folder!.name} against` : 'Minecraft version to check task files against',
    });
    if (!chosen) return;
    if (target === 'folder') await vscode.workspace.getConfiguration('mcu', folder!.uri).update('minecraftVersion', chosen.label, vscode.ConfigurationTarget.WorkspaceFolder);
    else await vscode.workspace.getConfiguration('mcu', uri).update('minecraftVersion', chosen.label, vscode.ConfigurationTarget.Workspace);
  });
  update();
  return vscode.Disposable.from(
    item,
    pick,
    vscode.window.onDidChangeActiveTextEditor(update),
    vscode.workspace.onDidChangeConfiguration((e) => e.affectsConfiguration('mcu') && update()),
    vscode.workspace.onDidChangeWorkspaceFolders(update),
    vscode.workspace.onDidOpenTextDocument(update),
  );
}
