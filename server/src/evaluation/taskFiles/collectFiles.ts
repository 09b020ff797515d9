import * as fs from 'fs';
import * as path from 'path';
import { DEFAULT_MAX_FILE_SIZE_MB, megabytesToBytes, tooLargeMessage } from '../../model/task/fileSizeLimit';
import { kindOf, readTextFile, SafeReadError } from '../../util/safeRead';
import { isCriteriaFile } from './criteriaFileDetection';
import { FILE } from '../../model/diagnosticCodes';

const SKIP_DIRS = new Set(['node_modules', '.git', 'out', 'dist']);
const YAML_NAME = /\.ya?ml$/i;

/** An entry the walk did not take, and why (shown per entry; the run goes on). */
export interface SkippedEntry {
  path: string;
  reason: string;
}

export interface CollectedFiles {
  /** Regular YAML files (or symlinks to regular files inside the walked folder), in walk order; with `criteria`, criteria .txt files too. */
  files: string[];
  /** Inputs that do not exist. */
  missing: string[];
  skipped: SkippedEntry[];
}

/**
 * Expands files and directories into YAML files (directories walked
 * recursively, sorted). Real repositories hold odd entries, so the walk never
 * opens anything: it looks at each entry with lstat/stat and skips, with a
 * reason, devices, FIFOs and sockets (reading a FIFO blocks forever, /dev/zero
 * never ends), symlinks that point outside the folder, are broken or loop, and
 * folders it cannot read. Symlinks to regular files inside the folder are
 * followed; symlinks to folders are not, so the walk always ends.
 */
export function collectYamlFiles(inputs: string[], cwd: string, options: WalkOptions = {}): CollectedFiles {
  const out: CollectedFiles = { files: [], missing: [], skipped: [] };
  for (const input of inputs) {
    const p = path.resolve(cwd, input);
    let st: fs.Stats;
    try {
      st = fs.statSync(p);
    } catch (e) {
      if (errorCode(e) === 'ENOENT') out.missing.push(input);
      else out.skipped.push({ path: p, reason: describeError(e) });
      continue;
    }
    // A file named on the command line is the user's choice even through a symlink; it must still be a regular file.
    if (st.isDirectory()) walkFolder(p, out, wanted(options));
    else if (st.isFile()) out.files.push(p);
    else out.skipped.push({ path: p, reason: `${kindOf(st)}, not a regular file` });
  }
  return out;
}

export interface WalkOptions {
  /** Also take criteria files (`criteria_files/*.txt`, see taskFiles/criteriaFileDetection.ts) met in folders. */
  criteria?: boolean;
}

/** Which file names a walk takes: YAML, and criteria files when asked. */
function wanted(options: WalkOptions): (file: string) => boolean {
  return (file) => YAML_NAME.test(file) || (!!options.criteria && isCriteriaFile(file));
}

function walkFolder(root: string, out: CollectedFiles, take: (file: string) => boolean): void {
  let rootReal: string;
  try {
    rootReal = fs.realpathSync(root);
  } catch (e) {
    out.skipped.push({ path: root, reason: describeError(e) });
    return;
  }
  walk(root, rootReal, out, take);
}

function walk(dir: string, rootReal: string, out: CollectedFiles, take: (file: string) => boolean): void {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch (e) {
    out.skipped.push({ path: dir, reason: `folder not read: ${describeError(e)}` });
    return;
  }
  entries.sort((a, b) => a.name.localeCompare(b.name));
  for (const e of entries) {
    const p = path.join(dir, e.name);
    const st = typeOf(e, p);
    if (st.isDirectory()) {
      if (!SKIP_DIRS.has(e.name) && !e.name.startsWith('.')) walk(p, rootReal, out, take);
    } else if (st.isSymbolicLink()) {
      followLink(p, take(p), rootReal, out);
    } else if (take(p)) {
      if (st.isFile()) out.files.push(p);
      else out.skipped.push({ path: p, reason: `${kindOf(st)}, not a regular file` });
    }
  }
}

/** The entry's type from readdir, or from lstat on file systems that do not report it. */
function typeOf(e: fs.Dirent, p: string): Pick<fs.Stats, 'isDirectory' | 'isSymbolicLink' | 'isFile' | 'isFIFO' | 'isCharacterDevice' | 'isBlockDevice' | 'isSocket'> {
  const known = e.isDirectory() || e.isSymbolicLink() || e.isFile() || e.isFIFO() || e.isCharacterDevice() || e.isBlockDevice() || e.isSocket();
  if (known) return e;
  try {
    return fs.lstatSync(p);
  } catch {
    return e; // gone meanwhile: matches nothing and is passed over
  }
}

/**
 * A symlink met in a walk: taken when its name is one the walk takes (YAML,
 * maybe criteria .txt) and it resolves to a
 * regular file inside the walked folder. Links to folders are reported and not
 * followed (their target inside the folder is walked anyway; one outside is
 * not ours to read); links of other names are ignored like other files.
 */
function followLink(link: string, wantedName: boolean, rootReal: string, out: CollectedFiles): void {
  let target: string;
  let st: fs.Stats;
  try {
    target = fs.realpathSync(link);
    st = fs.statSync(target);
  } catch (e) {
    if (wantedName) out.skipped.push({ path: link, reason: errorCode(e) === 'ENOENT' ? 'broken symlink' : `symlink not followed: ${describeError(e)}` });
    return;
  }
  if (st.isDirectory()) {
    out.skipped.push({ path: link, reason: 'symlink to a folder, not followed' });
    return;
  }
  if (!wantedName) return;
  const inside = target === rootReal || target.startsWith(rootReal.endsWith(path.sep) ? rootReal : rootReal + path.sep);
  if (!inside) out.skipped.push({ path: link, reason: 'symlink to a file outside the folder being checked, not followed' });
  else if (!st.isFile()) out.skipped.push({ path: link, reason: `symlink to ${kindOf(st)}, not a regular file` });
  else out.files.push(link);
}

/** Thrown by readText for a file it refuses or cannot read; `code` is the diagnostic code to report. */
export class FileProblem extends Error {
  constructor(readonly code: typeof FILE.tooLarge | typeof FILE.unreadable, message: string) {
    super(message);
  }
}

/**
 * Reads a task file of at most `maxBytes` through the safe reader
 * (util/safeRead.ts: regular files only, non-blocking open, never more than
 * the limit read), dropping a UTF-8 byte order mark as editors do (positions
 * then match VS Code's). Refusals become FileProblems with the code to report.
 */
export function readText(file: string, maxBytes = megabytesToBytes(DEFAULT_MAX_FILE_SIZE_MB)): string {
  try {
    return readTextFile(file, maxBytes);
  } catch (e) {
    if (!(e instanceof SafeReadError)) throw new FileProblem(FILE.unreadable, `not read: ${describeError(e)}`);
    if (e.code === 'ETOOBIG') throw new FileProblem(FILE.tooLarge, tooLargeMessage(e.bytes ?? maxBytes + 1, maxBytes / 1024 / 1024, 'raise --max-file-size to check it'));
    throw new FileProblem(FILE.unreadable, e.message);
  }
}

function errorCode(e: unknown): string | undefined {
  return (e as NodeJS.ErrnoException)?.code;
}

function describeError(e: unknown): string {
  const code = errorCode(e);
  if (code === 'ELOOP') return 'symlink loop';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  return code ?? (e as Error)?.message ?? String(e);
}
