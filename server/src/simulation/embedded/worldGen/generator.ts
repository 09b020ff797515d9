/**
 * One chunk, start to finish, in vanilla's stage order: terrain and bedrock,
 * ore veins and blobs (then mountains' emeralds), underwater disks, trees,
 * plants, and mountains' snow.
 *
 * Features that cross chunk edges (veins, disks, trees, plant patches) are
 * decided per chunk from that chunk's own generator and the height map, and
 * chunk C applies those of its 3×3 neighbourhood clipped to C. Within a
 * stage the neighbours go in one fixed order (z, then x, ascending) — the
 * order of the whole world's chunks restricted to those nine — and what a
 * feature writes at a block depends only on that block's column, so C's
 * blocks come out the same whichever chunks were generated before it.
 */
import { ChunkBuffer } from './buffer';
import { Blocks, resolveBlocks } from './blocks';
import { placeDisks } from './disks';
import { Noises, worldNoises } from './noise';
import { placeEmeralds, placeVeins } from './ores';
import { placePlants } from './plants';
import { chunkRng, SALT } from './random';
import { placeSnow } from './snow';
import { fillColumns, Ground } from './surface';
import { Terrain } from './terrain';
import { placeTree, treesOf } from './trees';
import type { NaturalBiome, NaturalWorldSpec } from './generatorTypes';

/** Everything a world derives once from (registry, seed, biome). */
export interface WorldParts {
  seed: number;
  biome: NaturalBiome;
  blocks: Blocks;
  noise: Noises;
  terrain: Terrain;
}

export function worldParts(registry: any, spec: NaturalWorldSpec): WorldParts {
  const noise = worldNoises(spec.seed);
  return { seed: spec.seed, biome: spec.biome, blocks: resolveBlocks(registry), noise, terrain: new Terrain(spec.biome, noise) };
}

/** Mountains show bare stone on steep and high ground. */
export function groundFor(parts: WorldParts, x0: number, z0: number, size: number): Ground {
  return new Ground(parts.terrain, parts.biome === 'mountains', x0, z0, size);
}

/** Heights and kinds memoised over the chunk's 3×3 neighbourhood and 3 columns beyond (beaches look 2 away). */
function groundAround(parts: WorldParts, chunkX: number, chunkZ: number): Ground {
  const margin = 3;
  return groundFor(parts, chunkX * 16 - 16 - margin, chunkZ * 16 - 16 - margin, 48 + 2 * margin);
}

function forNeighbours(chunkX: number, chunkZ: number, f: (nx: number, nz: number) => void): void {
  for (let dz = -1; dz <= 1; dz++) for (let dx = -1; dx <= 1; dx++) f(chunkX + dx, chunkZ + dz);
}

export function generateBuffer(parts: WorldParts, chunkX: number, chunkZ: number): ChunkBuffer {
  const { seed, biome, blocks } = parts;
  const ground = groundAround(parts, chunkX, chunkZ);
  const buf = new ChunkBuffer(chunkX, chunkZ);
  fillColumns(buf, ground, blocks, seed, chunkRng(seed, chunkX, chunkZ, SALT.bedrock));
  forNeighbours(chunkX, chunkZ, (nx, nz) => placeVeins(buf, blocks, chunkRng(seed, nx, nz, SALT.ores), nx, nz));
  if (biome === 'mountains') placeEmeralds(buf, blocks, chunkRng(seed, chunkX, chunkZ, SALT.emerald));
  forNeighbours(chunkX, chunkZ, (nx, nz) => placeDisks(buf, blocks, ground, chunkRng(seed, nx, nz, SALT.disks), nx, nz));
  forNeighbours(chunkX, chunkZ, (nx, nz) => {
    for (const t of treesOf(biome, ground, chunkRng(seed, nx, nz, SALT.trees), nx, nz)) placeTree(buf, blocks, ground, t);
  });
  forNeighbours(chunkX, chunkZ, (nx, nz) => placePlants(buf, blocks, ground, parts.noise, biome, seed, nx, nz));
  if (biome === 'mountains') placeSnow(buf, blocks, parts.noise);
  return buf;
}
