/**
 * The Testing view's "Verify" run profile: the requested task files (one, a
 * folder, all), mcu.verify.jobs at a time through the editor's one verify
 * path (verifyService.ts). Cancelling stops the queued files and kills the
 * running jobs. In Restricted Mode nothing runs (verification starts a
 * Minecraft server): every file is skipped with the reason.
 */
import * as vscode from 'vscode';
import type { FeatureContext } from '../featureContext';
import { JobCancelled } from '../verify/runJob';
import type { VerifyService } from '../verify/verifyService';
import { runPool } from './jobPool';
import { verifyJobs } from './jobsSetting';
import { errorOutcome, outcomeOf } from './outcome';
import { reportOutcome } from './reportOutcome';
import type { TaskItems } from './taskItems';

export const RESTRICTED_REASON = 'Not run: verification starts a Minecraft server and runs the bot runtime, which Restricted Mode does not allow. Trust this workspace to verify its tasks.';

export function createVerifyProfile(ctx: FeatureContext, controller: vscode.TestController, items: TaskItems, verify: VerifyService): vscode.TestRunProfile {
  const handler = async (request: vscode.TestRunRequest, token: vscode.CancellationToken) => {
    const excluded = new Set((request.exclude ?? []).map((i) => i.id));
    const files = items.filesUnder(request.include).filter((f) => !excluded.has(f.id));
    const run = controller.createTestRun(request, 'Verify');
    try {
      files.forEach((f) => run.enqueued(f));
      if (!vscode.workspace.isTrusted) {
        for (const f of files) { run.appendOutput(`${RESTRICTED_REASON}\r\n`, undefined, f); run.skipped(f); }
        void vscode.window.showWarningMessage(`MCU: ${RESTRICTED_REASON}`);
        return;
      }
      const nodeModules = await verify.runtime();
      if (!nodeModules) {
        for (const f of files) run.errored(f, new vscode.TestMessage('Verification needs the Minecraft runtime: run "MCU: Install Verification Runtime" or set mcu.verify.runtimePath.'));
        return;
      }
      const jobs = verifyJobs(vscode.workspace.getConfiguration('mcu.verify').get<unknown>('jobs'));
      if (jobs.problem) ctx.output.appendLine(`Setting ignored: ${jobs.problem}`);
      await runPool(files, {
        limit: jobs.jobs,
        cancelled: () => token.isCancellationRequested,
        onSkipped: (f) => run.skipped(f),
        onError: (f, e) => reportOutcome(run, f, errorOutcome(e)),
        run: async (f) => {
          run.started(f);
          const t0 = Date.now();
          try {
            const done = await verify.verifyTask(f.uri!, nodeModules, token);
            reportOutcome(run, f, outcomeOf(done.report, done.spec, done.text, Date.now() - t0));
          } catch (e) {
            if (e instanceof JobCancelled) { run.skipped(f); return; }
            ctx.output.appendLine(`Verification of ${f.uri!.fsPath} failed: ${(e as Error).message}`);
            reportOutcome(run, f, errorOutcome(e));
          }
        },
      });
    } finally {
      run.end();
    }
  };
  return controller.createRunProfile('Verify', vscode.TestRunProfileKind.Run, handler, true);
}
