import type { DiagnosticCode, Severity } from '../task/diagnostic';
import type { CommandFix, CommandProblem } from './commandTypes';

/** Builds a problem, leaving out an empty fix list. */
export function problem(
  start: number,
  end: number,
  code: DiagnosticCode,
  message: string,
  fixes?: CommandFix[],
  severity: Severity = 'error',
): CommandProblem {
  return fixes && fixes.length ? { start, end, severity, code, message, fixes } : { start, end, severity, code, message };
}

/** "a, b or c" for messages. */
export function orList(items: string[], max = 8): string {
  const shown = items.slice(0, max).map((x) => `'${x}'`);
  if (items.length > max) shown.push(`… (${items.length - max} more)`);
  if (shown.length <= 1) return shown.join('');
  return `${shown.slice(0, -1).join(', ')} or ${shown[shown.length - 1]}`;
}
