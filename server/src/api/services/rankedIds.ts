/**
 * Ids offered for a value being typed, in the reward fields and in
 * MineStudio's keys alike: every id containing what was typed (a leading
 * `minecraft:` is ignored, since these ids are written without it), those
 * starting with it first, then alphabetically, cut at MAX_COMPLETIONS.
 */
import { MAX_COMPLETIONS } from '../../model/commands';
import type { CompletionResult } from './serviceTypes';

/**
 * `sortedNames` is already in alphabetical order (Registry.sortedNames), so
 * the ranking is one pass that keeps the ids starting with the typed text
 * apart from those only containing it: no sort on a keystroke.
 */
export function rankedIds(sortedNames: readonly string[], what: string, typed: string, replaceStart: number, replaceEnd: number): CompletionResult[] {
  const prefix = typed.replace(/^minecraft:/, '');
  const starting: string[] = [];
  const containing: string[] = [];
  for (const n of sortedNames) {
    if (starting.length >= MAX_COMPLETIONS) break;
    if (n.startsWith(prefix)) starting.push(n);
    else if (containing.length < MAX_COMPLETIONS && n.includes(prefix)) containing.push(n);
  }
  return starting.concat(containing).slice(0, MAX_COMPLETIONS)
    .map((n) => ({ label: n, kind: 'id' as const, detail: what, replaceStart, replaceEnd }));
}
