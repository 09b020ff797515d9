/**
 * The generated overworld (issue 29): deterministic from (seed, biome) alone,
 * vanilla-like rates of ores, plants, trees and animals, a spawn on dry grass,
 * and a bounded cache that never shares a Chunk object. No server: the
 * generator is called directly, as flying-squid would call it.
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { before, describe, it } from 'node:test';
import {
  ChunkJsonCache, naturalChunkCache, naturalChunkCacheSize, naturalWorld, NaturalAnimal, NaturalBiome, NATURAL_BIOMES,
} from '../../server/src/simulation/embedded/worldGen';

// eslint-disable-next-line @typescript-eslint/no-var-requires
const registry = require('prismarine-registry')('1.16.5');

const SEED = 29;

function chunkHash(chunk: any): string {
  return createHash('sha1').update(chunk.toJson()).digest('hex');
}

/** Hashes of the chunks of a 5×5 area, generated from scratch in the given order. */
function areaHashes(seed: number, biome: NaturalBiome, order: Array<[number, number]>): Map<string, string> {
  naturalChunkCache.clear();
  const w = naturalWorld(registry, { seed, biome });
  const out = new Map<string, string>();
  for (const [x, z] of order) out.set(`${x},${z}`, chunkHash(w.generate(x, z)));
  return out;
}

const AREA_5: Array<[number, number]> = [];
for (let x = -2; x <= 2; x++) for (let z = -2; z <= 2; z++) AREA_5.push([x, z]);

describe('natural world: determinism', () => {
  it('same seed and biome give identical chunks whatever the generation order; another seed gives others', () => {
    for (const biome of NATURAL_BIOMES) {
      const rowMajor = areaHashes(SEED, biome, AREA_5);
      // reversed, then every other one first: each chunk meets its neighbours' features in another state
      const shuffled = [...AREA_5].reverse();
      const other = [...shuffled.filter((_, i) => i % 2 === 0), ...shuffled.filter((_, i) => i % 2 === 1)];
      assert.deepEqual(areaHashes(SEED, biome, other), rowMajor, `${biome}: order changed the chunks`);
      const otherSeed = areaHashes(SEED + 1, biome, AREA_5);
      const same = [...otherSeed].filter(([k, h]) => rowMajor.get(k) === h).length;
      assert.equal(same, 0, `${biome}: seed ${SEED + 1} gave ${same} chunks identical to seed ${SEED}`);
    }
  });

  it('reads only (registry, {seed, biome}): two separate worlds of one spec agree, extra spec fields change nothing', () => {
    assert.equal(naturalWorld.length, 2);
    naturalChunkCache.clear();
    const a = naturalWorld(registry, { seed: SEED, biome: 'plains' });
    const first = AREA_5.map(([x, z]) => chunkHash(a.generate(x, z)));
    naturalChunkCache.clear();
    // a caller might hand over a bigger object (a task, say): only seed and biome may count
    const spec: any = { seed: SEED, biome: 'plains', task: { name: 'collect 3 logs' }, difficulty: 'hard' };
    const b = naturalWorld(registry, spec);
    spec.seed = 1; // changing the caller's object afterwards changes nothing either
    assert.deepEqual(b.spec, { seed: SEED, biome: 'plains' });
    assert.deepEqual(AREA_5.map(([x, z]) => chunkHash(b.generate(x, z))), first);
    assert.equal(a.surfaceY(37, -12), b.surfaceY(37, -12));
    assert.deepEqual(a.animalsOf(1, 1), b.animalsOf(1, 1));
  });
});

// ---------------------------------------------------------------------------
// Rates over a 12×12-chunk area per biome

const SIDE = 12;
const CHUNKS = SIDE * SIDE;

interface AreaStats {
  /** Blocks by name over the area. */
  count: Map<string, number>;
  /** Highest y of each block name. */
  maxY: Map<string, number>;
  minY: Map<string, number>;
  /** Trunk bases: a log with no log under it. */
  trees: number;
  columnsWithoutBedrock: number;
  /** tall_grass / double flowers not in lower+upper pairs, sugar cane not on a valid block beside water. */
  badPlants: string[];
  /** Leaves whose distance is not 1..6 with a log or nearer leaves beside them. */
  badLeaves: string[];
  animals: NaturalAnimal[];
  /** Packs, counted as runs of one type in a chunk's list (two packs of one type in a row count once — rare). */
  packs: number;
  /** Water columns over the area (surfaceY 62 and a water block there). */
  waterColumns: number;
}

