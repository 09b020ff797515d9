import * as path from 'path';
import * as vscode from 'vscode';
import type { TaskMode } from '../../../server/src/api/client';
import { GenerateConfigParams, GenerateConfigResult, NewTaskFile, Requests, VerifyResult } from '../../../server/src/api/protocol/requests';
import type { FeatureContext } from '../featureContext';
import { closeProposalTabs, ProposalDocuments } from './proposalDocuments';
import { llmErrorKind, llmRequest } from './serverRequest';
import { llmOptions, llmSettings, requireTrust } from './settings';
import { workspaceExamples } from './workspaceExamples';

export interface GenerateConfigArgs {
  uri?: vscode.Uri;
  /** Skip the input box (used by "New Task…"). */
  task?: string;
}

/**
 * A later feature (simulator verification) can plug its check in here. The
 * language server asks for it (`mcu/verifyDraft`) for each draft that
 * validates while a generateConfig request runs.
 */
let verifier: ((yaml: string) => Promise<VerifyResult>) | undefined;
export function setConfigVerifier(fn: ((yaml: string) => Promise<VerifyResult>) | undefined): void {
  verifier = fn;
}

/** Answers the server's `mcu/verifyDraft` requests; registered once when the LLM features start. */
export function answerDraftVerification(ctx: FeatureContext): vscode.Disposable {
  return ctx.client.onRequest(Requests.verifyDraft, async (p: { yaml: string }) => (verifier ? verifier(p.yaml) : { ok: true, reasons: [] }));
}

async function currentTaskText(ctx: FeatureContext, doc: vscode.TextDocument): Promise<string | undefined> {
  try {
    return (await ctx.client.sendRequest<string | null>(Requests.instruction, { text: doc.getText() })) ?? undefined;
  } catch {
    return undefined;
  }
}

