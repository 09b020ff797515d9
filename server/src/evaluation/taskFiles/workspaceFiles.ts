/**
 * The files of a workspace folder, listed once and then kept up to date from
 * the editor's file-change notifications, so that document links and inlay
 * hints answer "does this side file exist?" and "which files match these
 * globs?" without touching the disk on every keystroke.
 *
 * The walk is bounded (MAX_FILES entries, MAX_DEPTH folders deep), skips
 * `node_modules`, `.git` and every symbolic link (a link can lead out of the
 * folder), and lists regular files only. Glob results are cached per glob
 * list until the listing changes. Protocol-free: the language server feeds
 * the notifications in; tests build it on a temporary folder.
 */
import * as fs from 'fs';
import * as path from 'path';
import { compileGlob, matchGlob } from './glob';

export const MAX_FILES = 50_000;
export const MAX_DEPTH = 24;
const SKIPPED = new Set(['node_modules', '.git']);

/** What the side-file features need to know about the disk. */
export interface SideFiles {
  /** The workspace folder the task lies in, when there is one. */
  readonly root?: string;
  /** Is `file` (absolute) a listed regular file? */
  exists(file: string): boolean;
  /** Absolute paths of listed files matching any of the globs (relative to the root, `/` separators), sorted. */
  matching(globs: readonly string[]): string[];
}

export class WorkspaceFileIndex implements SideFiles {
  readonly root: string;
  private readonly files = new Set<string>();
  private built?: Promise<void>;
  private version = 0;
  private readonly globCache = new Map<string, { version: number; files: string[] }>();
  /** True when the walk stopped at MAX_FILES. */
  truncated = false;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  /** Lists the folder on first call; later calls return the same promise. */
  ready(): Promise<void> {
    return (this.built ??= this.walk());
  }

  /** True once the first listing is done. */
  isReady(): boolean {
    return this.version > 0;
  }

  private async walk(): Promise<void> {
    const pending: { dir: string; depth: number }[] = [{ dir: this.root, depth: 0 }];
    while (pending.length && this.files.size < MAX_FILES) {
      const { dir, depth } = pending.pop()!;
      let entries: fs.Dirent[];
      try {
        entries = await fs.promises.readdir(dir, { withFileTypes: true });
      } catch {
        continue;
      }
      for (const e of entries) {
        if (e.isSymbolicLink()) continue;
        const abs = path.join(dir, e.name);
        if (e.isDirectory()) {
          if (!SKIPPED.has(e.name) && depth < MAX_DEPTH) pending.push({ dir: abs, depth: depth + 1 });
        } else if (e.isFile()) {
          if (this.files.size >= MAX_FILES) {
            this.truncated = true;
            break;
          }
          this.files.add(this.relative(abs)!);
        }
      }
    }
    this.version++;
  }

  /** `file` relative to the root with `/` separators, or undefined outside it. */
  relative(file: string): string | undefined {
    const rel = path.relative(this.root, path.resolve(file));
    if (!rel || rel.startsWith('..') || path.isAbsolute(rel)) return undefined;
    return rel.split(path.sep).join('/');
  }

  contains(file: string): boolean {
    return this.relative(file) !== undefined;
  }

  exists(file: string): boolean {
    const rel = this.relative(file);
    return rel !== undefined && this.files.has(rel);
  }

  /** A file was created (the editor said so): listed when it is a regular file reached without a link. */
  created(file: string): void {
    const rel = this.relative(file);
    if (rel === undefined || this.files.size >= MAX_FILES || rel.split('/').some((s) => SKIPPED.has(s))) return;
    try {
      if (!fs.lstatSync(file).isFile()) return;
    } catch {
      return;
    }
    this.files.add(rel);
    this.version++;
  }

  /** A file or folder was deleted: it and everything below it leave the listing. */
  deleted(file: string): void {
    const rel = this.relative(file);
    if (rel === undefined) return;
    // A file: one lookup. A folder: everything below it (the only case that scans the listing).
    if (!this.files.delete(rel)) {
      const below = rel + '/';
      for (const f of this.files) if (f.startsWith(below)) this.files.delete(f);
    }
    this.version++;
  }

  matching(globs: readonly string[]): string[] {
    const key = globs.join('\0');
    const hit = this.globCache.get(key);
    if (hit && hit.version === this.version) return hit.files;
    const compiled = globs.map(compileGlob);
    const out: string[] = [];
    for (const f of this.files) if (compiled.some((g) => matchGlob(g, f))) out.push(path.join(this.root, ...f.split('/')));
    out.sort();
    if (this.globCache.size > 200) this.globCache.clear();
    this.globCache.set(key, { version: this.version, files: out });
    return out;
  }
}

/**
 * For a task outside every workspace folder: existence from the disk, each
 * answer kept for `ttlMs`, and no glob search (there is no folder to search).
 */
export class DiskSideFiles implements SideFiles {
  readonly root = undefined;
  private readonly known = new Map<string, { at: number; exists: boolean }>();
  constructor(private readonly ttlMs = 2000, private readonly now: () => number = Date.now) {}

  exists(file: string): boolean {
    const t = this.now();
    const k = this.known.get(file);
    if (k && t - k.at < this.ttlMs) return k.exists;
    let exists = false;
    try {
      exists = fs.lstatSync(file).isFile();
    } catch {
      exists = false;
    }
    if (this.known.size > 1000) this.known.clear();
    this.known.set(file, { at: t, exists });
    return exists;
  }

  matching(): string[] {
    return [];
  }
}

/** A workspace folder's index for files inside it, the disk (cached) for files elsewhere (an absolute criteria folder). */
export function folderSideFiles(index: WorkspaceFileIndex, disk: DiskSideFiles): SideFiles {
  return {
    root: index.root,
    exists: (file) => (index.contains(file) ? index.exists(file) : disk.exists(file)),
    matching: (globs) => index.matching(globs),
  };
}
