import type { TextDocument } from 'vscode-languageserver-textdocument';
import { uriToPath } from './uriPath';
import { analyse, Analysis, TaskDiagnostic, validateAnalysis } from '../../api';
import { megabytesToBytes } from '../../model/task/fileSizeLimit';
import { isTaskFile } from '../../evaluation/taskFiles/taskFileDetection';
import type { ServerSettings } from './settings';

interface Size {
  version: number;
  bytes: number;
}

interface Entry {
  version: number;
  analysis: Analysis;
  diagnostics?: TaskDiagnostic[];
  settingsKey: string;
}

/** The Minecraft version a document is checked against (its workspace folder's `mcu.minecraftVersion`). */
export type VersionOf = (uri: string) => string;

/**
 * The analysis (model, commands, scene, insight) and diagnostics of each open
 * document, computed once per document version and shared by diagnostics,
 * hover, completion, code lens and code actions.
 */
export class DocumentState {
  private readonly entries = new Map<string, Entry>();
  private readonly sizes = new Map<string, Size>();

  constructor(private settings: () => ServerSettings, private versionOf: VersionOf = () => settings().minecraftVersion) {}

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

  analysis(doc: TextDocument): Analysis {
    return this.entry(doc).analysis;
  }

  diagnostics(doc: TextDocument): TaskDiagnostic[] {
    const e = this.entry(doc);
    return (e.diagnostics ??= validateAnalysis(e.analysis, this.settings().disabledChecks, this.settings().harness));
  }

  private entry(doc: TextDocument): Entry {
    // The version is part of the key: two folders' files get their own registries, and a folder's change re-checks its files.
    const mcVersion = this.versionOf(doc.uri);
    const key = `${mcVersion} ${JSON.stringify(this.settings())}`;
    let e = this.entries.get(doc.uri);
    if (!e || e.version !== doc.version || e.settingsKey !== key) {
      e = { version: doc.version, analysis: analyse(doc.getText(), { version: mcVersion, fileName: doc.uri }), settingsKey: key };
      this.entries.set(doc.uri, e);
    }
    return e;
  }

  forget(uri: string): void {
    this.entries.delete(uri);
    this.sizes.delete(uri);
  }

  clear(): void {
    this.entries.clear();
  }
}
