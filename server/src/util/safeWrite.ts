/**
 * The one way we write a file: reports, pictures, drafts, criteria, judge
 * results, caches, lists. Task folders come from other people, so what is
 * already at a path may have been planted there:
 *
 * - A symbolic link at the target is never written through (nor replaced):
 *   the write is refused with a message. So is a folder or any other
 *   non-regular file at the target.
 * - With `within`, the target's folder, after resolving every link in its
 *   path, must lie inside `within` (itself resolved): a linked subfolder that
 *   leads out of the tree is refused, and missing folders are created only
 *   after that check.
 * - The data goes to a temporary file created exclusively (O_EXCL, random
 *   name) in the same folder, then is renamed over the target, so a reader
 *   never sees half a file and a link planted meanwhile is replaced, not
 *   followed.
 * - `exclusive` (never replace anything at the path) links the temporary file
 *   to the target name, which fails when anything, a dangling link included,
 *   is there.
 *
 * Backups are made with backupOnce: exclusively, from a regular file only.
 */
import * as crypto from 'crypto';
import * as fs from 'fs';
import * as path from 'path';
import { kindOf, readFileBytes } from './safeRead';

export interface SafeWriteOptions {
  /** The folder the file must stay in once links are resolved (the output folder of a batch, say). */
  within?: string;
  /** Refuse (code EEXIST) when anything is at the path: "nothing overwrites a file without asking". */
  exclusive?: boolean;
  /** Create missing parent folders (after the `within` check). Default true. */
  mkdir?: boolean;
  /** File mode of a new file (default 0o666 less the umask). */
  mode?: number;
}

