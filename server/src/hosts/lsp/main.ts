import { pathToFileURL } from 'url';
import { uriToPath } from './uriPath';
import {
  CodeAction, CompletionItem, CompletionList, createConnection, LSPErrorCodes, Message, DidChangeConfigurationNotification, DidChangeWatchedFilesNotification, DocumentLink, Hover, InitializeResult, InlayHint,
  Diagnostic, Location, MarkupKind, ProposedFeatures, Range, ResponseError, TextDocumentSyncKind, TextDocuments, TextEdit, WorkspaceEdit,
} from 'vscode-languageserver/node';
import type { SignatureHelp } from 'vscode-languageserver/node';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { diag } from '../../model/task/diagnostic';
import { tooLargeMessage } from '../../model/task/fileSizeLimit';
import {
  codeLenses, complete, MAX_COMPLETIONS, documentLinks, documentSymbols, inlayHints, reportPathFor, fixesFor, getRegistry, hover, identityDefinitions, identityReferences, prepareIdentityRename, renameIdentity, suppressionFixesFor,
} from '../../api';
import { signatureHelp } from '../../api';
import { range, toCodeAction, toCompletionItem, toDocumentSymbol, toLspDiagnostic } from './convert';
import { toSignatureHelp } from './convert';
import { registerCustomRequests } from './customRequests';
import { CriteriaSupport } from './criteria';
import { DocumentState } from './documentState';
import { folderName, FolderVersions } from './folderVersions';
import { DEFAULT_SETTINGS, readSettings, ServerSettings } from './settings';
import { WORKSPACE_TRUSTED_NOTIFICATION } from '../../api/protocol/requests';
import { SideFileStore } from './sideFileStore';
import { WorkspaceDiagnostics } from './workspaceDiagnostics';
import { FILE } from '../../model/diagnosticCodes';

// stdio or IPC is chosen from the command line (--stdio / --node-ipc), as vscode-languageclient passes it.
// A request cancelled while it still waits in the queue (behind a slow one) is
// answered RequestCancelled at once instead of being computed for nothing.
const connection = createConnection(ProposedFeatures.all, {
  cancelUndispatched: (message) =>
    Message.isRequest(message)
      ? { jsonrpc: '2.0', id: message.id, error: { code: LSPErrorCodes.RequestCancelled, message: 'The request was cancelled before it started.' } }
      : undefined,
});
const documents = new TextDocuments(TextDocument);
let settings: ServerSettings = DEFAULT_SETTINGS;
let canPullConfig = false;
/** The client tells when workspace folders are added or removed. */
let canWatchFolders = false;
/** The client reads signature parameters as offsets into the label (LSP 3.14+). */
let signatureLabelOffsets = false;
/**
 * Whether the workspace is trusted (the client says so at start and when trust
 * is granted). In Restricted Mode the hover reads no file beside the task: an
 * untrusted folder decides what is there.
 */
let workspaceTrusted = true;
/** The client runs `mcu.quickFixApplied` (initialization option `quickFixAppliedCommand`): quick fixes then carry it after their edit. */
let quickFixAppliedCommand = false;
/** mcu.minecraftVersion per workspace folder (resource-scoped); a document in no folder uses `settings`. */
const folderVersions = new FolderVersions();
const state = new DocumentState(() => settings, (uri) => folderVersions.versionFor(uri, settings.minecraftVersion));
const criteria = new CriteriaSupport(() => settings, () => workspaceTrusted);
const timers = new Map<string, NodeJS.Timeout>();
/** Files beside the tasks (document links, verify-outcome hints); set at initialize from the workspace folders. */
let sideFiles = new SideFileStore([]);
let canWatchFiles = false;
/** The client shows server-initiated work-done progress (window.workDoneProgress). */
let canShowProgress = false;

function log(msg: string): void {
  connection.console.log(`[${new Date().toISOString().slice(11, 23)}] ${msg}`);
}

/** Runs a handler so that a bug in one feature is logged instead of taking the server down. */
function guard<T>(what: string, fallback: T, fn: () => T): T {
  try {
    return fn();
  } catch (e) {
    log(`${what} failed: ${(e as Error)?.stack ?? e}`);
    return fallback;
  }
}

/**
 * A rejected setting value: logged every time, shown to the user once per
 * message (settings are re-read on every configuration change).
 */
const shownSettingWarnings = new Set<string>();
function warnSetting(message: string): void {
  log(`setting ignored: ${message}`);
  if (shownSettingWarnings.has(message)) return;
  shownSettingWarnings.add(message);
  connection.window.showWarningMessage(`MCU Task Studio: ${message}`);
}

