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

/** A heading in any of: **D: m**, **D**: m, ## D: m, D: m (alone on its line), 1. **D:** m */
const HEADING = /^\s*(?:#{1,6}\s*)?(?:\d+[.)]\s*)?(?:\*\*|__)?\s*([A-Za-z][A-Za-z &]+?)\s*(?:(?:\*\*|__)\s*)?:\s*(?:(?:\*\*|__)\s*)?(.*?)\s*(?:\*\*|__)?\s*$/;
/** A heading without "what it measures": **D**, ## D, D — MCU writes `**Task Completion Efficiency**` so. */
const BARE_HEADING = /^\s*(?:#{1,6}\s*)?(?:\d+[.)]\s*)?(?:\*\*|__)?\s*([A-Za-z][A-Za-z &]+?)\s*(?:\*\*|__)?\s*:?\s*$/;
/** A line the judge prompt would take for a major criterion: wholly bold (`**…**`, maybe a colon after) or a `#` heading. */
const OTHER_HEADING = /^\s*(?:\*\*(.+?)\*\*\s*:?|__(.+?)__\s*:?|#{1,6}\s+(.+?))\s*$/;
const RULE = /^\s*(?:[-*\u2022+]|\d+[.)])\s+(.+?)\s*$/;

/**
 * The lines of a model's answer or a file, one entry per source line: `<think>`
 * blocks and code fences are blanked (their line count kept), so line numbers
 * stay those of the text.
 */
function sourceLines(text: string): string[] {
  const blank = (m: string) => m.replace(/[^\r\n]+/g, '');
  return text
    .replace(/<think>[\s\S]*?<\/think>/gi, blank)
    .split(/\r\n|\r|\n/)
    .map((l) => (/^\s*(```|~~~)/.test(l) ? '' : l));
}

function headingOn(line: string): { dimension: Dimension; measures: string } | undefined {
  const h = HEADING.exec(line);
  const d = h ? matchDimension(h[1]) : undefined;
  if (d) return { dimension: d, measures: h![2].replace(/^\*+|\*+$/g, '').trim() };
  const b = BARE_HEADING.exec(line);
  const bd = b ? matchDimension(b[1]) : undefined;
  if (bd) return { dimension: bd, measures: '' };
  // "- **Task Progress**: …" is still a heading when it names a dimension in bold.
  const bullet = /^\s*[-*]\s+(.*)$/.exec(line);
  if (bullet && /\*\*|__/.test(bullet[1])) return headingOn(bullet[1]);
  return undefined;
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
    if (!line.trim()) return;
    const start = line.length - line.trimStart().length;
    const end = line.trimEnd().length;
    const h = headingOn(line);
    if (h) {
      current = { ...h, line: i, start, end, rules: [] };
      headings.push(current);
      classified.push({ line: i, kind: 'heading', text: h.measures ? `${h.dimension}: ${h.measures}` : h.dimension, dimension: h.dimension });
      return;
    }
    const o = OTHER_HEADING.exec(line);
    if (o) {
      const label = (o[1] ?? o[2] ?? o[3]).trim();
      unknown.push({ label, line: i, start, end });
      classified.push({ line: i, kind: 'unknown-heading', text: label });
      current = undefined;
      return;
    }
    const r = RULE.exec(line);
    const text = r ? r[1].replace(/\s+/g, ' ') : line.trim();
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
    out.push(`**${d}: ${s.measures || DEFAULT_MEASURES[d]}**`);
    for (const r of s.rules) out.push(`- ${r}`);
    out.push('');
  }
  return out.join('\n');
}
