/**
 * Underwater disks, as vanilla 1.16's DISK features (DefaultBiomeFeatures.withDisks):
 * a circle of radius r centred on a random column of the chunk, only where
 * that column holds water; within y ± halfHeight of the water's bottom,
 * target blocks become the disk's block. Sand: 3 per chunk, r 2..6, half 2,
 * on dirt and grass_block. Clay: 1, r 1..3 (the brief's range), half 1, on
 * dirt and clay. Gravel: 1, r 2..5, half 2, on dirt and grass_block. A disk by
 * the shore also turns a little of the bank to sand or gravel, as in vanilla.
 */
import type { ChunkBuffer } from './buffer';
import type { Blocks } from './blocks';
import type { Rng } from './random';
import type { Ground } from './surface';

interface DiskKind { block: 'sand' | 'clay' | 'gravel'; count: number; radius: [number, number]; half: number; targets: Array<'dirt' | 'grassBlock' | 'clay'> }

const DISKS: readonly DiskKind[] = [
  { block: 'sand', count: 3, radius: [2, 6], half: 2, targets: ['dirt', 'grassBlock'] },
  { block: 'clay', count: 1, radius: [1, 3], half: 1, targets: ['dirt', 'clay'] },
  { block: 'gravel', count: 1, radius: [2, 5], half: 2, targets: ['dirt', 'grassBlock'] },
];

/** The disks of chunk (chunkX, chunkZ), clipped to `buf`. */
export function placeDisks(buf: ChunkBuffer, blocks: Blocks, ground: Ground, rng: Rng, chunkX: number, chunkZ: number): void {
  for (const kind of DISKS) {
    const targets = kind.targets.map((t) => blocks[t]);
    for (let i = 0; i < kind.count; i++) {
      const x = chunkX * 16 + rng.int(16);
      const z = chunkZ * 16 + rng.int(16);
      const r = kind.radius[0] + rng.int(kind.radius[1] - kind.radius[0] + 1);
      // vanilla: the position above the top solid block must be water
      const cy = ground.height(x, z) + 1;
      if (!ground.isWater(x, cy, z)) continue;
      if (x + r < buf.x0 || x - r > buf.x0 + 15 || z + r < buf.z0 || z - r > buf.z0 + 15) continue;
      for (let bx = x - r; bx <= x + r; bx++) {
        for (let bz = z - r; bz <= z + r; bz++) {
          if ((bx - x) * (bx - x) + (bz - z) * (bz - z) > r * r || !buf.contains(bx, bz)) continue;
          for (let by = cy - kind.half; by <= cy + kind.half; by++) {
            if (targets.includes(buf.get(bx, by, bz))) buf.set(bx, by, bz, blocks[kind.block]);
          }
        }
      }
    }
  }
}
