/**
 * Trees, as vanilla 1.16's oak and birch (TreeFeature with a straight trunk
 * and BlobFoliagePlacer(radius 2, offset 0, height 3)): a trunk of 4..6 logs
 * (birch 5..7, as vanilla), dirt under it, and four leaf layers around its
 * top — radius 1 at the block above the trunk and at the top log, radius 2
 * on the two layers below; the corners of each layer are dropped half of the
 * time, and always on the top layer.
 *
 * How many per chunk (vanilla's count + chance of one more; vanilla/biomes.ts):
 *  - plains: vanilla 0 + 5% (one tree every ~20 chunks); here 0 + 10%, twice
 *    vanilla, so a plains spawn area has a few trees to cut. No fancy oaks.
 *  - forest: 10 + 10%, 20% of them birch (vanilla's 10% fancy oaks are plain oaks here).
 *  - mountains: 0 + 10%, oak only (vanilla's are mostly spruce).
 * A tree stands only on a grass column (from the height map alone) and, as
 * vanilla's free-space check would decide, not next to an earlier trunk of
 * its chunk. Leaves fill air, never logs; a log replaces leaves.
 */
import type { ChunkBuffer } from './buffer';
import type { Blocks } from './blocks';
import type { Rng } from './random';
import { KIND, Ground } from './surface';
import type { NaturalBiome } from './generatorTypes';
import { GENERATED_BIOMES } from '../../../vanilla/biomes';

interface Tree { x: number; z: number; birch: boolean; height: number; corners: number[] }

/** The trees chunk (chunkX, chunkZ) grows: only its chunk's generator and the height map decide. */
export function treesOf(biome: NaturalBiome, ground: Ground, rng: Rng, chunkX: number, chunkZ: number): Tree[] {
  const c = GENERATED_BIOMES[biome].trees;
  const count = c.count + (rng.next() < c.extraChance ? 1 : 0);
  const out: Tree[] = [];
  for (let i = 0; i < count; i++) {
    const x = chunkX * 16 + rng.int(16);
    const z = chunkZ * 16 + rng.int(16);
    const birch = rng.next() < c.birch;
    const height = (birch ? 5 : 4) + rng.int(3);
    const corners: number[] = [];
    for (let k = 0; k < 16; k++) corners.push(rng.int(2));
    if (ground.kind(x, z) !== KIND.grassLand) continue;
    if (out.some((t) => Math.abs(t.x - x) <= 1 && Math.abs(t.z - z) <= 1)) continue;
    out.push({ x, z, birch, height, corners });
  }
  return out;
}

/**
 * Leaf distances of a tree's blob (a 5×5×4 box around the trunk's top, by
 * [layer][dz + 2][dx + 2]; 0 where no leaf goes). The distance is counted as
 * vanilla counts it — steps through leaves to a log — but only through the
 * blob's cells that are open before any tree grows (above the ground, not
 * water): a pure function of the height map, so every chunk that holds a
 * part of the tree agrees on it. Leaves more than 6 steps from the trunk
 * would decay at once in vanilla: they are not placed.
 */
function leafDistances(ground: Ground, t: Tree, topLog: number): number[][][] {
  const d: number[][][] = [];
  const queue: Array<[number, number, number]> = [];
  for (let layer = 0; layer < 4; layer++) {
    const y = topLog + 1 - layer;
    const r = layer < 2 ? 1 : 2;
    d.push([]);
    for (let dz = -2; dz <= 2; dz++) {
      const row: number[] = [];
      for (let dx = -2; dx <= 2; dx++) {
        const x = t.x + dx; const z = t.z + dz;
        let cell = -1; // not a leaf cell
        if (dx === 0 && dz === 0 && y <= topLog) {
          cell = 0; queue.push([layer, dz, dx]); // the trunk
        } else if (Math.abs(dx) <= r && Math.abs(dz) <= r) {
          const corner = Math.abs(dx) === r && Math.abs(dz) === r
            && (layer === 0 || t.corners[layer * 4 + (dx > 0 ? 1 : 0) + (dz > 0 ? 2 : 0)] === 0);
          if (!corner && y > ground.height(x, z) && !ground.isWater(x, y, z)) cell = Infinity;
        }
        row.push(cell);
      }
      d[layer].push(row);
    }
  }
  // the trunk continues below the box: the layer under the lowest is log at the centre only, nothing to add
  for (let q = 0; q < queue.length; q++) {
    const [layer, dz, dx] = queue[q];
    const next = d[layer][dz + 2][dx + 2] + 1;
    for (const [l, z, x] of [[layer + 1, dz, dx], [layer - 1, dz, dx], [layer, dz + 1, dx], [layer, dz - 1, dx], [layer, dz, dx + 1], [layer, dz, dx - 1]]) {
      if (l < 0 || l > 3 || Math.abs(z) > 2 || Math.abs(x) > 2) continue;
      if (d[l][z + 2][x + 2] > next) { d[l][z + 2][x + 2] = next; queue.push([l, z, x]); }
    }
  }
  return d.map((layer) => layer.map((row) => row.map((v) => (v >= 1 && v <= 6 ? v : 0))));
}

/** Writes a tree's blocks that fall inside `buf`. */
export function placeTree(buf: ChunkBuffer, blocks: Blocks, ground: Ground, t: Tree): void {
  const base = ground.height(t.x, t.z) + 1;
  const topLog = base + t.height - 1;
  if (t.x + 2 < buf.x0 || t.x - 2 > buf.x0 + 15 || t.z + 2 < buf.z0 || t.z - 2 > buf.z0 + 15) return;
  const log = t.birch ? blocks.birchLog : blocks.oakLog;
  const leaves = t.birch ? blocks.birchLeaves : blocks.oakLeaves;
  buf.set(t.x, base - 1, t.z, blocks.dirt);
  const dist = leafDistances(ground, t, topLog);
  for (let layer = 0; layer < 4; layer++) {
    const y = topLog + 1 - layer;
    for (let dz = -2; dz <= 2; dz++) {
      for (let dx = -2; dx <= 2; dx++) {
        const d = dist[layer][dz + 2][dx + 2];
        if (d === 0) continue;
        const x = t.x + dx; const z = t.z + dz;
        const here = buf.get(x, y, z);
        if (here < 0) continue;
        if (blocks.isLeaves(here)) {
          // another tree's leaves: keep them, with the nearer of the two distances
          if (d < blocks.leafDistance(here)) buf.set(x, y, z, (blocks.oakLeaves.includes(here) ? blocks.oakLeaves : blocks.birchLeaves)[d]);
        } else if (here === blocks.air) {
          buf.set(x, y, z, leaves[d]);
        }
      }
    }
  }
  for (let y = base; y <= topLog; y++) {
    const here = buf.get(t.x, y, t.z);
    if (here === blocks.air || blocks.isLeaves(here)) buf.set(t.x, y, t.z, log);
  }
}
