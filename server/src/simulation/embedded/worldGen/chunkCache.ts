/**
 * Generated chunks kept as prismarine-chunk toJson() strings, keyed by
 * (seed, biome, x, z), least recently used dropped first. Servers started with
 * the same seed (runs, retries, tests) then reuse each other's terrain for the
 * cost of a Chunk.fromJson, and since every caller gets a fresh Chunk parsed
 * from the string, one server's block changes never reach another. Strings
 * rather than Chunk objects: a chunk string is ~100 KB of one-byte characters,
 * far smaller than a live Chunk's arrays and objects, and cannot be mutated.
 */

export const DEFAULT_CHUNK_CACHE_LIMIT = 512;

export class ChunkJsonCache {
  private readonly map = new Map<string, string>();

  constructor(private maxChunks = DEFAULT_CHUNK_CACHE_LIMIT) {}

  get size(): number { return this.map.size; }
  get limit(): number { return this.maxChunks; }

  /** The stored string, now the most recently used; undefined when absent. */
  get(key: string): string | undefined {
    const json = this.map.get(key);
    if (json !== undefined) { this.map.delete(key); this.map.set(key, json); }
    return json;
  }

  set(key: string, json: string): void {
    this.map.delete(key);
    this.map.set(key, json);
    this.evict();
  }

  /** A new bound (at least 0); the oldest chunks go at once if there are too many. */
  setLimit(maxChunks: number): void {
    this.maxChunks = Math.max(0, Math.floor(maxChunks));
    this.evict();
  }

  clear(): void { this.map.clear(); }

  private evict(): void {
    // a Map iterates in insertion order, and get() re-inserts: the first key is the least recently used
    while (this.map.size > this.maxChunks) this.map.delete(this.map.keys().next().value as string);
  }
}

/** The cache every natural world of this process shares. */
export const naturalChunkCache = new ChunkJsonCache();

export function chunkCacheKey(seed: number, biome: string, chunkX: number, chunkZ: number): string {
  return `${seed}/${biome}/${chunkX}/${chunkZ}`;
}

/** How many chunks the shared cache holds now. */
export function naturalChunkCacheSize(): number {
  return naturalChunkCache.size;
}
