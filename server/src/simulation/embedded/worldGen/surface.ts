/**
 * What each column is made of, and the raw chunk before any feature: bedrock,
 * stone, the surface layers and the water. Mirrors vanilla 1.16's default
 * surface builder: grass_block over ~3 dirt on land, dirt floors under shallow
 * water and gravel under deep water (vanilla: deeper than ~7 + dirt depth
 * below the sea). Added: sand beaches where land at sea level meets water
 * (vanilla only has them in beach biomes; the brief asks for them by rivers
 * and lakes too), and bare stone on steep or high mountain ground.
 */
import { ChunkBuffer } from './buffer';
import type { Blocks } from './blocks';
import { hash, Rng, SALT } from './random';
import { BEDROCK_TOP, SEA_TOP, Terrain } from './terrain';

/**
 * What a column's top is: land (grass, beach sand, bare stone) or a floor under water.
 * @notGameFact our generator's codes for kinds of surface
 */
export const KIND = { grassLand: 0, sandBeach: 1, bareStone: 2, sandFloor: 3, dirtFloor: 4, gravelFloor: 5 } as const;
export type Kind = typeof KIND[keyof typeof KIND];

/** Land at most this high next to water (within BEACH_REACH columns) is beach sand. */
const BEACH_TOP = SEA_TOP + 1;
/** @notGameFact our generator's beach width, not a vanilla constant */
const BEACH_REACH = 2;
/** Under water: sand near the shore down to this y, dirt down to DIRT_FLOOR_LOW, gravel below. */
const SHORE_FLOOR_LOW = SEA_TOP - 3;
const DIRT_FLOOR_LOW = SEA_TOP - 9;
/** Mountains: columns this much above or below a neighbour, or this high, show bare stone. */
const STONE_SLOPE = 3;
const STONE_ABOVE = 120;

/**
 * Heights and kinds of columns, memoised over a square around the chunk being
 * generated (features of the neighbouring chunks ask about their own columns).
 * Columns outside the square are computed on demand; the answer is the same.
 */
export class Ground {
  private readonly heights: Int16Array;
  private readonly kinds: Int8Array;

  constructor(private readonly terrain: Terrain, private readonly bareStone: boolean,
    readonly x0: number, readonly z0: number, readonly size: number) {
    this.heights = new Int16Array(size * size).fill(-1);
    this.kinds = new Int8Array(size * size).fill(-1);
  }

  private index(x: number, z: number): number {
    const i = x - this.x0;
    const k = z - this.z0;
    return i >= 0 && i < this.size && k >= 0 && k < this.size ? k * this.size + i : -1;
  }

  /** y of the top solid block (terrain only). */
  height(x: number, z: number): number {
    const i = this.index(x, z);
    if (i < 0) return this.terrain.groundY(x, z);
    let h = this.heights[i];
    if (h < 0) h = this.heights[i] = this.terrain.groundY(x, z);
    return h;
  }

  /** Whether (x, y, z) is a water block: between the ground and the sea's top. */
  isWater(x: number, y: number, z: number): boolean {
    return y <= SEA_TOP && y > this.height(x, z);
  }

  kind(x: number, z: number): Kind {
    const i = this.index(x, z);
    if (i >= 0 && this.kinds[i] >= 0) return this.kinds[i] as Kind;
    const k = this.computeKind(x, z);
    if (i >= 0) this.kinds[i] = k;
    return k;
  }

  private anyWithin(x: number, z: number, r: number, test: (h: number) => boolean): boolean {
    for (let dz = -r; dz <= r; dz++) for (let dx = -r; dx <= r; dx++) if (test(this.height(x + dx, z + dz))) return true;
    return false;
  }

  private computeKind(x: number, z: number): Kind {
    const g = this.height(x, z);
    if (g >= SEA_TOP) {
      if (g <= BEACH_TOP && this.anyWithin(x, z, BEACH_REACH, (h) => h < SEA_TOP)) return KIND.sandBeach;
      if (this.bareStone) {
        if (g >= STONE_ABOVE) return KIND.bareStone;
        const slope = Math.max(Math.abs(g - this.height(x + 1, z)), Math.abs(g - this.height(x - 1, z)),
          Math.abs(g - this.height(x, z + 1)), Math.abs(g - this.height(x, z - 1)));
        if (slope >= STONE_SLOPE) return KIND.bareStone;
      }
      return KIND.grassLand;
    }
    if (g >= SHORE_FLOOR_LOW && this.anyWithin(x, z, BEACH_REACH, (h) => h >= SEA_TOP)) return KIND.sandFloor;
    return g >= DIRT_FLOOR_LOW ? KIND.dirtFloor : KIND.gravelFloor;
  }
}

/**
 * Bedrock, stone, surface layers and water of every column of the chunk.
 * Bedrock as vanilla: y 0 always, y 1..4 each where y <= nextInt(5)
 * (so 4/5, 3/5, 2/5, 1/5 of the columns).
 */
export function fillColumns(buf: ChunkBuffer, ground: Ground, blocks: Blocks, seed: number, bedrockRng: Rng): void {
  const b = buf.blocks;
  let groundTop = 0;
  for (let lz = 0; lz < 16; lz++) {
    for (let lx = 0; lx < 16; lx++) {
      const x = buf.x0 + lx;
      const z = buf.z0 + lz;
      const col = (lz << 4) | lx;
      const g = ground.height(x, z);
      groundTop = Math.max(groundTop, g);
      // vanilla's dirt depth varies with a noise around 3; here 3 or 4 by a column hash
      const depth = 3 + (hash(seed, x, z, SALT.columns) & 1);
      let top: number; let under: number; let underCount: number;
      switch (ground.kind(x, z)) {
        case KIND.grassLand: top = blocks.grassBlock; under = blocks.dirt; underCount = depth; break;
        case KIND.sandBeach: top = blocks.sand; under = blocks.sand; underCount = 3; break;
        case KIND.bareStone: top = blocks.stone; under = blocks.stone; underCount = 0; break;
        case KIND.sandFloor: top = blocks.sand; under = blocks.sand; underCount = 2; break;
        case KIND.dirtFloor: top = blocks.dirt; under = blocks.dirt; underCount = depth; break;
        default: top = blocks.gravel; under = blocks.gravel; underCount = 1; break;
      }
      for (let y = 1; y < g - underCount; y++) b[(y << 8) | col] = blocks.stone;
      for (let y = Math.max(1, g - underCount); y < g; y++) b[(y << 8) | col] = under;
      b[(g << 8) | col] = top;
      for (let y = g + 1; y <= SEA_TOP; y++) b[(y << 8) | col] = blocks.water;
      b[col] = blocks.bedrock;
      for (let y = 1; y <= BEDROCK_TOP; y++) if (y <= bedrockRng.int(5)) b[(y << 8) | col] = blocks.bedrock;
    }
  }
  buf.groundTop = groundTop;
}