function areaStats(biome: NaturalBiome): AreaStats {
  naturalChunkCache.clear();
  const w = naturalWorld(registry, { seed: SEED, biome });
  const names: string[] = [];
  for (const b of registry.blocksArray) for (let s = b.minStateId; s <= b.maxStateId; s++) names[s] = b.name;
  const st: AreaStats = {
    count: new Map(), maxY: new Map(), minY: new Map(), trees: 0, columnsWithoutBedrock: 0, badPlants: [], badLeaves: [], animals: [], packs: 0, waterColumns: 0,
  };
  const p = { x: 0, y: 0, z: 0 };
  const col = new Uint16Array(256);
  const x0 = -SIDE / 2;
  const chunks = new Map<string, any>();
  const chunkAt = (cx: number, cz: number) => {
    const key = `${cx},${cz}`;
    if (!chunks.has(key)) chunks.set(key, w.generate(cx, cz));
    return chunks.get(key);
  };
  const stateAt = (x: number, y: number, z: number): number =>
    chunkAt(Math.floor(x / 16), Math.floor(z / 16)).getBlockStateId({ x: x & 15, y, z: z & 15 });
  const nameAt = (x: number, y: number, z: number) => names[stateAt(x, y, z)];
  // leaves: distance is the first property (7 values), persistent the second (true, false)
  const stateDistance = (name: string, id: number) => Math.floor((id - registry.blocksByName[name].minStateId) / 2) + 1;
  const double = ['tall_grass', 'lilac', 'rose_bush', 'peony'];
  for (let cx = x0; cx < x0 + SIDE; cx++) {
    for (let cz = x0; cz < x0 + SIDE; cz++) {
      const chunk = chunkAt(cx, cz);
      for (p.x = 0; p.x < 16; p.x++) {
        for (p.z = 0; p.z < 16; p.z++) {
          for (p.y = 0; p.y < 256; p.y++) col[p.y] = chunk.getBlockStateId(p);
          if (names[col[0]] !== 'bedrock') st.columnsWithoutBedrock++;
          if (names[col[62]] === 'water') st.waterColumns++;
          const x = cx * 16 + p.x;
          const z = cz * 16 + p.z;
          for (let y = 0; y < 256; y++) {
            if (col[y] === 0) continue;
            const n = names[col[y]];
            st.count.set(n, (st.count.get(n) ?? 0) + 1);
            st.maxY.set(n, Math.max(st.maxY.get(n) ?? -1, y));
            st.minY.set(n, Math.min(st.minY.get(n) ?? 256, y));
            if (n.endsWith('_log') && !names[col[y - 1]].endsWith('_log')) st.trees++;
            if (n.endsWith('_leaves')) {
              // a valid distance: 1..6 (so it never decays) and a log, or nearer leaves, beside it
              const d = stateDistance(n, col[y]);
              const near = [[1, 0, 0], [-1, 0, 0], [0, 1, 0], [0, -1, 0], [0, 0, 1], [0, 0, -1]].some(([dx, dy, dz]) => {
                const id = stateAt(x + dx, y + dy, z + dz);
                return names[id].endsWith('_log') || (names[id].endsWith('_leaves') && stateDistance(names[id], id) < d);
              });
              if (!(d >= 1 && d <= 6 && near)) st.badLeaves.push(`${n} distance ${d} at ${x},${y},${z}`);
            }
            if (double.includes(n)) {
              // half is the only property: upper is the first state, lower the second
              const upper = registry.blocksByName[n].minStateId;
              const ok = col[y] === upper
                ? col[y - 1] === upper + 1
                : col[y + 1] === upper && ['grass_block', 'dirt'].includes(names[col[y - 1]]);
              if (!ok) st.badPlants.push(`${n} at ${x},${y},${z}`);
            }
            if (n === 'sugar_cane' && names[col[y - 1]] !== 'sugar_cane') {
              const ground = names[col[y - 1]];
              const besideWater = [[1, 0], [-1, 0], [0, 1], [0, -1]].some(([dx, dz]) => nameAt(x + dx, y - 1, z + dz) === 'water');
              if (!['grass_block', 'dirt', 'sand'].includes(ground) || !besideWater) st.badPlants.push(`sugar_cane on ${ground} at ${x},${y},${z}`);
            }
          }
        }
      }
      const animals = w.animalsOf(cx, cz);
      st.animals.push(...animals);
      st.packs += animals.filter((a, i) => i === 0 || animals[i - 1].type !== a.type).length;
    }
  }
  return st;
}

const perChunk = (st: AreaStats, name: string) => (st.count.get(name) ?? 0) / CHUNKS;

