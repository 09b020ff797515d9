/**
 * The six-dimension criteria file of MCU (criteria_files/<task>.txt): each
 * dimension is a bold heading line `**<Dimension>: <what it measures>**`
 * followed by `- ` rules (MCU's own files indent them: ` - `, and write
 * `**Task Completion Efficiency**` without the colon). Models vary the markup,
 * so the reader accepts common variants, `formatCriteria` writes the canonical
 * form and `checkCriteria` says what is missing; services/criteriaCheck.ts
 * turns the located reading into diagnostics for the editor and lint.
 */
import { DIMENSIONS, Dimension, matchDimension } from '../judge/dimensions';
import { collapseSpaces } from '../../util/collapseSpaces';
import { oneLine } from '../../util/terminalText';

/** The same six dimensions the judge scores (one list for criteria and judge files). */
export const CRITERIA_DIMENSIONS = DIMENSIONS;
export type { Dimension };

export interface CriteriaSection {
  dimension: Dimension;
  /** The text after "Dimension:" in the heading. */
  measures: string;
  rules: string[];
}

export interface CriteriaCheck {
  ok: boolean;
  sections: CriteriaSection[];
  missing: Dimension[];
  /** Present but without any `- ` rule. */
  empty: Dimension[];
  problems: string[];
}

/** One heading line naming a dimension, where it is (0-based line; columns of its text). */
export interface LocatedHeading {
  dimension: Dimension;
  measures: string;
  line: number;
  start: number;
  end: number;
  /** The `- ` rules under this heading, with their lines. */
  rules: { text: string; line: number }[];
}

/** A whole-line bold or `#` heading that names none of the six dimensions. */
export interface UnknownHeading {
  label: string;
  line: number;
  start: number;
  end: number;
}

/** Each non-blank line, classified: a dimension heading, another heading, a `- ` rule, or other text. */
export interface CriteriaLine {
  line: number;
  kind: 'heading' | 'unknown-heading' | 'rule' | 'text';
  /** The heading's title (`Dimension: measures`), the rule without its bullet, or the trimmed text. */
  text: string;
  dimension?: Dimension;
}

/** A criteria file read line by line: every dimension heading in file order (repeats included). */
export interface CriteriaReading {
  headings: LocatedHeading[];
  unknown: UnknownHeading[];
  lines: CriteriaLine[];
  lineCount: number;
}

/**
 * Headings are short (MCU's longest is about 130 characters); a longer line is
 * a rule or prose. Every test below is a linear scan of the trimmed line: a
 * criteria file is workspace input, checked as the user types, so no pattern
 * may backtrack over a long run of spaces or stars.
 */
const MAX_HEADING = 500;
/** Stars at the end, anchored by a lookbehind so a run of stars inside the text is not rescanned from each of its stars. */
const TRAILING_STARS = /(?<!\*)\*+$/;
const RULE_MARK = /^(?:[-*\u2022+]|\d+[.)])\s+/;

/** The text without the bold markers (`**`, `__`) and spaces around it. */
function unbold(s: string): string {
  let t = s.trim();
  for (;;) {
    const before = t.length;
    if (t.startsWith('**') || t.startsWith('__')) t = t.slice(2).trimStart();
    if (t.endsWith('**') || t.endsWith('__')) t = t.slice(0, -2).trimEnd();
    if (t.length === before) return t;
  }
}

/**
 * The dimension a (trimmed) heading line names, in any of: **D: m**, **D**: m,
 * ## D: m, D: m, 1. **D:** m, and without ": m" (MCU's `**Task Completion
 * Efficiency**`); "- **D**: m" when the bullet's text is bold.
 */
