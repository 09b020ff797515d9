import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseSnbt } from '../../server/src/model/commands/snbt';
import { stateIdFor, stateProperties } from '../../server/src/simulation/embedded/blockState';
import { decodeStatistics, encodeStatistics } from '../../server/src/simulation/embedded/statsPacket';
import { StatsTracker } from '../../server/src/simulation/embedded/stats';
import { matchRecipe } from '../../server/src/simulation/embedded/plugins/recipes';
import { blockDrops } from '../../server/src/simulation/embedded/plugins/blockDrops';
import { fuelTicks, smeltingResult } from '../../server/src/simulation/embedded/plugins/smelting';
import { localAxes } from '../../server/src/simulation/embedded/commandHandlers/coords';

// eslint-disable-next-line @typescript-eslint/no-var-requires
const registry = require('prismarine-registry')('1.16.5');

describe('embedded server building blocks', () => {
  it("the checker's SNBT reader also gives typed tags in prismarine-nbt's shape (what items carry)", () => {
    const r = parseSnbt('{Color:14b,VillagerData:{profession:"minecraft:farmer",level:2},Enchantments:[{id:"minecraft:power",lvl:2s}],A:[I;1,2],F:1.5f,N:-3,L:5000000000L,B:true,E:[]}');
    const t = r.tag!;
    assert.equal(t.type, 'compound');
    assert.deepEqual(t.value.Color, { type: 'byte', value: 14 });
    assert.deepEqual(t.value.Enchantments, { type: 'list', value: { type: 'compound', value: [{ id: { type: 'string', value: 'minecraft:power' }, lvl: { type: 'short', value: 2 } }] } });
    assert.deepEqual(t.value.A, { type: 'intArray', value: [1, 2] });
    assert.deepEqual(t.value.F, { type: 'float', value: 1.5 });
    assert.deepEqual(t.value.N, { type: 'int', value: -3 });
    assert.deepEqual(t.value.L, { type: 'long', value: [1, 705032704] }, '5e9 = 1 * 2^32 + 705032704');
    assert.deepEqual(t.value.B, { type: 'byte', value: 1 });
    assert.deepEqual(t.value.E, { type: 'list', value: { type: 'end', value: [] } });
    assert.equal((r.value as any).VillagerData.level, 2, 'the plain value is still there');
    assert.ok(parseSnbt('[1,"a"]').error, 'a mixed list is an error');
  });

  it('computes block state ids from properties on top of the default state', () => {
    const log = registry.blocksByName.oak_log;
    assert.equal(stateIdFor(log), log.defaultState);
    assert.equal(stateProperties(log, stateIdFor(log, { axis: 'x' })).axis, 'x');
    const leaves = registry.blocksByName.oak_leaves;
    assert.deepEqual(stateProperties(leaves, stateIdFor(leaves, { persistent: 'true' })), { distance: '7', persistent: 'true' });
    const snow = registry.blocksByName.snow;
    assert.equal(stateProperties(snow, stateIdFor(snow, { layers: '3' })).layers, '3');
    assert.throws(() => stateIdFor(log, { axis: 'w' }), /axis/);
    assert.throws(() => stateIdFor(log, { color: 'red' }), /does not have/);
  });

  it('round-trips statistics through the statistics packet encoding', () => {
    const t = new StatsTracker();
    const seen: number[] = [];
    t.on('stat', (e) => seen.push(e.value));
    t.add('P', 'mined', 'minecraft:diamond_ore');
    t.add('P', 'mined', 'diamond_ore', 2);
    t.add('P', 'crafted', 'furnace');
    t.add('P', 'killed', 'zombie');
    t.add('P', 'custom', 'damage_dealt', 60);
    t.add('P', 'used', 'bow', 0);
    assert.deepEqual(seen, [1, 3, 1, 1, 60]);
    assert.equal(t.get('P', 'mined', 'minecraft:diamond_ore'), 3);
    const entries = encodeStatistics(registry, t.snapshot('P'));
    assert.ok(entries.some((e) => e.categoryId === 0 && e.statisticId === registry.blocksByName.diamond_ore.id && e.value === 3));
    assert.deepEqual(decodeStatistics(registry, entries), t.snapshot('P'));
  });

  it('matches shaped (mirrored, anywhere in the grid) and shapeless recipes', () => {
    const id = (n: string) => registry.itemsByName[n].id;
    const P = id('oak_planks'), S = id('stick'), C = id('cobblestone');
    assert.deepEqual(matchRecipe(registry, [null, null, null, null, P, null, null, P, null], 3, 3), { id: S, count: 4 });
    assert.equal(matchRecipe(registry, [P, P, P, null, S, null, null, S, null], 3, 3)?.id, id('wooden_pickaxe'));
    assert.equal(matchRecipe(registry, [C, C, C, C, null, C, C, C, C], 3, 3)?.id, id('furnace'));
    assert.equal(matchRecipe(registry, [id('oak_log'), null, null, null], 2, 2)?.count, 4);
    // An axe and its mirror image are both an axe; upside down it is nothing.
    assert.equal(matchRecipe(registry, [P, P, null, P, S, null, null, S, null], 3, 3)?.id, id('wooden_axe'));
    assert.equal(matchRecipe(registry, [null, P, P, null, S, P, null, S, null], 3, 3)?.id, id('wooden_axe'));
    assert.equal(matchRecipe(registry, [null, S, null, null, S, null, P, P, P], 3, 3), null);
    assert.equal(matchRecipe(registry, [id('dirt'), null, null, null], 2, 2), null);
  });

  it('drops follow tools, silk touch and fixed counts', () => {
    const b = (n: string) => registry.blocksByName[n];
    const tool = (n: string, enchants: Array<{ name: string; lvl: number }> = []) => ({ type: registry.itemsByName[n].id, name: n, enchants });
    assert.deepEqual(blockDrops({ registry }, b('diamond_ore'), tool('iron_pickaxe')), [['diamond', 1]]);
    assert.deepEqual(blockDrops({ registry }, b('diamond_ore'), tool('wooden_pickaxe')), []);
    assert.deepEqual(blockDrops({ registry }, b('stone'), tool('wooden_pickaxe')), [['cobblestone', 1]]);
    assert.deepEqual(blockDrops({ registry }, b('stone'), null), []);
    assert.deepEqual(blockDrops({ registry }, b('stone'), tool('iron_pickaxe', [{ name: 'silk_touch', lvl: 1 }])), [['stone', 1]]);
    assert.deepEqual(blockDrops({ registry }, b('grass_block'), null), [['dirt', 1]]);
    assert.deepEqual(blockDrops({ registry }, b('oak_log'), null), [['oak_log', 1]]);
    assert.deepEqual(blockDrops({ registry }, b('redstone_ore'), tool('iron_pickaxe')), [['redstone', 4]]);
    assert.deepEqual(blockDrops({ registry }, b('oak_leaves'), null), []);
    assert.deepEqual(blockDrops({ registry }, b('oak_leaves'), tool('shears')), [['oak_leaves', 1]]);
  });

  it('grass drops a wheat seed every eighth break (vanilla\'s 1/8 chance, deterministic), itself with shears', () => {
    const serv = { registry };
    const grass = registry.blocksByName.grass;
    const drops = Array.from({ length: 16 }, () => blockDrops(serv, grass, null));
    assert.deepEqual(drops.map((d, i) => (d.length ? i + 1 : 0)).filter(Boolean), [8, 16]);
    assert.deepEqual(drops[7], [['wheat_seeds', 1]]);
    assert.deepEqual(blockDrops(serv, grass, { type: registry.itemsByName.shears.id, name: 'shears', enchants: [] }), [['grass', 1]]);
    assert.deepEqual(blockDrops(serv, registry.blocksByName.tall_grass, null, { half: 'upper' }), [], 'only the lower half of tall grass drops');
  });

  it('has smelting results and fuel values for the common cases', () => {
    assert.equal(smeltingResult('iron_ore'), 'iron_ingot');
    assert.equal(smeltingResult('kelp'), 'dried_kelp');
    assert.equal(smeltingResult('wet_sponge'), 'sponge');
    assert.equal(fuelTicks('coal'), 1600);
    assert.equal(fuelTicks('oak_planks'), 300);
    assert.equal(fuelTicks('birch_log'), 300);
    assert.equal(fuelTicks('stick'), 100);
    assert.equal(fuelTicks('lava_bucket'), 20000);
    assert.equal(fuelTicks('crimson_planks'), 0);
    assert.equal(fuelTicks('stone'), 0);
  });

  it('local coordinates follow vanilla facing', () => {
    const south = localAxes(0, 0);
    assert.ok(Math.abs(south.forward.z - 1) < 1e-9 && Math.abs(south.forward.x) < 1e-9);
    assert.ok(Math.abs(south.left.x - 1) < 1e-9, 'facing south, left is +x (east)');
    const up = localAxes(0, -90);
    assert.ok(Math.abs(up.forward.y - 1) < 1e-9, 'pitch -90 looks up');
  });
});
