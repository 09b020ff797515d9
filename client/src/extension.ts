import * as path from 'path';
import * as vscode from 'vscode';
import { LanguageClient, LanguageClientOptions, ServerOptions, TransportKind } from 'vscode-languageclient/node';
import { isTaskFile } from '../../server/src/api/client';
import { validTaskGlobs } from '../../server/src/api/client';
import type { FeatureContext } from './featureContext';
import { registerFeatures } from './features';
import { WORKSPACE_TRUSTED_NOTIFICATION } from '../../server/src/api/protocol/requests';
import { createVersionStatus } from './versionStatus';

let client: LanguageClient | undefined;

/**
 * A thin client: it starts the language server (which owns the task language),
 * shows the Minecraft version in the status bar, and hands the editor-only
 * features (LLM drafting, verification, preview) a shared context.
 */
export async function activate(context: vscode.ExtensionContext): Promise<void> {
  const output = vscode.window.createOutputChannel('MCU Task Studio', { log: true });
  context.subscriptions.push(output);
  const serverModule = context.asAbsolutePath(path.join('dist', 'server.js'));
  const serverOptions: ServerOptions = {
    run: { module: serverModule, transport: TransportKind.ipc },
    debug: { module: serverModule, transport: TransportKind.ipc, options: { execArgv: ['--nolazy', '--inspect=6009'] } },
  };
  const clientOptions: LanguageClientOptions = {
    documentSelector: [
      { scheme: 'file', language: 'yaml' },
      { scheme: 'untitled', language: 'yaml' },
      // Criteria files (criteria_files/<task>.txt): the server decides which .txt files are criteria (mcu.criteria.folder).
      { scheme: 'file', pattern: '**/*.txt' },
    ],
    synchronize: { configurationSection: 'mcu' },
    outputChannel: output,
    // In Restricted Mode the server's hover reads no file beside a task (a FIFO or a huge file planted there).
    // quickFixAppliedCommand: this client registers mcu.quickFixApplied (walkthrough), so quick fixes may run it.
    initializationOptions: () => ({ settings: vscode.workspace.getConfiguration('mcu'), workspaceTrusted: vscode.workspace.isTrusted, quickFixAppliedCommand: true }),
  };
  client = new LanguageClient('mcuTaskStudio', 'MCU Task Studio', serverOptions, clientOptions);

  const minecraftVersion = (uri?: vscode.Uri) => vscode.workspace.getConfiguration('mcu', uri).get<string>('minecraftVersion', '1.16.5');
  // isTaskDocument runs on every editor change: say what is wrong with the setting once.
  const loggedGlobProblems = new Set<string>();
  const logGlobProblemOnce = (message: string) => {
    if (loggedGlobProblems.has(message)) return;
    loggedGlobProblems.add(message);
    output.appendLine(`Setting ignored: ${message}`);
  };
  const isTaskDocument = (doc: vscode.TextDocument) => {
    if (doc.languageId !== 'yaml') return false;
    const globs = validTaskGlobs(vscode.workspace.getConfiguration('mcu').get<unknown>('taskFiles'), logGlobProblemOnce);
    return isTaskFile(doc.uri.scheme === 'file' ? doc.uri.fsPath : doc.uri.path || doc.fileName, doc.getText(), globs.length ? globs : undefined);
  };
  const ctx: FeatureContext = { extension: context, output, client, isTaskDocument, minecraftVersion };

  context.subscriptions.push(createVersionStatus(ctx));
  registerFeatures(ctx);

  const started = client;
  context.subscriptions.push(vscode.workspace.onDidGrantWorkspaceTrust(() => {
    if (started.isRunning()) void started.sendNotification(WORKSPACE_TRUSTED_NOTIFICATION);
  }));

  try {
    await client.start();
    output.appendLine(`MCU Task Studio started (Minecraft ${minecraftVersion()}, workspace ${vscode.workspace.isTrusted ? 'trusted' : 'restricted'}).`);
  } catch (e) {
    output.appendLine(`The MCU language server did not start: ${(e as Error).message}`);
    void vscode.window.showErrorMessage('MCU Task Studio: the language server did not start. See the "MCU Task Studio" output for details.');
  }
}

export async function deactivate(): Promise<void> {
  if (client) await client.stop();
}
