/**
 * The one way we read a file we did not write ourselves: task files, the
 * files saved beside a task, judge output, ratings, criteria, explicit file
 * arguments.
 *
 * - Regular files only. The path is looked at first (stat, no open: opening a
 *   device can have effects), then opened with O_NONBLOCK, so a FIFO swapped
 *   in meanwhile cannot block, and checked again on the open descriptor.
 * - A size limit, checked on the descriptor, and at most limit + 1 bytes are
 *   ever read, so a file that grows while we read (or a link to /dev/zero
 *   that got past the checks) stops at the limit instead of filling memory.
 * - Errors are SafeReadError with a `code` (the OS one such as ENOENT, or
 *   ENOTREG / ETOOBIG) and a message a person can act on.
 */
import * as fs from 'fs';

/**
 * Per-kind limits in bytes; each is far above what a real file of its kind holds.
 * @notGameFact our size bounds on text we did not write
 */
export const READ_LIMITS = {
  /** A task YAML (the CLI's --max-file-size default, the editor's mcu.maxFileSizeMb). */
  task: 5 * 1024 * 1024,
  /** `<task>.verify.json`: a report with its replay trace is a few hundred KB. */
  verifyReport: 16 * 1024 * 1024,
  /** `<task>.actions.json(l)`: 20 steps a second, an hour of steps is ~10 MB. */
  actionLog: 64 * 1024 * 1024,
  /** ratings.json / ratings.csv. */
  ratings: 16 * 1024 * 1024,
  /** One judge output file (scores, pairwise verdicts, AgentBeats result.json). */
  judgeFile: 20 * 1024 * 1024,
  /** Judging criteria (`criteria_files/<task>.txt`). */
  text: 1 * 1024 * 1024,
  /** A rollout video hashed for the judge's cache (read in a stream, never held whole). */
  video: 4 * 1024 * 1024 * 1024,
  /** What the editor's hover reads beside a task: it runs on the language server's only thread. */
  hover: 2 * 1024 * 1024,
} as const;

export class SafeReadError extends Error {
  constructor(
    /** ENOENT, EACCES… from the OS, ENOTREG for a FIFO, device, socket or folder, ETOOBIG over the limit. */
    readonly code: string,
    message: string,
    /** For ETOOBIG: the size found (at least the limit + 1). */
    readonly bytes?: number,
  ) {
    super(message);
  }
}

/** A size for messages: "12 KB", "1.5 MB", "20 MB", "3 GB". */
export function formatMb(bytes: number): string {
  const mb = bytes / 1024 / 1024;
  if (mb >= 1024) return `${Number((mb / 1024).toFixed(1))} GB`;
  if (mb >= 10) return `${Math.round(mb)} MB`;
  if (mb >= 1) return `${Number(mb.toFixed(1))} MB`;
  return `${Math.ceil(bytes / 1024)} KB`;
}

type Kind = Pick<fs.Stats, 'isFile' | 'isDirectory' | 'isFIFO' | 'isCharacterDevice' | 'isBlockDevice' | 'isSocket' | 'isSymbolicLink'>;

/** "a FIFO", "a character device", … for a file that is not a regular one. */
export function kindOf(st: Kind): string {
  if (st.isFIFO()) return 'a FIFO';
  if (st.isCharacterDevice()) return 'a character device';
  if (st.isBlockDevice()) return 'a block device';
  if (st.isSocket()) return 'a socket';
  if (st.isDirectory()) return 'a folder';
  if (st.isSymbolicLink()) return 'a symbolic link';
  return 'a special file';
}

function osError(e: unknown): SafeReadError {
  if (e instanceof SafeReadError) return e;
  const code = (e as NodeJS.ErrnoException)?.code ?? 'EIO';
  const what: Record<string, string> = { ENOENT: 'no such file', EACCES: 'permission denied', EPERM: 'permission denied', ELOOP: 'symlink loop', ENOTDIR: 'no such file' };
  return new SafeReadError(code, `not read: ${what[code] ?? (e as Error)?.message ?? String(e)}`);
}

function refusal(st: fs.Stats, maxBytes: number): SafeReadError | undefined {
  if (!st.isFile()) return new SafeReadError('ENOTREG', `${kindOf(st)}, not a regular file; not read`);
  if (st.size > maxBytes) return tooBig(st.size, maxBytes);
  return undefined;
}

function tooBig(bytes: number, maxBytes: number): SafeReadError {
  return new SafeReadError('ETOOBIG', `${formatMb(bytes)}, over the ${formatMb(maxBytes)} limit for this kind of file; not read`, bytes);
}

/**
 * Opens a regular file for reading without ever blocking; the caller closes
 * the descriptor. Throws SafeReadError for anything else, or when it is
 * larger than `maxBytes`.
 */
export function openRegularFile(file: string, maxBytes = Number.MAX_SAFE_INTEGER): { fd: number; size: number } {
  let fd: number;
  try {
    const before = refusal(fs.statSync(file), maxBytes);
    if (before) throw before;
    fd = fs.openSync(file, fs.constants.O_RDONLY | (fs.constants.O_NONBLOCK ?? 0) | (fs.constants.O_NOCTTY ?? 0));
  } catch (e) {
    throw osError(e);
  }
  try {
    const st = fs.fstatSync(fd);
    const after = refusal(st, maxBytes);
    if (after) throw after;
    return { fd, size: st.size };
  } catch (e) {
    fs.closeSync(fd);
    throw osError(e);
  }
}

/** A regular file's bytes, at most `maxBytes` of them (see the file comment). */
export function readFileBytes(file: string, maxBytes: number): Buffer {
  const { fd, size } = openRegularFile(file, maxBytes);
  try {
    // Sized from fstat, grown if the file grows, but never past one byte over the limit.
    let buf = Buffer.alloc(Math.min(size, maxBytes) + 1);
    let length = 0;
    for (;;) {
      const n = fs.readSync(fd, buf, length, buf.length - length, null);
      if (n <= 0) break;
      length += n;
      if (length > maxBytes) throw tooBig(length, maxBytes);
      if (length === buf.length) {
        const bigger = Buffer.alloc(Math.min(buf.length * 2, maxBytes + 1));
        buf.copy(bigger, 0, 0, length);
        buf = bigger;
      }
    }
    return buf.subarray(0, length);
  } catch (e) {
    throw osError(e);
  } finally {
    fs.closeSync(fd);
  }
}

/** A regular file's text (UTF-8, a byte order mark dropped as editors do), at most `maxBytes`. */
export function readTextFile(file: string, maxBytes: number): string {
  const text = readFileBytes(file, maxBytes).toString('utf8');
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}
