import * as vscode from 'vscode';
import type { FeatureContext } from './featureContext';

const VERSIONS = ['1.16.5', '1.20.4'];

/** Status bar item "MC 1.16.5" while a task file is active; clicking it picks another version. */
export function createVersionStatus(ctx: FeatureContext): vscode.Disposable {
  const item = vscode.window.createStatusBarItem('mcu.version', vscode.StatusBarAlignment.Right, 100);
  item.name = 'MCU Minecraft version';
  item.command = 'mcu.selectMinecraftVersion';
  const update = () => {
    item.text = `$(symbol-misc) MC ${ctx.minecraftVersion()}`;
    item.tooltip = `MCU Task Studio checks task files against Minecraft Java ${ctx.minecraftVersion()}. Click to change.`;
    const doc = vscode.window.activeTextEditor?.document;
    if (doc && ctx.isTaskDocument(doc)) item.show();
    else item.hide();
  };
  const pick = vscode.commands.registerCommand('mcu.selectMinecraftVersion', async () => {
    const chosen = await vscode.window.showQuickPick(VERSIONS.map((v) => ({ label: v, description: v === ctx.minecraftVersion() ? 'current' : undefined })), {
      placeHolder: 'Minecraft version to check task files against',
    });
    if (chosen) await vscode.workspace.getConfiguration('mcu').update('minecraftVersion', chosen.label, vscode.ConfigurationTarget.Workspace);
  });
  update();
  return vscode.Disposable.from(
    item,
    pick,
    vscode.window.onDidChangeActiveTextEditor(update),
    vscode.workspace.onDidChangeConfiguration((e) => e.affectsConfiguration('mcu') && update()),
    vscode.workspace.onDidOpenTextDocument(update),
  );
}