export class SafeWriteError extends Error {
  constructor(
    /** ELINK (a link at the target), ENOTREG (a folder or special file there), EOUTSIDE (out of `within`), EEXIST, or the OS code. */
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** What is at a path without following a link there; undefined when nothing is. */
function lstatOrUndefined(p: string): fs.Stats | undefined {
  try {
    return fs.lstatSync(p);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return undefined;
    throw e;
  }
}

/** Whether anything, a dangling link included, is at the path. */
export function pathTaken(p: string): boolean {
  return lstatOrUndefined(p) !== undefined;
}

/** Why nothing may be written at `target` as it stands, or undefined when a regular file or nothing is there. */
export function targetRefusal(target: string): SafeWriteError | undefined {
  const st = lstatOrUndefined(target);
  if (!st || st.isFile()) return undefined;
  if (st.isSymbolicLink()) return new SafeWriteError('ELINK', `${target} is a symbolic link; not written through it (remove the link to write here)`);
  return new SafeWriteError('ENOTREG', `${target} is ${kindOf(st)}, not a regular file; not written`);
}

function isInside(child: string, parent: string): boolean {
  const rel = path.relative(parent, child);
  return rel === '' || (rel !== '..' && !rel.startsWith('..' + path.sep) && !path.isAbsolute(rel));
}

/** `p` with links resolved as far as it exists; the missing rest is appended as it is. */
function resolvedAsFarAsItExists(p: string): string {
  const missing: string[] = [];
  for (let d = p; ; d = path.dirname(d)) {
    try {
      return path.join(fs.realpathSync(d), ...missing);
    } catch (e) {
      if (path.dirname(d) === d) throw e;
      missing.unshift(path.basename(d));
    }
  }
}

/**
 * The folder to write in, resolved: its real path, checked against `within`
 * before and after missing folders are made.
 */
function resolveFolder(dir: string, opts: SafeWriteOptions): string {
  const root = opts.within ? resolvedAsFarAsItExists(path.resolve(opts.within)) : undefined;
  const check = (real: string) => {
    if (root && !isInside(real, root)) throw new SafeWriteError('EOUTSIDE', `${dir} leads out of ${opts.within} (to ${real}) through a symbolic link; not written`);
  };
  check(resolvedAsFarAsItExists(dir));
  if (opts.mkdir !== false) fs.mkdirSync(dir, { recursive: true });
  const real = fs.realpathSync(dir);
  check(real);
  return real;
}

/** Writes `data` to `target` as described in the file comment. Throws SafeWriteError, with the reason, when it does not. */
export function writeFileSafely(target: string, data: string | Uint8Array, opts: SafeWriteOptions = {}): void {
  try {
    writeOrThrow(target, data, opts);
  } catch (e) {
    if (e instanceof SafeWriteError) throw e;
    throw new SafeWriteError((e as NodeJS.ErrnoException)?.code ?? 'EIO', describeWriteError(target, e));
  }
}

function writeOrThrow(target: string, data: string | Uint8Array, opts: SafeWriteOptions): void {
  const abs = path.resolve(target);
  const folder = resolveFolder(path.dirname(abs), opts);
  // Write into the resolved folder: a link swapped into the path afterwards does not move the file.
  const final = path.join(folder, path.basename(abs));
  const refused = targetRefusal(final);
  if (refused) throw refused;
  if (opts.exclusive && lstatOrUndefined(final)) throw new SafeWriteError('EEXIST', `${target} already exists; not overwritten`);
  const tmp = path.join(folder, `.${path.basename(abs)}.${crypto.randomBytes(6).toString('hex')}.tmp`);
  const fd = fs.openSync(tmp, 'wx', opts.mode ?? 0o666);
  try {
    try {
      fs.writeFileSync(fd, data);
    } finally {
      fs.closeSync(fd);
    }
    if (opts.exclusive) {
      linkExclusively(tmp, final, data, target, opts.mode);
    } else {
      // A folder put there since the check makes rename fail (EISDIR); a link is replaced, not followed.
      fs.renameSync(tmp, final);
    }
  } finally {
    fs.rmSync(tmp, { force: true });
  }
}

/**
 * Puts the finished temporary file at `final` only if nothing is there. A
 * hard link does it atomically; where the file system has none, the data is
 * written to `final` opened with O_EXCL (which does not follow a link either).
 */
function linkExclusively(tmp: string, final: string, data: string | Uint8Array, target: string, mode?: number): void {
  try {
    fs.linkSync(tmp, final);
    return;
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') throw new SafeWriteError('EEXIST', `${target} already exists; not overwritten`);
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EOPNOTSUPP' && code !== 'EMLINK' && code !== 'ENOSYS') throw e;
  }
  let fd: number;
  try {
    fd = fs.openSync(final, 'wx', mode ?? 0o666);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'EEXIST') throw new SafeWriteError('EEXIST', `${target} already exists; not overwritten`);
    throw e;
  }
  try {
    fs.writeFileSync(fd, data);
  } finally {
    fs.closeSync(fd);
  }
}

/** Like writeFileSafely, but a refusal or failure comes back as a message instead of an exception. */
export function tryWriteFileSafely(target: string, data: string | Uint8Array, opts: SafeWriteOptions = {}): string | undefined {
  try {
    writeFileSafely(target, data, opts);
    return undefined;
  } catch (e) {
    return describeWriteError(target, e);
  }
}

/** One sentence for a failed write. */
export function describeWriteError(target: string, e: unknown): string {
  if (e instanceof SafeWriteError) return e.message;
  const code = (e as NodeJS.ErrnoException)?.code;
  if (code === 'EISDIR') return `${target} is a folder, not a regular file; not written`;
  // mkdir met a file, a FIFO or a broken link where a folder of the path should be.
  if (code === 'ENOTDIR' || code === 'EEXIST') return `${target}: something that is not a folder is in the way of its folder; not written`;
  if (code === 'ENOENT') return `${target}: its folder cannot be made (a broken symbolic link is in the way?); not written`;
  if (code === 'EACCES' || code === 'EPERM') return `${target}: permission denied; not written`;
  return `${target}: not written: ${(e as Error)?.message ?? String(e)}`;
}

/** Largest file a backup copies: task files are a few KB, and a backup reads the whole file. */
const BACKUP_MAX_BYTES = 64 * 1024 * 1024;

/**
 * Copies `file` to `backup` once: 'made' when it wrote the copy, 'exists'
 * when a regular file is already there (an earlier backup, kept). Throws
 * SafeWriteError when something else is at the backup path (a link, dangling
 * or not, a folder), or when `file` is not a regular file: a backup that
 * cannot be trusted must stop the overwrite it was meant to protect.
 */
export function backupOnce(file: string, backup: string, opts: Pick<SafeWriteOptions, 'within'> = {}): 'made' | 'exists' {
  const refused = targetRefusal(backup);
  if (refused) throw new SafeWriteError(refused.code, `cannot back up ${path.basename(file)}: ${refused.message}`);
  if (lstatOrUndefined(backup)) return 'exists';
  const source = lstatOrUndefined(file);
  if (source && !source.isFile()) throw new SafeWriteError(source.isSymbolicLink() ? 'ELINK' : 'ENOTREG', `${file} is ${kindOf(source)}; not backed up or replaced`);
  const bytes = readFileBytes(file, BACKUP_MAX_BYTES);
  try {
    writeFileSafely(backup, bytes, { ...opts, exclusive: true });
  } catch (e) {
    // Someone made the backup between our look and our write: theirs is kept.
    if (e instanceof SafeWriteError && e.code === 'EEXIST' && lstatOrUndefined(backup)?.isFile()) return 'exists';
    throw e;
  }
  return 'made';
}
