/** Setups that undo themselves (issue item 5): each check with a positive and a clean counterpart. */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { feasibility, task, withCode } from './helpers';

const codes = (cmds: string[], code: string) => withCode(feasibility(task(cmds)), code).map((d) => d.severity);

test('unsupported-block: plants, torches, rails and frames in open air; on the ground or on a block they stay', () => {
  assert.deepEqual(codes(['/setblock ~2 ~2 ~ minecraft:poppy'], 'unsupported-block'), ['warning']);
  assert.deepEqual(codes(['/fill ~2 ~1 ~2 ~2 ~1 ~5 minecraft:rail'], 'unsupported-block'), ['warning']);
  assert.deepEqual(codes(['/setblock ~ ~3 ~2 minecraft:wall_torch'], 'unsupported-block'), ['warning']);
  assert.deepEqual(codes(['/summon minecraft:item_frame ~2 ~2 ~'], 'unsupported-block'), ['warning']);
  assert.deepEqual(codes(['/setblock ~2 ~ ~ minecraft:poppy'], 'unsupported-block'), []);
  assert.deepEqual(codes(['/setblock ~3 ~ ~ minecraft:stone', '/setblock ~3 ~1 ~ minecraft:torch'], 'unsupported-block'), []);
  assert.deepEqual(codes(['/setblock ~3 ~ ~ minecraft:stone', '/setblock ~4 ~ ~ minecraft:wall_torch'], 'unsupported-block'), []);
  assert.deepEqual(codes(['/fill ~3 ~ ~ ~3 ~3 ~ minecraft:stone', '/setblock ~4 ~2 ~ minecraft:oak_wall_sign[facing=east]'], 'unsupported-block'), []);
  assert.deepEqual(codes(['/setblock ~4 ~2 ~ minecraft:oak_wall_sign[facing=east]'], 'unsupported-block'), ['warning']);
  assert.deepEqual(codes(['/setblock ~2 ~ ~ minecraft:tall_grass', '/setblock ~2 ~1 ~ minecraft:tall_grass'], 'unsupported-block'), []);
  assert.deepEqual(codes(['/summon minecraft:item_frame ~2 ~ ~'], 'unsupported-block'), []);
  // A lantern may hang from the block above: its state is not followed, so it is not reported.
  assert.deepEqual(codes(['/setblock ~2 ~3 ~ minecraft:stone', '/setblock ~2 ~2 ~ minecraft:lantern[hanging=true]'], 'unsupported-block'), []);
  // Absolute coordinates: the neighbours are unknown, so nothing is said, unless a command cleared them.
  assert.deepEqual(codes(['/setblock 10 80 10 minecraft:poppy'], 'unsupported-block'), []);
  assert.deepEqual(codes(['/fill 9 79 9 11 79 11 minecraft:air', '/setblock 10 80 10 minecraft:poppy'], 'unsupported-block'), ['warning']);
});

test('golem-pattern: a head on two snow blocks or an iron T, in that order', () => {
  const snow = ['/setblock ~3 ~ ~ minecraft:snow_block', '/setblock ~3 ~1 ~ minecraft:snow_block'];
  assert.deepEqual(codes([...snow, '/setblock ~3 ~2 ~ minecraft:carved_pumpkin'], 'golem-pattern'), ['warning']);
  assert.deepEqual(codes(['/setblock ~3 ~2 ~ minecraft:carved_pumpkin', ...snow], 'golem-pattern'), []);
  assert.deepEqual(codes([...snow, '/setblock ~3 ~2 ~ minecraft:pumpkin'], 'golem-pattern'), []);
  const iron = ['/setblock ~3 ~ ~ minecraft:iron_block', '/fill ~2 ~1 ~ ~4 ~1 ~ minecraft:iron_block'];
  assert.deepEqual(codes([...iron, '/setblock ~3 ~2 ~ minecraft:jack_o_lantern'], 'golem-pattern'), ['warning']);
  assert.deepEqual(codes(['/setblock ~3 ~ ~ minecraft:iron_block', '/setblock ~3 ~1 ~ minecraft:iron_block', '/setblock ~3 ~2 ~ minecraft:carved_pumpkin'], 'golem-pattern'), []);
});

test('tp-into-blocks: into the ground or into placed blocks; onto them is fine', () => {
  assert.deepEqual(codes(['/tp @s ~ ~-3 ~'], 'tp-into-blocks'), ['warning']);
  assert.deepEqual(codes(['/fill ~4 ~ ~4 ~6 ~2 ~6 minecraft:stone', '/tp @s ~5 ~ ~5'], 'tp-into-blocks'), ['warning']);
  assert.deepEqual(codes(['/fill ~4 ~ ~4 ~6 ~2 ~6 minecraft:stone', '/tp @s ~5 ~3 ~5'], 'tp-into-blocks'), []);
  assert.deepEqual(codes(['/tp @s ~ ~5 ~'], 'tp-into-blocks'), []);
  // The fill is not blamed for burying the agent: the teleport moved it there.
  assert.deepEqual(codes(['/fill ~4 ~ ~4 ~6 ~2 ~6 minecraft:stone', '/tp @s ~5 ~ ~5'], 'buried-agent'), []);
});

