/**
 * Ids offered for a value being typed, in the reward fields and in
 * MineStudio's keys alike: every id containing what was typed (a leading
 * `minecraft:` is ignored, since these ids are written without it), those
 * starting with it first, then alphabetically, cut at MAX_COMPLETIONS.
 */
import { MAX_COMPLETIONS } from '../commands';
import type { CompletionResult } from './types';

export function rankedIds(names: string[], what: string, typed: string, replaceStart: number, replaceEnd: number): CompletionResult[] {
  const prefix = typed.replace(/^minecraft:/, '');
  return names
    .filter((n) => n.includes(prefix))
    .sort((a, b) => Number(!a.startsWith(prefix)) - Number(!b.startsWith(prefix)) || a.localeCompare(b))
    .slice(0, MAX_COMPLETIONS)
    .map((n) => ({ label: n, kind: 'id' as const, detail: what, replaceStart, replaceEnd }));
}
