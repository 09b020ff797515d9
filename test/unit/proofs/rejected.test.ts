import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { reach, rejected, stat, target, task, VAULT } from './helpers';

const smeltBeef = stat('crafted', ['cooked_beef'], { verb: 'smelt', text: 'smelt beef' });

test('rejected: a harmless refused /give of a spyglass (1.17) is needed by no goal', () => {
  const r = rejected(task(['/give @s minecraft:spyglass', '/give @s minecraft:oak_log 4']), [stat('crafted', ['crafting_table'])]);
  assert.equal(r.length, 1);
  assert.equal(r[0].command, 0);
  assert.equal(r[0].text, '/give @s minecraft:spyglass');
  assert.equal(r[0].neededBy, undefined);
  assert.deepEqual(r[0].provides, ['spyglass']);
  assert.match(r[0].note, /^meant to provide spyglass \(an id only versions after 1\.16\.5 have\); no goal needs it$/);
  // A later id is not read as a 1.16.5 one (glow_ink_sac is not ink_sac).
  assert.deepEqual(rejected(task(['/give @s minecraft:glow_ink_sac 3']), [])[0].provides, ['glow_ink_sac']);
});

test('rejected: 1.17 /item replace … with <item> is read for its item', () => {
  const r = rejected(task(['/item replace entity @s weapon.mainhand with minecraft:iron_sword']), [stat('killed', ['zombie'], { tool: ['iron_sword'] })]);
  assert.deepEqual(r.map((x) => [x.provides, x.neededBy]), [[['iron_sword'], 0]]);
});

test('rejected: raw_beef was meant as beef, which smelting beef needs when nothing else gives it', () => {
  const text = task([VAULT, '/give @s minecraft:coal 8', '/give @s minecraft:raw_beef 6']);
  const r = rejected(text, [stat('killed', ['zombie']), smeltBeef]);
  assert.deepEqual(r.map((x) => [x.command, x.provides, x.neededBy]), [[2, ['beef'], 1]]);
  assert.match(r[0].note, /meant to provide beef, which 'smelt beef' needs; nothing else in the scene provides it/);
  // A cow in the scene provides beef: the refused line no longer matters.
  const withCow = rejected(task([VAULT, '/summon minecraft:cow ~1 ~ ~1', '/give @s minecraft:raw_beef 6']), [smeltBeef]);
  assert.equal(withCow[0].neededBy, undefined);
  assert.match(withCow[0].note, /provides it otherwise/);
});

test('rejected: old names are read through (planks, boat, villager_golem, lit_pumpkin) and tied to goals', () => {
  const r = rejected(task([
    '/give @s minecraft:planks 8',
    '/give @s minecraft:boat',
    '/summon minecraft:villager_golem ~3 ~ ~',
    '/setblock ~2 ~ ~ minecraft:lit_pumpkin',
  ]), [stat('crafted', ['shield']), stat('used', ['oak_boat']), reach(target('entity', ['iron_golem']))]);
  assert.deepEqual(r.map((x) => x.provides[0]), ['oak_planks', 'oak_boat', 'iron_golem', 'jack_o_lantern']);
  assert.deepEqual(r.map((x) => x.neededBy), [0, 1, 2, undefined]);
});

test('rejected: a refused /xp line is needed by an enchanting goal unless levels come from elsewhere', () => {
  const enchant = stat('custom', ['enchant_item'], { text: 'enchant the sword' });
  const r = rejected(task(['/xp add @s 30 level']), [enchant]);
  assert.equal(r[0].neededBy, 0);
  assert.match(r[0].note, /experience/);
  assert.equal(rejected(task(['/xp add @s 30 level', '/xp add @s 30 levels']), [enchant])[0].neededBy, undefined);
});

test('rejected: a line whose id has no clear reading provides nothing', () => {
  const r = rejected(task(['/give @s minecraft:qwzx_thing']), [smeltBeef]);
  assert.deepEqual(r[0].provides, []);
  assert.equal(r[0].neededBy, undefined);
});
