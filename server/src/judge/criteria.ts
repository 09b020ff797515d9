/**
 * Criteria files (`criteria_files/<task>.txt`): six sections, each a bold
 * heading `**<Dimension>: <what it measures>**` followed by `- ` rules.
 */
import { Dimension, matchDimension } from './dimensions';

export interface CriteriaSection {
  /** The dimension the heading names, when it is one of the six. */
  dimension?: Dimension;
  heading: string;
  rules: string[];
}

export function parseCriteria(text: string): CriteriaSection[] {
  const sections: CriteriaSection[] = [];
  let current: CriteriaSection | undefined;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    const heading = /^\*\*(.+?)\*\*:?$/.exec(line) ?? /^#+\s*(.+)$/.exec(line);
    if (heading) {
      const title = heading[1].trim();
      const name = title.split(':')[0];
      current = { heading: title, rules: [] };
      const d = matchDimension(name);
      if (d) current.dimension = d;
      sections.push(current);
    } else if (current) {
      current.rules.push(line.replace(/^[-*•]\s*/, ''));
    } else {
      current = { heading: '', rules: [line.replace(/^[-*•]\s*/, '')] };
      sections.push(current);
    }
  }
  return sections;
}
