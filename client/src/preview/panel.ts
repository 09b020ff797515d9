/** The webview panel: strict CSP, limited resource roots, validated messages. */
import * as crypto from 'crypto';
import * as path from 'path';
import * as vscode from 'vscode';
import type { FeatureContext } from '../featureContext';
import type { ToolPaths } from '../../../server/src/judge/video';
import { PreviewController } from './controller';
import { renderPreviewHtml } from './html';
import type { PreviewModel } from '../../../server/src/preview/model';

export function openPreviewPanel(ctx: FeatureContext, model: PreviewModel, title: string, tools: ToolPaths): vscode.WebviewPanel {
  const ext = ctx.extension;
  const cacheDir = path.join(ext.globalStorageUri.fsPath, 'transcoded');
  // Only what the page may load: workspace files (videos), the extension (media) and transcodes.
  const roots = [
    ...(vscode.workspace.workspaceFolders ?? []).map((f) => f.uri),
    ext.extensionUri,
    vscode.Uri.file(cacheDir),
  ];
  const panel = vscode.window.createWebviewPanel('mcu.preview', title, vscode.ViewColumn.Beside, {
    enableScripts: true,
    retainContextWhenHidden: true,
    localResourceRoots: roots,
  });
  const webview = panel.webview;
  const toWebviewUri = (file: string) => webview.asWebviewUri(vscode.Uri.file(file)).toString();
  const controller = new PreviewController(model, {
    post: (m) => webview.postMessage(m),
    log: (line) => ctx.output.appendLine(line),
    openFile: async (file) => {
      await vscode.window.showTextDocument(vscode.Uri.file(file), { viewColumn: vscode.ViewColumn.One, preview: true });
    },
    toWebviewUri,
    cacheDir,
    tools,
  });
  const listener = panel.webview.onDidReceiveMessage((m) => {
    controller.handle(m).catch((e) => ctx.output.appendLine(`preview: ${(e as Error).message}`));
  });
  panel.onDidDispose(() => listener.dispose());
  webview.html = renderPreviewHtml(model, {
    cspSource: webview.cspSource,
    nonce: crypto.randomBytes(18).toString('base64url'),
    toWebviewUri,
    mediaDir: path.join(ext.extensionUri.fsPath, 'client', 'media'),
  });
  return panel;
}
