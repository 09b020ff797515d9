/**
 * Plants, as vanilla 1.16's RANDOM_PATCH features: a patch picks a centre in
 * its chunk and makes `tries` attempts at centre + (nextInt(s+1) - nextInt(s+1))
 * per axis (spread 7/3/7; sugar cane 4/0/4); an attempt places the plant
 * where the block is air and the block below can hold it. Patches reach 7
 * blocks past their chunk, so the generator replays the patches of the 3×3
 * neighbourhood, clipped. Each patch draws from a generator of its own (and
 * every attempt draws the same values whatever it finds), so a chunk can
 * skip the patches that cannot reach it and still replay the others exactly.
 *
 * Per biome, in vanilla's order (vanilla/biomes.ts, vanilla/flowers.ts; counts per chunk; 'noise' is vanilla's
 * NoiseDependant on Biome.INFO_NOISE at the chunk corner, below -0.8 / above):
 *  - plains: tall grass (noise: 0 / 7 patches of 64 tries, centred at a random
 *    y up to 32 above the surface as vanilla's, so few reach the ground),
 *    flowers (15 / 4 patches of 64; one kind per patch from vanilla's plains
 *    flower rule: tulips where the noise < -0.8, else 2/3 poppy, azure bluet,
 *    oxeye daisy or cornflower and 1/3 dandelion), grass (5 / 10 patches of 32).
 *  - forest: one patch of lilac, rose bush, peony or lily of the valley in 1/5
 *    of the chunks (vanilla's count max(0, nextInt(5) - 3)), 2 flower patches
 *    (poppy 2 : dandelion 1), 2 grass patches.
 *  - mountains: 2 flower patches (poppy 2 : dandelion 1), 1 grass patch.
 *  - all: sugar cane (10 patches of 20 tries, on grass, dirt or sand with
 *    water beside it, 1..3 high as the brief asks — vanilla is 2..4, same
 *    skew), pumpkins (a patch of 64 in 1/32 of the chunks, on grass_block).
 * Simplified: patches other than tall grass are centred on the height map's
 * surface (vanilla: the world surface after trees, or a random y for sugar
 * cane, which makes its cane much rarer than here); no mushrooms, no sunflowers.
 */
import type { ChunkBuffer } from './buffer';
import type { Blocks } from './blocks';
import type { Noises } from './noise';
import { chunkRng, Rng, SALT } from './random';
import type { Ground } from './surface';
import { SEA_TOP } from './terrain';
import { NATURAL_BIOMES, type NaturalBiome } from './generatorTypes';
import { GENERATED_BIOMES, type PatchCount, type PatchPlant, type PlantPatch } from '../../../vanilla/biomes';
import { DANDELION, DEFAULT_FLOWER, DOUBLE_PLANTS, FOREST_FLOWERS, PLAINS_FLOWERS, PLAINS_TULIPS, type DoublePlant } from '../../../vanilla/flowers';

type Placer = PlantPatch['placer'];

interface PatchFeature {
  placer: Placer;
  tries: number;
  spread: [number, number, number];
  /** Patches this chunk makes; `info` is the info noise at the chunk's corner. */
  count(rng: Rng, info: number): number;
  /** The plant of one patch (its state; the lower half for a double plant). Always draws twice. */
  plant(rng: Rng, blocks: Blocks, info: number): number;
  /** Vanilla's no-projection patches: the centre's y is random up to 32 above the surface. */
  randomY?: boolean;
}

/** A plant's state: the lower half of a two-block plant. */
const stateOf = (blocks: Blocks, name: string) =>
  (DOUBLE_PLANTS as readonly string[]).includes(name) ? blocks.double[name as DoublePlant][0] : blocks.byName(name);

const plainsFlower = (rng: Rng, blocks: Blocks, info: number) => {
  const a = rng.int(4);
  const b = rng.int(3);
  if (info < -0.8) return blocks.byName(PLAINS_TULIPS[a]);
  return blocks.byName(b > 0 ? PLAINS_FLOWERS[a] : DANDELION);
};
const defaultFlower = (rng: Rng, blocks: Blocks) => { rng.next(); return blocks.byName(rng.int(3) < 2 ? DEFAULT_FLOWER : DANDELION); };
const forestFlower = (rng: Rng, blocks: Blocks) => { rng.next(); return stateOf(blocks, FOREST_FLOWERS[rng.int(4)]); };
const FLOWER_RULES = { plains: plainsFlower, default: defaultFlower, forest: forestFlower };

