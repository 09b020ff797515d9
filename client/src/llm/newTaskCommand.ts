import * as path from 'path';
import * as vscode from 'vscode';
import { AtomicTask, NewTaskFile, Requests } from '../../../server/src/api/protocol/requests';
import type { FeatureContext } from '../featureContext';
import { requireTrust } from './settings';
import { tryWriteFileSafely } from '../../../server/src/api/client';

interface TaskPick extends vscode.QuickPickItem {
  task?: AtomicTask;
}

/** "MCU: New Task…": pick from the catalogue (or type any task), choose a folder, create and open the file. */
export async function newTaskCommand(ctx: FeatureContext): Promise<void> {
  if (!requireTrust()) return;
  let catalogue: AtomicTask[];
  try {
    catalogue = await ctx.client.sendRequest<AtomicTask[]>(Requests.catalogue, { version: ctx.minecraftVersion() });
  } catch (e) {
    void vscode.window.showErrorMessage(`MCU: ${(e as Error).message}`);
    return;
  }
  const picked = await pickTask(catalogue);
  if (!picked) return;
  const name = picked.task?.name ?? picked.label;
  // The starting file: the instruction, no commands yet, and the reward the catalogue knows.
  const { fileName, text } = await ctx.client.sendRequest<NewTaskFile>(Requests.newTaskFile, { name, task: picked.task });

  const active = vscode.window.activeTextEditor?.document.uri;
  const defaultFolder = active?.scheme === 'file' ? vscode.Uri.file(path.dirname(active.fsPath)) : vscode.workspace.workspaceFolders?.[0]?.uri;
  const folders = await vscode.window.showOpenDialog({ canSelectFiles: false, canSelectFolders: true, canSelectMany: false, defaultUri: defaultFolder, openLabel: `Create ${fileName} here` });
  if (!folders?.length) return;
  const file = vscode.Uri.joinPath(folders[0], fileName);
  let exists = false;
  try {
    await vscode.workspace.fs.stat(file);
    exists = true;
  } catch {
    /* new file */
  }
  if (exists) {
    const ok = await vscode.window.showWarningMessage(`${fileName} already exists. Overwrite it?`, { modal: true }, 'Overwrite');
    if (ok !== 'Overwrite') return;
  }
  if (file.scheme === 'file') {
    // The safe writer: a link planted at the name is refused, never written through.
    const notSaved = tryWriteFileSafely(file.fsPath, text);
    if (notSaved) {
      void vscode.window.showErrorMessage(`MCU: ${notSaved}`);
      return;
    }
  } else await vscode.workspace.fs.writeFile(file, new TextEncoder().encode(text));
  await vscode.window.showTextDocument(file);
  const draft = await vscode.window.showInformationMessage(`Created ${fileName}. Draft its config with the LLM?`, 'Draft Config', 'Not Now');
  if (draft === 'Draft Config') await vscode.commands.executeCommand('mcu.generateConfig', { uri: file, task: name });
}

function pickTask(catalogue: AtomicTask[]): Promise<TaskPick | undefined> {
  return new Promise((resolve) => {
    const qp = vscode.window.createQuickPick<TaskPick>();
    qp.title = 'MCU: New Task';
    qp.placeholder = `Search ${catalogue.length} atomic tasks, or type your own (e.g. "build a pillar")`;
    qp.matchOnDescription = true;
    const items: TaskPick[] = [];
    let category = '';
    for (const t of catalogue) {
      if (t.category !== category) {
        category = t.category;
        items.push({ label: category, kind: vscode.QuickPickItemKind.Separator });
      }
      items.push({ label: t.name, description: `${t.subcategory} · ${t.fileName}.yaml`, task: t });
    }
    qp.items = items;
    let done = false;
    qp.onDidAccept(() => {
      const sel = qp.selectedItems[0] ?? (qp.value.trim() ? { label: qp.value.trim() } : undefined);
      done = true;
      qp.hide();
      resolve(sel);
    });
    qp.onDidHide(() => {
      qp.dispose();
      if (!done) resolve(undefined);
    });
    qp.show();
  });
}