connection.onInitialize((params): InitializeResult => {
  canPullConfig = !!params.capabilities.workspace?.configuration;
  signatureLabelOffsets = !!params.capabilities.textDocument?.signatureHelp?.signatureInformation?.parameterInformation?.labelOffsetSupport;
  const init = params.initializationOptions as { settings?: unknown; workspaceTrusted?: unknown; quickFixAppliedCommand?: unknown } | undefined;
  settings = readSettings(init?.settings, warnSetting);
  workspaceTrusted = init?.workspaceTrusted !== false;
  quickFixAppliedCommand = init?.quickFixAppliedCommand === true;
  canWatchFiles = !!params.capabilities.workspace?.didChangeWatchedFiles?.dynamicRegistration;
  canShowProgress = !!params.capabilities.window?.workDoneProgress;
  const folders = params.workspaceFolders?.map((f) => f.uri) ?? (params.rootUri ? [params.rootUri] : []);
  sideFiles = new SideFileStore(folders.filter((u) => u.startsWith('file:')).map(uriToPath));
  folderVersions.setFolders((params.workspaceFolders ?? []).map((f) => f.uri));
  canWatchFolders = !!params.capabilities.workspace?.workspaceFolders;
  criteria.setRoots(params.workspaceFolders ?? (params.rootUri ? [{ uri: params.rootUri }] : []));
  return {
    capabilities: {
      textDocumentSync: TextDocumentSyncKind.Incremental,
      hoverProvider: true,
      completionProvider: { triggerCharacters: ['/', ' ', ':', '@', '[', ',', '=', '{'], resolveProvider: false },
      // Shown after a space; kept up to date while typing (closing a selector, NBT or quote can end an argument).
      signatureHelpProvider: { triggerCharacters: [' '], retriggerCharacters: [']', '}', '"'] },
      documentSymbolProvider: true,
      codeActionProvider: { codeActionKinds: ['quickfix'] },
      codeLensProvider: { resolveProvider: false },
      definitionProvider: true,
      referencesProvider: true,
      renameProvider: { prepareProvider: true },
      documentLinkProvider: { resolveProvider: false },
      inlayHintProvider: { resolveProvider: false },
      workspace: { workspaceFolders: { supported: true, changeNotifications: true } },
    },
    serverInfo: { name: 'MCU Task Studio language server', version: '0.1.0' },
  };
});

connection.onInitialized(async () => {
  if (canPullConfig) {
    connection.client.register(DidChangeConfigurationNotification.type, { section: 'mcu' }).catch(() => undefined);
    await refreshSettings();
    // Files opened while the settings were read were checked against the workspace-wide version.
    for (const doc of documents.all()) schedule(doc, 0);
  }
  // Side files (and criteria files) are listed once and then followed through the editor's file watcher.
  if (canWatchFiles) connection.client.register(DidChangeWatchedFilesNotification.type, { watchers: [{ globPattern: '**/*' }] }).catch(() => undefined);
  if (canWatchFolders) {
    connection.workspace.onDidChangeWorkspaceFolders(async () => {
      const now = ((await connection.workspace.getWorkspaceFolders()) ?? []).map((f) => f.uri);
      folderVersions.setFolders(now);
      sideFiles = new SideFileStore(now.filter((u) => u.startsWith('file:')).map(uriToPath));
      await refreshSettings();
      for (const doc of documents.all()) schedule(doc, 0);
      workspace.rescan(sideFiles.folderIndexes);
    });
  }
  log(`ready; Minecraft ${settings.minecraftVersion}${folderVersionsNote()}`);
  workspace.rescan(sideFiles.folderIndexes);
});

async function refreshSettings(): Promise<void> {
  if (!canPullConfig) return;
  try {
    const [raw] = await connection.workspace.getConfiguration([{ section: 'mcu' }]);
    settings = readSettings(raw, warnSetting);
  } catch (e) {
    log(`could not read settings: ${(e as Error).message}`);
  }
  try {
    getRegistry(settings.minecraftVersion);
  } catch (e) {
    connection.window.showWarningMessage(`MCU Task Studio: ${(e as Error).message}. Using ${DEFAULT_SETTINGS.minecraftVersion}.`);
    settings = { ...settings, minecraftVersion: DEFAULT_SETTINGS.minecraftVersion };
  }
  try {
    await folderVersions.refresh((items) => connection.workspace.getConfiguration(items), warnSetting);
  } catch (e) {
    log(`could not read the folders' settings: ${(e as Error).message}`);
  }
}

