/**
 * Decides whether a file is a criteria file (the inverse of criteriaLocation.ts):
 * a `.txt` file whose folder is named `criteria_files` (at any depth of the
 * workspace), or — when the `mcu.criteria.folder` setting names another
 * folder — whose folder is that one (an absolute setting) or ends with its
 * path (a relative one, e.g. `eval/criteria`). Only the folder the file sits
 * in counts: criteria files are never nested deeper, so notes in a subfolder
 * are left alone.
 */
import * as path from 'path';

export const DEFAULT_CRITERIA_FOLDER = 'criteria_files';

const segments = (p: string) => p.replace(/\\/g, '/').split('/').filter((s) => s && s !== '.');

export function isCriteriaFile(file: string, folder: string = DEFAULT_CRITERIA_FOLDER): boolean {
  if (!/\.txt$/i.test(file)) return false;
  const dir = segments(path.dirname(file.replace(/\\/g, '/')));
  if (dir[dir.length - 1] === DEFAULT_CRITERIA_FOLDER) return true;
  if (!folder || folder === DEFAULT_CRITERIA_FOLDER) return false;
  if (path.isAbsolute(folder)) return path.resolve(path.dirname(file)) === path.resolve(folder);
  const want = segments(folder);
  if (!want.length || want.includes('..')) return false;
  return want.every((s, i) => dir[dir.length - want.length + i] === s);
}
