import * as path from 'path';
import * as vscode from 'vscode';
import { toYaml } from '../../../server/src/llm/answerParsing';
import { taskFileName } from '../../../server/src/llm/atomicTask';
import { AtomicTask, buildCatalogue } from '../../../server/src/llm/catalogue';
import { getRegistry } from '../../../server/src/mc/registry';
import type { FeatureContext } from '../featureContext';
import { requireTrust } from './settings';

interface TaskPick extends vscode.QuickPickItem {
  task?: AtomicTask;
}

/** The starting file: its catalogue category, the instruction, no commands yet, and the reward the catalogue knows (if a statistic measures it). */
export function skeletonFor(name: string, task?: AtomicTask): string {
  const obj: Record<string, unknown> = task ? { category: task.category } : {};
  obj.text = name;
  obj.custom_init_commands = [];
  if (task?.event && task.objects) {
    obj.reward_cfg = [{ event: task.event, identity: task.fileName, objects: task.objects, reward: 1.0, max_reward_times: 1 }];
  }
  return toYaml(obj);
}

/** "MCU: New Task…": pick from the catalogue (or type any task), choose a folder, create and open the file. */
export async function newTaskCommand(ctx: FeatureContext): Promise<void> {
  if (!requireTrust()) return;
  let catalogue: AtomicTask[];
  try {
    catalogue = buildCatalogue(getRegistry(ctx.minecraftVersion()));
  } catch (e) {
    void vscode.window.showErrorMessage(`MCU: ${(e as Error).message}`);
    return;
  }
  const picked = await pickTask(catalogue);
  if (!picked) return;
  const name = picked.task?.name ?? picked.label;
  const fileName = `${picked.task?.fileName ?? taskFileName(name)}.yaml`;

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
  await vscode.workspace.fs.writeFile(file, new TextEncoder().encode(skeletonFor(name, picked.task)));
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
