import * as path from 'path';
import * as vscode from 'vscode';
import { criteriaPathFor, generateCriteria, GenerateCriteriaResult } from '../../../server/src/llm/generateCriteria';
import type { FeatureContext } from '../featureContext';
import { showLlmError } from './generateConfigCommand';
import { llmOptions, llmSettings, requireTrust } from './settings';

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
  const target = vscode.Uri.file(criteriaPathFor(doc.uri.fsPath, llmSettings().criteriaFolder));
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
        const abort = new AbortController();
        token.onCancellationRequested(() => abort.abort());
        const llm = await llmOptions(ctx.extension.secrets, abort.signal);
        if (!llm) return undefined;
        let streamed = '';
        llm.onToken = (t) => {
          streamed += t;
          progress.report({ message: streamed.replace(/\s+/g, ' ').slice(-70) });
        };
        return generateCriteria(doc.getText(), name, llm, (m) => {
          streamed = '';
          ctx.output.appendLine(m);
        });
      },
    );
  } catch (e) {
    showLlmError(ctx, e);
    return;
  }
  if (!result) return;
  await vscode.workspace.fs.createDirectory(vscode.Uri.file(path.dirname(target.fsPath)));
  await vscode.workspace.fs.writeFile(target, new TextEncoder().encode(result.text));
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