/** "MCU: Generate Task Config": draft with the LLM, show a diff, apply only on Accept. */
export async function generateConfigCommand(ctx: FeatureContext, proposals: ProposalDocuments, args: GenerateConfigArgs = {}): Promise<void> {
  if (!requireTrust()) return;
  let doc: vscode.TextDocument | undefined;
  if (args.uri) doc = await vscode.workspace.openTextDocument(args.uri);
  else if (vscode.window.activeTextEditor && ctx.isTaskDocument(vscode.window.activeTextEditor.document)) doc = vscode.window.activeTextEditor.document;

  const task =
    args.task ??
    (await vscode.window.showInputBox({
      title: 'MCU: Generate Task Config',
      prompt: 'Atomic task to draft a config for (combine with " AND " / " OR ")',
      placeHolder: 'craft a furnace',
      value: doc ? (await currentTaskText(ctx, doc)) ?? '' : '',
      ignoreFocusOut: true,
      validateInput: (v) => (v.trim() ? undefined : 'Enter a task, e.g. "craft a furnace"'),
    }));
  if (!task) return;
  const modePick = await vscode.window.showQuickPick(
    [
      { label: 'simple', description: 'resources in surplus, clear scene' },
      { label: 'hard', description: 'night, rain, distractor mobs, scattered items, fewer resources' },
    ],
    { title: 'Task mode', ignoreFocusOut: true },
  );
  if (!modePick) return;
  const { main, and, or } = splitComposition(task);

  if (!doc) doc = await vscode.workspace.openTextDocument({ language: 'yaml', content: '' });
  const target = doc;
  const settings = llmSettings();
  const examples = await workspaceExamples(target.uri.scheme === 'file' ? target.uri : undefined);

  let result: GenerateConfigResult | undefined;
  try {
    result = await vscode.window.withProgress(
      { location: vscode.ProgressLocation.Notification, title: `MCU: drafting "${task}"`, cancellable: true },
      async (progress, token) => {
        const llm = await llmOptions(ctx.extension.secrets);
        if (!llm) return undefined;
        let streamed = '';
        let lastShown = 0;
        const params: Omit<GenerateConfigParams, 'progressToken'> = {
          task: main, and, or, mode: modePick.label as TaskMode,
          llm,
          version: ctx.minecraftVersion(),
          repairRounds: settings.repairRounds,
          examples,
          verifyDrafts: !!verifier,
        };
        return llmRequest<GenerateConfigParams, GenerateConfigResult>(ctx, Requests.generateConfig, params, token, (p) => {
          if (p.kind === 'message') {
            streamed = '';
            ctx.output.appendLine(p.text);
            progress.report({ message: p.text });
            return;
          }
          streamed += p.text;
          const now = Date.now();
          if (now - lastShown > 150) {
            lastShown = now;
            progress.report({ message: streamed.replace(/\s+/g, ' ').slice(-70) });
          }
        });
      },
    );
  } catch (e) {
    showLlmError(ctx, e);
    return;
  }
  if (!result) return;
  report(ctx, task, result);

  const named = await ctx.client.sendRequest<NewTaskFile>(Requests.newTaskFile, { name: main, and, or });
  const proposal = proposals.add(named.fileName.replace(/\.yaml$/, '.proposed.yaml'), result.yaml);
  await vscode.commands.executeCommand('vscode.diff', target.uri, proposal, `${path.basename(target.uri.path) || 'task'} ↔ LLM proposal`, { preview: true });
  const summary = result.valid
    ? `The proposal validates (${result.rounds.length} round${result.rounds.length === 1 ? '' : 's'}${result.fixed.length ? `, fixed ${result.fixed.length} problem${result.fixed.length === 1 ? '' : 's'}` : ''}).`
    : `The proposal still has ${result.problems.length} problem${result.problems.length === 1 ? '' : 's'} (see the MCU Task Studio output).`;
  const choice = await (result.valid ? vscode.window.showInformationMessage : vscode.window.showWarningMessage)(`${summary} Apply it?`, 'Accept', 'Discard');
  await closeProposalTabs(proposal);
  proposals.remove(proposal);
  if (choice !== 'Accept') return;
  const edit = new vscode.WorkspaceEdit();
  const whole = new vscode.Range(target.positionAt(0), target.positionAt(target.getText().length));
  edit.replace(target.uri, whole, result.yaml);
  if (await vscode.workspace.applyEdit(edit)) await vscode.window.showTextDocument(target);
}

/** "craft a ladder AND kill a spider OR mine iron ore" → main task + AND/OR parts. */
export function splitComposition(task: string): { main: string; and: string[]; or: string[] } {
  const parts = task.split(/\s+(AND|OR)\s+/);
  const and: string[] = [];
  const or: string[] = [];
  for (let i = 1; i < parts.length; i += 2) (parts[i] === 'AND' ? and : or).push(parts[i + 1]);
  return { main: parts[0], and, or };
}

function report(ctx: FeatureContext, task: string, r: GenerateConfigResult): void {
  ctx.output.appendLine(`Draft for "${task}": ${r.rounds.length} round(s), ${r.valid ? 'valid' : 'not valid'}.`);
  for (const f of r.fixed) ctx.output.appendLine(`  fixed: ${f}`);
  for (const p of r.problems) ctx.output.appendLine(`  remaining: ${p}`);
}

export function showLlmError(ctx: FeatureContext, e: unknown): void {
  const message = e instanceof Error ? e.message : String(e);
  ctx.output.appendLine(`LLM: ${message}`);
  const kind = llmErrorKind(e);
  if (kind === 'cancelled') return;
  const actions = kind === 'auth' ? ['Set API Key'] : kind === 'not-found' || kind === 'network' || kind === 'bad-answer' ? ['Open Settings'] : [];
  void vscode.window.showErrorMessage(`MCU: ${message}`, ...actions).then((pick) => {
    if (pick === 'Set API Key') void vscode.commands.executeCommand('mcu.setApiKey');
    if (pick === 'Open Settings') void vscode.commands.executeCommand('workbench.action.openSettings', 'mcu.llm');
  });
}
