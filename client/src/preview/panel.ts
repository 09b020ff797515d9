/** The webview panel: strict CSP, limited resource roots, validated messages. */
import * as crypto from 'crypto';
import * as path from 'path';
import * as vscode from 'vscode';
import type { FeatureContext } from '../featureContext';
import type { ToolPaths } from '../../../server/src/api/client';
import { PreviewController, SceneDeps } from './controller';
import { runSceneJob } from './sceneJob';
import { findRuntime } from '../verify/runtime';
import { SCENE_SHOWN_CONTEXT } from '../walkthrough/ids';
import { renderPreviewHtml } from './html';
import type { PreviewModel } from '../../../server/src/api/client';

export function openPreviewPanel(ctx: FeatureContext, model: PreviewModel, title: string, tools: ToolPaths): vscode.WebviewPanel {
  const ext = ctx.extension;
  const cacheDir = path.join(ext.globalStorageUri.fsPath, 'transcoded');
  // The scene viewer bundle is built from the verification runtime into this folder, not shipped.
  const sceneDir = path.join(ext.globalStorageUri.fsPath, 'scene');
  const withScene = model.kind === 'task' && !!model.taskFile;
  // Only what the page may load: workspace files (videos), the extension (media), transcodes and the scene viewer.
  const roots = [
    ...(vscode.workspace.workspaceFolders ?? []).map((f) => f.uri),
    ext.extensionUri,
    vscode.Uri.file(cacheDir),
    ...(withScene ? [vscode.Uri.file(sceneDir)] : []),
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
    ...(withScene ? { scene: sceneDeps(ctx, sceneDir, toWebviewUri) } : {}),
  });
  // A verification saved while the panel is open becomes the replay at once.
  const verifyFile = model.kind === 'task' ? model.verifyFile : undefined;
  const watcher = verifyFile ? vscode.workspace.createFileSystemWatcher(new vscode.RelativePattern(path.dirname(verifyFile), path.basename(verifyFile))) : undefined;
  const replayChanged = () => void controller.replayChanged().catch((e) => ctx.output.appendLine(`preview: ${(e as Error).message}`));
  watcher?.onDidChange(replayChanged);
  watcher?.onDidCreate(replayChanged);
  const listener = panel.webview.onDidReceiveMessage((m) => {
    controller.handle(m).catch((e) => ctx.output.appendLine(`preview: ${(e as Error).message}`));
  });
  panel.onDidDispose(() => { listener.dispose(); watcher?.dispose(); });
  webview.html = renderPreviewHtml(model, {
    cspSource: webview.cspSource,
    nonce: crypto.randomBytes(18).toString('base64url'),
    toWebviewUri,
    mediaDir: path.join(ext.extensionUri.fsPath, 'client', 'media'),
    ...(withScene ? { scenePage: path.join(ext.extensionUri.fsPath, 'dist', 'scenePage.js') } : {}),
  });
  return panel;
}

/** The Scene tab's capture: the bundled CLI with the verification runtime, only in a trusted workspace. */
function sceneDeps(ctx: FeatureContext, sceneDir: string, toWebviewUri: (file: string) => string): SceneDeps {
  return {
    trusted: () => vscode.workspace.isTrusted,
    async capture(taskFile, status) {
      const nodeModules = findRuntime(ctx.extension);
      if (!nodeModules) throw new Error('The Scene tab needs the verification runtime: run "MCU: Install Verification Runtime" or set mcu.verify.runtimePath.');
      const doc = vscode.workspace.textDocuments.find((d) => d.uri.fsPath === taskFile);
      if (doc?.isDirty) await doc.save();
      status('Running the init commands on the embedded server…');
      ctx.output.appendLine(`Scene: capturing ${taskFile} (runtime ${nodeModules})`);
      const r = await runSceneJob({
        cliPath: ctx.extension.asAbsolutePath(path.join('dist', 'cli.js')), nodeModules, cacheDir: sceneDir, file: taskFile,
        world: vscode.workspace.getConfiguration('mcu.verify').get<string>('world', 'auto'),
        log: (l) => ctx.output.appendLine(`scene: ${l}`),
      });
      if (path.relative(sceneDir, r.bundleFile).startsWith('..')) throw new Error(`the scene viewer was built outside ${sceneDir}`);
      // Ticks the walkthrough's "Look at its scene" step.
      void vscode.commands.executeCommand('setContext', SCENE_SHOWN_CONTEXT, true);
      return { bundle: toWebviewUri(r.bundleFile), assets: r.assets, scene: r.scene };
    },
  };
}
