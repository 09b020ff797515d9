/**
 * The check of a criteria file (`criteria_files/<task>.txt`) for the editor
 * and `mcu-task lint`. MCU's judge prompt (auto_eval/prompt/single_rating_prompt.txt)
 * reads the major criteria "surrounded by ** **", each with evaluation rules
 * under it, and asks for a score in each of the six dimensions; so the file
 * needs each dimension once, each with at least one rule. The file is read
 * once by llm/criteriaFormat.ts (readCriteria); this only says what is wrong,
 * in offsets like every other checker.
 */
import { diag, DiagnosticCode, TaskDiagnostic } from '../../model/task/diagnostic';
import { LineIndex } from '../../util/lineIndex';
import { CRITERIA_DIMENSIONS, LocatedHeading, readCriteria } from '../../evaluation/llm/criteriaFormat';
import { codeSwitchedOff } from '../../model/task/suppression';
import { CRITERIA } from '../../model/diagnosticCodes';
import { capProblems, ProblemCap } from '../../model/task/problemCap';

/**
 * Findings shown per criteria file (the same cap as a task file's command line, model/task/problemCap.ts):
 * a 1 MB file of 170,000 `**X**` lines would otherwise be 170,000 warnings in one 69 MB message.
 */
export const MAX_CRITERIA_PROBLEMS = 100;
const FILE_CAP: ProblemCap = { max: MAX_CRITERIA_PROBLEMS, code: CRITERIA.moreProblems, where: 'in this file' };

/**
 * Diagnostics for a criteria file's text; `disabled` codes or prefixes are left out. At most
 * MAX_CRITERIA_PROBLEMS, then one `criteria/more-problems`: each kind of finding comes in file
 * order, so only its first MAX_CRITERIA_PROBLEMS are built (the rest are counted), and the first
 * MAX_CRITERIA_PROBLEMS of them all, by position, are among those.
 */
export function checkCriteriaText(text: string, disabled?: string[]): TaskDiagnostic[] {
  const reading = readCriteria(text);
  const lines = new LineIndex(text);
  const at = (line: number, start: number, end: number) => [lines.lineStart(line) + start, lines.lineStart(line) + end] as const;
  const out: TaskDiagnostic[] = [];
  let total = 0;
  /** Counts a finding, and builds it (message and all) only while its kind is under the cap. */
  const kinds = new Map<DiagnosticCode, number>();
  const add = (code: DiagnosticCode, make: () => TaskDiagnostic) => {
    // No criteria finding is a YAML error, so every one can be switched off.
    if (codeSwitchedOff(code, disabled)) return;
    total++;
    const n = kinds.get(code) ?? 0;
    kinds.set(code, n + 1);
    if (n < MAX_CRITERIA_PROBLEMS) out.push(make());
  };
  const first = new Map<string, LocatedHeading>();
  const rulesOf = new Map<string, number>();
  for (const h of reading.headings) rulesOf.set(h.dimension, (rulesOf.get(h.dimension) ?? 0) + h.rules.length);
  for (const h of reading.headings) {
    const [s, e] = at(h.line, h.start, h.end);
    const earlier = first.get(h.dimension);
    if (earlier) {
      add(CRITERIA.duplicateDimension, () => diag(s, e, 'warning', CRITERIA.duplicateDimension,
        `"${h.dimension}" is already a heading on line ${earlier.line + 1}; the judge would see two sections of it. Merge their rules under one heading.`));
      continue;
    }
    first.set(h.dimension, h);
    // A repeat's rules count for the dimension, so "empty" is judged over all its headings.
    if (!rulesOf.get(h.dimension)) {
      add(CRITERIA.emptyDimension, () => diag(s, e, 'warning', CRITERIA.emptyDimension,
        `"${h.dimension}" has no rule: add "- " lines under it saying what the judge should look for.`));
    }
  }
  for (const u of reading.unknown) {
    add(CRITERIA.unknownHeading, () => {
      const [s, e] = at(u.line, u.start, u.end);
      return diag(s, e, 'warning', CRITERIA.unknownHeading,
        `"${u.label}" is not one of the six dimensions (${CRITERIA_DIMENSIONS.join(', ')}); the judge scores only those, so the rules under it belong to none.`);
    });
  }
  CRITERIA_DIMENSIONS.forEach((d, i) => {
    if (first.has(d)) return;
    // Shown where the dimension belongs: on the heading of the next present dimension, or at the end of the file.
    const next = CRITERIA_DIMENSIONS.slice(i + 1).map((x) => first.get(x)).find(Boolean);
    let range: readonly [number, number];
    if (next) range = at(next.line, next.start, next.end);
    else if (first.size) range = [lines.lineEnd(lines.lineCount - 1), lines.lineEnd(lines.lineCount - 1)];
    else range = [0, lines.lineEnd(0)];
    const where = next ? `before "${next.dimension}"` : 'at the end';
    add(CRITERIA.missingDimension, () => diag(range[0], range[1], 'error', CRITERIA.missingDimension,
      `The dimension "${d}" is missing: the judge scores six dimensions, each from its own section. Add "**${d}: …**" with "- " rules (${where}).`));
  });
  out.sort((a, b) => a.start - b.start || a.end - b.end);
  // The "N more" finding sits at the end of the file, after the last one shown.
  const end = text.length;
  return !codeSwitchedOff(FILE_CAP.code, disabled) ? capProblems(out, total, FILE_CAP, end, end) : out.slice(0, MAX_CRITERIA_PROBLEMS);
}
