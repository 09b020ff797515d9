/**
 * What "MCU: Open Example Tasks" copies: the example task files shipped in the
 * extension (`examples/`) into `mcu-examples/` of a folder the user chose.
 * Planning is a pure function of the listing and of what already exists at the
 * target, so the rules are tested without VS Code:
 * - only `.yaml`, `.yml` and `.md` files, found by walking real folders (a
 *   symbolic link in the source is never followed);
 * - an existing file is never overwritten: it is skipped and named;
 * - a folder on the way that is not a real folder (a file, or a symbolic link a
 *   workspace could plant to send the copies elsewhere) refuses the whole copy.
 * Writing goes through util/safeWrite.ts exclusively, so a file that appears
 * between the plan and the copy is skipped too.
 */
import * as fs from 'fs';
import * as path from 'path';
import { READ_LIMITS, readFileBytes } from '../../../server/src/api/client';
import { SafeWriteError, writeFileSafely } from '../../../server/src/api/client';

/** The folder the examples go into, inside the chosen folder. */
export const EXAMPLES_TARGET_FOLDER = 'mcu-examples';
/** The example opened after the copy: its first line is `/gve`, an unknown command with a quick fix to `/give`. */
export const EXAMPLE_TO_OPEN = 'broken/bad_commands.yaml';

const COPIED = /\.(ya?ml|md)$/i;

/** What is at a path, without following a symbolic link (`other`: a link, socket, device…). */
export type PathKind = 'missing' | 'file' | 'folder' | 'other';

export interface ExampleCopyPlan {
  /** Absolute target folder (`<chosen>/mcu-examples`). */
  target: string;
  /** Set when nothing may be copied; the message says why. */
  refused?: string;
  /** Files to write, source → destination (absolute). */
  copies: { from: string; to: string }[];
  /** Relative paths (with `/`) that already exist at the target and are left as they are. */
  existing: string[];
}

/** The example files below `root`, as sorted relative paths with `/`. */
export function listExampleFiles(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string, rel: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const r = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) walk(path.join(dir, e.name), r);
      else if (e.isFile() && COPIED.test(e.name)) out.push(r);
    }
  };
  walk(root, '');
  return out.sort();
}

/** `lstat` as a PathKind. */
export function pathKind(p: string): PathKind {
  try {
    const s = fs.lstatSync(p);
    return s.isFile() ? 'file' : s.isDirectory() ? 'folder' : 'other';
  } catch {
    return 'missing';
  }
}

/** Plans the copy of `files` (relative to `sourceRoot`) into `<chosenFolder>/mcu-examples`. */
export function planExampleCopy(files: readonly string[], sourceRoot: string, chosenFolder: string, kind: (p: string) => PathKind): ExampleCopyPlan {
  const target = path.join(chosenFolder, EXAMPLES_TARGET_FOLDER);
  const plan: ExampleCopyPlan = { target, copies: [], existing: [] };
  const checkedFolders = new Map<string, PathKind>();
  const folderKind = (rel: string) => {
    let k = checkedFolders.get(rel);
    if (!k) checkedFolders.set(rel, (k = kind(rel ? path.join(target, ...rel.split('/')) : target)));
    return k;
  };
  for (const rel of files) {
    const parts = rel.split('/');
    if (!rel || parts.some((p) => p === '' || p === '.' || p === '..')) {
      return { ...plan, copies: [], refused: `"${rel}" is not a plain relative path.` };
    }
    // Every folder from mcu-examples down to the file's own must be missing (created) or a real folder.
    for (let i = 0; i < parts.length; i++) {
      const folder = parts.slice(0, i).join('/');
      const k = folderKind(folder);
      if (k !== 'missing' && k !== 'folder') {
        const shown = folder ? `${EXAMPLES_TARGET_FOLDER}/${folder}` : EXAMPLES_TARGET_FOLDER;
        return { ...plan, copies: [], existing: [], refused: `${shown} exists and is not a folder (a file or a link): nothing was copied.` };
      }
      if (k === 'missing') break;
    }
    const to = path.join(target, ...parts);
    if (kind(to) !== 'missing') plan.existing.push(rel);
    else plan.copies.push({ from: path.join(sourceRoot, ...parts), to });
  }
  return plan;
}

/** Something is at the path (a file, a link, a folder): the copy leaves it as it is. */
const TAKEN = new Set(['EEXIST', 'ELINK', 'ENOTREG']);

/**
 * Writes the planned copies through the project's safe writer (exclusive, and
 * inside the chosen folder once links are resolved); never overwrites: a file
 * created since the plan is reported as existing.
 */
export function copyExamples(plan: ExampleCopyPlan): { copied: string[]; existing: string[] } {
  if (plan.refused) return { copied: [], existing: [...plan.existing] };
  const copied: string[] = [];
  const existing = [...plan.existing];
  for (const { from, to } of plan.copies) {
    try {
      writeFileSafely(to, readFileBytes(from, READ_LIMITS.task), { exclusive: true, within: path.dirname(plan.target) });
      copied.push(to);
    } catch (e) {
      if (!(e instanceof SafeWriteError) || !TAKEN.has(e.code)) throw e;
      existing.push(path.relative(plan.target, to).split(path.sep).join('/'));
    }
  }
  return { copied, existing };
}
