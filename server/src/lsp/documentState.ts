import type { TextDocument } from 'vscode-languageserver-textdocument';
import { uriToPath } from './uriPath';
import type { TaskDiagnostic } from '../core/diagnostic';
import { isTaskFile } from '../core/taskFileDetection';
import { TaskModel } from '../core/taskModel';
import { validateModel } from '../core/validate';
import type { ServerSettings } from './settings';

interface Entry {
  version: number;
  model: TaskModel;
  diagnostics?: TaskDiagnostic[];
  settingsKey: string;
}

/**
 * The parsed model and diagnostics of each open document, computed once per
 * document version and shared by diagnostics, hover, completion and code
 * actions.
 */
export class DocumentState {
  private readonly entries = new Map<string, Entry>();

  constructor(private settings: () => ServerSettings) {}

  isTask(doc: TextDocument): boolean {
    return isTaskFile(uriToPath(doc.uri), doc.getText(), this.settings().taskFiles);
  }

  model(doc: TextDocument): TaskModel {
    const key = JSON.stringify(this.settings());
    let e = this.entries.get(doc.uri);
    if (!e || e.version !== doc.version || e.settingsKey !== key) {
      e = { version: doc.version, model: new TaskModel(doc.getText()), settingsKey: key };
      this.entries.set(doc.uri, e);
    }
    return e.model;
  }

  diagnostics(doc: TextDocument): TaskDiagnostic[] {
    const model = this.model(doc);
    const e = this.entries.get(doc.uri)!;
    if (!e.diagnostics) {
      const s = this.settings();
      e.diagnostics = validateModel(model, { version: s.minecraftVersion, disabled: s.disabledChecks });
    }
    return e.diagnostics;
  }

  forget(uri: string): void {
    this.entries.delete(uri);
  }

  clear(): void {
    this.entries.clear();
  }
}
