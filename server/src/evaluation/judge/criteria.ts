/**
 * Criteria files (`criteria_files/<task>.txt`) as the preview shows them:
 * every heading (one of the six dimensions or not) with the lines under it.
 * The lines are read by the one criteria reader (llm/criteriaFormat.ts); here
 * prose lines count as rules too, and text before the first heading forms a
 * section without a heading, so nothing the file says is hidden.
 */
import { readCriteria } from '../llm/criteriaFormat';
import type { Dimension } from './dimensions';

export interface CriteriaSection {
  /** The dimension the heading names, when it is one of the six. */
  dimension?: Dimension;
  heading: string;
  rules: string[];
}

export function parseCriteria(text: string): CriteriaSection[] {
  const sections: CriteriaSection[] = [];
  let current: CriteriaSection | undefined;
  for (const l of readCriteria(text).lines) {
    if (l.kind === 'heading' || l.kind === 'unknown-heading') {
      current = l.dimension ? { heading: l.text, rules: [], dimension: l.dimension } : { heading: l.text, rules: [] };
      sections.push(current);
    } else {
      if (!current) sections.push((current = { heading: '', rules: [] }));
      current.rules.push(l.text);
    }
  }
  return sections;
}
