/**
 * The check of a criteria file (`criteria_files/<task>.txt`) for the editor
 * and `mcu-task lint`. MCU's judge prompt (auto_eval/prompt/single_rating_prompt.txt)
 * reads the major criteria "surrounded by ** **", each with evaluation rules
 * under it, and asks for a score in each of the six dimensions; so the file
 * needs each dimension once, each with at least one rule. The file is read
 * once by llm/criteriaFormat.ts (readCriteria); this only says what is wrong,
 * in offsets like every other checker.
 */
import { diag, TaskDiagnostic } from '../core/diagnostic';
import { LineIndex } from '../util/lineIndex';
import { CRITERIA_DIMENSIONS, LocatedHeading, readCriteria } from '../llm/criteriaFormat';
import { filterDisabled } from '../core/validate';
import { CRITERIA } from '../core/diagnosticCodes';

/** Diagnostics for a criteria file's text; `disabled` codes or prefixes are left out. */
export function checkCriteriaText(text: string, disabled?: string[]): TaskDiagnostic[] {
  const reading = readCriteria(text);
  const lines = new LineIndex(text);
  const at = (line: number, start: number, end: number) => [lines.lineStart(line) + start, lines.lineStart(line) + end] as const;
  const out: TaskDiagnostic[] = [];
  const first = new Map<string, LocatedHeading>();
  for (const h of reading.headings) {
    const [s, e] = at(h.line, h.start, h.end);
    const earlier = first.get(h.dimension);
    if (earlier) {
      out.push(diag(s, e, 'warning', CRITERIA.duplicateDimension,
        `"${h.dimension}" is already a heading on line ${earlier.line + 1}; the judge would see two sections of it. Merge their rules under one heading.`));
      continue;
    }
    first.set(h.dimension, h);
    // A repeat's rules count for the dimension, so "empty" is judged over all its headings.
    const rules = reading.headings.filter((x) => x.dimension === h.dimension).reduce((n, x) => n + x.rules.length, 0);
    if (!rules) {
      out.push(diag(s, e, 'warning', CRITERIA.emptyDimension,
        `"${h.dimension}" has no rule: add "- " lines under it saying what the judge should look for.`));
    }
  }
  for (const u of reading.unknown) {
    const [s, e] = at(u.line, u.start, u.end);
    out.push(diag(s, e, 'warning', CRITERIA.unknownHeading,
      `"${u.label}" is not one of the six dimensions (${CRITERIA_DIMENSIONS.join(', ')}); the judge scores only those, so the rules under it belong to none.`));
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
    out.push(diag(range[0], range[1], 'error', CRITERIA.missingDimension,
      `The dimension "${d}" is missing: the judge scores six dimensions, each from its own section. Add "**${d}: …**" with "- " rules (${where}).`));
  });
  out.sort((a, b) => a.start - b.start || a.end - b.end);
  return filterDisabled(out, disabled);
}
