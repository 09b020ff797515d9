/**
 * `mcu-task lint --format github`: one GitHub Actions workflow command per
 * finding (`::error file=…,line=…,col=…,endLine=…,endColumn=…,title=…::message`),
 * which the Actions runner turns into annotations on the pull request's lines.
 * Escaping follows the runner's parser (actions/toolkit, command.ts): in the
 * message `%`, CR and LF are percent-encoded; in a property also `:` and `,`,
 * which would otherwise end the property. Other control characters are
 * written as \u escapes so a file name or a quoted token cannot move the
 * cursor or start a second command on a line of its own.
 */
import * as path from 'path';
import { terminalSafe } from '../../../api/util';
import type { LintedFile } from './lintedFile';

const LEVEL: Record<string, 'error' | 'warning' | 'notice'> = { error: 'error', warning: 'warning' };

/** The message part: `%` first, so the escapes it writes are not escaped again. */
export function escapeData(text: string): string {
  return terminalSafe(text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A'));
}

/** A property value (file, title): as the message, and `:` and `,` too. */
export function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

/** The workflow commands of a lint report, one line each; paths with '/' as GitHub shows them. */
export function githubAnnotations(reports: readonly LintedFile[], pathSeparator = path.sep): string {
  const lines: string[] = [];
  for (const r of reports) {
    const file = pathSeparator === '\\' ? r.file.replace(/\\/g, '/') : r.file;
    for (const d of r.diagnostics) {
      const { start, end } = d.range;
      // LSP ranges are 0-based with an exclusive end; GitHub's are 1-based with an inclusive end column.
      const endColumn = end.line === start.line ? Math.max(start.character + 1, end.character) : end.character;
      const props = [
        `file=${escapeProperty(file)}`, `line=${start.line + 1}`, `col=${start.character + 1}`,
        `endLine=${end.line + 1}`, `endColumn=${Math.max(1, endColumn)}`, `title=${escapeProperty(d.code)}`,
      ];
      lines.push(`::${LEVEL[d.severity] ?? 'notice'} ${props.join(',')}::${escapeData(d.message)}`);
    }
  }
  return lines.length ? lines.join('\n') + '\n' : '';
}
