/**
 * java.util.Random (the 48-bit linear congruential generator vanilla's
 * enchanting table seeds with the player's enchantment seed), so the offers
 * computed here are the ones a vanilla server would show for the same seed.
 */
const MULTIPLIER = 0x5deece66dn;
const ADDEND = 0xbn;
const MASK = (1n << 48n) - 1n;

export class JavaRandom {
  private seed = 0n;

  constructor(seed: number | bigint) { this.setSeed(seed); }

  /** Random.setSeed(long): the seed is scrambled with the multiplier. */
  setSeed(seed: number | bigint): void {
    this.seed = (BigInt.asIntN(64, BigInt(seed)) ^ MULTIPLIER) & MASK;
  }

  /** Random.next(bits): the top `bits` of the next state, as a signed 32-bit int. */
  next(bits: number): number {
    this.seed = (this.seed * MULTIPLIER + ADDEND) & MASK;
    return Number(BigInt.asIntN(32, this.seed >> BigInt(48 - bits)));
  }

  /** Random.nextInt() (any int) or Random.nextInt(bound) (0 ≤ n < bound, bound > 0). */
  nextInt(bound?: number): number {
    if (bound === undefined) return this.next(32);
    if (!(bound > 0)) throw new RangeError('bound must be positive');
    if ((bound & -bound) === bound) return Number((BigInt(bound) * BigInt(this.next(31))) >> 31n);
    for (;;) {
      const bits = this.next(31);
      const val = bits % bound;
      // Java rejects the draw when bits - val + (bound - 1) overflows an int.
      if (bits - val + (bound - 1) <= 0x7fffffff) return val;
    }
  }

  /** Random.nextFloat(): 24 random bits over 2^24. */
  nextFloat(): number {
    return Math.fround(this.next(24) / (1 << 24));
  }
}
