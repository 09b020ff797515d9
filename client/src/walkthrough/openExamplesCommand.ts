/**
 * "MCU: Open Example Tasks" (`mcu.openExamples`), the walkthrough's first step.
 * With a folder open it asks (modal) to copy the extension's example tasks into
 * `<first folder>/mcu-examples/` and opens one with a diagnostic; without one it
 * asks for a folder, copies there and opens that folder.
 *
 * Allowed in Restricted Mode: it copies the extension's own files (never the
 * workspace's), runs nothing, reads no setting, asks first, never overwrites and
 * refuses a target folder that is a link; opening a YAML file only starts the
 * checks Restricted Mode already runs.
 */
import * as path from 'path';
import * as vscode from 'vscode';
import type { FeatureContext } from '../featureContext';
import { copyExamples, EXAMPLE_TO_OPEN, EXAMPLES_TARGET_FOLDER, listExampleFiles, pathKind, planExampleCopy } from './exampleCopyPlan';

export async function openExamplesCommand(ctx: FeatureContext): Promise<void> {
  const source = ctx.extension.asAbsolutePath('examples');
  let files: string[];
  try {
    files = listExampleFiles(source);
  } catch (e) {
    void vscode.window.showErrorMessage(`MCU: the extension's examples folder cannot be read: ${(e as Error).message}`);
    return;
  }
  const folder = vscode.workspace.workspaceFolders?.find((f) => f.uri.scheme === 'file') ?? undefined;
  if (!folder && vscode.workspace.workspaceFolders?.length) {
    void vscode.window.showWarningMessage('MCU: the example tasks can be copied only into a folder on disk.');
    return;
  }
  const chosen = folder?.uri ?? (await pickFolder());
  if (!chosen) return;

  const plan = planExampleCopy(files, source, chosen.fsPath, pathKind);
  if (plan.refused) {
    void vscode.window.showErrorMessage(`MCU: ${plan.refused}`);
    return;
  }
  const target = path.join(path.basename(chosen.fsPath), EXAMPLES_TARGET_FOLDER);
  if (plan.copies.length) {
    const kept = plan.existing.length ? ` ${plan.existing.length} that already exist there are left as they are.` : '';
    const answer = await vscode.window.showInformationMessage(
      `Copy ${plan.copies.length} example files (task files and their README) into ${target}?`,
      { modal: true, detail: `Nothing is overwritten.${kept}` },
      'Copy',
    );
    if (answer !== 'Copy') return;
    try {
      const done = copyExamples(plan);
      const skipped = done.existing.length ? ` (${done.existing.length} existing files left as they are)` : '';
      void vscode.window.showInformationMessage(`MCU: copied ${done.copied.length} example files into ${target}${skipped}.`);
    } catch (e) {
      void vscode.window.showErrorMessage(`MCU: copying the examples failed: ${(e as Error).message}`);
      return;
    }
  } else {
    void vscode.window.showInformationMessage(`MCU: the example tasks are already in ${target}; nothing was copied.`);
  }

  if (!folder) {
    await vscode.commands.executeCommand('vscode.openFolder', chosen);
    return;
  }
  const example = vscode.Uri.file(path.join(plan.target, ...EXAMPLE_TO_OPEN.split('/')));
  if (pathKind(example.fsPath) !== 'file') return;
  await vscode.window.showTextDocument(example);
}

async function pickFolder(): Promise<vscode.Uri | undefined> {
  const picked = await vscode.window.showOpenDialog({
    canSelectFiles: false,
    canSelectFolders: true,
    canSelectMany: false,
    title: 'MCU: a folder for the example tasks',
    openLabel: `Copy examples into ${EXAMPLES_TARGET_FOLDER}/ here`,
  });
  return picked?.[0];
}
