/** Verification failures as editor diagnostics on the failing command line or reward entry. */
import * as vscode from 'vscode';
import type { VerifyReport } from '../../../server/src/verify/report';
import type { TaskSpec } from '../../../server/src/protocol/requests';

/** `spec`: the document's commands and reward entries with offsets (`mcu/taskSpec` from the language server). */
export function verifyDiagnostics(doc: vscode.TextDocument, report: VerifyReport, spec: TaskSpec): vscode.Diagnostic[] {
  const out: vscode.Diagnostic[] = [];
  const rangeOf = (start: number, end: number) => {
    const s = doc.positionAt(start);
    // Reward entries span several lines: underline their first line only.
    const e = doc.positionAt(end);
    return new vscode.Range(s, e.line === s.line ? e : doc.lineAt(s.line).range.end);
  };
  for (const f of report.failures) {
    let range = new vscode.Range(0, 0, 0, 0);
    const t = f.target;
    if (t.kind === 'command') {
      const c = spec.commands.find((x) => x.index === t.index);
      if (c) range = rangeOf(c.start, c.end);
    } else if (t.kind === 'reward') {
      const e = [...spec.rewardCfg, ...spec.milestones].find((x) => x.list === t.list && x.index === t.index);
      if (e) range = rangeOf(e.start, e.end);
    } else if (t.kind === 'goal' && spec.instructionRange) {
      // A goal the text states and the scene does not allow: underline the instruction.
      range = rangeOf(spec.instructionRange[0], spec.instructionRange[1]);
    }
    const d = new vscode.Diagnostic(range, `Verification: ${f.reason}`, t.kind === 'command' ? vscode.DiagnosticSeverity.Error : vscode.DiagnosticSeverity.Warning);
    d.source = 'mcu-verify';
    out.push(d);
  }
  return out;
}
