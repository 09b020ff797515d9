import * as path from 'path';
import * as vscode from 'vscode';
import { GenerateCriteriaParams, GenerateCriteriaResult, Requests } from '../../../server/src/api/protocol/requests';
import type { FeatureContext } from '../featureContext';
import { showLlmError } from './generateConfigCommand';
import { llmRequest } from './serverRequest';
import { llmOptions, llmSettings, requireTrust } from './settings';
import { tryWriteFileSafely } from '../../../server/src/api/client';

/** "MCU: Generate Criteria": writes criteria_files/<task>.txt only after checking its six sections. */
export async function generateCriteriaCommand(ctx: FeatureContext, uri?: vscode.Uri): Promise<void> {
  if (!requireTrust()) return;
  const doc = uri ? await vscode.workspace.openTextDocument(uri) : vscode.window.activeTextEditor?.document;
  if (!doc || !ctx.isTaskDocument(doc)) {
    void vscode.window.showWarningMessage('MCU: open a task file first.');
    return;
  }
  if (doc.uri.scheme !== 'file') {
    void vscode.window.showWarningMessage('MCU: save the task file first; criteria go beside its folder.');
    return;
  }
  const target = vscode.Uri.file(await ctx.client.sendRequest<string>(Requests.criteriaPath, { taskFile: doc.uri.fsPath, folder: llmSettings().criteriaFolder }));
  if (await exists(target)) {
    const pick = await vscode.window.showWarningMessage(`${path.basename(target.fsPath)} already exists. Overwrite it?`, { modal: true }, 'Overwrite');
    if (pick !== 'Overwrite') return;
  }
  const name = path.basename(doc.uri.fsPath).replace(/\.ya?ml$/i, '');
  let result: GenerateCriteriaResult | undefined;
  try {
    result = await vscode.window.withProgress(
      { location: vscode.ProgressLocation.Notification, title: `MCU: criteria for ${name}`, cancellable: true },
      async (progress, token) => {
        const llm = await llmOptions(ctx.extension.secrets);
        if (!llm) return undefined;
        let streamed = '';
        return llmRequest<GenerateCriteriaParams, GenerateCriteriaResult>(ctx, Requests.generateCriteria, { text: doc.getText(), name, llm }, token, (p) => {
          if (p.kind === 'message') {
            streamed = '';
            ctx.output.appendLine(p.text);
            return;
          }
          streamed += p.text;
          progress.report({ message: streamed.replace(/\s+/g, ' ').slice(-70) });
        });
      },
    );
  } catch (e) {
    showLlmError(ctx, e);
    return;
  }
  if (!result) return;
  // The safe writer, as `mcu-task criteria`: never through a link, never into a criteria folder that leads out of the tree.
  const folder = llmSettings().criteriaFolder;
  const within = folder && path.isAbsolute(folder) ? folder : path.dirname(path.dirname(doc.uri.fsPath));
  const notSaved = tryWriteFileSafely(target.fsPath, result.text, { within });
  if (notSaved) {
    ctx.output.appendLine(`Criteria not written: ${notSaved}`);
    void vscode.window.showErrorMessage(`MCU: the criteria were not written: ${notSaved}`);
    return;
  }
  ctx.output.appendLine(`Wrote ${target.fsPath}${result.repaired ? ' (after a repair round)' : ''}.`);
  await vscode.window.showTextDocument(target, { preview: false });
}

async function exists(uri: vscode.Uri): Promise<boolean> {
  try {
    await vscode.workspace.fs.stat(uri);
    return true;
  } catch {
    return false;
  }
}
