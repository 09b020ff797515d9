/**
 * "MCU Preview": commands `mcu.preview`, `mcu.compare`, `mcu.leaderboard` and
 * a "Preview" code lens on task documents. The page itself is html.ts +
 * client/media; message handling is controller.ts. The models are built by the
 * language server (`mcu/previewTask`, `mcu/previewLeaderboard`): reading judge
 * files needs the judge-result schema validator and YAML, which the client
 * bundle does not carry.
 */
import * as path from 'path';
import * as vscode from 'vscode';
import type { FeatureContext } from '../featureContext';
import { Requests, TaskModelInput } from '../../../server/src/api/protocol/requests';
import { CompareModel, LeaderboardModel, pairwiseFor, PreviewModel, Rollout, TaskPreviewModel } from '../../../server/src/api/client';
import { openPreviewPanel } from './panel';

import { DEFAULT_VIDEO_GLOBS, DEFAULT_JUDGE_GLOBS } from '../../../server/src/api/client';

export function registerPreview(ctx: FeatureContext): void {
  const sub = ctx.extension.subscriptions;
  sub.push(
    vscode.commands.registerCommand('mcu.preview', async (uri?: vscode.Uri) => {
      const doc = await taskDocument(ctx, uri);
      if (!doc) return;
      const model = await withProgress('Loading MCU preview…', () => taskModelFor(ctx, doc));
      show(ctx, model, `Preview: ${model.kind === 'task' ? model.task : ''}`);
    }),
    vscode.commands.registerCommand('mcu.compare', async (uri?: vscode.Uri) => {
      const doc = await taskDocument(ctx, uri);
      if (!doc) return;
      const model = await withProgress('Loading rollouts…', () => taskModelFor(ctx, doc));
      if (model.kind !== 'task') return;
      const pick = await pickTwo(model.rollouts);
      if (!pick) return;
      const compare: CompareModel = { kind: 'compare', task: model.task, left: pick[0], right: pick[1] };
      const verdict = pairwiseFor(model.pairwise, pick[0].video?.file, pick[1].video?.file);
      if (verdict) compare.pairwise = verdict;
      show(ctx, compare, `Compare: ${model.task}`);
    }),
    vscode.commands.registerCommand('mcu.leaderboard', async (folder?: vscode.Uri) => {
      const target =
        folder ??
        (
          await vscode.window.showOpenDialog({
            canSelectFolders: true,
            canSelectFiles: false,
            openLabel: 'Show leaderboard',
            defaultUri: vscode.workspace.workspaceFolders?.[0]?.uri,
          })
        )?.[0];
      if (!target) return;
      show(ctx, await ctx.client.sendRequest<LeaderboardModel>(Requests.previewLeaderboard, { folder: target.fsPath }), 'MCU Leaderboard');
    }),
    vscode.languages.registerCodeLensProvider(
      [{ language: 'yaml' }, { pattern: '**/*.{yaml,yml}' }],
      {
        provideCodeLenses(doc) {
          if (!ctx.isTaskDocument(doc)) return [];
          const top = new vscode.Range(0, 0, 0, 0);
          return [
            new vscode.CodeLens(top, { title: 'Preview', command: 'mcu.preview', arguments: [doc.uri], tooltip: 'Open the MCU Preview: rollouts, judge scores, criteria' }),
            new vscode.CodeLens(top, { title: 'Compare rollouts', command: 'mcu.compare', arguments: [doc.uri] }),
          ];
        },
      },
    ),
  );
}

function show(ctx: FeatureContext, model: PreviewModel, title: string): void {
  const cfg = vscode.workspace.getConfiguration('mcu.preview');
  openPreviewPanel(ctx, model, title, toolPaths(cfg));
}

function toolPaths(cfg: vscode.WorkspaceConfiguration) {
  const ffmpeg = cfg.get<string>('ffmpegPath') || undefined;
  const ffprobe = cfg.get<string>('ffprobePath') || undefined;
  // In Restricted Mode nothing runs ffmpeg/ffprobe on workspace files.
  return { ffmpeg, ffprobe, disabled: !vscode.workspace.isTrusted };
}

async function taskDocument(ctx: FeatureContext, uri?: vscode.Uri): Promise<vscode.TextDocument | undefined> {
  const doc = uri ? await vscode.workspace.openTextDocument(uri) : vscode.window.activeTextEditor?.document;
  if (!doc || !ctx.isTaskDocument(doc)) {
    void vscode.window.showInformationMessage('MCU Preview: open an MCU task YAML file first.');
    return undefined;
  }
  return doc;
}

/** `task_configs/simple/craft_ladder.yaml` → `craft_ladder` (also strips `.task`). */
export function taskNameOf(file: string): string {
  return path.basename(file).replace(/\.ya?ml$/i, '').replace(/\.task$/i, '');
}

async function taskModelFor(ctx: FeatureContext, doc: vscode.TextDocument): Promise<TaskPreviewModel> {
  const task = taskNameOf(doc.uri.fsPath);
  const cfg = vscode.workspace.getConfiguration('mcu.preview');
  const videoGlobs = cfg.get<string[]>('videoGlobs') ?? [...DEFAULT_VIDEO_GLOBS];
  const judgeGlobs = cfg.get<string[]>('judgeGlobs') ?? [...DEFAULT_JUDGE_GLOBS];
  const videoFiles = await findAll(videoGlobs, task);
  const judgeFiles = await findAll(judgeGlobs, task);
  const criteria = await findAll([`**/criteria_files/${task}.txt`], task);
  const pairwiseFiles = await findAll(['**/*.pairwise.json'], task);
  const rewardFiles = await findAll(['**/rewards/<task>*.json'], task);
  const verifyFile = path.join(path.dirname(doc.uri.fsPath), `${task}.verify.json`);
  const input: TaskModelInput = {
    task,
    taskFile: doc.uri.fsPath,
    videoFiles,
    judgeFiles,
    criteriaFile: criteria[0],
    verifyFile,
    pairwiseFiles,
    rewardFiles,
    tools: toolPaths(cfg),
  };
  return ctx.client.sendRequest<TaskPreviewModel>(Requests.previewTask, input);
}

async function findAll(globs: string[], task: string): Promise<string[]> {
  const escaped = task.replace(/[[\]{}*?]/g, (c) => `[${c}]`);
  const found = new Set<string>();
  for (const g of globs) {
    const uris = await vscode.workspace.findFiles(g.split('<task>').join(escaped), '**/node_modules/**', 200);
    for (const u of uris) found.add(u.fsPath);
  }
  return [...found].sort();
}

async function pickTwo(rollouts: Rollout[]): Promise<[Rollout, Rollout] | undefined> {
  if (rollouts.length < 2) {
    void vscode.window.showInformationMessage('MCU Compare needs at least two rollouts (videos or judge results) for this task.');
    return undefined;
  }
  const items = rollouts.map((r) => ({ label: r.label, description: r.video ? path.basename(r.video.file) : 'no video', rollout: r }));
  const picked = await vscode.window.showQuickPick(items, { canPickMany: true, title: 'Pick two rollouts to compare' });
  if (!picked) return undefined;
  if (picked.length !== 2) {
    void vscode.window.showWarningMessage('Pick exactly two rollouts to compare.');
    return undefined;
  }
  return [picked[0].rollout, picked[1].rollout];
}

function withProgress<T>(title: string, fn: () => Promise<T>): Thenable<T> {
  return vscode.window.withProgress({ location: vscode.ProgressLocation.Window, title }, fn);
}
