/**
 * Stratified selection of a benchmark subset, as MCU-Turbo and SkillForge
 * are drawn: the size is shared out over categories in proportion to the
 * suite (largest remainders, so each category's count is within one task of
 * its exact share), then within a category over difficulty levels the same
 * way, and within a stratum tasks are taken evenly spread from easiest to hardest.
 */
export type Stratum = 'category' | 'difficulty';

export interface Candidate {
  file: string;
  category: string;
  /** Mean calibrated difficulty (0–5), null without any dimension. */
  overall: number | null;
  /** Where the planning complexity's goals were read from (reward entries, instruction, none): reported, not a stratum. */
  goalSource?: 'rewards' | 'text' | 'none';
}

/** Shares n out over groups of the given sizes by largest remainders (ties by name). */
export function apportion(sizes: Map<string, number>, n: number): Map<string, number> {
  const total = [...sizes.values()].reduce((a, b) => a + b, 0);
  const out = new Map<string, number>();
  if (!total) return out;
  const exact = [...sizes].map(([k, s]) => ({ k, q: (n * s) / total }));
  for (const e of exact) out.set(e.k, Math.floor(e.q));
  let left = n - [...out.values()].reduce((a, b) => a + b, 0);
  const byRemainder = [...exact].sort((a, b) => b.q - Math.floor(b.q) - (a.q - Math.floor(a.q)) || a.k.localeCompare(b.k));
  for (const e of byRemainder) {
    if (left <= 0) break;
    out.set(e.k, out.get(e.k)! + 1);
    left--;
  }
  return out;
}

/** low / medium / high by thirds of the suite's overall difficulty; "unknown" without one. */
export function difficultyLevels(tasks: Candidate[]): Map<string, string> {
  const known = tasks.filter((t) => t.overall !== null).sort((a, b) => a.overall! - b.overall! || a.file.localeCompare(b.file));
  const out = new Map<string, string>(tasks.map((t) => [t.file, 'unknown']));
  known.forEach((t, i) => out.set(t.file, ['low', 'medium', 'high'][Math.min(2, Math.floor((3 * i) / known.length))]));
  return out;
}

/** k of the tasks, evenly spaced in difficulty order (then by file). */
function spread(tasks: Candidate[], k: number): Candidate[] {
  const sorted = [...tasks].sort((a, b) => (a.overall ?? -1) - (b.overall ?? -1) || a.file.localeCompare(b.file));
  return Array.from({ length: k }, (_, i) => sorted[Math.floor(((i + 0.5) * sorted.length) / k)]);
}

function groupBy<T>(xs: T[], key: (x: T) => string): Map<string, T[]> {
  const m = new Map<string, T[]>();
  for (const x of xs) m.set(key(x), [...(m.get(key(x)) ?? []), x]);
  return m;
}

export interface Selection {
  tasks: (Candidate & { level: string })[];
  /** Per stratum ("crafting/high"): how many the suite has and how many were taken. */
  strata: { stratum: string; available: number; selected: number }[];
}

export function selectStratified(all: Candidate[], size: number, by: Stratum[]): Selection {
  const levels = difficultyLevels(all);
  const keyOf = (t: Candidate, s: Stratum) => (s === 'category' ? t.category : levels.get(t.file)!);
  const out: Selection = { tasks: [], strata: [] };
  const split = (tasks: Candidate[], n: number, rest: Stratum[], label: string[]) => {
    if (!rest.length) {
      for (const t of spread(tasks, n)) out.tasks.push({ ...t, level: levels.get(t.file)! });
      out.strata.push({ stratum: label.join('/') || 'all', available: tasks.length, selected: n });
      return;
    }
    const groups = groupBy(tasks, (t) => keyOf(t, rest[0]));
    const quota = apportion(new Map([...groups].map(([k, g]) => [k, g.length])), n);
    for (const [k, g] of [...groups].sort((a, b) => a[0].localeCompare(b[0]))) split(g, quota.get(k) ?? 0, rest.slice(1), [...label, k]);
  };
  split(all, Math.min(size, all.length), by, []);
  return out;
}
