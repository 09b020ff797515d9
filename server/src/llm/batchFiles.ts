import * as fs from 'fs';
import * as path from 'path';
import { validateText } from '../core/validate';
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
    text = fs.readFileSync(file, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return { exists: false, keep: false, foreign: false, why: 'new' };
    // Unreadable (a folder, no permission): leave it alone.
    return { exists: true, keep: true, foreign: true, why: `unreadable: ${(e as Error).message}` };
  }
  const marker = readMarker(text);
  if (marker.needsAttention) return { exists: true, keep: false, foreign: false, why: 'marked as needing attention' };
  const blocking = validateText(text, { version }).filter(isBlocking);
  if (blocking.length) return { exists: true, keep: false, foreign: !marker.ours, why: `fails validation (${blocking[0].code})` };
  return { exists: true, keep: true, foreign: !marker.ours, why: 'validates' };
}

/**
 * Writes through a temporary file and a rename, so an interrupted run never
 * leaves half a file. A file we did not write is first copied to <file>.orig
 * (once). When a file appeared at the path after the run looked (someone
 * else's: not ours to overwrite) the draft goes to <file>.new instead, and
 * that path is returned; undefined means the file was written.
 */
export function writeDraftFile(file: string, text: string, before: ExistingFile): string | undefined {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const conflict = !before.exists && fs.existsSync(file);
  if (before.exists && before.foreign && !fs.existsSync(file + '.orig')) fs.copyFileSync(file, file + '.orig');
  const target = conflict ? file + '.new' : file;
  const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  fs.writeFileSync(tmp, text, 'utf8');
  fs.renameSync(tmp, target);
  return conflict ? target : undefined;
}
