/**
 * "MCU: Open Benchmark Report" (`mcu.openBenchmarkReport`): the page of
 * `mcu-task report` for a workspace folder (or a folder chosen in the
 * explorer), built by the language server (`mcu/benchmarkReport`) and shown
 * in a webview that loads nothing (no local resource roots) under the page's
 * own CSP with this panel's nonce. A row's link posts `{type: 'openTask',
 * index}`; the index is checked against the rows the server returned and
 * only that file is opened.
 */
import * as crypto from 'crypto';
import * as vscode from 'vscode';
import type { FeatureContext } from '../featureContext';
import { BenchmarkReportParams, BenchmarkReportResult, Requests } from '../../../server/src/api/protocol/requests';
import { taskIndexOf } from './messages';

async function pickFolder(uri?: vscode.Uri): Promise<vscode.Uri | undefined> {
  if (uri) return uri;
  const folders = vscode.workspace.workspaceFolders ?? [];
  if (folders.length === 1) return folders[0].uri;
  if (folders.length > 1) return (await vscode.window.showWorkspaceFolderPick({ placeHolder: 'Report on which folder?' }))?.uri;
  return (await vscode.window.showOpenDialog({ canSelectFolders: true, canSelectFiles: false, openLabel: 'Report on this folder' }))?.[0];
}

export function registerReport(ctx: FeatureContext): void {
  ctx.extension.subscriptions.push(
    vscode.commands.registerCommand('mcu.openBenchmarkReport', async (uri?: vscode.Uri) => {
      const folder = await pickFolder(uri);
      if (!folder) return;
      const nonce = crypto.randomBytes(18).toString('base64url');
      let result: BenchmarkReportResult;
      try {
        result = await vscode.window.withProgress({ location: vscode.ProgressLocation.Notification, title: 'Building the MCU benchmark report…' }, () =>
          ctx.client.sendRequest<BenchmarkReportResult>(Requests.benchmarkReport, { folder: folder.fsPath, nonce } satisfies BenchmarkReportParams),
        );
      } catch (e) {
        void vscode.window.showErrorMessage(`MCU benchmark report: ${(e as Error).message}`);
        return;
      }
      if (!result.tasks) {
        void vscode.window.showInformationMessage(`MCU benchmark report: no task files in ${folder.fsPath}.`);
        return;
      }
      const panel = vscode.window.createWebviewPanel('mcu.benchmarkReport', 'MCU Benchmark Report', vscode.ViewColumn.Active, {
        enableScripts: true,
        localResourceRoots: [],
      });
      const listener = panel.webview.onDidReceiveMessage((m) => {
        const i = taskIndexOf(m, result.files.length);
        if (i === undefined) return;
        void vscode.window.showTextDocument(vscode.Uri.file(result.files[i]), { viewColumn: vscode.ViewColumn.Beside, preview: true });
      });
      panel.onDidDispose(() => listener.dispose());
      panel.webview.html = result.html;
      ctx.output.appendLine(`Benchmark report: ${result.tasks} tasks in ${folder.fsPath}`);
    }),
  );
}
