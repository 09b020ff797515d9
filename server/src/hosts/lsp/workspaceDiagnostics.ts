/**
 * The language server's side of workspace diagnostics (taskFiles/workspaceChecks.ts
 * holds the file list and the queue): file paths to URIs, a closed file's text
 * to a TextDocument checked by main.ts's findingsOf (the code open documents
 * go through), its analysis dropped right after, and the queue's progress as
 * server-initiated work-done progress ("MCU: checking task files").
 */
import { pathToFileURL } from 'url';
import type { Connection, Diagnostic, WorkDoneProgressServerReporter } from 'vscode-languageserver/node';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { megabytesToBytes } from '../../model/task/fileSizeLimit';
import { FileContent, WorkspaceChecks, WorkspaceFileIndex } from '../../api';
import { isTaskFile } from '../../evaluation/taskFiles/taskFileDetection';
import type { ServerSettings } from './settings';
import { uriToPath } from './uriPath';

export const PROGRESS_TITLE = 'MCU: checking task files';

export interface WorkspaceDiagnosticsHost {
  settings(): ServerSettings;
  /** A document's diagnostics (undefined: neither a task nor a criteria file). */
  findings(doc: TextDocument): Diagnostic[] | undefined;
  /** The file/too-large warning for a file of `bytes`. */
  tooLarge(doc: TextDocument, bytes: number): Diagnostic;
  /** Drops what findings() kept about a URI (closed files keep no analysis). */
  forget(uri: string): void;
  /** An open document waits for validation or was just edited. */
  typing(): boolean;
  canShowProgress(): boolean;
  /** The client answers workspace/configuration (for `files.exclude`). */
  canPullConfig(): boolean;
  log(message: string): void;
}

export class WorkspaceDiagnostics {
  private readonly checks: WorkspaceChecks<Diagnostic>;
  private progress?: Promise<WorkDoneProgressServerReporter | undefined>;
  private lastPercent = -1;
  private roundStart = 0;
  /** Paths of the open file: documents (compared as paths: the editor may spell a URI differently). */
  private readonly open = new Set<string>();
  /** The editor's files.exclude globs that are switched on, read before each listing. */
  private exclude: string[] = [];

  constructor(private readonly connection: Connection, private readonly host: WorkspaceDiagnosticsHost) {
    this.checks = new WorkspaceChecks<Diagnostic>(
      {
        diagnose: (file, content) => this.diagnose(file, content),
        publish: (file, diagnostics) => connection.sendDiagnostics({ uri: uriOf(file), diagnostics }),
        isOpen: (file) => this.open.has(file),
        busy: () => host.typing(),
        progress: (done, total) => this.report(done, total),
      },
      () => {
        const s = host.settings();
        return { enabled: s.workspaceDiagnostics, maxBytes: megabytesToBytes(s.maxFileSizeMb), criteriaFolder: s.sideFiles.criteriaFolder, exclude: this.exclude };
      },
    );
  }

  rescan(indexes: readonly WorkspaceFileIndex[]): void {
    this.readExclude().then(() => this.checks.rescan([...indexes])).then(() => {
      if (!this.host.settings().workspaceDiagnostics) this.host.log('workspace diagnostics: off (mcu.workspaceDiagnostics)');
      else this.host.log(`workspace diagnostics: ${this.checks.pending} files listed; heap ${heapUsedMb()} MB`);
    }, (e) => this.host.log(`workspace diagnostics: listing failed: ${(e as Error)?.stack ?? e}`),
    );
  }

  opened(uri: string): void {
    if (!uri.startsWith('file:')) return;
    this.open.add(uriToPath(uri));
    this.checks.opened(uriToPath(uri));
  }

  /** True when the closed document's disk version will be checked (so the caller does not clear it). */
  closed(uri: string): boolean {
    if (!uri.startsWith('file:')) return false;
    this.open.delete(uriToPath(uri));
    return this.checks.closed(uriToPath(uri));
  }

  changed(uri: string, type: number): void {
    if (uri.startsWith('file:')) this.checks.changed(uriToPath(uri), type);
  }

  private async readExclude(): Promise<void> {
    if (!this.host.canPullConfig()) return;
    try {
      const [raw] = await this.connection.workspace.getConfiguration([{ section: 'files.exclude' }]);
      this.exclude = excludeGlobs(raw);
    } catch (e) {
      this.host.log(`workspace diagnostics: files.exclude not read: ${(e as Error).message}`);
    }
  }

  private diagnose(file: string, content: FileContent): Diagnostic[] | undefined {
    const uri = uriOf(file);
    try {
      if (content.kind === 'tooLarge') {
        const doc = TextDocument.create(uri, 'yaml', 0, '');
        return isTaskFile(file, content.head, this.host.settings().taskFiles) ? [this.host.tooLarge(doc, content.bytes)] : undefined;
      }
      return this.host.findings(TextDocument.create(uri, 'yaml', 0, content.text));
    } catch (e) {
      this.host.log(`workspace check of ${file} failed: ${(e as Error)?.stack ?? e}`);
      return undefined;
    } finally {
      this.host.forget(uri);
    }
  }

  private report(done: number, total: number): void {
    if (!this.roundStart) this.roundStart = performance.now();
    if (total === 0) {
      this.host.log(`workspace diagnostics: ${done} files checked in ${(performance.now() - this.roundStart).toFixed(0)} ms; ${this.checks.withDiagnostics.size} closed files with diagnostics; heap ${heapUsedMb()} MB`);
      this.roundStart = 0;
      this.lastPercent = -1;
      const p = this.progress;
      this.progress = undefined;
      p?.then((r) => r?.done());
      return;
    }
    if (!this.host.canShowProgress()) return;
    const percent = Math.floor((done * 100) / total);
    if (percent === this.lastPercent) return;
    this.lastPercent = percent;
    const message = `${done}/${total}`;
    if (!this.progress) {
      this.progress = this.connection.window.createWorkDoneProgress().then(
        (r) => {
          r.begin(PROGRESS_TITLE, percent, message, false);
          return r;
        },
        () => undefined,
      );
      return;
    }
    this.progress.then((r) => r?.report(percent, message));
  }
}

/**
 * The heap in use, in MB: after a full collection when the process allows one
 * (`node --expose-gc`, as the bench starts the server), so the log shows what
 * the checks keep.
 */
function heapUsedMb(): string {
  (globalThis as { gc?: () => void }).gc?.();
  return (process.memoryUsage().heapUsed / 1024 / 1024).toFixed(1);
}

const MAX_EXCLUDE_GLOBS = 200;
const MAX_EXCLUDE_GLOB_LENGTH = 300;

/**
 * The globs of a `files.exclude` value that are switched on (`true`; a `when`
 * condition is not evaluated, so such an entry does not exclude), bounded like
 * the other glob settings: it can come from an untrusted workspace.
 */
export function excludeGlobs(raw: unknown): string[] {
  if (!raw || typeof raw !== 'object') return [];
  return Object.entries(raw as Record<string, unknown>)
    .filter(([glob, on]) => on === true && glob.length > 0 && glob.length <= MAX_EXCLUDE_GLOB_LENGTH)
    .map(([glob]) => glob.replace(/\/+$/, ''))
    .slice(0, MAX_EXCLUDE_GLOBS);
}

/** The file: URI of an absolute path. */
function uriOf(file: string): string {
  return pathToFileURL(file).href;
}
