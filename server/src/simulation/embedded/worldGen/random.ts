/**
 * Seeded randomness for the generator. Every feature of every chunk draws
 * from its own generator, seeded by (world seed, chunk x, chunk z, salt):
 * chunk C's trees are the same whether C is generated first, last, or only
 * looked at from a neighbour — which is what lets a chunk apply the features
 * of its 3×3 neighbourhood and still agree with its neighbours.
 */
import { normaliseSeed, seededRandom } from '../../../util/seededRandom';

/**
 * One salt per feature, so two features of a chunk never share draws.
 * @notGameFact our generator's salts, not numbers of the game
 */
export const SALT = {
  bedrock: 1,
  ores: 2,
  emerald: 3,
  disks: 4,
  trees: 5,
  plants: 6,
  animals: 7,
  columns: 8,
  noise: 100, // + octave index: the permutation tables of the noises
} as const;

export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, n) (Java's Random.nextInt(n)). */
  int(n: number): number;
}

/** murmur3's finaliser: spreads every input bit over the whole word. */
function fmix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A 32-bit hash of the seed and three integers (chunk or block coordinates and a salt). */
export function hash(seed: number, a: number, b: number, salt: number): number {
  let h = fmix(normaliseSeed(seed) ^ 0x9e3779b9);
  h = fmix(h ^ Math.imul(a | 0, 0xcc9e2d51));
  h = fmix(h ^ Math.imul(b | 0, 0x1b873593));
  return fmix(h ^ Math.imul(salt | 0, 0xe6546b64));
}

export function rngFrom(seed32: number): Rng {
  const r = seededRandom(seed32);
  return { next: r.next, int: (n) => Math.floor(r.next() * n) };
}

/** The generator of one feature of one chunk. */
export function chunkRng(seed: number, chunkX: number, chunkZ: number, salt: number): Rng {
  return rngFrom(hash(seed, chunkX, chunkZ, salt));
}
