/**
 * The Testing view's items: the workspace's task files (by the mcu.taskFiles
 * globs) under their workspace folder and sub-folders (folderTree.ts), each
 * file item with its uri and a range so the gutter and the Explorer show its
 * result. Kept current by file system watchers; a changed file's last result
 * is marked outdated.
 */
import * as path from 'path';
import * as vscode from 'vscode';
import { validTaskGlobs } from '../../../server/src/api/client';
import { treePath } from './folderTree';

/** Enough for the largest benchmarks; findFiles stops there. */
const MAX_TASK_FILES = 20000;

export class TaskItems implements vscode.Disposable {
  private watchers: vscode.Disposable[] = [];
  constructor(private readonly controller: vscode.TestController, private readonly log: (line: string) => void) {}

  private globs(): string[] {
    return validTaskGlobs(vscode.workspace.getConfiguration('mcu').get<unknown>('taskFiles'), (m) => this.log(`Setting ignored: ${m}`));
  }

  /** Finds every task file again and watches the globs (after a settings or workspace-folder change too). */
  async refresh(): Promise<void> {
    this.disposeWatchers();
    const globs = this.globs();
    const found = new Map<string, vscode.Uri>();
    for (const g of globs) {
      for (const uri of await vscode.workspace.findFiles(g, '**/node_modules/**', MAX_TASK_FILES)) if (uri.scheme === 'file') found.set(uri.fsPath, uri);
    }
    this.controller.items.replace([]);
    for (const uri of found.values()) this.add(uri);
    for (const g of globs) {
      const w = vscode.workspace.createFileSystemWatcher(g);
      w.onDidCreate((uri) => this.add(uri));
      w.onDidDelete((uri) => this.remove(uri));
      w.onDidChange((uri) => { const item = this.fileItem(uri); if (item) this.controller.invalidateTestResults(item); });
      this.watchers.push(w);
    }
  }

  /** Every file item below `items` (all of them when undefined). */
  filesUnder(items?: readonly vscode.TestItem[]): vscode.TestItem[] {
    const out: vscode.TestItem[] = [];
    const visit = (item: vscode.TestItem) => {
      if (item.children.size === 0) { if (item.uri && item.range) out.push(item); return; }
      item.children.forEach(visit);
    };
    if (items) items.forEach(visit); else this.controller.items.forEach(visit);
    return out;
  }

  fileItem(uri: vscode.Uri): vscode.TestItem | undefined {
    const steps = this.stepsOf(uri);
    if (!steps) return undefined;
    let item: vscode.TestItem | undefined;
    let siblings = this.controller.items;
    for (const s of steps) {
      item = siblings.get(s.id);
      if (!item) return undefined;
      siblings = item.children;
    }
    return item;
  }

  private stepsOf(uri: vscode.Uri) {
    const folder = vscode.workspace.getWorkspaceFolder(uri);
    return folder && folder.uri.scheme === 'file' && uri.scheme === 'file' ? treePath(folder.uri.fsPath, folder.name, uri.fsPath) : undefined;
  }

  add(uri: vscode.Uri): void {
    const steps = this.stepsOf(uri);
    if (!steps) return;
    let siblings = this.controller.items;
    for (const s of steps) {
      let item = siblings.get(s.id);
      if (!item) {
        item = this.controller.createTestItem(s.id, s.label, s.kind === 'file' ? uri : vscode.Uri.file(s.id));
        if (s.kind === 'file') item.range = new vscode.Range(0, 0, 0, 0);
        siblings.add(item);
      }
      siblings = item.children;
    }
  }

  /** Removes a file (or a deleted folder's files) and the folders it leaves empty. */
  remove(uri: vscode.Uri): void {
    const gone = uri.fsPath;
    const prune = (items: vscode.TestItemCollection) => {
      const drop: string[] = [];
      items.forEach((item) => {
        if (item.id === gone || item.id.startsWith(gone + path.sep)) { drop.push(item.id); return; }
        if (item.children.size) {
          prune(item.children);
          if (item.children.size === 0) drop.push(item.id);
        }
      });
      for (const id of drop) items.delete(id);
    };
    prune(this.controller.items);
  }

  private disposeWatchers(): void {
    for (const w of this.watchers) w.dispose();
    this.watchers = [];
  }

  dispose(): void { this.disposeWatchers(); }
}
