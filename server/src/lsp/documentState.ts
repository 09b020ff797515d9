import type { TextDocument } from 'vscode-languageserver-textdocument';
import { uriToPath } from './uriPath';
import type { TaskDiagnostic } from '../core/diagnostic';
import { megabytesToBytes } from '../core/fileSizeLimit';
import { isTaskFile } from '../taskFiles/taskFileDetection';
import { TaskModel } from '../core/taskModel';
import { validateModel } from '../core/validate';
import type { ServerSettings } from './settings';

interface Size {
  version: number;
  bytes: number;
}

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
  private readonly sizes = new Map<string, Size>();

  constructor(private settings: () => ServerSettings) {}

  isTask(doc: TextDocument): boolean {
    return isTaskFile(uriToPath(doc.uri), doc.getText(), this.settings().taskFiles);
  }

  /** UTF-8 size of the document, once per version. */
  bytes(doc: TextDocument): number {
    let s = this.sizes.get(doc.uri);
    if (!s || s.version !== doc.version) {
      s = { version: doc.version, bytes: Buffer.byteLength(doc.getText(), 'utf8') };
      this.sizes.set(doc.uri, s);
    }
    return s.bytes;
  }

  /** Over mcu.maxFileSizeMb: such a document is not parsed at all, so the server stays responsive. */
  tooLarge(doc: TextDocument): boolean {
    return this.bytes(doc) > megabytesToBytes(this.settings().maxFileSizeMb);
  }

  /** A task document small enough to check: the one test every feature applies. */
  checkable(doc: TextDocument): boolean {
    return this.isTask(doc) && !this.tooLarge(doc);
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
    this.sizes.delete(uri);
  }

  clear(): void {
    this.entries.clear();
  }
}
