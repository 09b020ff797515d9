/**
 * `--shard i/n` (verify, lint, judge): a stable 1/n of the files, so a suite
 * too big for one machine can be split across CI jobs, as Playwright's and
 * Jest's shards do. The files are sorted by their path relative to the folder
 * given on the command line (so every machine, whatever its checkout path,
 * deals the same way) and dealt round-robin: shard i takes the files at
 * positions i-1, i-1+n, i-1+2n … Shards are disjoint, together they are the
 * whole list, and none is empty while there are at least n files.
 */
import * as path from 'path';

export interface Shard {
  /** 1-based. */
  index: number;
  count: number;
}

/** Shard sizes beyond this are a typo, not a CI matrix. */
const MAX_SHARDS = 10_000;

/** Parses `i/n`; undefined when the flag is absent. Throws a message for the usage error otherwise. */
export function parseShard(v: string | undefined): Shard | undefined {
  if (v === undefined) return undefined;
  const m = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(v);
  const index = m ? Number(m[1]) : NaN;
  const count = m ? Number(m[2]) : NaN;
  if (!m || count < 1 || count > MAX_SHARDS || index < 1 || index > count) {
    throw new Error(`--shard must be i/n with 1 ≤ i ≤ n ≤ ${MAX_SHARDS} (e.g. --shard 2/4), not '${v}'`);
  }
  return { index, count };
}

/** The sort key of a file: its path below the folder argument that holds it (with / separators), else its path from cwd. */
export function shardKey(file: string, roots: string[], cwd: string): string {
  const abs = path.resolve(cwd, file);
  for (const r of roots) {
    const rel = path.relative(path.resolve(cwd, r), abs);
    if (rel && !rel.startsWith('..') && !path.isAbsolute(rel)) return rel.split(path.sep).join('/');
  }
  return path.relative(cwd, abs).split(path.sep).join('/');
}

/** The items of `shard` (all of them without one), in the order they were given. */
export function takeShard<T>(items: T[], keyOf: (item: T) => string, shard: Shard | undefined): T[] {
  if (!shard) return items;
  // Code-unit order, not the locale's: the same on every machine.
  const order = items.map((item, i) => ({ i, key: keyOf(item) })).sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.i - b.i));
  const chosen = new Set(order.filter((_, pos) => pos % shard.count === shard.index - 1).map((o) => o.i));
  return items.filter((_, i) => chosen.has(i));
}

/** "shard 2/4: 3 of 11 tasks". */
export function shardNote(shard: Shard, taken: number, total: number, noun: string): string {
  return `shard ${shard.index}/${shard.count}: ${taken} of ${total} ${noun}${total === 1 ? '' : 's'}`;
}