/**
 * Expected ore blocks per chunk. Vanilla's sweep (count veins of `size`
 * spheres each, see ores.ts) fills on average, per vein in solid stone:
 * size 17 ≈ 22 blocks, 9 ≈ 6.8, 8 ≈ 5.7, 7 ≈ 5.0 (measured over 20,000
 * veins of the same algorithm). The upper bound is count × that (every vein
 * wholly in stone; ores never overwrite one another) + 10%; the lower bound a
 * fifth of it, since a vein starting above the ground, in dirt, or below
 * y 0 loses blocks (coal: y 0..127 with the ground at ~65–110, so about
 * half to three quarters of its veins are in stone).
 *   coal     20 × 22  = 440  → 88 .. 484
 *   iron     20 × 6.8 = 136  → 27 .. 150
 *   gold      2 × 6.8 = 13.6 → 2.7 .. 15
 *   redstone  8 × 5.7 = 45.6 → 9 .. 50
 *   diamond   1 × 5.7 = 5.7  → 1.1 .. 6.3 (half of the veins near y 0..2 fall partly below the world or in bedrock)
 *   lapis     1 × 5.0 = 5.0  → 1.0 .. 5.5
 * Emerald (mountains): 3..8 single blocks (mean 5.5), each only where stone is → 2 .. 8.
 */
const ORES: Array<{ name: string; perVein: number; count: number; maxY: number }> = [
  // highest block: a vein's start y is at most range - 1; its spheres (centres at or below the start)
  // reach above it by less than radius - 0.5: size 17 → +1 (coal 128), smaller sizes → +0
  { name: 'coal_ore', perVein: 22, count: 20, maxY: 128 },
  { name: 'iron_ore', perVein: 6.8, count: 20, maxY: 63 },
  { name: 'gold_ore', perVein: 6.8, count: 2, maxY: 31 },
  { name: 'redstone_ore', perVein: 5.7, count: 8, maxY: 15 },
  { name: 'diamond_ore', perVein: 5.7, count: 1, maxY: 15 },
  { name: 'lapis_ore', perVein: 5.0, count: 1, maxY: 30 },
];

