/**
 * Generated overworld figures (issue 29): the 7×7-chunk spawn area of a plains
 * and of a forest world (seed 29), generated from an empty chunk cache as a
 * server's first start would — the spawn point search first, then the 49
 * chunks around the spawn chunk. Process memory is sampled after every chunk
 * (peak RSS) and the heap measured once the two areas are done (the cache
 * still holding their 98 chunks); the cache is emptied again afterwards.
 */
import { naturalChunkCache, naturalWorld, NaturalBiome } from '../../server/src/simulation/embedded/worldGen';

export interface NaturalWorldFigures {
  /** One 7×7 spawn area with its spawn point, mean of plains and forest, in ms. */
  spawnAreaMs: number;
  /** Mean time per chunk over both areas, in ms. */
  perChunkMs: number;
  /** Highest resident set size seen while generating, in MB. */
  peakRssMb: number;
  /** V8 heap in use after both areas (cache included), in MB. */
  heapUsedMb: number;
}

const MB = 1024 * 1024;
const SEED = 29;
const RADIUS = 3; // 7×7 chunks

export async function naturalWorldBench(): Promise<NaturalWorldFigures> {
  // eslint-disable-next-line @typescript-eslint/no-var-requires
  const registry = require('prismarine-registry')('1.16.5');
  const biomes: NaturalBiome[] = ['plains', 'forest'];
  naturalChunkCache.clear();
  let peakRss = process.memoryUsage.rss();
  let totalMs = 0;
  let chunks = 0;
  try {
    for (const biome of biomes) {
      const t0 = performance.now();
      const world = naturalWorld(registry, { seed: SEED, biome });
      const spawn = world.spawnPoint();
      const sx = Math.floor(spawn.x / 16);
      const sz = Math.floor(spawn.z / 16);
      for (let dx = -RADIUS; dx <= RADIUS; dx++) {
        for (let dz = -RADIUS; dz <= RADIUS; dz++) {
          world.generate(sx + dx, sz + dz);
          chunks++;
          peakRss = Math.max(peakRss, process.memoryUsage.rss());
        }
      }
      totalMs += performance.now() - t0;
    }
    return {
      spawnAreaMs: totalMs / biomes.length,
      perChunkMs: totalMs / chunks,
      peakRssMb: peakRss / MB,
      heapUsedMb: process.memoryUsage().heapUsed / MB,
    };
  } finally {
    naturalChunkCache.clear();
  }
}
