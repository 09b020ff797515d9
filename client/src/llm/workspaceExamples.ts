import * as path from 'path';
import * as vscode from 'vscode';
import { hasTaskKeys } from '../../../server/src/api/client';
import type { WorkspaceExample } from '../../../server/src/api/protocol/requests';
import { readTextFile } from '../../../server/src/api/client';

/** An example longer than 4,000 characters is not used; reading more than this to find out is waste. */
const EXAMPLE_MAX_BYTES = 64 * 1024;

/**
 * Up to three task files from the workspace for few-shot prompting: the
 * current file's neighbours first, then other task_configs files.
 */
export async function workspaceExamples(current?: vscode.Uri, max = 3): Promise<WorkspaceExample[]> {
  const out: WorkspaceExample[] = [];
  const seen = new Set<string>(current ? [current.toString()] : []);
  const candidates: vscode.Uri[] = [];
  if (current?.scheme === 'file') {
    const dir = vscode.Uri.file(path.dirname(current.fsPath));
    try {
      for (const [name, type] of await vscode.workspace.fs.readDirectory(dir)) {
        if (type === vscode.FileType.File && /\.ya?ml$/i.test(name)) candidates.push(vscode.Uri.joinPath(dir, name));
      }
    } catch {
      /* folder vanished: fall through to the search */
    }
  }
  candidates.push(...(await vscode.workspace.findFiles('**/task_configs/**/*.{yaml,yml}', '**/node_modules/**', 30)));
  for (const uri of candidates) {
    if (out.length >= max || seen.has(uri.toString())) continue;
    seen.add(uri.toString());
    try {
      // Files on disk through the safe reader: a FIFO or a huge file among the candidates is skipped, not waited on.
      const text = uri.scheme === 'file' ? readTextFile(uri.fsPath, EXAMPLE_MAX_BYTES) : new TextDecoder().decode(await vscode.workspace.fs.readFile(uri));
      if (hasTaskKeys(text) && text.length < 4000) out.push({ name: path.basename(uri.path), text });
    } catch {
      /* unreadable: skip */
    }
  }
  return out;
}
