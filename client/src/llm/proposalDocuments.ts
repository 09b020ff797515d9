import * as vscode from 'vscode';

/**
 * Read-only virtual documents holding LLM proposals, shown on the right of a
 * diff. Nothing is written to disk: accepting copies the text into the
 * user's document with an undoable edit.
 */
export const PROPOSAL_SCHEME = 'mcu-proposal';

export class ProposalDocuments implements vscode.TextDocumentContentProvider {
  private readonly texts = new Map<string, string>();
  private readonly changed = new vscode.EventEmitter<vscode.Uri>();
  readonly onDidChange = this.changed.event;
  private counter = 0;

  provideTextDocumentContent(uri: vscode.Uri): string {
    return this.texts.get(uri.toString()) ?? '';
  }

  /** A new proposal URI whose file name keeps the .yaml extension (for highlighting). */
  add(fileName: string, text: string): vscode.Uri {
    const uri = vscode.Uri.from({ scheme: PROPOSAL_SCHEME, path: `/${++this.counter}/${fileName}` });
    this.texts.set(uri.toString(), text);
    this.changed.fire(uri);
    return uri;
  }

  remove(uri: vscode.Uri): void {
    this.texts.delete(uri.toString());
  }

  dispose(): void {
    this.texts.clear();
    this.changed.dispose();
  }
}

/** Closes the diff tabs that show a proposal. */
export async function closeProposalTabs(uri: vscode.Uri): Promise<void> {
  const tabs = vscode.window.tabGroups.all.flatMap((g) => g.tabs).filter((t) => {
    const input = t.input;
    return input instanceof vscode.TabInputTextDiff && input.modified.toString() === uri.toString();
  });
  if (tabs.length) await vscode.window.tabGroups.close(tabs);
}
