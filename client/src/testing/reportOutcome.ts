/** A TestOutcome (outcome.ts) written into a TestRun: the thin vscode side of the Testing view's results. */
import * as vscode from 'vscode';
import type { TestOutcome } from './outcome';
import { toRange } from '../verify/diagnostics';

/** Test output wants \r\n line ends. */
const lines = (text: string) => text.replace(/\r?\n/g, '\r\n') + '\r\n';

/** `note`: a line shown with the result (a saved report's origin, that the file changed since). */
export function reportOutcome(run: vscode.TestRun, item: vscode.TestItem, outcome: TestOutcome, note?: string): void {
  const uri = item.uri!;
  const at = (r?: Parameters<typeof toRange>[0]) => new vscode.Location(uri, r ? toRange(r) : new vscode.Range(0, 0, 0, 0));
  if (note) run.appendOutput(lines(note), at(), item);
  switch (outcome.kind) {
    case 'passed':
      run.appendOutput(lines(outcome.summary), at(), item);
      run.passed(item, outcome.durationMs);
      return;
    case 'failed':
      run.failed(item, outcome.messages.map((m) => {
        const msg = new vscode.TestMessage(note ? `${m.text}\n(${note})` : m.text);
        msg.location = at(m.range);
        return msg;
      }), outcome.durationMs);
      return;
    case 'skipped':
      run.appendOutput(lines(outcome.reason), at(outcome.range), item);
      run.skipped(item);
      return;
    case 'errored':
      run.errored(item, new vscode.TestMessage(outcome.message));
  }
}
