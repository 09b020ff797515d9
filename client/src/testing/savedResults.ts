/**
 * The last results when the workspace opens: each task file's saved
 * `<task>.verify.json` (savedReport.ts) reported in one persisted run,
 * "Saved verification reports". Only in a trusted workspace (a report is
 * read from disk beside each task); a stale report is shown with a note.
 */
import * as vscode from 'vscode';
import type { FeatureContext } from '../featureContext';
import { Requests, TaskSpec } from '../../../server/src/api/protocol/requests';
import { READ_LIMITS, readTextFile } from '../../../server/src/api/client';
import { verifySettings } from '../verify/verifyService';
import { outcomeOf } from './outcome';
import { reportOutcome } from './reportOutcome';
import { loadSavedReport, savedNote } from './savedReport';
import type { TaskItems } from './taskItems';

/** Resolves once the language server answers requests (the features register before it starts). */
function whenRunning(client: FeatureContext['client']): Promise<void> {
  if (client.isRunning()) return Promise.resolve();
  return new Promise((resolve) => {
    const sub = client.onDidChangeState(() => { if (client.isRunning()) { sub.dispose(); resolve(); } });
  });
}

export async function loadSavedResults(ctx: FeatureContext, controller: vscode.TestController, items: TaskItems): Promise<number> {
  const folder = verifySettings().reportFolder;
  const found = items.filesUnder().flatMap((item) => {
    const saved = loadSavedReport(item.uri!.fsPath, typeof folder === 'string' ? folder : '');
    if (saved && 'problem' in saved) ctx.output.appendLine(`Saved report ${saved.reportFile} ignored: ${saved.problem}`);
    return saved && !('problem' in saved) ? [{ item, saved }] : [];
  });
  if (!found.length) return 0;
  await whenRunning(ctx.client);
  const run = controller.createTestRun(new vscode.TestRunRequest(found.map((f) => f.item)), 'Saved verification reports', true);
  try {
    for (const { item, saved } of found) {
      try {
        const text = readTextFile(item.uri!.fsPath, READ_LIMITS.task);
        const spec = await ctx.client.sendRequest<TaskSpec>(Requests.taskSpec, { text });
        reportOutcome(run, item, outcomeOf(saved.report, spec, text, saved.report.durationMs), savedNote(saved));
      } catch (e) {
        ctx.output.appendLine(`Saved report ${saved.reportFile} not shown: ${(e as Error).message}`);
      }
    }
  } finally {
    run.end();
  }
  return found.length;
}
