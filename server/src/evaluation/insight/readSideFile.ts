/**
 * Reads one file saved beside a task (an action log, a verification report,
 * a ratings file) through the safe reader (util/safeRead.ts), so a FIFO, a
 * device or a huge file planted there is refused instead of hanging or
 * filling the language server, and parses it.
 *
 * Small files are cached by what identifies their content on disk (path,
 * inode, size, modification time): the editor's hover reads them on every
 * hover over `text:` and must not re-parse an unchanged log each time. Large
 * ones (CLI runs over a suite read each once) are not kept.
 */
import * as fs from 'fs';
import { Lru } from '../../util/lru';
import { readTextFile } from '../../util/safeRead';

/** Parsed files of at most this size are cached. */
const CACHED_MAX_BYTES = 2 * 1024 * 1024;
const cache = new Lru<string, unknown>(16);

function identity(file: string, maxBytes: number, kind: string): string | undefined {
  try {
    const st = fs.statSync(file);
    if (!st.isFile() || st.size > Math.min(maxBytes, CACHED_MAX_BYTES)) return undefined;
    return [kind, file, maxBytes, st.ino, st.size, st.mtimeMs].join('\0');
  } catch {
    return undefined; // the read below says what is wrong
  }
}

/** `parse` of the file's text; `kind` keeps parses of one file for different uses apart. Throws with a reason. */
export function readSideFile<T>(file: string, maxBytes: number, kind: string, parse: (text: string) => T): T {
  const key = identity(file, maxBytes, kind);
  if (key !== undefined) {
    const hit = cache.get(key);
    if (hit !== undefined) return hit as T;
  }
  const value = parse(readTextFile(file, maxBytes));
  if (key !== undefined && value !== undefined) cache.set(key, value);
  return value;
}

/** Forget every parse (tests). */
export function clearSideFileParses(): void {
  cache.clear();
}
