import * as vscode from 'vscode';
import { AtomicTask, BatchPlanResult, DraftBatchParams, DraftBatchResult, Requests } from '../../../server/src/api/protocol/requests';
import type { BatchModes } from '../../../server/src/api/client';
import type { FeatureContext } from '../featureContext';
import { llmRequest } from './serverRequest';
import { llmOptions, llmSettings, requireTrust } from './settings';
import { workspaceExamples } from './workspaceExamples';

interface Pick extends vscode.QuickPickItem {
  task?: AtomicTask;
}

/**
 * "MCU: Draft Tasks from Catalogue…": pick any number of catalogue tasks (or
 * a whole category), a mode and a folder; the batch drafts them as
 * `mcu-task generate --tasks` does, with the same resume rule (files that
 * validate are kept, invalid or marked ones are redone, others' files backed
 * up to .orig), progress in a cancellable notification and the summary in
 * the output channel.
 */
export async function draftCatalogueCommand(ctx: FeatureContext): Promise<void> {
  if (!requireTrust()) return;
  const version = ctx.minecraftVersion();
  let catalogue: AtomicTask[];
  try {
    catalogue = await ctx.client.sendRequest<AtomicTask[]>(Requests.catalogue, { version });
  } catch (e) {
    void vscode.window.showErrorMessage(`MCU: ${(e as Error).message}`);
    return;
  }
  const items: Pick[] = [];
  let category = '';
  for (const t of catalogue) {
    if (t.category !== category) {
      category = t.category;
      items.push({ label: category, kind: vscode.QuickPickItemKind.Separator });
    }
    items.push({ label: t.name, description: `${t.category} · ${t.subcategory}`, task: t });
  }
  const picked = await vscode.window.showQuickPick(items, {
    title: 'MCU: Draft Tasks from Catalogue',
    placeHolder: `Select tasks to draft (${catalogue.length} in the catalogue; type a category name to narrow)`,
    canPickMany: true,
    matchOnDescription: true,
    ignoreFocusOut: true,
  });
  const tasks = (picked ?? []).map((p) => p.task?.name).filter((t): t is string => !!t);
  if (!tasks.length) return;
  const mode = await vscode.window.showQuickPick(['simple', 'hard', 'both'], { title: 'Task mode', ignoreFocusOut: true });
  if (!mode) return;
  const folder = await vscode.window.showOpenDialog({ canSelectFiles: false, canSelectFolders: true, canSelectMany: false, defaultUri: vscode.workspace.workspaceFolders?.[0]?.uri, openLabel: 'Draft into this folder' });
  if (!folder?.length || folder[0].scheme !== 'file') return;
  const outDir = folder[0].fsPath;
  const planned = await ctx.client.sendRequest<BatchPlanResult>(Requests.batchPlan, { tasks, mode: mode as BatchModes, outDir, version });
  let plan = planned.jobs;
  // The editor asks before redoing files it did not write (the CLI's rule redoes them, keeping a .orig).
  const foreign = planned.foreign;
  if (foreign.length) {
    const names = foreign.slice(0, 3).join(', ') + (foreign.length > 3 ? ', …' : '');
    const choice = await vscode.window.showWarningMessage(
      `${foreign.length} file${foreign.length === 1 ? '' : 's'} in that folder fail validation and were not drafted by MCU (${names}). Redo them? The originals are kept as .orig.`,
      { modal: true }, 'Redo Them', 'Leave Them',
    );
    if (!choice) return;
    if (choice === 'Leave Them') plan = plan.filter((j) => !foreign.includes(j.relPath));
    if (!plan.length) return;
  }

  await vscode.window.withProgress(
    { location: vscode.ProgressLocation.Notification, title: `MCU: drafting ${plan.length} task file${plan.length === 1 ? '' : 's'}`, cancellable: true },
    async (progress, token) => {
      const llm = await llmOptions(ctx.extension.secrets);
      if (!llm) return;
      const s = llmSettings();
      const total = plan.length;
      let result: DraftBatchResult;
      try {
        result = await llmRequest<DraftBatchParams, DraftBatchResult>(ctx, Requests.draftBatch, {
          jobs: plan, outDir, llm, version, repairRounds: s.repairRounds, examples: await workspaceExamples(),
        }, token, (p) => {
          if (p.kind !== 'message') return;
          ctx.output.appendLine(p.text);
          progress.report({ increment: 100 / total, message: p.text });
        });
      } catch (e) {
        void vscode.window.showErrorMessage(`MCU: the batch stopped: ${(e as Error).message}`);
        return;
      }
      ctx.output.append(result.summaryText);
      if (result.fatal) ctx.output.appendLine(`Stopped: ${result.fatal}`);
      const c = result.summary.counts;
      const message = `MCU: ${c.validated} drafted, ${c.kept} kept, ${c['needs-attention']} need attention, ${c.failed} failed${c.interrupted ? `, ${c.interrupted} not done` : ''}.`;
      const show = await (c['needs-attention'] || c.failed || result.fatal ? vscode.window.showWarningMessage(message, 'Show Log') : vscode.window.showInformationMessage(message, 'Show Log'));
      if (show === 'Show Log') ctx.output.show(true);
    },
  );
}
