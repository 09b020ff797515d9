/**
 * Vanilla's NbtUtils.compareNbt for `nbt=` selectors and `if data`: every key
 * of the expected compound must match; a list matches when each expected
 * element matches some actual element.
 */
import type { NbtValue } from '../../../model/commands';

export function nbtMatches(expected: NbtValue, actual: unknown): boolean {
  if (actual === undefined || actual === null) return false;
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual)) return false;
    return expected.every((x) => actual.some((y) => nbtMatches(x, y)));
  }
  if (typeof expected === 'object') {
    if (typeof actual !== 'object' || Array.isArray(actual)) return false;
    return Object.entries(expected).every(([k, v]) => nbtMatches(v, (actual as Record<string, unknown>)[k]));
  }
  // SNBT booleans are bytes: true matches 1b.
  const norm = (v: unknown) => (typeof v === 'boolean' ? (v ? 1 : 0) : v);
  return norm(expected) === norm(actual);
}
