/**
 * The language server's side of criteria files (services/criteriaCheck.ts,
 * services/criteriaMissing.ts): which open documents are criteria files, their
 * diagnostics, the `criteria/missing` information on a task and its quick fix
 * (the client's "MCU: Generate Criteria" command, not an edit).
 *
 * The missing check reads the file system, so it runs only in a trusted
 * workspace and only for saved (file:) tasks inside a workspace folder (the
 * upward search stops there; a file opened on its own has no benchmark). It stats a handful of paths; the
 * answer is kept per task for a few seconds and dropped when a watched `.txt`
 * file is created or deleted, so typing does not stat on every keystroke.
 */
import * as fs from 'fs';
import * as path from 'path';
import { CodeAction, CodeActionKind, Diagnostic, FileChangeType, type FileEvent } from 'vscode-languageserver/node';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { diag, TaskDiagnostic } from '../../model/task/diagnostic';
import { READ_LIMITS } from '../../util/safeRead';
import type { TaskModel } from '../../model/task/taskModel';
import { filterDisabled } from '../../analysis/lint/validate';
import { checkCriteriaText } from '../../api/services/criteriaCheck';
import { missingCriteria } from '../../api/services/criteriaMissing';
import { CRITERIA } from '../../model/diagnosticCodes';
import { isCriteriaFile } from '../../evaluation/taskFiles/criteriaFileDetection';
import { criteriaCandidates } from '../../evaluation/taskFiles/criteriaLocation';
import type { ServerSettings } from './settings';
import { uriToPath } from './uriPath';
import { FILE } from '../../model/diagnosticCodes';

/** The client command that drafts a criteria file (client/src/llm/criteriaCommand.ts), arguments [task uri]. */
export const GENERATE_CRITERIA_COMMAND = 'mcu.generateCriteria';
const LOOKUP_TTL_MS = 5000;

export class CriteriaSupport {
  private roots: string[] = [];
  private readonly lookups = new Map<string, { at: number; exists: boolean }>();
  private readonly checks = new Map<string, { version: number; key: string; diagnostics: TaskDiagnostic[] }>();

  constructor(private readonly settings: () => ServerSettings, private readonly trusted: () => boolean) {}

  /** The workspace folders (file: URIs): the upward search for criteria_files stops at the one holding the task. */
  setRoots(folders: { uri: string }[] | null | undefined): void {
    this.roots = (folders ?? []).filter((f) => f.uri.startsWith('file:')).map((f) => uriToPath(f.uri));
  }

  isCriteria(doc: TextDocument): boolean {
    return doc.uri.startsWith('file:') && isCriteriaFile(uriToPath(doc.uri), this.settings().sideFiles.criteriaFolder);
  }

  /** The criteria file's findings, once per version and settings (one warning instead for a file over 1 MB). */
  diagnostics(doc: TextDocument): TaskDiagnostic[] {
    const key = this.settings().disabledChecks.join('\n');
    let c = this.checks.get(doc.uri);
    if (!c || c.version !== doc.version || c.key !== key) {
      const text = doc.getText();
      const bytes = Buffer.byteLength(text, 'utf8');
      // Criteria files are a few KB; the readers stop at 1 MB (util/safeRead.ts), and so does the check as you type.
      const diagnostics = bytes > READ_LIMITS.text
        ? [diag(0, 0, 'warning', FILE.tooLarge, `This criteria file is ${(bytes / 1024 / 1024).toFixed(1)} MB, over the 1 MB criteria files are read up to (the judge and the preview stop there too), so it was not checked.`)]
        : checkCriteriaText(text, this.settings().disabledChecks);
      c = { version: doc.version, key, diagnostics };
      this.checks.set(doc.uri, c);
    }
    return c.diagnostics;
  }

  /** `criteria/missing` for a task document, or nothing (untrusted, unsaved, found, or switched off). */
  missing(doc: TextDocument, model: TaskModel): TaskDiagnostic[] {
    if (!this.trusted() || !doc.uri.startsWith('file:')) return [];
    if (!filterDisabled([{ start: 0, end: 0, severity: 'information', code: CRITERIA.missing, message: '' }], this.settings().disabledChecks).length) return [];
    const file = uriToPath(doc.uri);
    const workspaceRoot = this.roots.filter((r) => inside(file, r)).sort((x, y) => y.length - x.length)[0];
    // A task outside every workspace folder belongs to no benchmark we can see: nothing to search.
    if (!workspaceRoot) return [];
    const search = { folder: this.settings().sideFiles.criteriaFolder, workspaceRoot };
    const now = Date.now();
    let found = this.lookups.get(doc.uri);
    if (!found || now - found.at >= LOOKUP_TTL_MS) {
      found = { at: now, exists: criteriaCandidates(file, search).some(isRegularFile) };
      this.lookups.set(doc.uri, found);
    }
    if (found.exists) return [];
    const show = (f: string) => path.relative(workspaceRoot, f);
    const finding = missingCriteria(model, file, search, () => false, show);
    return finding ? [finding] : [];
  }

  /** The quick fix of each `criteria/missing` the client sent: run "MCU: Generate Criteria" on the task. */
  codeActions(doc: TextDocument, sent: Diagnostic[]): CodeAction[] {
    return sent.filter((d) => d.code === CRITERIA.missing).map((d) => ({
      title: 'Draft a criteria file with MCU: Generate Criteria',
      kind: CodeActionKind.QuickFix,
      diagnostics: [d],
      command: { title: 'MCU: Generate Criteria', command: GENERATE_CRITERIA_COMMAND, arguments: [doc.uri] },
    }));
  }

  /** Asks the client to report created and deleted .txt files (when it can), so a new criteria file clears the information. */
  /**
   * Files were created, changed or deleted (the server's one watched-files
   * handler passes every change here): a created or deleted file may be a
   * criteria file, so the lookups are dropped. True when the caller should
   * check its open documents again.
   */
  filesChanged(changes: readonly FileEvent[]): boolean {
    if (!changes.some((c) => c.type !== FileChangeType.Changed)) return false;
    this.lookups.clear();
    return true;
  }

  forget(uri: string): void {
    this.lookups.delete(uri);
    this.checks.delete(uri);
  }
}

function inside(file: string, root: string): boolean {
  const rel = path.relative(root, file);
  return !rel.startsWith('..') && !path.isAbsolute(rel);
}

function isRegularFile(file: string): boolean {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}
