import { ChildProcess, spawn } from 'child_process';
import * as path from 'path';
import { pathToFileURL } from 'url';
import { createMessageConnection, MessageConnection, StreamMessageReader, StreamMessageWriter } from 'vscode-jsonrpc/node';
import type { Diagnostic, PublishDiagnosticsParams } from 'vscode-languageserver-protocol';
import { repoRoot } from './paths';

export interface InitializeExtra {
  workspaceFolders?: { uri: string; name: string }[];
  capabilities?: { workspace?: Record<string, unknown>; textDocument?: Record<string, unknown> };
}

/**
 * Drives the built language server (dist/server.js) over stdio the way an
 * editor does: JSON-RPC initialize, didOpen/didChange, requests.
 */
export class LspTestClient {
  readonly proc: ChildProcess;
  readonly conn: MessageConnection;
  private readonly diagnostics = new Map<string, PublishDiagnosticsParams[]>();
  private readonly waiters: { uri: string; version?: number; resolve: (p: PublishDiagnosticsParams) => void }[] = [];
  stderr = '';

  /** `rootPath`: the workspace folder (default the repository); `initializationOptions`: as the extension sends them; `nodeArgs`: flags for node (the bench's --expose-gc). */
  constructor(settings: Record<string, unknown> = {}, private readonly options: { rootPath?: string; initializationOptions?: unknown; nodeArgs?: string[] } = {}) {
    this.proc = spawn(process.execPath, [...(options.nodeArgs ?? []), path.join(repoRoot, 'dist', 'server.js'), '--stdio'], { stdio: ['pipe', 'pipe', 'pipe'] });
    this.proc.stderr!.on('data', (d) => (this.stderr += d));
    this.conn = createMessageConnection(new StreamMessageReader(this.proc.stdout!), new StreamMessageWriter(this.proc.stdin!));
    this.conn.onNotification('textDocument/publishDiagnostics', (p: PublishDiagnosticsParams) => {
      const list = this.diagnostics.get(p.uri) ?? [];
      list.push(p);
      this.diagnostics.set(p.uri, list);
      for (let i = this.waiters.length - 1; i >= 0; i--) {
        const w = this.waiters[i];
        if (w.uri === p.uri && (w.version === undefined || p.version === w.version)) {
          this.waiters.splice(i, 1);
          w.resolve(p);
        }
      }
    });
    this.conn.onRequest('workspace/configuration', () => [settings]);
    this.conn.onRequest('client/registerCapability', () => null);
    this.conn.onNotification('window/logMessage', () => undefined);
    this.conn.listen();
  }

  /** `extra`: workspace folders to open, and client capabilities added to the defaults. */
  async initialize(extra: InitializeExtra = {}): Promise<unknown> {
    const res = await this.conn.sendRequest('initialize', {
      processId: process.pid,
      rootUri: pathToFileURL(this.options.rootPath ?? repoRoot).href,
      ...(this.options.initializationOptions ? { initializationOptions: this.options.initializationOptions } : {}),
      capabilities: {
        workspace: { configuration: true, didChangeConfiguration: { dynamicRegistration: true }, ...extra.capabilities?.workspace },
        textDocument: { publishDiagnostics: {}, ...extra.capabilities?.textDocument },
      },
      ...(extra.workspaceFolders ? { workspaceFolders: extra.workspaceFolders } : {}),
    });
    await this.conn.sendNotification('initialized', {});
    return res;
  }

  /** Resolves with the next diagnostics published for `uri` (and `version`, when given). */
  nextDiagnostics(uri: string, version?: number, timeoutMs = 10000): Promise<PublishDiagnosticsParams> {
    return new Promise((resolve, reject) => {
      const t = setTimeout(() => reject(new Error(`no diagnostics for ${uri} v${version} within ${timeoutMs} ms`)), timeoutMs);
      this.waiters.push({ uri, version, resolve: (p) => { clearTimeout(t); resolve(p); } });
    });
  }

  /** Every publishDiagnostics received for `uri` so far, oldest first. */
  publishedFor(uri: string): PublishDiagnosticsParams[] {
    return this.diagnostics.get(uri) ?? [];
  }

  /** Resolves once the latest diagnostics published for `uri` (already received or to come) satisfy `ok`. */
  async latestDiagnostics(uri: string, ok: (d: Diagnostic[]) => boolean = () => true, timeoutMs = 10000): Promise<Diagnostic[]> {
    for (const t0 = Date.now(); ; await new Promise((r) => setTimeout(r, 20))) {
      const last = this.publishedFor(uri).at(-1);
      if (last && ok(last.diagnostics)) return last.diagnostics;
      if (Date.now() - t0 > timeoutMs) throw new Error(`no matching diagnostics for ${uri} within ${timeoutMs} ms; last: ${JSON.stringify(last?.diagnostics.map((d) => d.code))}`);
    }
  }

  async open(uri: string, text: string, version = 1): Promise<Diagnostic[]> {
    const wait = this.nextDiagnostics(uri, version);
    await this.conn.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'yaml', version, text } });
    return (await wait).diagnostics;
  }

  async change(uri: string, version: number, changes: unknown[]): Promise<Diagnostic[]> {
    const wait = this.nextDiagnostics(uri, version);
    await this.conn.sendNotification('textDocument/didChange', { textDocument: { uri, version }, contentChanges: changes });
    return (await wait).diagnostics;
  }

  request<T>(method: string, params: unknown): Promise<T> {
    return this.conn.sendRequest(method, params) as Promise<T>;
  }

  async stop(): Promise<void> {
    try {
      await Promise.race([this.conn.sendRequest('shutdown'), new Promise((r) => setTimeout(r, 2000))]);
      await this.conn.sendNotification('exit');
    } catch {
      /* already gone */
    }
    this.conn.dispose();
    await new Promise<void>((resolve) => {
      if (this.proc.exitCode !== null) return resolve();
      const t = setTimeout(() => { this.proc.kill('SIGKILL'); resolve(); }, 2000);
      this.proc.once('exit', () => { clearTimeout(t); resolve(); });
    });
  }
}
