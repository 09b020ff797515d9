/**
 * A lookup table read with keys that come from outside (ids, NBT keys,
 * command names, words of an instruction or of a judge's answer): it has no
 * prototype, so `constructor`, `toString` or `__proto__` find nothing
 * instead of Object's own members.
 */
export function ownTable<T>(entries: Record<string, T>): Record<string, T> {
  return Object.assign(Object.create(null) as Record<string, T>, entries);
}

/** `table[key]` when the table itself has the key (for tables that are not ownTable's, e.g. built by spreading). */
export function ownValue<T>(table: Record<string, T>, key: string): T | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}
