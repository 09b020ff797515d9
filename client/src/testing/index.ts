/**
 * Tasks as tests: the "MCU Tasks" test controller (task files by folder),
 * its "Verify" run profile, and the saved reports as the last results when a
 * trusted workspace opens.
 */
import * as vscode from 'vscode';
import type { FeatureContext } from '../featureContext';
import type { VerifyService } from '../verify/verifyService';
import { createVerifyProfile } from './runProfile';
import { loadSavedResults } from './savedResults';
import { TaskItems } from './taskItems';

export function registerTesting(ctx: FeatureContext, verify: VerifyService): void {
  const subs = ctx.extension.subscriptions;
  const controller = vscode.tests.createTestController('mcuTasks', 'MCU Tasks');
  const items = new TaskItems(controller, (l) => ctx.output.appendLine(l));
  subs.push(controller, items, createVerifyProfile(ctx, controller, items, verify));
  controller.refreshHandler = () => items.refresh();

  let savedLoaded = false;
  const loadSaved = async () => {
    if (savedLoaded || !vscode.workspace.isTrusted) return;
    savedLoaded = true;
    const n = await loadSavedResults(ctx, controller, items);
    if (n) ctx.output.appendLine(`Testing view: ${n} saved verification report${n === 1 ? '' : 's'} loaded.`);
  };
  const start = items.refresh().then(loadSaved).catch((e) => ctx.output.appendLine(`Testing view: ${(e as Error).message}`));
  subs.push(vscode.workspace.onDidGrantWorkspaceTrust(() => { void start.then(loadSaved); }));
  subs.push(vscode.workspace.onDidChangeConfiguration((e) => { if (e.affectsConfiguration('mcu.taskFiles')) void items.refresh(); }));
  subs.push(vscode.workspace.onDidChangeWorkspaceFolders(() => { void items.refresh(); }));
}
