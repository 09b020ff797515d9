/**
 * A chunk under construction: a flat array of state ids (y, z, x order, as
 * prismarine-chunk's sections index them). Features write into it with world
 * coordinates and anything outside the chunk is clipped — a tree of the
 * neighbouring chunk writes here exactly the leaves that fall here.
 * Only at the end is it copied into a prismarine-chunk Chunk, in one pass.
 */

import { WORLD_HEIGHT } from '../../../vanilla/commandLimits';

export { WORLD_HEIGHT };

export class ChunkBuffer {
  readonly blocks = new Uint16Array(16 * 16 * WORLD_HEIGHT);
  readonly x0: number;
  readonly z0: number;
  /** Highest ground block of the chunk's columns (set with the terrain): nothing natural-stone lies above it. */
  groundTop = WORLD_HEIGHT - 1;

  constructor(readonly chunkX: number, readonly chunkZ: number) {
    this.x0 = chunkX * 16;
    this.z0 = chunkZ * 16;
  }

  contains(x: number, z: number): boolean {
    return x >= this.x0 && x < this.x0 + 16 && z >= this.z0 && z < this.z0 + 16;
  }

  /** State at a world position; -1 outside this chunk or the world's height. */
  get(x: number, y: number, z: number): number {
    if (y < 0 || y >= WORLD_HEIGHT || !this.contains(x, z)) return -1;
    return this.blocks[(y << 8) | ((z - this.z0) << 4) | (x - this.x0)];
  }

  /** Writes a state at a world position; silently clipped outside this chunk. */
  set(x: number, y: number, z: number, state: number): void {
    if (y < 0 || y >= WORLD_HEIGHT || !this.contains(x, z)) return;
    this.blocks[(y << 8) | ((z - this.z0) << 4) | (x - this.x0)] = state;
  }

  /** y of the highest non-air block of a column (local coordinates), -1 for an empty column. */
  topLocal(lx: number, lz: number): number {
    for (let y = WORLD_HEIGHT - 1; y >= 0; y--) if (this.blocks[(y << 8) | (lz << 4) | lx] !== 0) return y;
    return -1;
  }

  /**
   * The finished chunk: every non-air block, sky light 15 above each column's
   * top block (as flatWorld: no light is propagated sideways or through
   * water and leaves), and the biome in every 4×4×4 cell.
   */
  toChunk(Chunk: any, biomeId: number): any {
    const chunk = new Chunk();
    const p = { x: 0, y: 0, z: 0 };
    const b = this.blocks;
    for (let lz = 0; lz < 16; lz++) {
      for (let lx = 0; lx < 16; lx++) {
        p.x = lx; p.z = lz;
        const top = this.topLocal(lx, lz);
        for (let y = 0; y <= top; y++) {
          const s = b[(y << 8) | (lz << 4) | lx];
          if (s !== 0) { p.y = y; chunk.setBlockStateId(p, s); }
        }
        for (let y = top + 1; y < WORLD_HEIGHT; y++) { p.y = y; chunk.setSkyLight(p, 15); }
      }
    }
    for (let x = 0; x < 16; x += 4) {
      for (let z = 0; z < 16; z += 4) {
        p.x = x; p.z = z;
        for (let y = 0; y < WORLD_HEIGHT; y += 4) { p.y = y; chunk.setBiome(p, biomeId); }
      }
    }
    return chunk;
  }
}
