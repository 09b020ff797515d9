import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { proofs, stat, task, VAULT } from './helpers';

const enchant = stat('custom', ['enchant_item'], { needs: ['enchanting_table'] });
const kit = ['/setblock ~2 ~ ~ minecraft:enchanting_table', '/give @s minecraft:iron_sword', '/give @s minecraft:lapis_lazuli 16'];

test('no-experience: enchanting in a sealed bedrock vault on peaceful with no levels', () => {
  const p = proofs(task(['/difficulty peaceful', VAULT, ...kit]), [enchant]);
  assert.deepEqual(p.map((x) => [x.goal, x.cause, x.command]), [[0, 'no-experience', 1]]);
  assert.match(p[0].reason, /Enchanting costs experience levels/);
});

test('no-experience: a refused /xp line is the command the proof names', () => {
  const p = proofs(task([VAULT, '/xp add @s 30 level', ...kit]), [enchant]);
  assert.equal(p[0]?.cause, 'no-experience');
  assert.equal(p[0].command, 1);
  assert.match(p[0].reason, /'\/xp add @s 30 level' that meant to give them is refused/);
});

test('no-experience: renaming at an anvil', () => {
  const anvil = stat('custom', ['interact_with_anvil'], { needs: ['anvil'] });
  const p = proofs(task([VAULT, '/setblock ~2 ~ ~ minecraft:anvil', '/give @s minecraft:name_tag']), [anvil]);
  assert.equal(p[0]?.cause, 'no-experience');
});

test('no-experience near misses: /xp given, points worth a level, an open arena, a cow or coal ore in the vault, a furnace to use', () => {
  assert.deepEqual(proofs(task([VAULT, '/xp add @s 30 levels', ...kit]), [enchant]), []);
  assert.deepEqual(proofs(task([VAULT, '/experience add @s 20 points', ...kit]), [enchant]), []);
  assert.deepEqual(proofs(task(['/fill ~-3 ~-1 ~-3 ~3 ~-1 ~3 minecraft:bedrock', ...kit]), [enchant]), []);
  assert.deepEqual(proofs(task([VAULT, '/summon minecraft:cow ~1 ~ ~1', ...kit]), [enchant]), []);
  assert.deepEqual(proofs(task([VAULT, '/setblock ~-2 ~ ~ minecraft:coal_ore', ...kit]), [enchant]), []);
  assert.deepEqual(proofs(task([VAULT, '/setblock ~-2 ~ ~ minecraft:furnace', '/give @s minecraft:coal 4', '/give @s minecraft:beef', ...kit]), [enchant]), []);
  // An enchanted item can be ground for experience.
  assert.deepEqual(proofs(task([VAULT, '/give @s minecraft:golden_sword{Enchantments:[{id:"minecraft:sharpness",lvl:1s}]}', ...kit]), [enchant]), []);
  assert.deepEqual(proofs(task([VAULT, ...kit, '/enchant @s minecraft:sharpness 1']), [enchant]), []);
  // A zombie counts unless peaceful removes it.
  assert.deepEqual(proofs(task([VAULT, '/summon minecraft:zombie ~1 ~ ~1', ...kit]), [enchant]), []);
  assert.equal(proofs(task([VAULT, '/summon minecraft:zombie ~1 ~ ~1', '/difficulty peaceful', ...kit]), [enchant])[0]?.cause, 'no-experience');
});

test('never-given: enchanting without lapis in the vault, with levels given', () => {
  const p = proofs(task([VAULT, '/xp add @s 30 levels', '/setblock ~2 ~ ~ minecraft:enchanting_table', '/give @s minecraft:iron_sword']),
    [stat('custom', ['enchant_item'], { needs: ['enchanting_table'] })]);
  assert.deepEqual(p.map((x) => x.cause), ['never-given']);
  assert.match(p[0].reason, /lapis_lazuli/);
});
