import { validateText } from '../../analysis/lint/validate';
import { READ_LIMITS, readTextFile, SafeReadError } from '../../util/safeRead';
import { backupOnce, pathTaken, writeFileSafely } from '../../util/safeWrite';
import { readMarker } from './draftMarker';
import { isBlocking } from './describeDiagnostics';

/** What to do with the file a batch job would write. */
export interface ExistingFile {
  exists: boolean;
  /** Keep it: it validates and is not marked as needing attention. */
  keep: boolean;
  /** It exists and a batch of ours did not write it (it is backed up before it is redone). */
  foreign: boolean;
  why: string;
}

/**
 * The resume rule: an existing file that validates is kept, whoever wrote it;
 * one that fails validation, or that we wrote and marked as needing
 * attention, is redone. Nothing else in the folder is touched.
 */
export function inspectExisting(file: string, version?: string): ExistingFile {
  let text: string;
  try {
    // The safe reader: a FIFO or a link to /dev/zero planted in the folder cannot hang or bloat the batch.
    text = readTextFile(file, READ_LIMITS.task);
  } catch (e) {
    if (e instanceof SafeReadError && e.code === 'ENOENT') return { exists: false, keep: false, foreign: false, why: 'new' };
    // Unreadable (a folder, a FIFO, too large, no permission): leave it alone.
    return { exists: true, keep: true, foreign: true, why: `unreadable: ${(e as Error).message}` };
  }
  const marker = readMarker(text);
  if (marker.needsAttention) return { exists: true, keep: false, foreign: false, why: 'marked as needing attention' };
  const blocking = validateText(text, { version }).filter(isBlocking);
  if (blocking.length) return { exists: true, keep: false, foreign: !marker.ours, why: `fails validation (${blocking[0].code})` };
  return { exists: true, keep: true, foreign: !marker.ours, why: 'validates' };
}

/**
 * Writes through the safe writer (util/safeWrite.ts: a temporary file and a
 * rename, never through a link, never out of `within`, the output folder), so
 * an interrupted run never leaves half a file. A file we did not write is
 * first copied to <file>.orig (once, created exclusively; a link or folder
 * planted at <file>.orig stops the job instead). When a file appeared at the
 * path after the run looked (someone else's: not ours to overwrite) the draft
 * goes to <file>.new instead, and that path is returned; undefined means the
 * file was written.
 */
export function writeDraftFile(file: string, text: string, before: ExistingFile, within?: string): string | undefined {
  const conflict = !before.exists && pathTaken(file);
  if (before.exists && before.foreign) backupOnce(file, file + '.orig', { within });
  const target = conflict ? file + '.new' : file;
  writeFileSafely(target, text, { within });
  return conflict ? target : undefined;
}
