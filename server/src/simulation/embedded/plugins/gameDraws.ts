/**
 * The embedded server's chance draws: an enchanting table's seed, Unbreaking, a furnace's
 * experience fraction, crop growth and bone meal, anvil wear, a painting's choice, a drop's toss,
 * `@r`. Each kind has its own seeded stream, started from the task's seed when its task begins
 * (WorldSession.seedDraws). So a task run twice with one `--seed` draws the same values, warm or
 * fresh, whatever else drew between them (a crop's ticks do not move an enchanting table's seed).
 * Until a task seeds them (a server opened ahead, a test's own server) they start from a fresh seed.
 */
import type { EmbeddedContext } from './context';
import { freshSeed, normaliseSeed, SeededRandom, seededRandom, stringSeed } from '../../../util/seededRandom';

export type DrawKind = 'enchanting' | 'unbreaking' | 'experience' | 'crops' | 'anvil' | 'painting' | 'toss' | 'selector';

export interface GameDraws {
  seed: number;
  streams: Map<DrawKind, SeededRandom>;
}

/** From here on the server's draws come from `seed`, each kind's stream from its start. */
export function seedDraws(ctx: EmbeddedContext, seed: number): void {
  ctx.draws = { seed: normaliseSeed(seed), streams: new Map() };
}

/** The next draw of `kind`, a float in [0, 1). */
export function draw(ctx: EmbeddedContext, kind: DrawKind): number {
  const d = (ctx.draws ??= { seed: freshSeed(), streams: new Map() });
  let s = d.streams.get(kind);
  if (!s) d.streams.set(kind, (s = seededRandom(stringSeed(`${d.seed}/${kind}`))));
  return s.next();
}
