/**
 * `mcu-task lint --fix` and `--fix-dry-run`: each task file gets the safe
 * quick fixes (services/safeFixes.ts, the editor's own fixes), then is linted
 * as it now reads, so the findings printed are what is left. `--fix` writes a
 * file only when its text changed (through safeWrite: never through a link,
 * atomically, keeping the byte order mark and the file mode); `--fix-dry-run`
 * prints a unified diff and writes nothing.
 */
import * as fs from 'fs';
import * as path from 'path';
import { applySafeFixes, SafeFixOptions } from '../../../api';
import { tryWriteFileSafely } from '../../../api/util';
import { terminalSafe } from '../../../api/util';
import type { CliIO } from '../io';
import { escapeControlChars } from '../printable';
import { unifiedDiff } from './unifiedDiff';

export type FixMode = 'write' | 'dry-run';

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);


/** Whether the file starts with a UTF-8 byte order mark (readText drops it; a rewrite puts it back). */
function startsWithBom(file: string): boolean {
  let fd: number | undefined;
  try {
    fd = fs.openSync(file, 'r');
    const head = Buffer.alloc(3);
    return fs.readSync(fd, head, 0, 3, 0) === 3 && head.equals(BOM);
  } catch {
    return false;
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
}

function modeOf(file: string): number | undefined {
  try {
    return fs.statSync(file).mode & 0o777;
  } catch {
    return undefined;
  }
}

export class LintFixer {
  private fixes = 0;
  private filesFixed = 0;
  private readonly invalid: string[] = [];
  private notWritten = 0;
  private surfaced = 0;

  constructor(
    readonly mode: FixMode,
    private readonly options: SafeFixOptions,
    private readonly io: CliIO,
  ) {}

  /** Fixes one task file (`shown` is its name for output); returns the text to lint: the fixed one, or the file's as it stays on disk. */
  fix(file: string, shown: string, text: string): string {
    const r = applySafeFixes(text, this.options);
    const name = escapeControlChars(shown);
    if (r.invalidYaml) {
      this.invalid.push(shown);
      this.io.stderr(`mcu-task lint: ${name}: not fixed: the file is not valid YAML (${escapeControlChars(r.invalidYaml.message)})\n`);
      return text;
    }
    if (r.unfinished) this.io.stderr(`mcu-task lint: ${name}: fixes still apply after ${r.applied} (the pass limit); run --fix again\n`);
    if (r.text === text) return text;
    // The diff and the write keep the byte order mark that readText dropped, so the diff applies to the file as it is.
    const bom = startsWithBom(file) ? '\ufeff' : '';
    if (this.mode === 'dry-run') {
      // Diff headers name files with '/' on every system, as git apply and patch expect.
      this.io.stdout(terminalSafe(unifiedDiff(escapeControlChars(shown.split(path.sep).join('/')), bom + text, bom + r.text)));
    } else {
      const data = bom + r.text;
      const mode = modeOf(file);
      const refused = tryWriteFileSafely(file, data, mode === undefined ? { mkdir: false } : { mkdir: false, mode });
      if (refused) {
        this.notWritten++;
        this.io.stderr(`mcu-task lint: ${name}: not fixed: ${escapeControlChars(refused)}\n`);
        return text;
      }
    }
    this.fixes += r.applied;
    this.filesFixed++;
    this.surfaced += r.surfaced?.length ?? 0;
    return r.text;
  }

  /** "12 fixes in 5 files; 3 errors and 4 warnings left" (what lint then found), with the files left alone. */
  summary(errors: number, warnings: number): string {
    const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
    const dry = this.mode === 'dry-run';
    const done = `${dry ? 'would apply' : 'applied'} ${plural(this.fixes, 'fix', 'fixes')} in ${plural(this.filesFixed, 'file', 'files')}`;
    const left = `${plural(errors, 'error', 'errors')} and ${plural(warnings, 'warning', 'warnings')} ${dry ? 'would be ' : ''}left`;
    const alone = [
      this.invalid.length ? `${plural(this.invalid.length, 'file', 'files')} not valid YAML, left alone` : '',
      this.notWritten ? `${plural(this.notWritten, 'file', 'files')} not written` : '',
      this.surfaced ? `${plural(this.surfaced, 'finding', 'findings')} new on fixed lines, which now get checked further` : '',
    ].filter(Boolean);
    return `mcu-task lint ${dry ? '--fix-dry-run' : '--fix'}: ${done}; ${left}${alone.length ? ` (${alone.join('; ')})` : ''}\n`;
  }
}
