/**
 * Elo ratings over pairwise verdicts, updated in the order the results are
 * given (files sorted by name): a win scores 1, a tie ½ each. "Both are bad"
 * says nothing about which agent is better, so it does not move the ratings;
 * it is counted.
 */
import type { PairVerdict } from './pairwise';

export interface Match {
  a: string;
  b: string;
  verdict: PairVerdict;
}

export interface EloRow {
  name: string;
  rating: number;
  games: number;
  wins: number;
  losses: number;
  ties: number;
  bothBad: number;
}

export interface EloOptions {
  k?: number;
  initial?: number;
}

export function expectedScore(ra: number, rb: number): number {
  return 1 / (1 + 10 ** ((rb - ra) / 400));
}

export function eloRatings(matches: Match[], opts: EloOptions = {}): EloRow[] {
  const k = opts.k ?? 32;
  const initial = opts.initial ?? 1000;
  const rows = new Map<string, EloRow>();
  const row = (name: string) => {
    let r = rows.get(name);
    if (!r) rows.set(name, (r = { name, rating: initial, games: 0, wins: 0, losses: 0, ties: 0, bothBad: 0 }));
    return r;
  };
  for (const m of matches) {
    const a = row(m.a);
    const b = row(m.b);
    if (m.verdict === 'both bad') {
      a.bothBad++;
      b.bothBad++;
      continue;
    }
    const sa = m.verdict === 'A' ? 1 : m.verdict === 'B' ? 0 : 0.5;
    const ea = expectedScore(a.rating, b.rating);
    const delta = k * (sa - ea);
    a.rating += delta;
    b.rating -= delta;
    a.games++;
    b.games++;
    if (sa === 1) (a.wins++, b.losses++);
    else if (sa === 0) (b.wins++, a.losses++);
    else (a.ties++, b.ties++);
  }
  return [...rows.values()]
    .map((r) => ({ ...r, rating: Math.round(r.rating * 100) / 100 }))
    .sort((x, y) => y.rating - x.rating || x.name.localeCompare(y.name));
}
