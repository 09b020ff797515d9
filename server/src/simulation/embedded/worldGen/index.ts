/**
 * The generated overworld (issue 29): naturalWorld(registry, {seed, biome})
 * gives flying-squid a deterministic vanilla-like 1.16.5 landscape — hills,
 * rivers and lakes, ores, trees, plants — plus the animals vanilla spawns with
 * each chunk and a spawn point on dry grass. It reads the seed and the biome
 * and nothing else, so a world never depends on the task that runs in it.
 */
import { animalPacks } from './animals';
import { chunkCacheKey, naturalChunkCache } from './chunkCache';
import { generateBuffer, groundFor, worldParts, WorldParts } from './generator';
import { chunkRng, SALT } from './random';
import { findSpawn } from './spawn';
import { KIND } from './surface';
import { NATURAL_BIOMES, NaturalAnimal, NaturalWorld, NaturalWorldSpec } from './generatorTypes';

export * from './generatorTypes';
export { naturalChunkCache, naturalChunkCacheSize, ChunkJsonCache, DEFAULT_CHUNK_CACHE_LIMIT } from './chunkCache';

/** Feet y of an animal at column (x, z) of `chunk`, or null where vanilla would not spawn one. */
function standY(chunk: any, parts: WorldParts, x: number, z: number, from: number): number | null {
  const { blocks } = parts;
  const p = { x: x & 15, y: 0, z: z & 15 };
  const at = (y: number) => { p.y = y; return chunk.getBlockStateId(p) as number; };
  // the top block, leaves ignored (vanilla's MOTION_BLOCKING_NO_LEAVES height map)
  let y = Math.min(255, from);
  while (y > 0 && (blocks.isOpen(at(y)) || blocks.isLeaves(at(y)))) y--;
  const top = at(y);
  if (top !== blocks.grassBlock && top !== blocks.snowyGrassBlock) return null;
  return blocks.isOpen(at(y + 1)) && blocks.isOpen(at(y + 2)) ? y + 1 : null;
}

export function naturalWorld(registry: any, spec: NaturalWorldSpec): NaturalWorld {
  if (!NATURAL_BIOMES.includes(spec.biome)) throw new Error(`natural world: unknown biome '${spec.biome}' (${NATURAL_BIOMES.join(', ')})`);
  if (!Number.isInteger(spec.seed)) throw new Error(`natural world: the seed must be an integer, not ${spec.seed}`);
  const own: NaturalWorldSpec = { seed: spec.seed, biome: spec.biome };
  const Chunk = require('prismarine-chunk')(registry);
  const parts = worldParts(registry, own);
  const biomeId: number = registry.biomesByName[own.biome].id;
  const version = registry.version?.minecraftVersion ?? '';

  const generate = (chunkX: number, chunkZ: number): any => {
    const key = `${version}/${chunkCacheKey(own.seed, own.biome, chunkX, chunkZ)}`;
    let json = naturalChunkCache.get(key);
    if (json === undefined) {
      json = generateBuffer(parts, chunkX, chunkZ).toChunk(Chunk, biomeId).toJson() as string;
      naturalChunkCache.set(key, json);
    }
    return Chunk.fromJson(json);
  };

  const animalsOf = (chunkX: number, chunkZ: number, generated?: any): NaturalAnimal[] => {
    const chunk = generated ?? generate(chunkX, chunkZ);
    const rng = chunkRng(own.seed, chunkX, chunkZ, SALT.animals);
    // trees and snow reach at most ~10 blocks above the height map's ground
    const packs = animalPacks(own.biome, rng, chunkX, chunkZ,
      (x, z) => standY(chunk, parts, x, z, parts.terrain.surfaceY(x, z) + 16));
    return packs.flat();
  };

  const spawnPoint = () => {
    const ground = groundFor(parts, -32, -32, 64);
    let cached: { cx: number; cz: number; chunk: any } | null = null;
    const blockAt = (x: number, y: number, z: number): number => {
      const cx = Math.floor(x / 16); const cz = Math.floor(z / 16);
      if (!cached || cached.cx !== cx || cached.cz !== cz) cached = { cx, cz, chunk: generate(cx, cz) };
      return cached.chunk.getBlockStateId({ x: x & 15, y, z: z & 15 });
    };
    return findSpawn({
      isDryGrass: (x, z) => ground.kind(x, z) === KIND.grassLand,
      groundY: (x, z) => ground.height(x, z),
      blockAt,
      grassBlocks: [parts.blocks.grassBlock, parts.blocks.snowyGrassBlock],
      surfaceY: (x, z) => parts.terrain.surfaceY(x, z),
    });
  };

  return {
    spec: own,
    generate,
    animalsOf,
    spawnPoint,
    surfaceY: (x, z) => parts.terrain.surfaceY(x, z),
  };
}
