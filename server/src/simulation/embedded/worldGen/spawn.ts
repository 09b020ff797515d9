/**
 * The world spawn. Vanilla looks for a dry grass spot near 0,0; the rule here:
 * walk square rings outward from column (0, 0) (ring r = every column at
 * Chebyshev distance r, in a fixed order) and take the first column whose top
 * is a grass_block on dry land (the height map's grass, not beach or bare
 * stone, so not under water) with nothing at all above it for CLEAR blocks —
 * no plant at the feet, no leaves or log overhead. Feet stand on the air
 * block above, at the column's centre.
 */

const MAX_RING = 256;
const CLEAR = 16;

export interface SpawnProbe {
  /** Is the height map's surface here dry grass? (cheap, decides before any chunk is built) */
  isDryGrass(x: number, z: number): boolean;
  groundY(x: number, z: number): number;
  /** State id at a world position, from the generated chunk. */
  blockAt(x: number, y: number, z: number): number;
  grassBlocks: readonly number[];
  /** Feet y of the plain surface, for the (never seen) case of no grass within MAX_RING. */
  surfaceY(x: number, z: number): number;
}

function* rings(): Generator<[number, number]> {
  yield [0, 0];
  for (let r = 1; r <= MAX_RING; r++) {
    for (let x = -r; x <= r; x++) yield [x, -r];
    for (let z = -r + 1; z <= r; z++) yield [r, z];
    for (let x = r - 1; x >= -r; x--) yield [x, r];
    for (let z = r - 1; z > -r; z--) yield [-r, z];
  }
}

export function findSpawn(p: SpawnProbe): { x: number; y: number; z: number } {
  for (const [x, z] of rings()) {
    if (!p.isDryGrass(x, z)) continue;
    const g = p.groundY(x, z);
    if (!p.grassBlocks.includes(p.blockAt(x, g, z))) continue;
    let clear = true;
    for (let y = g + 1; y <= g + CLEAR && clear; y++) clear = p.blockAt(x, y, z) === 0;
    if (clear) return { x: x + 0.5, y: g + 1, z: z + 0.5 };
  }
  return { x: 0.5, y: p.surfaceY(0, 0) + 1, z: 0.5 };
}
