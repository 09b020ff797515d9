/**
 * "Fix all safe problems" of one task text: the quick fixes the editor
 * offers (the fixes the checks attach to their findings, codeActions.ts),
 * restricted to those marked `safe` (one replacement read from the text, not
 * a guess), applied as text edits so comments and layout stay as written.
 * `mcu-task lint --fix` runs this on each file.
 */
import { Analysis } from '../../analysis/lint/analysis';
import type { Fix, OffsetEdit, TaskDiagnostic } from '../../model/task/diagnostic';
import { validateAnalysis } from '../../analysis/lint/validate';
import type { Harness } from '../../model/minestudio/harness';
import { LineIndex } from '../../util/lineIndex';

export interface SafeFixOptions {
  version?: string;
  disabled?: string[];
  harness?: Harness;
}

export interface SafeFixResult {
  /** The text after the fixes (the input when nothing applied). */
  text: string;
  /** Fixes applied, over all passes. */
  applied: number;
  /** Set when the text was left as it was because it is not valid YAML (the first YAML error). */
  invalidYaml?: TaskDiagnostic;
  /** Set when fixes were still found after the last pass allowed (a fix that keeps finding work). */
  unfinished?: boolean;
  /**
   * Findings of the fixed text that the original did not have on that line:
   * a line that now parses is checked further (a /replaceitem that used to be
   * a dead /item may now overwrite a slot). Said, not hidden.
   */
  surfaced?: TaskDiagnostic[];
}

/** Each pass re-checks the text; fixes of one pass never overlap. A fix that uncovers another fix is the common case; more than a handful of rounds is a loop. */
export const MAX_FIX_PASSES = 8;

/** The safe fix of each finding that has exactly one fix and it is safe (the same Fix objects the editor's quick fixes show). */
export function safeFixesOf(diagnostics: readonly TaskDiagnostic[]): { diagnostic: TaskDiagnostic; fix: Fix }[] {
  const out: { diagnostic: TaskDiagnostic; fix: Fix }[] = [];
  for (const d of diagnostics) {
    if (d.fixes?.length === 1 && d.fixes[0].safe && d.fixes[0].edits.length) out.push({ diagnostic: d, fix: d.fixes[0] });
  }
  return out;
}

/** The checks lint runs, on a text. */
function findings(text: string, options: SafeFixOptions): { diagnostics: TaskDiagnostic[]; yamlError?: TaskDiagnostic } {
  const analysis = new Analysis(text, { version: options.version });
  const yamlError = analysis.model.syntaxDiagnostics.find((d) => d.severity === 'error');
  if (yamlError) return { diagnostics: [], yamlError };
  return { diagnostics: validateAnalysis(analysis, options.disabled, options.harness) };
}

/**
 * Applies the safe fixes of `text` until none is left (at most MAX_FIX_PASSES
 * passes). A text that is not valid YAML is returned unchanged; so is the text
 * of a pass after which the YAML would no longer parse (that pass is undone).
 */
export function applySafeFixes(text: string, options: SafeFixOptions = {}): SafeFixResult {
  const first = findings(text, options);
  if (first.yamlError) return { text, applied: 0, invalidYaml: first.yamlError };
  let current = text;
  let diagnostics = first.diagnostics;
  let applied = 0;
  const done = (unfinished: boolean): SafeFixResult => {
    const surfaced = applied ? newFindings(text, first.diagnostics, current, diagnostics) : [];
    return { text: current, applied, ...(unfinished ? { unfinished } : {}), ...(surfaced.length ? { surfaced } : {}) };
  };
  for (let pass = 0; pass < MAX_FIX_PASSES; pass++) {
    const chosen = nonOverlapping(safeFixesOf(diagnostics).map((f) => f.fix));
    if (!chosen.length) return done(false);
    const next = applyEdits(current, chosen.flatMap((f) => f.edits));
    const after = findings(next, options);
    // A fix must not break the file: keep what the earlier passes made.
    if (after.yamlError || next === current) return done(false);
    current = next;
    applied += chosen.length;
    diagnostics = after.diagnostics;
  }
  return done(safeFixesOf(diagnostics).length > 0);
}

/** Findings of `after` with a code the same line of `before` did not have (safe fixes edit within lines, so line numbers hold). */
function newFindings(before: string, was: TaskDiagnostic[], after: string, now: TaskDiagnostic[]): TaskDiagnostic[] {
  const beforeLines = new LineIndex(before);
  const afterLines = new LineIndex(after);
  const seen = new Set(was.map((d) => `${beforeLines.positionAt(d.start).line}\u0000${d.code}`));
  return now.filter((d) => !seen.has(`${afterLines.positionAt(d.start).line}\u0000${d.code}`));
}

/** Where a fix edits: from its first edit's start to its last edit's end (a fix of several edits holds the whole span). */
function spanOf(f: Fix): { start: number; end: number } {
  let start = Infinity;
  let end = -Infinity;
  for (const e of f.edits) {
    start = Math.min(start, e.start);
    end = Math.max(end, e.end);
  }
  return { start, end };
}

/**
 * Fixes in document order whose spans do not overlap (one sweep); the same
 * fix reported twice is taken once. Two edits starting at one place conflict
 * too (two insertions there would be applied in a guessed order): the later
 * one waits for the next pass.
 */
function nonOverlapping(fixes: Fix[]): Fix[] {
  const seen = new Set<string>();
  const unique = fixes.filter((f) => {
    const key = JSON.stringify(f.edits.map((e) => [e.start, e.end, e.newText]));
    return seen.has(key) ? false : (seen.add(key), true);
  });
  const spans = unique.map((fix) => ({ fix, ...spanOf(fix) })).sort((a, b) => a.start - b.start || a.end - b.end);
  const taken: Fix[] = [];
  let lastStart = -1;
  let lastEnd = -1;
  for (const s of spans) {
    if (s.start < lastEnd || s.start === lastStart) continue;
    taken.push(s.fix);
    lastStart = s.start;
    lastEnd = s.end;
  }
  return taken;
}

/** Applies edits that do not overlap, in one pass over the text. */
export function applyEdits(text: string, edits: readonly OffsetEdit[]): string {
  const ordered = [...edits].sort((a, b) => a.start - b.start || a.end - b.end);
  const parts: string[] = [];
  let at = 0;
  for (const e of ordered) {
    parts.push(text.slice(at, e.start), e.newText);
    at = e.end;
  }
  parts.push(text.slice(at));
  return parts.join('');
}