function countOf(c: PatchCount): PatchFeature['count'] {
  if ('fixed' in c) return () => c.fixed;
  if ('noise' in c) return (_, info) => (info < -0.8 ? c.noise[0] : c.noise[1]);
  if ('chance' in c) return (rng) => (rng.next() < c.chance ? 1 : 0);
  return (rng) => Math.max(0, rng.int(c.randomBelow) - c.minus);
}

function plantOf(p: PatchPlant): PatchFeature['plant'] {
  if ('flowers' in p) return FLOWER_RULES[p.flowers];
  return (rng, blocks) => { rng.next(); rng.next(); return stateOf(blocks, p.block); };
}

function featureOf(p: PlantPatch): PatchFeature {
  return { placer: p.placer, tries: p.tries, spread: p.spread, count: countOf(p.count), plant: plantOf(p.plant), randomY: p.randomY };
}

const PATCHES = new Map<NaturalBiome, PatchFeature[]>(NATURAL_BIOMES.map((b) => [b, GENERATED_BIOMES[b].plants.map(featureOf)]));

/** Can the block at (x, y, z) hold a plant: grass_block or dirt (and sand for sugar cane, beside water). */
function canHold(buf: ChunkBuffer, blocks: Blocks, ground: Ground, placer: Placer, x: number, y: number, z: number): boolean {
  const below = buf.get(x, y - 1, z);
  if (placer === 'pumpkin') return below === blocks.grassBlock;
  if (placer !== 'cane') return below === blocks.grassBlock || below === blocks.dirt;
  if (below !== blocks.grassBlock && below !== blocks.dirt && below !== blocks.sand) return false;
  return ground.isWater(x + 1, y - 1, z) || ground.isWater(x - 1, y - 1, z) || ground.isWater(x, y - 1, z + 1) || ground.isWater(x, y - 1, z - 1);
}

/** One attempt; `height` is the cane's height (drawn by the caller whatever happens). */
function placeOne(buf: ChunkBuffer, blocks: Blocks, ground: Ground, f: PatchFeature, plant: number,
  x: number, y: number, z: number, height: number): void {
  if (buf.get(x, y, z) !== blocks.air || !canHold(buf, blocks, ground, f.placer, x, y, z)) return;
  const double = Object.values(blocks.double).find(([lower]) => lower === plant);
  if (double) {
    if (buf.get(x, y + 1, z) !== blocks.air) return;
    buf.set(x, y, z, double[0]);
    buf.set(x, y + 1, z, double[1]);
  } else if (f.placer === 'cane') {
    for (let k = 0; k < height && buf.get(x, y + k, z) === blocks.air; k++) buf.set(x, y + k, z, plant);
  } else {
    buf.set(x, y, z, plant);
  }
}

/** The plant patches of chunk (chunkX, chunkZ), clipped to `buf`. */
export function placePlants(buf: ChunkBuffer, blocks: Blocks, ground: Ground, noise: Noises, biome: NaturalBiome,
  seed: number, chunkX: number, chunkZ: number): void {
  const info = noise.info(chunkX * 16 / 200, chunkZ * 16 / 200);
  const counts = chunkRng(seed, chunkX, chunkZ, SALT.plants);
  PATCHES.get(biome)!.forEach((f, fi) => {
    const count = f.count(counts, info);
    const [sx, sy, sz] = f.spread;
    for (let p = 0; p < count; p++) {
      const rng = chunkRng(seed, chunkX, chunkZ, SALT.plants + 1000 * (fi + 1) + p);
      const cx = chunkX * 16 + rng.int(16);
      const cz = chunkZ * 16 + rng.int(16);
      if (cx + sx < buf.x0 || cx - sx > buf.x0 + 15 || cz + sz < buf.z0 || cz - sz > buf.z0 + 15) continue;
      const plant = f.plant(rng, blocks, biome === 'plains' ? noise.info(cx / 200, cz / 200) : info);
      const surface = Math.max(ground.height(cx, cz), SEA_TOP) + 1;
      const cy = f.randomY ? rng.int(surface + 32) : surface;
      for (let t = 0; t < f.tries; t++) {
        const x = cx + rng.int(sx + 1) - rng.int(sx + 1);
        const y = cy + rng.int(sy + 1) - rng.int(sy + 1);
        const z = cz + rng.int(sz + 1) - rng.int(sz + 1);
        const height = 1 + rng.int(rng.int(3) + 1);
        if (buf.contains(x, z)) placeOne(buf, blocks, ground, f, plant, x, y, z, height);
      }
    }
  });
}