/** `; folders a: 1.20.4, …` when workspace folders are open (for the log). */
function folderVersionsNote(): string {
  const parts = folderVersions.folderUris.map((f) => `${folderName(f)}: ${folderVersions.versionFor(f, settings.minecraftVersion)}`);
  return parts.length ? `; folders ${parts.join(', ')}` : '';
}

connection.onNotification(WORKSPACE_TRUSTED_NOTIFICATION, () => {
  workspaceTrusted = true;
  for (const doc of documents.all()) schedule(doc, 0);
  workspace.rescan(sideFiles.folderIndexes);
});

connection.onDidChangeConfiguration(async (change) => {
  if (canPullConfig) await refreshSettings();
  else settings = readSettings((change.settings as { mcu?: unknown } | undefined)?.mcu, warnSetting);
  state.clear();
  for (const doc of documents.all()) schedule(doc, 0);
  workspace.rescan(sideFiles.folderIndexes);
  connection.languages.inlayHint.refresh().catch(() => undefined);
});

/** When an open document last changed (performance.now()): the workspace checks wait while typing goes on. */
let lastEdit = -Infinity;

function schedule(doc: TextDocument, delay = settings.validationDelay): void {
  const old = timers.get(doc.uri);
  if (old) clearTimeout(old);
  timers.set(doc.uri, setTimeout(() => {
    timers.delete(doc.uri);
    publish(doc.uri);
  }, delay));
}

function publish(uri: string): void {
  const doc = documents.get(uri);
  if (!doc) return;
  guard('validation', undefined, () => {
    const t0 = performance.now();
    const found = findingsOf(doc) ?? [];
    connection.sendDiagnostics({ uri, version: doc.version, diagnostics: found });
    if (state.isTask(doc)) log(`validated ${uri.split('/').pop()} v${doc.version}: ${found.length} diagnostics in ${(performance.now() - t0).toFixed(1)} ms`);
  });
}

/**
 * The diagnostics of a document, open or read from disk (workspace
 * diagnostics): criteria file, too-large task or task. Undefined when it is
 * neither a task nor a criteria file.
 */
function findingsOf(doc: TextDocument): Diagnostic[] | undefined {
  if (criteria.isCriteria(doc)) return criteria.diagnostics(doc).map((d) => toLspDiagnostic(doc, d));
  if (!state.isTask(doc)) return undefined;
  if (state.tooLarge(doc)) return [tooLargeDiagnostic(doc, state.bytes(doc))];
  return [...state.diagnostics(doc), ...criteria.missing(doc, state.analysis(doc).model)].map((d) => toLspDiagnostic(doc, d));
}

function tooLargeDiagnostic(doc: TextDocument, bytes: number): Diagnostic {
  const message = tooLargeMessage(bytes, settings.maxFileSizeMb, 'raise mcu.maxFileSizeMb to check it');
  log(`not checked: ${doc.uri.split('/').pop()} is ${bytes} bytes`);
  return toLspDiagnostic(doc, diag(0, 0, 'warning', FILE.tooLarge, message));
}

// Workspace diagnostics (lsp/workspaceDiagnostics.ts): closed files are checked from disk through findingsOf.
const workspace = new WorkspaceDiagnostics(connection, {
  settings: () => settings,
  findings: findingsOf,
  tooLarge: tooLargeDiagnostic,
  forget: (uri) => {
    state.forget(uri);
    criteria.forget(uri);
  },
  typing: () => timers.size > 0 || performance.now() - lastEdit < TYPING_PAUSE_MS,
  canShowProgress: () => canShowProgress,
  canPullConfig: () => canPullConfig,
  log,
});
/** The workspace checks wait this long after the last edit of an open document. */
const TYPING_PAUSE_MS = 300;

// TextDocuments fires onDidChangeContent right after onDidOpen for the same
// version: skip that one, or every opened file would wait validationDelay.
// Keyed by version, so a real edit is never mistaken for it.
const openedVersion = new Map<string, number>();
documents.onDidOpen((e) => {
  openedVersion.set(e.document.uri, e.document.version);
  workspace.opened(e.document.uri);
  schedule(e.document, 0);
});
documents.onDidChangeContent((e) => {
  const opened = openedVersion.get(e.document.uri);
  openedVersion.delete(e.document.uri);
  if (opened === e.document.version) return;
  lastEdit = performance.now();
  schedule(e.document);
});
documents.onDidClose((e) => {
  openedVersion.delete(e.document.uri);
  const t = timers.get(e.document.uri);
  if (t) clearTimeout(t);
  timers.delete(e.document.uri);
  state.forget(e.document.uri);
  criteria.forget(e.document.uri);
  // With workspace diagnostics the file's disk version is checked instead of clearing.
  if (!workspace.closed(e.document.uri)) connection.sendDiagnostics({ uri: e.document.uri, diagnostics: [] });
});

