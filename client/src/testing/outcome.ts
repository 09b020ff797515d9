/**
 * A verification as a test result: `verified: true` passes, `false` fails
 * with one message per failure on its line (the verify diagnostics' ranges,
 * failureRanges.ts), `null` is skipped with its reason, and a job that
 * ended without a report is an error. No vscode here: the run profile turns
 * this into TestRun calls.
 */
import type { VerifyReport } from '../../../server/src/api/client';
import type { TaskSpec } from '../../../server/src/api/protocol/requests';
import { proofLabel, reasonAfterWord, summaryLine, verdictWord } from '../../../server/src/api/client';
import { failureRange, instructionRange, LineIndex, LineRange } from '../verify/failureRanges';

export interface OutcomeMessage { text: string; range: LineRange }

export type TestOutcome =
  | { kind: 'passed'; durationMs: number; summary: string }
  | { kind: 'failed'; durationMs: number; summary: string; messages: OutcomeMessage[] }
  | { kind: 'skipped'; summary: string; reason: string; range?: LineRange }
  | { kind: 'errored'; message: string };

/** `durationMs`: how long the test took (the job's wall time, or the saved report's own duration). */
export function outcomeOf(report: VerifyReport, spec: TaskSpec, text: string, durationMs: number): TestOutcome {
  const summary = summaryLine(report);
  if (report.verified === true) return { kind: 'passed', durationMs, summary };
  const index = new LineIndex(text);
  if (report.verified === false) {
    // Undecided entries are our bot's limits, not why the task fails: only what is proved or refused is a message.
    const undecided = new Set((report.entries ?? []).filter((e) => e.undecided).map((e) => `${e.list}#${e.index}`));
    const proved = report.failures.filter((f) => f.target.kind !== 'reward' || !undecided.has(`${f.target.list}#${f.target.index}`));
    const messages = proved.map((f) => ({ text: f.reason, range: failureRange(f, spec, index) }));
    // The proof first, on the line it stands on.
    if (report.proof) {
      const line = Math.max(0, (report.proof.line ?? 1) - 1);
      messages.unshift({ text: `${report.proof.detail} (${proofLabel(report.proof)})`, range: { startLine: line, startChar: 0, endLine: line, endChar: 0 } });
    }
    // A false verdict always says why; should a report carry no failure, its summary is the message.
    if (!messages.length) messages.push({ text: summary, range: { startLine: 0, startChar: 0, endLine: 0, endChar: 0 } });
    return { kind: 'failed', durationMs, summary, messages };
  }
  const reason = `${verdictWord(report)}: ${reasonAfterWord(report.verdictReason ?? report.failures[0]?.reason) ?? 'the verification could not decide'}`;
  return { kind: 'skipped', summary, reason, range: instructionRange(spec, index) };
}

/** A job that ended without a report (the runtime missing, the CLI refusing a setting, a crash). */
export function errorOutcome(e: unknown): TestOutcome {
  return { kind: 'errored', message: e instanceof Error ? e.message : String(e) };
}
