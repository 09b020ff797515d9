/** Verification failures as editor diagnostics on the failing command line or reward entry (failureRanges.ts places them). */
import * as vscode from 'vscode';
import type { VerifyReport } from '../../../server/src/api/client';
import type { TaskSpec } from '../../../server/src/api/protocol/requests';
import { failureRange, LineIndex, LineRange } from './failureRanges';

export const toRange = (r: LineRange) => new vscode.Range(r.startLine, r.startChar, r.endLine, r.endChar);

/** `spec`: the document's commands and reward entries with offsets (`mcu/taskSpec` from the language server). */
export function verifyDiagnostics(doc: vscode.TextDocument, report: VerifyReport, spec: TaskSpec): vscode.Diagnostic[] {
  const index = new LineIndex(doc.getText());
  return report.failures.map((f) => {
    const d = new vscode.Diagnostic(toRange(failureRange(f, spec, index)), `Verification: ${f.reason}`,
      f.target.kind === 'command' ? vscode.DiagnosticSeverity.Error : vscode.DiagnosticSeverity.Warning);
    d.source = 'mcu-verify';
    return d;
  });
}
