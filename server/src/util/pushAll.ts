/**
 * Appends `items` to `target` one by one. `target.push(...items)` passes every
 * item as an argument on the stack, and an array from input we do not bound
 * (a report's 100,000 goals, a world's changes) throws "RangeError: Maximum
 * call stack size exceeded" past about a hundred thousand.
 */
export function pushAll<T>(target: T[], items: readonly T[]): T[] {
  for (let i = 0; i < items.length; i++) target.push(items[i]);
  return target;
}

/** The largest of `values` (-Infinity for none), without spreading them as arguments (see pushAll). */
export function maxOf(values: readonly number[]): number {
  let m = -Infinity;
  for (const v of values) if (v > m || Number.isNaN(v)) m = v;
  return m;
}

/** The smallest of `values` (Infinity for none), without spreading them as arguments (see pushAll). */
export function minOf(values: readonly number[]): number {
  let m = Infinity;
  for (const v of values) if (v < m || Number.isNaN(v)) m = v;
  return m;
}
