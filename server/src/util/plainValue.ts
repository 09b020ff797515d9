/**
 * Values from files we did not write, as text or numbers, without String() or
 * Number(): those call a value's own toString/valueOf, and `{"toString": 1}`
 * makes them throw "Cannot convert object to primitive value".
 */

/** A string, number or boolean as text; anything else (an object, a list, null) as `fallback`. */
export function textOf(v: unknown, fallback = ''): string {
  return typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'boolean' ? String(v) : fallback;
}

/** A finite number, or a string that is one ("3"); anything else as `fallback`. */
export function numberOf(v: unknown, fallback: number): number {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() ? Number(v) : NaN;
  return Number.isFinite(n) ? n : fallback;
}