connection.onHover((params, token): Hover | null => {
  const doc = documents.get(params.textDocument.uri);
  if (!doc || token.isCancellationRequested || !state.checkable(doc)) return null;
  return guard('hover', null, () => {
    const offset = doc.offsetAt(params.position);
    const a = state.analysis(doc);
    // The six difficulty dimensions on `text` read the files saved beside a task on disk.
    const file = workspaceTrusted && doc.uri.startsWith('file:') ? uriToPath(doc.uri) : undefined;
    const h = hover(a.model, offset, a.registry, () => a.insight, file);
    return h ? { contents: { kind: MarkupKind.Markdown, value: h.markdown }, range: range(doc, h.start, h.end) } : null;
  });
});

connection.onCompletion((params, token): CompletionItem[] | CompletionList => {
  const doc = documents.get(params.textDocument.uri);
  if (!doc || token.isCancellationRequested || !state.checkable(doc)) return [];
  return guard('completion', [], () => {
    const offset = doc.offsetAt(params.position);
    const a = state.analysis(doc);
    const items = complete(a.model, offset, a.registry).map((c) => toCompletionItem(doc, c));
    // A list that may have been cut is incomplete: the editor asks again as the word grows (MAX_COMPLETIONS says why).
    return items.length >= MAX_COMPLETIONS ? { isIncomplete: true, items } : items;
  });
});

connection.onSignatureHelp((params, token): SignatureHelp | null => {
  const doc = documents.get(params.textDocument.uri);
  if (!doc || token.isCancellationRequested || !state.checkable(doc)) return null;
  return guard('signature help', null, () => {
    const a = state.analysis(doc);
    const help = signatureHelp(a.model, doc.offsetAt(params.position), a.registry);
    return help ? toSignatureHelp(help, signatureLabelOffsets) : null;
  });
});

connection.onDocumentSymbol((params, token) => {
  const doc = documents.get(params.textDocument.uri);
  if (!doc || token.isCancellationRequested || !state.checkable(doc)) return [];
  return guard('symbols', [], () => documentSymbols(state.analysis(doc).model).map((s) => toDocumentSymbol(doc, s)));
});

connection.onCodeAction((params, token): CodeAction[] => {
  const doc = documents.get(params.textDocument.uri);
  if (!doc || token.isCancellationRequested || !state.checkable(doc)) return [];
  return guard('code actions', [], () => {
    const start = doc.offsetAt(params.range.start);
    const end = doc.offsetAt(params.range.end);
    const diagnostics = state.diagnostics(doc);
    const offered = [...fixesFor(diagnostics, start, end), ...suppressionFixesFor(state.analysis(doc).model, diagnostics, start, end)];
    return offered.map(({ diagnostic, fix }) => {
      const lsp = toLspDiagnostic(doc, diagnostic);
      const sent = params.context.diagnostics.find((d) => d.code === lsp.code && d.range.start.line === lsp.range.start.line && d.range.start.character === lsp.range.start.character);
      return toCodeAction(doc, fix, sent ?? lsp, quickFixAppliedCommand);
    }).concat(criteria.codeActions(doc, params.context.diagnostics));
  });
});

connection.onCodeLens((params, token) => {
  const doc = documents.get(params.textDocument.uri);
  if (!doc || token.isCancellationRequested || !state.checkable(doc)) return [];
  return guard('code lens', [], () => {
    const a = state.analysis(doc);
    return codeLenses(a.model, a.registry, () => a.insight).map((l) => ({
      range: range(doc, l.start, l.end),
      // An empty command makes VS Code show the title as plain text.
      command: { title: l.title, command: '', tooltip: l.tooltip },
    }));
  });
});

// Reward identities (services/identities.ts): definition, references and rename within the file.
connection.onDefinition((params, token): Location[] => {
  const doc = documents.get(params.textDocument.uri);
  if (!doc || token.isCancellationRequested || !state.checkable(doc)) return [];
  return guard('definition', [], () =>
    identityDefinitions(state.analysis(doc).model, doc.offsetAt(params.position)).map((s) => Location.create(doc.uri, range(doc, s.start, s.end))));
});