describe('natural world: rates over 12×12 chunks (seed 29)', () => {
  const stats = new Map<NaturalBiome, AreaStats>();
  before(() => { for (const b of NATURAL_BIOMES) stats.set(b, areaStats(b)); });

  it('bedrock at y 0 in every column; y 1..4 bedrock sometimes, fewer higher up (vanilla: 4/5, 3/5, 2/5, 1/5)', () => {
    for (const [biome, st] of stats) {
      assert.equal(st.columnsWithoutBedrock, 0, biome);
      assert.equal(st.maxY.get('bedrock'), 4, biome);
      // 256 columns on y 0 + 2.0 of 4 layers on average = 3.0 × 256 per chunk
      const bedrock = perChunk(st, 'bedrock');
      assert.ok(bedrock > 256 * 2.8 && bedrock < 256 * 3.2, `${biome}: ${bedrock} bedrock per chunk`);
    }
  });

  it('ores at vanilla rates and only at their heights, in every biome; emerald only in mountains', (t) => {
    for (const [biome, st] of stats) {
      const got: string[] = [];
      for (const ore of ORES) {
        const rate = perChunk(st, ore.name);
        got.push(`${ore.name} ${rate.toFixed(1)}`);
        const full = ore.count * ore.perVein;
        assert.ok(rate >= full / 5 && rate <= full * 1.1, `${biome}: ${ore.name} ${rate.toFixed(2)} per chunk, expected ${(full / 5).toFixed(1)}..${(full * 1.1).toFixed(1)}`);
        assert.ok((st.maxY.get(ore.name) ?? 0) <= ore.maxY, `${biome}: ${ore.name} at y ${st.maxY.get(ore.name)} (> ${ore.maxY})`);
      }
      const emerald = perChunk(st, 'emerald_ore');
      got.push(`emerald_ore ${emerald.toFixed(1)}`);
      if (biome === 'mountains') {
        assert.ok(emerald >= 2 && emerald <= 8, `mountains: ${emerald} emerald per chunk`);
        assert.ok(st.minY.get('emerald_ore')! >= 4 && st.maxY.get('emerald_ore')! <= 31, 'emerald only at y 4..31');
      } else {
        assert.equal(emerald, 0, `${biome} has emerald ore`);
      }
      t.diagnostic(`${biome}: ${got.join(', ')}`);
    }
  });

  it('gravel, sand, clay, water, grass, flowers and sugar cane are all there; plants stand properly', (t) => {
    const flowers: Record<NaturalBiome, string[]> = {
      plains: ['dandelion', 'poppy', 'azure_bluet', 'oxeye_daisy', 'cornflower', 'orange_tulip', 'red_tulip', 'pink_tulip', 'white_tulip'],
      forest: ['dandelion', 'poppy', 'lily_of_the_valley', 'lilac', 'rose_bush', 'peony'],
      mountains: ['dandelion', 'poppy'],
    };
    for (const [biome, st] of stats) {
      for (const name of ['gravel', 'sand', 'clay', 'water', 'grass', 'sugar_cane', 'granite', 'diorite', 'andesite']) {
        assert.ok(perChunk(st, name) > 0, `${biome}: no ${name}`);
      }
      const flowerCount = flowers[biome].reduce((n, f) => n + (st.count.get(f) ?? 0), 0);
      assert.ok(flowerCount / CHUNKS > 1, `${biome}: ${flowerCount} flowers`);
      // every flower of the biome's list shows up at least once, except the rare ones (tulips need info noise < -0.8)
      for (const f of flowers[biome].filter((f) => !f.endsWith('_tulip') && f !== 'lily_of_the_valley')) assert.ok(st.count.get(f), `${biome}: no ${f}`);
      const foreign = [...st.count.keys()].filter((n) => ['lilac', 'cornflower', 'azure_bluet', 'lily_of_the_valley'].includes(n) && !flowers[biome].includes(n));
      assert.deepEqual(foreign, [], `${biome}: flowers of another biome`);
      assert.deepEqual(st.badPlants.slice(0, 5), [], biome);
      assert.ok(st.waterColumns / CHUNKS > 5, `${biome}: ${st.waterColumns} water columns`);
      t.diagnostic(`${biome} per chunk: water columns ${(st.waterColumns / CHUNKS).toFixed(1)}, sand ${perChunk(st, 'sand').toFixed(1)}, gravel ${perChunk(st, 'gravel').toFixed(1)}, `
        + `clay ${perChunk(st, 'clay').toFixed(2)}, grass ${perChunk(st, 'grass').toFixed(1)}, tall_grass ${(perChunk(st, 'tall_grass') / 2).toFixed(2)}, `
        + `flowers ${(flowerCount / CHUNKS).toFixed(1)}, sugar_cane ${perChunk(st, 'sugar_cane').toFixed(2)}, pumpkin ${perChunk(st, 'pumpkin').toFixed(2)}, snow ${perChunk(st, 'snow').toFixed(1)}`);
    }
  });

  it('trees: forest 4..14 per chunk (vanilla 10 + 10%, some fall in water or next to a trunk), plains and mountains < 1', (t) => {
    const forest = stats.get('forest')!.trees / CHUNKS;
    assert.ok(forest >= 4 && forest <= 14, `forest: ${forest} trees per chunk`);
    assert.ok(perChunk(stats.get('forest')!, 'birch_log') > 0, 'forest has birches');
    for (const [biome, st] of stats) assert.deepEqual(st.badLeaves.slice(0, 5), [], biome);
    for (const b of ['plains', 'mountains'] as NaturalBiome[]) {
      const rate = stats.get(b)!.trees / CHUNKS;
      assert.ok(rate > 0 && rate < 1, `${b}: ${rate} trees per chunk`);
      assert.equal(perChunk(stats.get(b)!, 'birch_log'), 0, `${b} has birches`);
    }
    t.diagnostic(`trees per chunk: ${NATURAL_BIOMES.map((b) => `${b} ${(stats.get(b)!.trees / CHUNKS).toFixed(2)}`).join(', ')}`);
  });

  it('animals: ~0.1 packs per chunk (vanilla: while nextFloat() < 0.1), farm animals present, each on grass in its chunk', (t) => {
    const all: NaturalAnimal[] = [];
    for (const [biome, st] of stats) {
      const packs = st.packs / CHUNKS;
      // geometric: 0.1 / 0.9 = 0.11 packs drawn per chunk; some find no grass (water, trees)
      // (mountains' llama packs are drawn but not spawned: fewer there)
      assert.ok(packs >= 0.04 && packs <= 0.2, `${biome}: ${packs} packs per chunk`);
      all.push(...st.animals);
      const types = new Set(st.animals.map((a) => a.type));
      if (biome !== 'plains') assert.ok(!types.has('horse') && !types.has('donkey'), `${biome} has horses`);
      if (biome !== 'forest') assert.ok(!types.has('wolf'), `${biome} has wolves`);
      t.diagnostic(`${biome}: ${packs.toFixed(3)} packs, ${(st.animals.length / CHUNKS).toFixed(2)} animals per chunk (${[...types].join(', ')})`);
    }
    for (const type of ['cow', 'pig', 'sheep', 'chicken']) assert.ok(all.some((a) => a.type === type), `no ${type}`);
    const sheep = all.filter((a) => a.type === 'sheep');
    assert.ok(sheep.every((s) => Number.isInteger(s.color) && s.color! >= 0 && s.color! <= 15));
    assert.ok(sheep.filter((s) => s.color === 0).length > sheep.length / 2, 'most sheep are white');
    assert.ok(all.every((a) => a.type === 'sheep' || a.color === undefined));
    // feet on the surface: on grass_block, at a block centre
    const w = naturalWorld(registry, { seed: SEED, biome: 'forest' });
    for (const a of stats.get('forest')!.animals) {
      assert.ok(Number.isInteger(a.x - 0.5) && Number.isInteger(a.z - 0.5) && Number.isInteger(a.y), JSON.stringify(a));
      const chunk = w.generate(Math.floor(a.x / 16), Math.floor(a.z / 16));
      const below = registry.blocksByStateId[chunk.getBlockStateId({ x: Math.floor(a.x) & 15, y: a.y - 1, z: Math.floor(a.z) & 15 })].name;
      assert.equal(below, 'grass_block', JSON.stringify(a));
    }
  });
});

