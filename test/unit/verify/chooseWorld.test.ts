/**
 * Which world verify starts (issue 29): the generated overworld exactly when a
 * goal needs what the setup does not give and a generated biome has, else the
 * superflat one; the user's --world, --biome and --world-seed win.
 */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { getRegistry } from '../../../server/src/vanilla/registry';
import { readTaskSpec, specGoals } from '../../../server/src/analysis/taskSpec';
import { planOf } from '../../../server/src/simulation/verify/resetKeys';
import { worldForTask } from '../../../server/src/simulation/verify/world/forTask';
import { tryProofContext } from '../../../server/src/analysis/proofs/contextOfText';
import type { WorldRequest } from '../../../server/src/simulation/verify/world/chooseWorld';
import { DEFAULT_WORLD_SEED } from '../../../server/src/simulation/verify/world/chooseWorld';

const reg = getRegistry('1.16.5');

function file(text: string, commands: string[] = [], extra = ''): string {
  return `custom_init_commands:\n${commands.map((c) => `  - ${c}`).join('\n') || '  []'}\ntext: ${JSON.stringify(text)}\n${extra}`;
}

function world(yaml: string, request: WorldRequest = {}) {
  const spec = readTaskSpec(yaml);
  const read = specGoals(spec, reg);
  return worldForTask(tryProofContext(yaml, reg), spec, read, planOf(spec.keys, 1, reg), request);
}

test('logs from the trees around: a generated forest (plains trees are too rare to count on)', () => {
  const w = world(file('Collect logs from the trees around you.'));
  assert.deepEqual(w.spec, { kind: 'natural', seed: DEFAULT_WORLD_SEED, biome: 'forest' });
  assert.match(w.why, /log/);
});

test('diamond ore under the agent, a cow on the grass, flint from gravel: a generated plains', () => {
  assert.deepEqual(world(file('Mine a diamond ore.', ['/give @s minecraft:iron_pickaxe'])).spec, { kind: 'natural', seed: DEFAULT_WORLD_SEED, biome: 'plains' });
  assert.equal(world(file('Kill a cow.', ['/give @s minecraft:iron_sword'])).spec.kind, 'natural');
  assert.equal(world(file('Collect flint.')).spec.kind, 'natural');
});

test('emerald ore is only in the mountains', () => {
  const w = world(file('Mine emerald ore.', ['/give @s minecraft:iron_pickaxe']));
  assert.equal(w.spec.kind === 'natural' && w.spec.biome, 'mountains');
});

test('a setup that gives everything keeps the faster superflat world', () => {
  assert.equal(world(file('Craft a crafting table.', ['/give @s minecraft:oak_planks 4'])).spec.kind, 'flat');
  assert.equal(world(file('Kill the cow.', ['/summon minecraft:cow ~3 ~ ~', '/give @s minecraft:iron_sword'])).spec.kind, 'flat');
  assert.equal(world(file('Mine the diamond ore.', ['/setblock ~2 ~ ~ minecraft:diamond_ore', '/give @s minecraft:iron_pickaxe'])).spec.kind, 'flat');
  // The superflat ground itself is dirt and stone.
  assert.equal(world(file('Dig some dirt.')).spec.kind, 'flat');
});

test('the user decides: --world flat, --world natural with the task\'s biome, --biome and --world-seed', () => {
  assert.equal(world(file('Collect logs from the trees around you.'), { world: 'flat' }).spec.kind, 'flat');
  assert.deepEqual(world(file('Craft a crafting table.', ['/give @s minecraft:oak_planks 4']), { world: 'natural' }).spec, { kind: 'natural', seed: DEFAULT_WORLD_SEED, biome: 'plains' });
  assert.deepEqual(world(file('Kill a cow.'), { biome: 'forest', seed: 7 }).spec, { kind: 'natural', seed: 7, biome: 'forest' });
});

test('MineStudio\'s biomes key names the biome; a spawn position\'s seed is the world seed', () => {
  const w = world(file('Kill a pig.'), {});
  assert.equal(w.spec.kind === 'natural' && w.spec.biome, 'plains');
  const inForest = world(file('Kill a pig.', [], 'biomes: [birch_forest]\nrandom_tp_range: 100\n'));
  assert.equal(inForest.spec.kind === 'natural' && inForest.spec.biome, 'forest');
  const seeded = world(file('Kill a pig.', [], 'spawn_positions:\n  - seed: 4242\n    position: [0, 70, 0]\n'));
  assert.equal(seeded.spec.kind === 'natural' && seeded.spec.seed, 4242);
});

test('a milestone task that starts from nothing needs the world; with --world flat it keeps the oaks by spawn', () => {
  const yaml = `custom_init_commands: []\ntext: Get a wooden pickaxe.\nmilestone_reward_cfg:\n  - event: craft_item\n    identity: pickaxe\n    objects: [wooden_pickaxe]\n    reward: 1\n    max_reward_times: 1\n`;
  const w = world(yaml);
  assert.equal(w.spec.kind === 'natural' && w.spec.biome, 'forest');
  assert.deepEqual(world(yaml, { world: 'flat' }).spec, { kind: 'flat', scene: 'trees' });
});

test('two tasks with different texts that get the same world stand in the same chunks: the generator only sees the seed and biome', () => {
  const a = world(file('Kill a cow.', ['/give @p minecraft:iron_sword']));
  const b = world(file('Mine coal ore, then go and find a river.', ['/give @p minecraft:stone_pickaxe', '/time set noon']));
  assert.deepEqual(a.spec, b.spec);
  assert.equal(a.spec.kind, 'natural');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const registry = require('prismarine-registry')('1.16.5');
  const { naturalWorld, naturalChunkCache } = require('../../../server/src/simulation/embedded/worldGen') as typeof import('../../../server/src/simulation/embedded/worldGen');
  if (a.spec.kind !== 'natural' || b.spec.kind !== 'natural') return;
  const chunks = (spec: { seed: number; biome: 'plains' | 'forest' | 'mountains' }) => {
    // Generated afresh each time, not read back from the shared cache.
    naturalChunkCache.clear();
    const w = naturalWorld(registry, spec);
    return [[0, 0], [-1, 2], [3, -2]].map(([x, z]) => JSON.stringify(w.generate(x, z).toJson()));
  };
  assert.deepEqual(chunks({ seed: a.spec.seed, biome: a.spec.biome }), chunks({ seed: b.spec.seed, biome: b.spec.biome }));
  const wa = naturalWorld(registry, { seed: a.spec.seed, biome: a.spec.biome });
  const wb = naturalWorld(registry, { seed: b.spec.seed, biome: b.spec.biome });
  assert.deepEqual(wa.spawnPoint(), wb.spawnPoint());
  assert.deepEqual(wa.animalsOf(0, 0), wb.animalsOf(0, 0));
});

test('"find a forest", "go to the mountains": a place that is a biome we generate gets that biome; a village (never generated) keeps the superflat world', () => {
  assert.deepEqual(world(file('find a forest')).spec, { kind: 'natural', seed: DEFAULT_WORLD_SEED, biome: 'forest' });
  assert.deepEqual(world(file('go to the mountains')).spec, { kind: 'natural', seed: DEFAULT_WORLD_SEED, biome: 'mountains' });
  assert.deepEqual(world(file('find a village')).spec, { kind: 'flat' });
});
