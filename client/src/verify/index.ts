/**
 * "Verify Task" in the editor: a code lens at the top of task documents and
 * the command mcu.verify. The job runs the bundled CLI as a child process
 * (cancellable), then shows diagnostics on the failing command or reward
 * entry, a summary message, and saves <task>.verify.json next to the task
 * (or in mcu.verify.reportFolder): verifyService.ts, which the Testing view
 * shares. Only in trusted workspaces: it starts a Minecraft server and runs
 * code from the runtime folder.
 */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import * as vscode from 'vscode';
import type { FeatureContext } from '../featureContext';
import { setConfigVerifier } from '../llm';
import { goalLines, summaryLine } from '../../../server/src/api/client';
import { JobCancelled } from './runJob';
import { installRuntime } from './runtime';
import { writeFileSafely } from '../../../server/src/api/client';
import { VerifyService } from './verifyService';

export function registerVerify(ctx: FeatureContext): VerifyService {
  const subs = ctx.extension.subscriptions;
  const service = new VerifyService(ctx);

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
    try {
      const result = await vscode.window.withProgress(
        { location: vscode.ProgressLocation.Notification, title: `MCU: verifying ${path.basename(uri.fsPath)}…`, cancellable: true },
        async (_p, token) => {
          const nodeModules = await service.runtime();
          return nodeModules ? service.verifyTask(uri, nodeModules, token) : undefined;
        });
      if (!result) return;
      const report = result.report;
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
      const nodeModules = await service.runtime();
      if (!nodeModules) return { ok: true, reasons: [] };
      const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'mcu-verify-'));
      const file = path.join(tmp, 'draft.yaml');
      writeFileSafely(file, yaml, { exclusive: true });
      try {
        const r = await service.runJob(file, nodeModules);
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
    lenses = vscode.languages.registerCodeLensProvider({ language: 'yaml', scheme: 'file' }, service.lens);
    subs.push(lenses);
  };
  registerLenses();
  subs.push(vscode.workspace.onDidGrantWorkspaceTrust(() => { registerLenses(); updateVerifier(); }));
  return service;
}