connection.onReferences((params, token): Location[] => {
  const doc = documents.get(params.textDocument.uri);
  if (!doc || token.isCancellationRequested || !state.checkable(doc)) return [];
  return guard('references', [], () =>
    identityReferences(state.analysis(doc).model, doc.offsetAt(params.position), params.context.includeDeclaration)
      .map((s) => Location.create(doc.uri, range(doc, s.start, s.end))));
});

connection.onPrepareRename((params, token): { range: Range; placeholder: string } | null => {
  const doc = documents.get(params.textDocument.uri);
  if (!doc || token.isCancellationRequested || !state.checkable(doc)) return null;
  return guard('prepare rename', null, () => {
    const r = prepareIdentityRename(state.analysis(doc).model, doc.offsetAt(params.position));
    return r ? { range: range(doc, r.start, r.end), placeholder: r.placeholder } : null;
  });
});

connection.onRenameRequest((params, token): WorkspaceEdit | ResponseError<void> | null => {
  const doc = documents.get(params.textDocument.uri);
  if (!doc || token.isCancellationRequested || !state.checkable(doc)) return null;
  return guard<WorkspaceEdit | ResponseError<void> | null>('rename', null, () => {
    const r = renameIdentity(state.analysis(doc).model, doc.offsetAt(params.position), params.newName);
    if ('error' in r) return new ResponseError(LSPErrorCodes.RequestFailed, r.error);
    return { changes: { [doc.uri]: r.edits.map((e) => TextEdit.replace(range(doc, e.start, e.end), e.newText)) } };
  });
});

// Links to the files that belong to a task (services/documentLinks.ts): none in an untrusted workspace.
connection.onDocumentLinks(async (params, token): Promise<DocumentLink[]> => {
  const doc = documents.get(params.textDocument.uri);
  if (!doc || !workspaceTrusted || !doc.uri.startsWith('file:') || token.isCancellationRequested || !state.checkable(doc)) return [];
  const taskFile = uriToPath(doc.uri);
  const files = await sideFiles.filesFor(taskFile);
  if (token.isCancellationRequested || documents.get(doc.uri) !== doc) return [];
  return guard('document links', [], () => {
    const s = settings.sideFiles;
    return documentLinks(state.analysis(doc).model, { taskFile, criteriaFolder: s.criteriaFolder, videoGlobs: s.videoGlobs, judgeGlobs: s.judgeGlobs, files })
      .map((l) => ({ range: range(doc, l.start, l.end), target: pathToFileURL(l.target).href, tooltip: l.tooltip }));
  });
});

// Inlay hints (services/inlayHints.ts); the saved report is read only in a trusted workspace.
connection.languages.inlayHint.on(async (params, token): Promise<InlayHint[]> => {
  const doc = documents.get(params.textDocument.uri);
  if (!doc || token.isCancellationRequested || !state.checkable(doc)) return [];
  const kinds = settings.inlayHints;
  const taskFile = doc.uri.startsWith('file:') ? uriToPath(doc.uri) : undefined;
  const files = kinds.verifyOutcomes && workspaceTrusted && taskFile ? await sideFiles.filesFor(taskFile) : undefined;
  if (token.isCancellationRequested || documents.get(doc.uri) !== doc) return [];
  return guard('inlay hints', [], () => {
    const report = files && taskFile ? sideFiles.reportAt(reportPathFor(taskFile), files) : undefined;
    const visible = { start: doc.offsetAt(params.range.start), end: doc.offsetAt(params.range.end) };
    return inlayHints(state.analysis(doc), { ...kinds, report, range: visible }).map((h) => ({
      position: doc.positionAt(h.offset), label: h.label, paddingLeft: true, ...(h.tooltip ? { tooltip: h.tooltip } : {}),
    }));
  });
});

// The one handler of watched files (a second onDidChangeWatchedFiles would replace it): side files, criteria files, workspace diagnostics.
connection.onDidChangeWatchedFiles((params) => {
  if (criteria.filesChanged(params.changes)) for (const d of documents.all()) schedule(d, 0);
  let reportChanged = false;
  for (const c of params.changes) {
    if (!c.uri.startsWith('file:')) continue;
    if (sideFiles.changed(uriToPath(c.uri), c.type)) reportChanged = true;
    workspace.changed(c.uri, c.type);
  }
  // A verification just saved its report: the editor asks for the hints again.
  if (reportChanged) connection.languages.inlayHint.refresh().catch(() => undefined);
});

registerCustomRequests(connection, log);

process.on('uncaughtException', (e) => log(`uncaught: ${e?.stack ?? e}`));
process.on('unhandledRejection', (e) => log(`unhandled rejection: ${(e as Error)?.stack ?? e}`));

documents.listen(connection);
connection.listen();
