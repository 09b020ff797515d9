/**
 * A small seeded pseudo-random generator (mulberry32): the same seed gives the
 * same draws on every machine, so a run that drew a random slot or a mob's
 * place can be repeated from the seed its report records.
 */
export interface SeededRandom {
  readonly seed: number;
  /** A float in [0, 1). */
  next(): number;
  /** A float in [a, b) (or (b, a] when b < a), as numpy's uniform(a, b). */
  uniform(a: number, b: number): number;
  /** One element of a non-empty list. */
  pick<T>(list: readonly T[]): T;
}

/** Seeds are unsigned 32-bit integers; anything else is folded into one. */
export function normaliseSeed(seed: number): number {
  return Number.isFinite(seed) ? Math.abs(Math.trunc(seed)) >>> 0 : 0;
}

export function seededRandom(seed: number): SeededRandom {
  const s0 = normaliseSeed(seed);
  let state = s0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    seed: s0,
    next,
    uniform: (a, b) => a + (b - a) * next(),
    pick: (list) => list[Math.min(list.length - 1, Math.floor(next() * list.length))],
  };
}

/** A fresh seed for a run that was not given one. */
export function freshSeed(): number {
  return Math.floor(Math.random() * 4294967296) >>> 0;
}

/** A string's 32-bit FNV-1a hash: a stable seed made from a name (a task id, a series), the same on every machine. */
export function stringSeed(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}
