/**
 * After a verification, each goal's outcome on its line, from the saved
 * report (`<task>.verify.json`, schemas/verify-report.schema.json): a reward
 * entry's `entries[]` outcome at the end of the entry's first line, a goal
 * read from the instruction (`goals[]` with source `text`) at the end of the
 * `text` line. ✓ reached / earned, ✗ failed / partly paid, ? undecided (a
 * limit of the verifier); the reason is the tooltip. A `false` report's proof
 * (what shows the task cannot be done) sits at the end of the line it stands
 * on. The report is data from disk: anything of the wrong shape is skipped.
 */
import type { TaskModel } from '../../../model/task/taskModel';
import { excerpt } from '../../../util/excerpt';
import { inRange, OffsetRange, TaskInlayHint } from './hintTypes';
import { MAX_HINTS_PER_LINE, moreHint } from './capHints';

/** The parts of a saved report these hints read. */
export interface ReportOutcomes {
  entries: { list: string; index: number; outcome: string; undecided?: boolean; proof?: string; reason?: string; paid?: number; maxRewardTimes?: number }[];
  textGoals: { text: string; outcome: string; reason?: string; detail?: string }[];
  /** The report's proof that the task cannot be done, with the 1-based line it stands on. */
  proof?: { kind: string; detail: string; line?: number };
}

const rec = (v: unknown): Record<string, unknown> | undefined => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined);
const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
const numb = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

/** What a parsed report (any JSON) says per goal; undefined when it is not a report. */
export function reportOutcomes(json: unknown): ReportOutcomes | undefined {
  const r = rec(json);
  if (!r || (!Array.isArray(r.entries) && !Array.isArray(r.goals))) return undefined;
  const entries: ReportOutcomes['entries'] = [];
  for (const e of Array.isArray(r.entries) ? r.entries : []) {
    const x = rec(e);
    const list = str(x?.list);
    const index = numb(x?.index);
    const outcome = str(x?.outcome);
    if (!x || !list || index === undefined || !outcome) continue;
    entries.push({ list, index, outcome, undecided: x.undecided === true, proof: str(x.proof), reason: str(x.reason), paid: numb(x.paid), maxRewardTimes: numb(x.maxRewardTimes) });
  }
  const textGoals: ReportOutcomes['textGoals'] = [];
  for (const g of Array.isArray(r.goals) ? r.goals : []) {
    const x = rec(g);
    const text = str(x?.text);
    const outcome = str(x?.outcome);
    if (!x || x.source !== 'text' || !text || !outcome) continue;
    textGoals.push({ text, outcome, reason: str(x.reason), detail: str(x.detail) });
  }
  const p = rec(r.proof);
  const kind = str(p?.kind);
  const detail = str(p?.detail);
  const line = numb(p?.line);
  const proof = kind && detail ? { kind, detail, ...(line !== undefined && Number.isInteger(line) && line >= 1 ? { line } : {}) } : undefined;
  return { entries, textGoals, ...(proof ? { proof } : {}) };
}

function lineEnd(text: string, offset: number): number {
  const nl = text.indexOf('\n', offset);
  const end = nl < 0 ? text.length : nl;
  return text[end - 1] === '\r' ? end - 1 : end;
}

function entryMark(e: ReportOutcomes['entries'][number]): { mark: string; word: string } {
  if (e.outcome === 'earned') return { mark: '✓', word: 'earned' };
  if (e.undecided) return { mark: '?', word: 'undecided' };
  if (e.proof) return { mark: '✗', word: `cannot pay (${e.proof})` };
  if (e.outcome === 'partial') return { mark: '✗', word: `paid ${e.paid ?? '?'} of ${e.maxRewardTimes ?? '?'}` };
  return { mark: '✗', word: 'not earned' };
}

const goalMark = (outcome: string) => (outcome === 'reached' ? '✓' : outcome === 'failed' ? '✗' : '?');

export function verifyOutcomeHints(model: TaskModel, report: ReportOutcomes, range?: OffsetRange): TaskInlayHint[] {
  const hints: TaskInlayHint[] = [];
  // By list and index once, not a search of the task's rewards per report entry (a report may hold 40,000).
  const byPlace = new Map(model.rewards.map((r) => [`${r.list}#${r.index}`, r]));
  for (const e of report.entries) {
    const entry = byPlace.get(`${e.list}#${e.index}`);
    if (!entry) continue;
    const offset = lineEnd(model.text, entry.start);
    if (!inRange(offset, range)) continue;
    const { mark, word } = entryMark(e);
    hints.push({ kind: 'verifyOutcome', offset, label: `${mark} ${word}`, tooltip: `Last verification: ${word}${e.reason ? ` — ${excerpt(e.reason, 300)}` : ''}` });
  }
  const text = model.topLevel.get('text');
  if (text && report.textGoals.length) {
    const offset = lineEnd(model.text, text.keyEnd);
    if (inRange(offset, range)) {
      // Every goal sits on this one line: only what the line's cap shows is built, and one "+N" hint says the rest.
      for (const g of report.textGoals.slice(0, MAX_HINTS_PER_LINE)) {
        const why = g.reason ?? g.detail;
        hints.push({ kind: 'verifyOutcome', offset, label: `${goalMark(g.outcome)} ${excerpt(g.text, 40)}`, tooltip: `Last verification: ${g.outcome}${why ? ` — ${excerpt(why, 300)}` : ''}` });
      }
      const rest = report.textGoals.length - MAX_HINTS_PER_LINE;
      if (rest > 0) hints.push(moreHint(offset, rest, 'on this line', MAX_HINTS_PER_LINE));
    }
  }
  const line = report.proof?.line;
  if (report.proof && line !== undefined && line <= model.lines.lineCount) {
    const offset = model.lines.lineEnd(line - 1);
    if (inRange(offset, range)) hints.push({ kind: 'verifyOutcome', offset, label: `✗ proof: ${report.proof.kind}`, tooltip: `Last verification: not verified — ${excerpt(report.proof.detail, 300)}` });
  }
  return hints;
}
