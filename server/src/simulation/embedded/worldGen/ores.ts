/**
 * Blobs and ore veins, as vanilla 1.16's OreFeature: a vein of size n is a
 * line of n spheres between two random ends (n/8 apart, tilted at most 2
 * blocks), fattest in the middle; every natural stone block inside a sphere
 * becomes the ore. Counts per chunk, sizes and heights are vanilla's
 * (DefaultBiomeFeatures.withCommonOverworldBlocks / withOverworldOres):
 * `range(N)` places a vein's start at y = nextInt(N); lapis uses
 * `depthAverage(16, 16)`, i.e. nextInt(16) + nextInt(16).
 *
 * Veins reach up to ~5 blocks past their chunk's edge, so the generator
 * applies the veins of the 3×3 neighbourhood (each from its own chunk's
 * generator) clipped to the chunk being built.
 */
import type { ChunkBuffer } from './buffer';
import type { Blocks } from './blocks';
import type { Rng } from './random';

type OreBlock = 'dirt' | 'gravel' | 'granite' | 'diorite' | 'andesite'
  | 'coalOre' | 'ironOre' | 'goldOre' | 'redstoneOre' | 'diamondOre' | 'lapisOre';

export interface VeinKind { block: OreBlock; size: number; count: number; y: (rng: Rng) => number }

const range = (n: number) => (rng: Rng) => rng.int(n);

/** In vanilla's feature order (blobs first, then the ores). */
export const VEINS: readonly VeinKind[] = [
  { block: 'dirt', size: 33, count: 10, y: range(256) },
  { block: 'gravel', size: 33, count: 8, y: range(256) },
  { block: 'granite', size: 33, count: 10, y: range(80) },
  { block: 'diorite', size: 33, count: 10, y: range(80) },
  { block: 'andesite', size: 33, count: 10, y: range(80) },
  { block: 'coalOre', size: 17, count: 20, y: range(128) },
  { block: 'ironOre', size: 9, count: 20, y: range(64) },
  { block: 'goldOre', size: 9, count: 2, y: range(32) },
  { block: 'redstoneOre', size: 8, count: 8, y: range(16) },
  { block: 'diamondOre', size: 8, count: 1, y: range(16) },
  { block: 'lapisOre', size: 7, count: 1, y: (rng) => rng.int(16) + rng.int(16) },
];

/**
 * One vein started at (x, y, z), written into `buf` where it overlaps it.
 * Always draws the same number of values, hit or miss, so the next vein of
 * the chunk starts from the same draw in every neighbour that replays it.
 */
function vein(buf: ChunkBuffer, blocks: Blocks, rng: Rng, x: number, y: number, z: number, size: number, state: number): void {
  const angle = rng.next() * Math.PI;
  const half = size / 8;
  const pad = Math.ceil((size / 16 * 2 + 1) / 2);
  const x1 = x + Math.sin(angle) * half; const x2 = x - Math.sin(angle) * half;
  const z1 = z + Math.cos(angle) * half; const z2 = z - Math.cos(angle) * half;
  const y1 = y + rng.int(3) - 2; const y2 = y + rng.int(3) - 2;
  const minX = x - Math.ceil(half) - pad; const minY = y - 2 - pad; const minZ = z - Math.ceil(half) - pad;
  const width = 2 * (Math.ceil(half) + pad);
  const spheres = SPHERES;
  for (let k = 0; k < size; k++) {
    const t = k / size;
    spheres[k * 4] = x1 + (x2 - x1) * t;
    spheres[k * 4 + 1] = y1 + (y2 - y1) * t;
    spheres[k * 4 + 2] = z1 + (z2 - z1) * t;
    const d = rng.next() * size / 16;
    spheres[k * 4 + 3] = ((Math.sin(Math.PI * t) + 1) * d + 1) / 2;
  }
  // the vein's box misses this chunk's stone: the draws are taken, nothing to write
  if (minX > buf.x0 + 15 || minX + width < buf.x0 || minZ > buf.z0 + 15 || minZ + width < buf.z0 || minY > buf.groundTop) return;
  // (vanilla first drops spheres lying inside a bigger one: that saves work, not blocks, so it is left out)
  const cells = buf.blocks;
  for (let k = 0; k < size; k++) {
    const r = spheres[k * 4 + 3];
    const cx = spheres[k * 4]; const cy = spheres[k * 4 + 1]; const cz = spheres[k * 4 + 2];
    const bx0 = Math.max(Math.floor(cx - r), minX, buf.x0);
    const by0 = Math.max(Math.floor(cy - r), minY, 0);
    const bz0 = Math.max(Math.floor(cz - r), minZ, buf.z0);
    const bx1 = Math.min(Math.floor(cx + r), buf.x0 + 15);
    const by1 = Math.min(Math.floor(cy + r), buf.groundTop);
    const bz1 = Math.min(Math.floor(cz + r), buf.z0 + 15);
    for (let bx = bx0; bx <= bx1; bx++) {
      const ex = (bx + 0.5 - cx) / r;
      if (ex * ex >= 1) continue;
      for (let by = by0; by <= by1; by++) {
        const ey = (by + 0.5 - cy) / r;
        if (ex * ex + ey * ey >= 1) continue;
        for (let bz = bz0; bz <= bz1; bz++) {
          const ez = (bz + 0.5 - cz) / r;
          if (ex * ex + ey * ey + ez * ez >= 1) continue;
          const i = (by << 8) | ((bz - buf.z0) << 4) | (bx - buf.x0);
          if (blocks.isBaseStone(cells[i])) cells[i] = state;
        }
      }
    }
  }
}

/** Scratch space for one vein's spheres (x, y, z, radius), big enough for the largest (33). */
const SPHERES = new Float64Array(64 * 4);

/** The blobs and veins of chunk (chunkX, chunkZ), clipped to `buf`. */
export function placeVeins(buf: ChunkBuffer, blocks: Blocks, rng: Rng, chunkX: number, chunkZ: number): void {
  for (const kind of VEINS) {
    for (let i = 0; i < kind.count; i++) {
      const x = chunkX * 16 + rng.int(16);
      const z = chunkZ * 16 + rng.int(16);
      const y = kind.y(rng);
      vein(buf, blocks, rng, x, y, z, kind.size, blocks[kind.block]);
    }
  }
}

/**
 * Mountains' emerald ore (vanilla's EMERALD_ORE): 3..8 single blocks per
 * chunk at y 4..31, each replacing stone (only stone, as vanilla). Never
 * crosses the chunk's edge, so only the chunk's own run is applied.
 */
export function placeEmeralds(buf: ChunkBuffer, blocks: Blocks, rng: Rng): void {
  const count = 3 + rng.int(6);
  for (let i = 0; i < count; i++) {
    const x = buf.x0 + rng.int(16);
    const y = 4 + rng.int(28);
    const z = buf.z0 + rng.int(16);
    if (buf.get(x, y, z) === blocks.stone) buf.set(x, y, z, blocks.emeraldOre);
  }
}
