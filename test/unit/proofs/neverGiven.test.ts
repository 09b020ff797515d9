import { proofContext } from '../../../server/src/analysis/proofs/contextOfText';
import { sealedIn } from '../../../server/src/analysis/proofs/reachable';
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import type { HaveGoal, TaskGoal } from '../../../server/src/model/goals/goalTypes';
import { proofs, reg, stat, task, VAULT } from './helpers';

const smeltBeef = stat('crafted', ['cooked_beef'], { verb: 'smelt', needs: ['furnace'] });

test('never-given: smelting beef when the only beef line is refused (raw_beef) in a sealed vault', () => {
  const text = task([VAULT, '/setblock ~2 ~ ~ minecraft:furnace[facing=west]', '/give @s minecraft:raw_beef 6', '/give @s minecraft:coal 8', '/difficulty peaceful']);
  const p = proofs(text, [smeltBeef]);
  assert.deepEqual(p.map((x) => [x.cause, x.command]), [['never-given', 2]]);
  assert.match(p[0].reason, /Making cooked_beef needs beef \(the line '\/give @s minecraft:raw_beef 6' that meant to give some is refused\)/);
});

test('never-given: a fixed tool whose line is refused (iron_pick) and no iron in the vault', () => {
  const text = task([VAULT, '/setblock ~2 ~ ~ minecraft:gold_ore', '/give @s minecraft:iron_pick']);
  const p = proofs(text, [stat('mined', ['gold_ore'], { tool: ['iron_pickaxe', 'diamond_pickaxe', 'netherite_pickaxe'] })]);
  assert.equal(p[0]?.cause, 'never-given');
  assert.equal(p[0].command, 2);
});

test('never-given: a water bucket to hold, and an item to use, never given in a sealed shaft', () => {
  const have: HaveGoal = { kind: 'have', items: ['water_bucket'], count: 1, verb: 'hold', text: 'hold a water bucket', from: { source: 'text', start: 0, end: 1 } };
  const shaft = task([VAULT, '/give @s minecraft:water_bucket_full']);
  assert.equal(proofs(shaft, [have])[0]?.cause, 'never-given');
  assert.equal(proofs(shaft, [stat('used', ['water_bucket'])])[0]?.cause, 'never-given');
  // Near miss: water in the shaft and an empty bucket.
  assert.deepEqual(proofs(task([VAULT, '/setblock ~2 ~ ~ minecraft:water', '/give @s minecraft:bucket']), [have]), []);
});

test('never-given near misses: the beef given, a cow in the vault, the open world, a furnace that cooks from a given cow', () => {
  const kit = ['/setblock ~2 ~ ~ minecraft:furnace', '/give @s minecraft:coal 8'];
  assert.deepEqual(proofs(task([VAULT, ...kit, '/give @s minecraft:beef 6']), [smeltBeef]), []);
  assert.deepEqual(proofs(task([VAULT, ...kit, '/summon minecraft:cow ~1 ~ ~1']), [smeltBeef]), []);
  assert.deepEqual(proofs(task([...kit, '/give @s minecraft:raw_beef 6']), [smeltBeef]), []);
  assert.deepEqual(proofs(task([VAULT, ...kit, '/give @s minecraft:cow_spawn_egg']), [smeltBeef]), []);
  // Iron given: the pickaxe can be crafted.
  const pick = stat('mined', ['gold_ore'], { tool: ['iron_pickaxe'] });
  assert.deepEqual(proofs(task([VAULT, '/setblock ~2 ~ ~ minecraft:gold_ore', '/give @s minecraft:iron_ingot 3', '/give @s minecraft:stick 2', '/give @s minecraft:crafting_table']), [pick]), []);
});

test('reach: a villager without fixed offers sells what its trade pools sell, for payments the agent has', () => {
  const reachOf = (commands: string[]) => {
    const ctx = proofContext(task([VAULT, ...commands]), reg);
    return sealedIn(ctx)!.reach;
  };
  const armorer = (nbt: string) => `/summon minecraft:villager ~1 ~ ~1 ${nbt}`;
  assert.equal(reachOf(['/give @s minecraft:emerald 20', armorer('{VillagerData:{profession:"minecraft:armorer"},Xp:1}')]).items.has('iron_helmet'), true);
  assert.equal(reachOf(['/give @s minecraft:emerald 20', armorer('{VillagerData:{profession:"minecraft:mason"},Xp:1}')]).items.has('iron_helmet'), false);
  // No emeralds: nothing to pay with. Level 1 without Xp and no blast furnace: it loses its trade.
  assert.equal(reachOf([armorer('{VillagerData:{profession:"minecraft:armorer"},Xp:1}')]).items.has('iron_helmet'), false);
  assert.equal(reachOf(['/give @s minecraft:emerald 20', armorer('{VillagerData:{profession:"minecraft:armorer"}}')]).items.has('iron_helmet'), false);
  assert.equal(reachOf(['/give @s minecraft:emerald 20', '/setblock ~2 ~ ~ minecraft:blast_furnace', armorer('{VillagerData:{profession:"minecraft:armorer"}}')])
    .items.has('iron_helmet'), true);
});

test('never-given: an unemployed villager with no work site to take never trades, and no trade sells beef anyway', () => {
  const kit = ['/setblock ~2 ~ ~ minecraft:furnace', '/give @s minecraft:coal 8'];
  const p = proofs(task([VAULT, ...kit, '/summon minecraft:villager ~1 ~ ~1']), [smeltBeef]);
  assert.equal(p[0]?.cause, 'never-given');
});

const golem = (shape: 'snow_golem' | 'iron_golem'): TaskGoal => ({ kind: 'structure', shape, materials: [], text: `build a ${shape}`, from: { source: 'text', start: 0, end: 1 } });

test('never-given: a golem without a head (lit_pumpkin refused; pumpkins but no shears) in a sealed arena', () => {
  const lit = proofs(task([VAULT, '/give @s minecraft:iron_block 4', '/give @s minecraft:lit_pumpkin']), [golem('iron_golem')]);
  assert.deepEqual(lit.map((x) => [x.cause, x.command]), [['never-given', 2]]);
  assert.match(lit[0].reason, /carved_pumpkin or jack_o_lantern/);
  assert.equal(proofs(task([VAULT, '/give @s minecraft:snow_block 2', '/give @s minecraft:pumpkin']), [golem('snow_golem')])[0]?.cause, 'never-given');
});

test('never-given near misses for golems: shears to carve the pumpkin, a head given, the open world', () => {
  assert.deepEqual(proofs(task([VAULT, '/give @s minecraft:snow_block 2', '/give @s minecraft:pumpkin', '/give @s minecraft:shears']), [golem('snow_golem')]), []);
  assert.deepEqual(proofs(task([VAULT, '/give @s minecraft:snow_block 2', '/give @s minecraft:carved_pumpkin']), [golem('snow_golem')]), []);
  assert.deepEqual(proofs(task(['/give @s minecraft:snow_block 2', '/give @s minecraft:pumpkin']), [golem('snow_golem')]), []);
});
