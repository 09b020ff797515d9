/**
 * The verifier's table of what each generated biome has (vanilla/biomes.ts)
 * decides when a task gets the natural world; it must never promise what the generator
 * does not make. Every block is looked for in a generated area of its biome around the
 * spawn (10×10 chunks, about the agent's 48-block search each way); animals come a pack
 * per ten chunks at random, as vanilla's, so the biome must spawn each one within 20×20
 * chunks — near the spawn one may be missing, and the agent then says where it looked.
 */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { GENERATED_SUPPLY } from '../../../server/src/vanilla/biomes';
import { naturalWorld, NATURAL_BIOMES } from '../../../server/src/simulation/embedded/worldGen';
import { DEFAULT_WORLD_SEED } from '../../../server/src/simulation/verify/world/chooseWorld';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const registry = require('prismarine-registry')('1.16.5');

for (const biome of NATURAL_BIOMES) {
  test(`every block and animal the table lists for ${biome} is generated (seed ${DEFAULT_WORLD_SEED})`, () => {
    const w = naturalWorld(registry, { seed: DEFAULT_WORLD_SEED, biome });
    const blocks = new Set<string>();
    const animals = new Set<string>();
    const p = { x: 0, y: 0, z: 0 };
    for (let cx = -10; cx < 10; cx++) {
      for (let cz = -10; cz < 10; cz++) {
        const chunk = w.generate(cx, cz);
        for (const a of w.animalsOf(cx, cz, chunk)) animals.add(a.type);
        if (cx < -5 || cx >= 5 || cz < -5 || cz >= 5) continue;
        const states = new Set<number>();
        for (p.x = 0; p.x < 16; p.x++) for (p.z = 0; p.z < 16; p.z++) for (p.y = 0; p.y < 256; p.y++) states.add(chunk.getBlockStateId(p));
        for (const s of states) blocks.add(registry.blocksByStateId[s].name);
      }
    }
    const supply = GENERATED_SUPPLY[biome];
    assert.deepEqual(supply.blocks.filter((b) => !blocks.has(b)), [], `blocks the table promises but ${biome} did not generate`);
    assert.deepEqual(supply.animals.filter((a) => !animals.has(a)), [], `animals the table promises but ${biome} did not spawn`);
  });
}
