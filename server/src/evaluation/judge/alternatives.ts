/**
 * OR alternatives of a task, read from its text ("craft a ladder and kill a
 * spider or collect wool" → [[craft a ladder, kill a spider], [collect wool]])
 * with each reward entry placed in the part whose words it shares most
 * (identity and object names against the part's words).
 */
import type { RewardEntry } from './agentbeats';
import { splitAlternatives } from '../../model/instruction/clauses';

export type Alternatives =
  | { alternatives: string[][]; groups: RewardEntry[][][] }
  | { reason?: string };

const STOP = new Set(['a', 'an', 'the', 'of', 'from', 'with', 'some', 'one', 'minecraft', 'to', 'in', 'on', 'for', 'and', 'or']);

export function taskAlternatives(text: string, entries: RewardEntry[]): Alternatives {
  const alternatives = splitAlternatives(text);
  if (alternatives.length < 2) return {};
  const parts = alternatives.flatMap((alt, ai) => alt.map((p, pi) => ({ ai, pi, words: words(p) })));
  const groups: RewardEntry[][][] = alternatives.map((alt) => alt.map(() => []));
  for (const e of entries) {
    const ew = new Set([...words(e.identity), ...e.objects.flatMap(words)]);
    const scored = parts.map((p) => ({ p, n: [...p.words].filter((w) => ew.has(w)).length })).sort((a, b) => b.n - a.n);
    if (!scored[0] || scored[0].n === 0 || (scored[1] && scored[1].n === scored[0].n)) {
      return { reason: `the task has OR alternatives, but reward entry ${e.identity} matches no single part of "${text}"` };
    }
    groups[scored[0].p.ai][scored[0].p.pi].push(e);
  }
  if (groups.some((alt) => alt.some((part) => !part.length))) {
    return { reason: `the task has OR alternatives, but not every part of "${text}" has a reward entry` };
  }
  return { alternatives, groups };
}

function words(s: string): Set<string> {
  return new Set(
    s
      .toLowerCase()
      .replace(/^minecraft:/, '')
      .split(/[^a-z0-9]+/)
      .filter((w) => w && !STOP.has(w))
      .map((w) => (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w)),
  );
}
