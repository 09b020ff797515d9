import * as vscode from 'vscode';
import type { FeatureContext } from '../featureContext';

/** "Generate config" and "Generate criteria" at the top of task documents. */
export class LlmCodeLensProvider implements vscode.CodeLensProvider {
  constructor(private readonly ctx: FeatureContext) {}

  provideCodeLenses(doc: vscode.TextDocument): vscode.CodeLens[] {
    if (!vscode.workspace.isTrusted || !this.ctx.isTaskDocument(doc)) return [];
    const top = new vscode.Range(0, 0, 0, 0);
    const lenses = [
      new vscode.CodeLens(top, { title: '$(sparkle) Generate config', command: 'mcu.generateConfig', arguments: [{ uri: doc.uri }], tooltip: 'Draft this task with the LLM and review the diff' }),
    ];
    if (doc.uri.scheme === 'file') {
      lenses.push(new vscode.CodeLens(top, { title: 'Generate criteria', command: 'mcu.generateCriteria', arguments: [doc.uri], tooltip: 'Write criteria_files/<task>.txt for the video judge' }));
    }
    return lenses;
  }
}
