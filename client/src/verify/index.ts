/**
 * "Verify Task" in the editor: a code lens at the top of task documents and
 * the command mcu.verify. The job runs the bundled CLI as a child process
 * (cancellable), then shows diagnostics on the failing command or reward
 * entry, a summary message, and saves <task>.verify.json next to the task
 * (or in mcu.verify.reportFolder). Only in trusted workspaces: it starts a
 * Minecraft server and runs code from the runtime folder.
 */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import * as vscode from 'vscode';
import type { FeatureContext } from '../featureContext';
import { setConfigVerifier } from '../llm';
import { goalLines, summaryLine } from '../../../server/src/verify/format';
import { lensTitle } from './lensTitle';
import type { VerifyReport } from '../../../server/src/verify/report';
import { Requests, TaskSpec } from '../../../server/src/protocol/requests';
import { verifyDiagnostics } from './diagnostics';
import { JobCancelled, runVerifyJob } from './runJob';
import { findRuntime, installRuntime } from './runtime';
import { tryWriteFileSafely, writeFileSafely } from '../../../server/src/util/safeWrite';

class VerifyCodeLens implements vscode.CodeLensProvider {
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

function settings() {
  const c = vscode.workspace.getConfiguration('mcu.verify');
  return {
    timeoutSeconds: c.get<number>('timeoutSeconds', 60),
    server: c.get<string>('server', 'embedded'),
    world: c.get<string>('world', 'auto'),
    saveReport: c.get<boolean>('saveReport', true),
    reportFolder: c.get<string>('reportFolder', ''),
  };
}

function reportPath(taskFile: string, folder: string): string {
  const dir = !folder ? path.dirname(taskFile) : path.isAbsolute(folder) ? folder : path.join(path.dirname(taskFile), folder);
  return path.join(dir, path.basename(taskFile).replace(/\.ya?ml$/i, '') + '.verify.json');
}

/**
 * The folder a saved report must stay in once links are resolved: the task's
 * folder for a report folder named below it, or the report folder itself when
 * the setting names one elsewhere (absolute, or with '..').
 */
function reportRoot(taskFile: string, folder: string): string {
  const elsewhere = path.isAbsolute(folder) || folder.split(/[\\/]/).includes('..');
  return elsewhere ? path.resolve(path.dirname(taskFile), folder) : path.dirname(taskFile);
}

export function registerVerify(ctx: FeatureContext): void {
  const subs = ctx.extension.subscriptions;
  const diagnostics = vscode.languages.createDiagnosticCollection('mcu-verify');
  subs.push(diagnostics);
  const cliPath = ctx.extension.asAbsolutePath(path.join('dist', 'cli.js'));
  const lensProvider = new VerifyCodeLens(ctx);

  /** The runtime folder, offering to install it when there is none. */
  const runtime = async (): Promise<string | undefined> => {
    const found = findRuntime(ctx.extension);
    if (found) return found;
    const pick = await vscode.window.showWarningMessage('MCU: verification needs the Minecraft runtime (flying-squid, mineflayer, minecraft-data).', 'Install runtime', 'Set path…');
    if (pick === 'Install runtime') return installRuntime(ctx.extension, ctx.output);
    if (pick === 'Set path…') void vscode.commands.executeCommand('workbench.action.openSettings', 'mcu.verify.runtimePath');
    return undefined;
  };

  const verifyFile = async (file: string, token?: vscode.CancellationToken): Promise<VerifyReport | undefined> => {
    const nodeModules = await runtime();
    if (!nodeModules) return undefined;
    const s = settings();
    ctx.output.appendLine(`Verifying ${file} (runtime ${nodeModules})`);
    return runVerifyJob({ cliPath, nodeModules, file, timeoutSeconds: s.timeoutSeconds, server: s.server, world: s.world, token, log: (l) => ctx.output.appendLine(l) });
  };

  subs.push(vscode.commands.registerCommand('mcu.verify', async (arg?: vscode.Uri) => {
    if (!vscode.workspace.isTrusted) {
      void vscode.window.showWarningMessage('MCU: verification starts a Minecraft server; trust this workspace first.');
      return;
    }
    const uri = arg instanceof vscode.Uri ? arg : vscode.window.activeTextEditor?.document.uri;
    if (!uri || uri.scheme !== 'file') {
      void vscode.window.showWarningMessage('MCU: open a task file on disk to verify it.');
      return;
    }
    const doc = await vscode.workspace.openTextDocument(uri);
    if (doc.isDirty) await doc.save();
    try {
      const report = await vscode.window.withProgress(
        { location: vscode.ProgressLocation.Notification, title: `MCU: verifying ${path.basename(uri.fsPath)}…`, cancellable: true },
        (_p, token) => verifyFile(uri.fsPath, token));
      if (!report) return;
      const spec = await ctx.client.sendRequest<TaskSpec>(Requests.taskSpec, { text: doc.getText() });
      diagnostics.set(uri, verifyDiagnostics(doc, report, spec));
      lensProvider.remember(uri, report);
      const s = settings();
      if (s.saveReport) {
        const out = reportPath(uri.fsPath, s.reportFolder);
        // The safe writer: a link or folder planted at the report's path is refused, never written through.
        const notSaved = tryWriteFileSafely(out, JSON.stringify(report, null, 2) + '\n', { within: reportRoot(uri.fsPath, s.reportFolder) });
        if (notSaved) {
          ctx.output.appendLine(`Report not saved: ${notSaved}`);
          void vscode.window.showWarningMessage(`MCU: the verification report was not saved: ${notSaved}`);
        } else ctx.output.appendLine(`Report written to ${out}`);
      }
      const line = summaryLine(report);
      ctx.output.appendLine(line);
      // What was checked: every goal read, where it came from, and its outcome with evidence.
      const goals = goalLines(report);
      if (goals.length) ctx.output.appendLine(['Goals:', ...goals].join('\n'));
      // Null is not a failure: judged from video, or needs a generated world.
      if (report.verified !== false) void vscode.window.showInformationMessage(line);
      else void vscode.window.showWarningMessage(line, 'Show log').then((c) => { if (c) ctx.output.show(true); });
    } catch (e) {
      if (e instanceof JobCancelled) { ctx.output.appendLine('Verification cancelled.'); return; }
      ctx.output.appendLine(`Verification failed: ${(e as Error).message}`);
      void vscode.window.showErrorMessage(`MCU: verification failed: ${(e as Error).message}`);
    }
  }));

  subs.push(vscode.commands.registerCommand('mcu.installVerifyRuntime', async () => {
    if (!vscode.workspace.isTrusted) return;
    await installRuntime(ctx.extension, ctx.output);
  }));

  // The LLM repair loop: with mcu.llm.verifyDrafts, a draft that validates is also verified.
  const updateVerifier = () => {
    const on = vscode.workspace.isTrusted && vscode.workspace.getConfiguration('mcu.llm').get<boolean>('verifyDrafts', false);
    setConfigVerifier(on ? async (yaml: string) => {
      const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'mcu-verify-'));
      const file = path.join(tmp, 'draft.yaml');
      writeFileSafely(file, yaml, { exclusive: true });
      try {
        const r = await verifyFile(file);
        if (!r) return { ok: true, reasons: [] };
        return { ok: r.verified !== false, reasons: r.failures.map((f) => f.reason) };
      } finally {
        fs.rmSync(tmp, { recursive: true, force: true });
      }
    } : undefined);
  };
  updateVerifier();
  subs.push(vscode.workspace.onDidChangeConfiguration((e) => { if (e.affectsConfiguration('mcu.llm.verifyDrafts')) updateVerifier(); }));

  let lenses: vscode.Disposable | undefined;
  const registerLenses = () => {
    if (lenses || !vscode.workspace.isTrusted) return;
    lenses = vscode.languages.registerCodeLensProvider({ language: 'yaml', scheme: 'file' }, lensProvider);
    subs.push(lenses);
  };
  registerLenses();
  subs.push(vscode.workspace.onDidGrantWorkspaceTrust(() => { registerLenses(); updateVerifier(); }));
}
