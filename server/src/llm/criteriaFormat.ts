/**
 * The six-dimension criteria file of MCU (criteria_files/<task>.txt): each
 * dimension is a bold heading line `**<Dimension>: <what it measures>**`
 * followed by `- ` rules. Models vary the markup, so `normalizeCriteria`
 * accepts common variants and writes the canonical form; `checkCriteria`
 * says what is missing.
 */
import { DIMENSIONS, Dimension } from '../judge/dimensions';

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

const squash = (s: string) => s.toLowerCase().replace(/[^a-z]+/g, ' ').trim();

function dimensionOf(label: string): Dimension | undefined {
  const l = squash(label);
  return CRITERIA_DIMENSIONS.find((d) => squash(d) === l);
}

/** A heading in any of: **D: m**, **D**: m, ## D: m, D: m (alone on its line), 1. **D:** m */
const HEADING = /^\s*(?:#{1,6}\s*)?(?:\d+[.)]\s*)?(?:\*\*|__)?\s*([A-Za-z][A-Za-z ]+?)\s*(?:(?:\*\*|__)\s*)?:\s*(?:(?:\*\*|__)\s*)?(.*?)\s*(?:\*\*|__)?\s*$/;
const RULE = /^\s*(?:[-*•+]|\d+[.)])\s+(.+?)\s*$/;

export function parseCriteria(text: string): CriteriaSection[] {
  const body = text.replace(/<think>[\s\S]*?<\/think>/gi, '').replace(/\r\n?/g, '\n').replace(/^\s*(```|~~~)[^\n]*$/gm, '');
  const sections: CriteriaSection[] = [];
  let current: CriteriaSection | undefined;
  for (const line of body.split('\n')) {
    if (!line.trim()) continue;
    const h = HEADING.exec(line);
    const dim = h ? dimensionOf(h[1]) : undefined;
    // "- **Task Progress**: …" is still a heading when it names a dimension.
    const bulletHeading = !dim ? /^\s*[-*]\s+(.*)$/.exec(line) : null;
    const hb = bulletHeading ? HEADING.exec(bulletHeading[1]) : null;
    const dim2 = hb && /\*\*|__/.test(bulletHeading![1]) ? dimensionOf(hb[1]) : undefined;
    const d = dim ?? dim2;
    if (d) {
      const measures = ((dim ? h![2] : hb![2]) ?? '').replace(/^\*+|\*+$/g, '').trim();
      current = sections.find((s) => s.dimension === d);
      if (!current) {
        current = { dimension: d, measures, rules: [] };
        sections.push(current);
      }
      continue;
    }
    const r = RULE.exec(line);
    if (r && current) current.rules.push(r[1].replace(/\s+/g, ' '));
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