test('undead-burns: daytime set, no helmet, no rain, no roof', () => {
  assert.deepEqual(codes(['/time set day', '/summon minecraft:zombie ~3 ~ ~'], 'undead-burns'), ['warning']);
  assert.deepEqual(codes(['/summon minecraft:skeleton ~3 ~ ~', '/time set noon'], 'undead-burns'), ['warning']);
  assert.deepEqual(codes(['/time set night', '/summon minecraft:zombie ~3 ~ ~'], 'undead-burns'), []);
  assert.deepEqual(codes(['/summon minecraft:zombie ~3 ~ ~'], 'undead-burns'), []);
  assert.deepEqual(codes(['/time set day', '/summon minecraft:husk ~3 ~ ~'], 'undead-burns'), []);
  assert.deepEqual(codes(['/time set day', '/summon minecraft:zombie ~3 ~ ~ {ArmorItems:[{},{},{},{id:"minecraft:iron_helmet",Count:1b}]}'], 'undead-burns'), []);
  assert.deepEqual(codes(['/time set day', '/weather rain', '/summon minecraft:zombie ~3 ~ ~'], 'undead-burns'), []);
  assert.deepEqual(codes(['/time set day', '/fill ~1 ~4 ~-1 ~5 ~4 ~1 minecraft:stone', '/summon minecraft:zombie ~3 ~ ~'], 'undead-burns'), []);
  assert.deepEqual(codes(['/time set day', '/summon minecraft:zombie ~3 ~ ~', '/replaceitem entity @e[type=minecraft:zombie] armor.head minecraft:leather_helmet'], 'undead-burns'), []);
});

test('block-overwritten: a later command replaces an earlier /setblock; building on a floor does not', () => {
  assert.deepEqual(codes(['/setblock ~2 ~ ~ minecraft:crafting_table', '/setblock ~2 ~ ~ minecraft:furnace'], 'block-overwritten'), ['warning']);
  assert.deepEqual(codes(['/setblock ~2 ~ ~ minecraft:diamond_ore', '/fill ~1 ~ ~-1 ~3 ~1 ~1 minecraft:stone'], 'block-overwritten'), ['warning']);
  assert.deepEqual(codes(['/fill ~1 ~ ~-1 ~3 ~1 ~1 minecraft:stone', '/setblock ~2 ~ ~ minecraft:diamond_ore'], 'block-overwritten'), []);
  assert.deepEqual(codes(['/setblock ~2 ~ ~ minecraft:diamond_ore', '/fill ~1 ~ ~-1 ~3 ~1 ~1 minecraft:stone keep'], 'block-overwritten'), []);
  assert.deepEqual(codes(['/setblock ~2 ~ ~ minecraft:diamond_ore', '/fill ~1 ~ ~-1 ~3 ~1 ~1 minecraft:stone replace minecraft:air'], 'block-overwritten'), []);
  // Absolute coordinates are compared among themselves, and said as written; never against relative ones.
  const abs = withCode(feasibility(task(['/setblock 10 64 -3 minecraft:chest', '/fill 9 64 -4 11 64 -2 minecraft:stone'])), 'block-overwritten');
  assert.deepEqual(abs.map((d) => d.severity), ['warning']);
  assert.match(abs[0].message, /placed at 10 64 -3 with stone/);
  assert.deepEqual(codes(['/setblock 10 64 -3 minecraft:chest', '/setblock ~10 ~ ~-3 minecraft:stone'], 'block-overwritten'), []);
  assert.deepEqual(codes(['/setblock 10 64 -3 minecraft:chest', '/execute in minecraft:the_nether run setblock 10 64 -3 minecraft:stone'], 'block-overwritten'), []);
  assert.deepEqual(codes(['/setblock 10 64 -3 minecraft:chest', '/execute in minecraft:overworld run setblock 10 64 -3 minecraft:stone'], 'block-overwritten'), ['warning']);
});

test('peaceful-despawn: hostile mobs in a scene set to peaceful, before or after the summon; passive mobs stay', () => {
  assert.deepEqual(codes(['/difficulty peaceful', '/summon minecraft:zombie ~3 ~ ~'], 'peaceful-despawn'), ['warning']);
  assert.deepEqual(codes(['/summon minecraft:creeper ~3 ~ ~', '/difficulty peaceful'], 'peaceful-despawn'), ['warning']);
  assert.deepEqual(codes(['/difficulty peaceful', '/summon minecraft:pig ~3 ~ ~'], 'peaceful-despawn'), []);
  assert.deepEqual(codes(['/difficulty easy', '/summon minecraft:zombie ~3 ~ ~'], 'peaceful-despawn'), []);
});