function headingOn(t: string): { dimension: Dimension; measures: string } | undefined {
  if (t.length > MAX_HEADING) return undefined;
  const bullet = /^[-*]\s+/.exec(t);
  if (bullet) {
    const rest = t.slice(bullet[0].length);
    return rest.includes('**') || rest.includes('__') ? headingOn(rest) : undefined;
  }
  const body = unbold(t.replace(/^#{1,6}\s*/, '').replace(/^\d+[.)]\s*/, ''));
  const colon = body.indexOf(':');
  const label = unbold(colon < 0 ? body : body.slice(0, colon));
  const dimension = /^[A-Za-z][A-Za-z &]*$/.test(label) ? matchDimension(label) : undefined;
  if (!dimension) return undefined;
  return { dimension, measures: colon < 0 ? '' : unbold(body.slice(colon + 1)).replace(/^\*+/, '').replace(TRAILING_STARS, '').trim() };
}

/** A (trimmed) line the judge prompt would take for a major criterion: wholly bold (`**…**`, maybe a colon after) or a `#` heading. */
function otherHeadingOn(t: string): string | undefined {
  if (t.length > MAX_HEADING) return undefined;
  const s = t.endsWith(':') ? t.slice(0, -1).trimEnd() : t;
  for (const m of ['**', '__']) {
    if (s.length > 4 && s.startsWith(m) && s.endsWith(m) && s.slice(2, -2).trim()) return s.slice(2, -2).trim();
  }
  const hash = /^#{1,6}\s+/.exec(t);
  return hash && t.length > hash[0].length ? t.slice(hash[0].length) : undefined;
}

/**
 * The lines of a model's answer or a file, one entry per source line: `<think>`
 * blocks and code fences are blanked (their line count kept), so line numbers
 * stay those of the text. The blocks are found with two forward searches, so
 * a text of many unclosed `<think>` is still read in linear time.
 */
function sourceLines(text: string): string[] {
  const open = /<think>/gi;
  const close = /<\/think>/gi;
  let kept = '';
  let from = 0;
  for (;;) {
    open.lastIndex = from;
    const a = open.exec(text);
    if (!a) break;
    close.lastIndex = a.index;
    const b = close.exec(text);
    if (!b) break;
    kept += text.slice(from, a.index) + text.slice(a.index, close.lastIndex).replace(/[^\r\n]+/g, '');
    from = close.lastIndex;
  }
  kept += text.slice(from);
  return kept.split(/\r\n|\r|\n/).map((l) => (/^\s*(```|~~~)/.test(l) ? '' : l));
}

/**
 * The one reader of criteria files (generation, the editor's check, lint):
 * dimension headings in the markups above with their `- ` rules, located by
 * line. Rules under an unknown heading belong to no dimension.
 */
export function readCriteria(text: string): CriteriaReading {
  const lines = sourceLines(text);
  const headings: LocatedHeading[] = [];
  const unknown: UnknownHeading[] = [];
  const classified: CriteriaLine[] = [];
  let current: LocatedHeading | undefined;
  lines.forEach((line, i) => {
    const t = line.trim();
    if (!t) return;
    const start = line.length - line.trimStart().length;
    const end = line.trimEnd().length;
    const h = headingOn(t);
    if (h) {
      // Field by field: spreading `h` takes V8's slow path (a 50,000-heading file spent most of its time there).
      current = { dimension: h.dimension, measures: h.measures, line: i, start, end, rules: [] };
      headings.push(current);
      classified.push({ line: i, kind: 'heading', text: h.measures ? `${h.dimension}: ${h.measures}` : h.dimension, dimension: h.dimension });
      return;
    }
    const label = otherHeadingOn(t);
    if (label !== undefined) {
      unknown.push({ label, line: i, start, end });
      classified.push({ line: i, kind: 'unknown-heading', text: label });
      current = undefined;
      return;
    }
    const r = RULE_MARK.exec(t);
    const text = r ? collapseSpaces(t.slice(r[0].length)) : t;
    if (r && current) current.rules.push({ text, line: i });
    classified.push({ line: i, kind: r ? 'rule' : 'text', text });
  });
  return { headings, unknown, lines: classified, lineCount: lines.length };
}

/** The sections by dimension, in file order; a dimension written twice has its rules joined. */
export function parseCriteria(text: string): CriteriaSection[] {
  const sections: CriteriaSection[] = [];
  for (const h of readCriteria(text).headings) {
    let s = sections.find((x) => x.dimension === h.dimension);
    if (!s) sections.push((s = { dimension: h.dimension, measures: h.measures, rules: [] }));
    s.rules.push(...h.rules.map((r) => r.text));
  }
  return sections;
}

export function checkCriteria(text: string): CriteriaCheck {
  const sections = parseCriteria(text);
  const missing = CRITERIA_DIMENSIONS.filter((d) => !sections.some((s) => s.dimension === d));
  const empty = sections.filter((s) => !s.rules.length).map((s) => s.dimension);
  const problems = [
    ...missing.map((d) => `The section "${d}" is missing.`),
    ...empty.map((d) => `The section "${d}" has no "- " rule.`),
  ];
  return { ok: !problems.length, sections, missing, empty, problems };
}

const DEFAULT_MEASURES: Record<Dimension, string> = {
  'Task Progress': 'how far the agent got towards the goal',
  'Action Control': 'whether actions are purposeful and free of needless moves',
  'Error Recognition and Correction': 'whether the agent notices and fixes its mistakes',
  'Creative Attempts': 'whether the agent tries new ways when stuck',
  'Task Completion Efficiency': 'how quickly and directly the agent finishes',
  'Material Selection and Usage': 'whether the right items and tools are chosen and used',
};

/** The canonical file text, dimensions in the standard order. */
export function formatCriteria(sections: CriteriaSection[]): string {
  const out: string[] = [];
  for (const d of CRITERIA_DIMENSIONS) {
    const s = sections.find((x) => x.dimension === d);
    if (!s) continue;
    // A heading and a rule are one line each: a newline in an imported prompt or a model's rule would split them.
    out.push(`**${d}: ${oneLine(s.measures || DEFAULT_MEASURES[d]).trim()}**`);
    for (const r of s.rules) out.push(`- ${oneLine(r).trim()}`);
    out.push('');
  }
  return out.join('\n');
}
