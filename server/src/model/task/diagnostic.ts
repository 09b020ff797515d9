/**
 * Protocol-free diagnostics. Checkers work in document offsets (UTF-16 code
 * units of the text as given); the LSP layer and the CLI convert them to
 * line/character ranges with a LineIndex at the very end.
 */
import type { DiagnosticCode } from '../diagnosticCodes';

export type { DiagnosticCode } from '../diagnosticCodes';
export type Severity = 'error' | 'warning' | 'information' | 'hint';

export interface OffsetEdit {
  start: number;
  end: number;
  newText: string;
}

/** A fix a code action can offer: one or more edits of the same document. */
export interface Fix {
  title: string;
  edits: OffsetEdit[];
  isPreferred?: boolean;
  /**
   * The one replacement the finding allows, read from the text alone (a dead
   * id with one modern name, a missing '/', a doubled namespace …), not a
   * guess among spellings: `mcu-task lint --fix` applies these and no others.
   */
  safe?: boolean;
}

export interface TaskDiagnostic {
  start: number;
  end: number;
  severity: Severity;
  /** Stable code grouped by prefix (yaml/, schema/, command/, …), from the registry in diagnosticCodes/. */
  code: DiagnosticCode;
  message: string;
  fixes?: Fix[];
}

export function diag(
  start: number,
  end: number,
  severity: Severity,
  code: DiagnosticCode,
  message: string,
  fixes?: Fix[],
): TaskDiagnostic {
  return fixes && fixes.length ? { start, end, severity, code, message, fixes } : { start, end, severity, code, message };
}
