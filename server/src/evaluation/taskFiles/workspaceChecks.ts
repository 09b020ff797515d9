/**
 * Workspace diagnostics: every task file (and criteria file) of the workspace
 * folders is checked, not only the open ones, so the Problems panel shows the
 * whole benchmark.
 *
 * This holds the file list and the queue; the caller (the language server)
 * says how one file's text becomes diagnostics and where they go, so a closed
 * file is checked by the same code as an open document. The listing is the
 * workspace folders' WorkspaceFileIndex (the side-file index, already kept
 * current from the editor's file events): YAML files, and `.txt` files in a
 * criteria folder.
 *
 * Throttling: one file per macrotask (`defer`, setImmediate in the server),
 * and nothing while the host says it is busy (an open document is being
 * edited), so typing is never queued behind the workspace. Memory: a file's
 * text and analysis live only while it is checked; what is kept is the set of
 * paths whose published list is not empty (to clear them later).
 *
 * Open documents win: a queued file that is open is skipped (its buffer is
 * checked by the host), and closing it queues it first (its disk version).
 */
import * as fs from 'fs';
import { openRegularFile, readTextFile, SafeReadError } from '../../util/safeRead';
import { isCriteriaFile } from './criteriaFileDetection';
import { CompiledGlob, compileGlob, matchGlob } from './glob';
import { isYamlPath } from './taskFileDetection';
import type { WorkspaceFileIndex } from './workspaceFiles';

/** How much of a file over the size limit is read to tell a task (task keys) from other YAML. */
export const HEAD_BYTES = 64 * 1024;
/** How long to wait before looking again while the host is busy. */
const BUSY_RETRY_MS = 100;
/** The folders the listing skips (workspaceFiles.ts), for files named by a change event. */
const SKIPPED_FOLDER = /[\\/](node_modules|\.git)[\\/]/;

/** What the queue found on disk for one file. */
export type FileContent =
  | { kind: 'text'; text: string }
  /** Over the size limit: not read, only its first HEAD_BYTES (to see whether it is a task). */
  | { kind: 'tooLarge'; bytes: number; head: string };

export interface WorkspaceCheckHost<D> {
  /** The findings of one file, or undefined when it is no task or criteria file (then nothing is published). */
  diagnose(file: string, content: FileContent): D[] | undefined;
  publish(file: string, diagnostics: D[]): void;
  /** Open documents are checked from their buffer by the host, never from disk. */
  isOpen(file: string): boolean;
  /** True while an open document waits for validation or was just edited: the queue waits. */
  busy(): boolean;
  /** Progress of the current round: `done` of `total` files; `total` 0 when the queue ran dry. */
  progress?(done: number, total: number): void;
}

export interface WorkspaceCheckOptions {
  enabled: boolean;
  /** Files above this many bytes are not read (file/too-large). */
  maxBytes: number;
  /** mcu.criteria.folder: which `.txt` files are criteria files. */
  criteriaFolder: string;
  /** The editor's `files.exclude` globs (relative to a workspace folder): a file in or under a match is not checked. */
  exclude?: readonly string[];
}

type Defer = (fn: () => void) => void;
type Wait = (fn: () => void, ms: number) => void;

export class WorkspaceChecks<D> {
  private indexes: WorkspaceFileIndex[] = [];
  /** Files to check, in order; `first` holds files just closed, checked before the rest. */
  private readonly queue = new Set<string>();
  private readonly first = new Set<string>();
  /** Closed files whose published diagnostics are not empty. */
  private readonly published = new Set<string>();
  private scheduled = false;
  private done = 0;
  private scanGeneration = 0;
  private readonly idleWaiters: (() => void)[] = [];
  private excluded: CompiledGlob[] = [];

  constructor(
    private readonly host: WorkspaceCheckHost<D>,
    private readonly options: () => WorkspaceCheckOptions,
    private readonly defer: Defer = (fn) => void setImmediate(fn),
    private readonly wait: Wait = (fn, ms) => void setTimeout(fn, ms),
  ) {}

  /** Paths (closed files) that currently show at least one diagnostic. */
  get withDiagnostics(): ReadonlySet<string> {
    return this.published;
  }

  /** Files still waiting to be checked. */
  get pending(): number {
    return this.queue.size + this.first.size;
  }

  /**
   * Lists the folders again (new folders, new settings) and queues every
   * candidate; closed files that were showing diagnostics and are no longer
   * candidates (or the feature is off) are cleared.
   */
  async rescan(indexes: WorkspaceFileIndex[]): Promise<void> {
    const generation = ++this.scanGeneration;
    this.indexes = indexes;
    const { enabled, criteriaFolder, exclude } = this.options();
    this.excluded = (exclude ?? []).map(compileGlob);
    const listed = new Set<string>();
    if (enabled) {
      for (const index of indexes) {
        await index.ready();
        if (generation !== this.scanGeneration) return;
        for (const f of index.matching(['**/*.yaml', '**/*.yml'])) if (!this.isExcluded(f)) listed.add(f);
        for (const f of index.matching(['**/*.txt'])) if (isCriteriaFile(f, criteriaFolder) && !this.isExcluded(f)) listed.add(f);
      }
    }
    for (const f of [...this.published]) if (!listed.has(f)) this.clear(f);
    this.queue.clear();
    this.first.clear();
    this.done = 0;
    for (const f of listed) if (!this.host.isOpen(f)) this.queue.add(f);
    this.kick();
  }

