import * as vscode from 'vscode';
import type { FeatureContext } from '../featureContext';
import { LlmCodeLensProvider } from './codeLens';
import { generateCriteriaCommand } from './criteriaCommand';
import { answerDraftVerification, generateConfigCommand, GenerateConfigArgs } from './generateConfigCommand';
import { newTaskCommand } from './newTaskCommand';
import { draftCatalogueCommand } from './draftCatalogueCommand';
import { PROPOSAL_SCHEME, ProposalDocuments } from './proposalDocuments';
import { API_KEY_SECRET, requireTrust } from './settings';

export { setConfigVerifier } from './generateConfigCommand';

/**
 * LLM drafting in the editor: commands, code lenses and the proposal diff.
 * The logic lives in server/src/evaluation/llm (tested there) and runs in the language
 * server (custom requests, server/src/api/protocol/requests.ts); this file only
 * wires it to VS Code. Nothing here runs in an untrusted workspace.
 */
export function registerLlmFeatures(ctx: FeatureContext): void {
  const subs = ctx.extension.subscriptions;
  const proposals = new ProposalDocuments();
  subs.push(proposals, vscode.workspace.registerTextDocumentContentProvider(PROPOSAL_SCHEME, proposals), answerDraftVerification(ctx));

  subs.push(
    vscode.commands.registerCommand('mcu.setApiKey', async () => {
      if (!requireTrust()) return;
      const key = await vscode.window.showInputBox({
        title: 'MCU: Set API Key',
        prompt: 'API key for the LLM endpoint (stored in VS Code secret storage; leave empty to remove it)',
        password: true,
        ignoreFocusOut: true,
      });
      if (key === undefined) return;
      if (key.trim()) {
        await ctx.extension.secrets.store(API_KEY_SECRET, key.trim());
        void vscode.window.showInformationMessage('MCU: API key saved.');
      } else {
        await ctx.extension.secrets.delete(API_KEY_SECRET);
        void vscode.window.showInformationMessage('MCU: API key removed.');
      }
    }),
    vscode.commands.registerCommand('mcu.generateConfig', (arg?: GenerateConfigArgs | vscode.Uri) =>
      generateConfigCommand(ctx, proposals, arg instanceof vscode.Uri ? { uri: arg } : arg ?? {}),
    ),
    // From the explorer a Uri; from the server's quick fix on criteria/missing the task's URI as a string.
    vscode.commands.registerCommand('mcu.generateCriteria', (uri?: vscode.Uri | string) =>
      generateCriteriaCommand(ctx, uri instanceof vscode.Uri ? uri : typeof uri === 'string' ? vscode.Uri.parse(uri) : undefined)),
    vscode.commands.registerCommand('mcu.newTask', () => newTaskCommand(ctx)),
    vscode.commands.registerCommand('mcu.draftFromCatalogue', () => draftCatalogueCommand(ctx)),
  );

  // Lenses only in trusted workspaces; register them once trust is granted.
  let lenses: vscode.Disposable | undefined;
  const registerLenses = () => {
    if (lenses || !vscode.workspace.isTrusted) return;
    lenses = vscode.languages.registerCodeLensProvider({ language: 'yaml' }, new LlmCodeLensProvider(ctx));
    subs.push(lenses);
  };
  registerLenses();
  subs.push(vscode.workspace.onDidGrantWorkspaceTrust(registerLenses));
}