describe('natural world: spawn point', () => {
  it('stands on dry grass_block with air at feet and head, at a block centre, the same every time', () => {
    for (const biome of NATURAL_BIOMES) {
      naturalChunkCache.clear();
      const w = naturalWorld(registry, { seed: SEED, biome });
      const s = w.spawnPoint();
      assert.ok(Number.isInteger(s.x - 0.5) && Number.isInteger(s.z - 0.5) && Number.isInteger(s.y), JSON.stringify(s));
      const chunk = w.generate(Math.floor(s.x / 16), Math.floor(s.z / 16));
      const at = (y: number) => registry.blocksByStateId[chunk.getBlockStateId({ x: Math.floor(s.x) & 15, y, z: Math.floor(s.z) & 15 })].name;
      assert.equal(at(s.y - 1), 'grass_block', `${biome}: spawn on ${at(s.y - 1)}`);
      assert.equal(at(s.y), 'air');
      assert.equal(at(s.y + 1), 'air');
      assert.ok(s.y - 1 >= 62, `${biome}: spawn ground at y ${s.y - 1} (below the sea)`);
      assert.equal(w.surfaceY(Math.floor(s.x), Math.floor(s.z)), s.y - 1);
      naturalChunkCache.clear();
      assert.deepEqual(naturalWorld(registry, { seed: SEED, biome }).spawnPoint(), s, `${biome}: spawn moved`);
    }
  });
});

describe('natural world: chunk cache', () => {
  it('is bounded: 600 distinct chunks leave at most 512', () => {
    naturalChunkCache.clear();
    assert.equal(naturalChunkCache.limit, 512);
    const w = naturalWorld(registry, { seed: SEED, biome: 'plains' });
    for (let i = 0; i < 600; i++) w.generate(i % 25, Math.floor(i / 25));
    assert.equal(naturalChunkCacheSize(), 512);
    naturalChunkCache.clear();
  });

  it('keeps the most recently used and can be bounded lower', () => {
    const c = new ChunkJsonCache(2);
    c.set('a', '1'); c.set('b', '2');
    assert.equal(c.get('a'), '1'); // a is now newer than b
    c.set('c', '3');
    assert.deepEqual([c.get('a'), c.get('b'), c.get('c')], ['1', undefined, '3']);
    c.setLimit(1);
    assert.equal(c.size, 1);
  });

  it('hands out fresh chunks: a change to one is not in the next', () => {
    naturalChunkCache.clear();
    const w = naturalWorld(registry, { seed: SEED, biome: 'forest' });
    const a = w.generate(3, -2);
    const p = { x: 4, y: 200, z: 9 };
    assert.equal(a.getBlockStateId(p), 0);
    a.setBlockStateId(p, registry.blocksByName.diamond_block.defaultState);
    const b = w.generate(3, -2);
    assert.notEqual(a, b);
    assert.equal(b.getBlockStateId(p), 0);
    // and another world of the same spec (another server) gets the untouched chunk too
    assert.equal(naturalWorld(registry, { seed: SEED, biome: 'forest' }).generate(3, -2).getBlockStateId(p), 0);
  });
});
