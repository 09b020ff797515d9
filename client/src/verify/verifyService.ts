/**
 * The one verify path of the editor, shared by the command mcu.verify (its
 * code lens) and the Testing view: find the runtime, read the settings, run
 * the job, save `<task>.verify.json` (mcu.verify.saveReport / reportFolder),
 * and show the outcome as verify diagnostics and the lens title.
 */
import * as path from 'path';
import * as vscode from 'vscode';
import type { FeatureContext } from '../featureContext';
import type { VerifyReport } from '../../../server/src/api/client';
import { Requests, TaskSpec } from '../../../server/src/api/protocol/requests';
import { reportPathFor, reportRootFor } from '../../../server/src/api/client';
import { tryWriteFileSafely } from '../../../server/src/api/client';
import { verifyDiagnostics } from './diagnostics';
import { disposeVerifiers, runVerifyJob } from './runJob';
import { findRuntime, installRuntime } from './runtime';
import { VerifyCodeLens } from './codeLens';

export function verifySettings() {
  const c = vscode.workspace.getConfiguration('mcu.verify');
  return {
    timeoutSeconds: c.get<number>('timeoutSeconds', 60),
    server: c.get<string>('server', 'embedded'),
    world: c.get<string>('world', 'auto'),
    saveReport: c.get<boolean>('saveReport', true),
    reportFolder: c.get<string>('reportFolder', ''),
  };
}

/** A verified task: its report, the text that was verified and the server's spec of it (for ranges). */
export interface VerifiedTask { report: VerifyReport; text: string; spec: TaskSpec; doc: vscode.TextDocument }

export class VerifyService {
  readonly diagnostics = vscode.languages.createDiagnosticCollection('mcu-verify');
  readonly lens: VerifyCodeLens;
  private readonly cliPath: string;

  constructor(private readonly ctx: FeatureContext) {
    this.cliPath = ctx.extension.asAbsolutePath(path.join('dist', 'cli.js'));
    this.lens = new VerifyCodeLens(ctx);
    ctx.extension.subscriptions.push(this.diagnostics, { dispose: disposeVerifiers });
  }

  /** The runtime folder; when there is none, offers to install it (`ask: false`: says nothing). */
  async runtime(ask = true): Promise<string | undefined> {
    const found = findRuntime(this.ctx.extension);
    if (found || !ask) return found;
    const pick = await vscode.window.showWarningMessage('MCU: verification needs the Minecraft runtime (flying-squid, mineflayer, minecraft-data).', 'Install runtime', 'Set path…');
    if (pick === 'Install runtime') return installRuntime(this.ctx.extension, this.ctx.output);
    if (pick === 'Set path…') void vscode.commands.executeCommand('workbench.action.openSettings', 'mcu.verify.runtimePath');
    return undefined;
  }

  /** Only the job: a file on disk verified with the settings (drafts of the LLM loop use this). */
  runJob(file: string, nodeModules: string, token?: vscode.CancellationToken): Promise<VerifyReport> {
    const s = verifySettings();
    this.ctx.output.appendLine(`Verifying ${file} (runtime ${nodeModules})`);
    return runVerifyJob({ cliPath: this.cliPath, nodeModules, file, timeoutSeconds: s.timeoutSeconds, server: s.server, world: s.world, token, log: (l) => this.ctx.output.appendLine(l) });
  }

  /**
   * Verifies the task file `uri` (saved first when its editor has changes),
   * saves its report and updates its diagnostics and lens. Rejects with
   * JobCancelled when `token` cancels, with the job's error otherwise.
   */
  async verifyTask(uri: vscode.Uri, nodeModules: string, token?: vscode.CancellationToken): Promise<VerifiedTask> {
    const doc = await vscode.workspace.openTextDocument(uri);
    if (doc.isDirty) await doc.save();
    const text = doc.getText();
    const report = await this.runJob(uri.fsPath, nodeModules, token);
    const spec = await this.ctx.client.sendRequest<TaskSpec>(Requests.taskSpec, { text });
    this.diagnostics.set(uri, verifyDiagnostics(doc, report, spec));
    this.lens.remember(uri, report);
    this.saveReport(uri.fsPath, report);
    return { report, text, spec, doc };
  }

  private saveReport(taskFile: string, report: VerifyReport): void {
    const s = verifySettings();
    if (!s.saveReport) return;
    const out = reportPathFor(taskFile, s.reportFolder);
    // The safe writer: a link or folder planted at the report's path is refused, never written through.
    const notSaved = tryWriteFileSafely(out, JSON.stringify(report, null, 2) + '\n', { within: reportRootFor(taskFile, s.reportFolder) });
    if (notSaved) {
      this.ctx.output.appendLine(`Report not saved: ${notSaved}`);
      void vscode.window.showWarningMessage(`MCU: the verification report was not saved: ${notSaved}`);
    } else this.ctx.output.appendLine(`Report written to ${out}`);
  }
}
