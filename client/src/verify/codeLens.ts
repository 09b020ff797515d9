/** The "Verify" code lens at the top of task documents; its title carries the last verdict of this session. */
import * as vscode from 'vscode';
import type { FeatureContext } from '../featureContext';
import type { VerifyReport } from '../../../server/src/api/client';
import { summaryLine } from '../../../server/src/api/client';
import { lensTitle } from './lensTitle';

export class VerifyCodeLens implements vscode.CodeLensProvider {
  private readonly changed = new vscode.EventEmitter<void>();
  readonly onDidChangeCodeLenses = this.changed.event;
  /** The last verdict per task file (this session). */
  private readonly last = new Map<string, VerifyReport>();
  constructor(private readonly ctx: FeatureContext) {}
  remember(uri: vscode.Uri, report: VerifyReport): void {
    this.last.set(uri.toString(), report);
    this.changed.fire();
  }
  provideCodeLenses(doc: vscode.TextDocument): vscode.CodeLens[] {
    if (!vscode.workspace.isTrusted || doc.uri.scheme !== 'file' || !this.ctx.isTaskDocument(doc)) return [];
    const last = this.last.get(doc.uri.toString());
    return [new vscode.CodeLens(new vscode.Range(0, 0, 0, 0), {
      title: lensTitle(last), command: 'mcu.verify', arguments: [doc.uri],
      tooltip: last ? summaryLine(last) : 'Let a Mineflayer bot try this task on an embedded Minecraft 1.16.5 server',
    })];
  }
}