  /** A workspace file event (1 created, 2 changed, 3 deleted, as LSP's FileChangeType). */
  changed(file: string, type: number): void {
    if (type === 3) {
      this.deleted(file);
      return;
    }
    if (!this.options().enabled || !this.isCandidate(file) || !this.indexes.some((i) => i.contains(file))) return;
    if (this.host.isOpen(file)) return;
    this.queue.add(file);
    this.kick();
  }

  /** A document was opened: its buffer is checked from now on, so the disk check is dropped. */
  opened(file: string): void {
    this.queue.delete(file);
    this.first.delete(file);
    this.published.delete(file);
  }

  /** A document was closed: its disk version is checked next. False when the feature is off (the caller clears). */
  closed(file: string): boolean {
    if (!this.options().enabled || !this.isCandidate(file) || !this.indexes.some((i) => i.contains(file))) return false;
    this.queue.delete(file);
    this.first.add(file);
    this.kick();
    return true;
  }

  /** Resolves once the queue is empty (tests and the bench). */
  idle(): Promise<void> {
    if (!this.pending && !this.scheduled) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private isCandidate(file: string): boolean {
    // Every file event of the workspace comes here (a build writes thousands): the name first, the globs last.
    if (!isYamlPath(file) && !isCriteriaFile(file, this.options().criteriaFolder)) return false;
    return !SKIPPED_FOLDER.test(file) && !this.isExcluded(file);
  }

  /** In or under a `files.exclude` match: the file's path relative to its folder, or any of its parent folders, matches. */
  private isExcluded(file: string): boolean {
    if (!this.excluded.length) return false;
    const rel = this.indexes.find((i) => i.contains(file))?.relative(file);
    if (rel === undefined) return false;
    const parts = rel.split('/');
    for (let n = 1; n <= parts.length; n++) {
      const p = parts.slice(0, n).join('/');
      if (this.excluded.some((g) => matchGlob(g, p))) return true;
    }
    return false;
  }

  private deleted(file: string): void {
    // A file, or a folder (a checkout can remove one): everything below it goes too.
    const below = file.endsWith('/') || file.endsWith('\\') ? file : file + (file.includes('\\') ? '\\' : '/');
    const gone = (f: string) => f === file || f.startsWith(below);
    for (const set of [this.queue, this.first]) for (const f of [...set]) if (gone(f)) set.delete(f);
    for (const f of [...this.published]) if (gone(f) && !this.host.isOpen(f)) this.clear(f);
  }

  private clear(file: string): void {
    this.published.delete(file);
    this.host.publish(file, []);
  }

  private kick(): void {
    if (this.scheduled) return;
    if (!this.pending) {
      this.finishRound();
      return;
    }
    this.scheduled = true;
    this.defer(() => this.step());
  }

  private step(): void {
    this.scheduled = false;
    if (!this.pending) return this.finishRound();
    if (this.host.busy()) {
      this.scheduled = true;
      this.wait(() => this.step(), BUSY_RETRY_MS);
      return;
    }
    const from = this.first.size ? this.first : this.queue;
    const file = from.values().next().value as string;
    from.delete(file);
    try {
      this.checkOne(file);
    } finally {
      this.done++;
      this.host.progress?.(this.done, this.done + this.pending);
      this.kick();
    }
  }

  private finishRound(): void {
    if (this.done) this.host.progress?.(this.done, 0);
    this.done = 0;
    for (const w of this.idleWaiters.splice(0)) w();
  }

  private checkOne(file: string): void {
    if (this.host.isOpen(file)) return;
    const content = readContent(file, this.options().maxBytes);
    const found = content ? this.host.diagnose(file, content) : undefined;
    if (found === undefined) {
      // No longer a task (or gone): whatever it showed is cleared.
      if (this.published.has(file)) this.clear(file);
      return;
    }
    if (found.length) this.published.add(file);
    else this.published.delete(file);
    this.host.publish(file, found);
  }
}

/**
 * The file's text, or its size and head when over `maxBytes`; undefined when
 * it is no regular file or cannot be read. Read the project's one safe way
 * (util/safeRead.ts: no FIFO or device opened, never more than the limit
 * read); a symbolic link is skipped, as the folder listing skips it.
 */
export function readContent(file: string, maxBytes: number): FileContent | undefined {
  try {
    if (!fs.lstatSync(file).isFile()) return undefined;
    return { kind: 'text', text: readTextFile(file, maxBytes) };
  } catch (e) {
    if (!(e instanceof SafeReadError) || e.code !== 'ETOOBIG') return undefined;
    return readHead(file, e.bytes ?? maxBytes + 1);
  }
}

/** The first HEAD_BYTES of a file over the limit: enough to see its top-level task keys. */
function readHead(file: string, bytes: number): FileContent | undefined {
  try {
    const { fd } = openRegularFile(file);
    try {
      const head = Buffer.alloc(HEAD_BYTES);
      const n = fs.readSync(fd, head, 0, head.length, 0);
      return { kind: 'tooLarge', bytes, head: head.subarray(0, n).toString('utf8') };
    } finally {
      fs.closeSync(fd);
    }
  } catch {
    return undefined;
  }
}
