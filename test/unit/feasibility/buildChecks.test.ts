/** Building goals (issue 27): materials, shapes already built, mobs a boat or a lead refuses; each with clean counterparts. */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { covered, feasibility, withCode } from './helpers';

/** A reward-less task: its goal is only in `text`. */
const file = (text: string, cmds: string[]) => `custom_init_commands:\n${cmds.map((c) => `- ${c}`).join('\n')}\ntext: ${text}\n`;
const found = (text: string, cmds: string[], code: string) => withCode(feasibility(file(text, cmds)), code).map((d) => d.severity);

test('build-materials: a beacon without one, too few iron blocks, a material no world has', () => {
  assert.deepEqual(found('build a beacon', ['/give @s iron_block 9'], 'build-materials'), ['warning']);
  assert.deepEqual(found('build an iron golem', ['/give @s iron_block 3', '/give @s carved_pumpkin'], 'build-materials'), ['warning']);
  assert.deepEqual(found('build a house out of purpur blocks', ['/give @s oak_planks 64'], 'build-materials'), ['warning']);
  assert.deepEqual(found('build a nether portal', ['/give @s obsidian 7', '/give @s flint_and_steel'], 'build-materials'), ['warning']);
  const text = file('build a house out of purpur blocks', ['/give @s oak_planks 64']);
  assert.equal(covered(text, withCode(feasibility(text), 'build-materials')[0]), 'purpur blocks');
});

test('build-materials: given, craftable, partly built, carved with shears, or gathered from the world', () => {
  assert.deepEqual(found('build an iron golem', ['/give @s iron_block 4', '/give @s carved_pumpkin'], 'build-materials'), []);
  assert.deepEqual(found('build an iron golem', ['/give @s iron_ingot 36', '/give @s pumpkin', '/give @s shears', '/give @s crafting_table'], 'build-materials'), []);
  assert.deepEqual(found('build a snow golem', ['/setblock ~2 ~ ~2 snow_block', '/setblock ~2 ~1 ~2 snow_block', '/give @s carved_pumpkin'], 'build-materials'), []);
  assert.deepEqual(found('build a nether portal', ['/give @s obsidian 8', '/give @s lava_bucket 2', '/give @s water_bucket', '/give @s flint_and_steel'], 'build-materials'), []);
  // Nothing given: gathering is the task. Dirt and logs are everywhere.
  assert.deepEqual(found('build an iron golem', [], 'build-materials'), []);
  assert.deepEqual(found('build a pillar of dirt 10 blocks high', ['/give @s dirt 4'], 'build-materials'), []);
  assert.deepEqual(found('decorate the room with lanterns and flowers', ['/give @s torch 4'], 'build-materials'), []);
});

test('already-built: a pillar as tall as asked, a golem body finished after its head, a lit portal, a beacon on its base', () => {
  assert.deepEqual(found('build a cobblestone pillar 5 blocks high', ['/fill ~2 ~ ~2 ~2 ~5 ~2 minecraft:cobblestone'], 'already-built'), ['warning']);
  assert.deepEqual(found('build a snow golem', ['/setblock ~2 ~2 ~2 carved_pumpkin', '/setblock ~2 ~ ~2 snow_block', '/setblock ~2 ~1 ~2 snow_block'], 'already-built'), ['warning']);
  assert.deepEqual(found('build a nether portal', ['/fill ~2 ~-1 ~2 ~5 ~-1 ~2 obsidian', '/fill ~3 ~ ~2 ~4 ~2 ~2 nether_portal'], 'already-built'), ['warning']);
  assert.deepEqual(found('build a beacon', ['/fill ~1 ~ ~1 ~3 ~ ~3 iron_block', '/setblock ~2 ~1 ~2 beacon'], 'already-built'), ['warning']);
  // An unlit frame: lighting may be the task, so a note.
  const frame = ['/fill ~2 ~ ~2 ~5 ~4 ~2 obsidian', '/fill ~3 ~1 ~2 ~4 ~3 ~2 air'];
  assert.deepEqual(found('build a nether portal', frame, 'already-built'), ['information']);
});

test('already-built: shorter pillars, walls, head-last golems (golem-pattern\'s case), climbing a tower', () => {
  assert.deepEqual(found('build a cobblestone pillar 5 blocks high', ['/fill ~2 ~ ~2 ~2 ~2 ~2 cobblestone', '/give @s cobblestone 2'], 'already-built'), []);
  assert.deepEqual(found('build a cobblestone pillar 5 blocks high', ['/fill ~2 ~ ~2 ~8 ~6 ~2 cobblestone'], 'already-built'), []);
  const headLast = ['/setblock ~2 ~ ~2 snow_block', '/setblock ~2 ~1 ~2 snow_block', '/setblock ~2 ~2 ~2 carved_pumpkin'];
  assert.deepEqual(found('build a snow golem', headLast, 'already-built'), []);
  assert.deepEqual(found('build a snow golem', headLast, 'golem-pattern'), ['warning']);
  assert.deepEqual(found('climb to the top of the tower', ['/fill ~2 ~ ~2 ~2 ~9 ~2 cobblestone'], 'already-built'), []);
  assert.deepEqual(found('build a beacon', ['/setblock ~2 ~1 ~2 beacon', '/give @s iron_block 9'], 'already-built'), []);
});

test('boat-too-small: horses, iron golems and water mobs; cows, babies and llamas fit', () => {
  assert.deepEqual(found('put the horse in a boat', ['/summon horse ~3 ~ ~', '/give @s oak_boat'], 'boat-too-small'), ['warning']);
  assert.deepEqual(found('take the iron golem for a boat ride', ['/summon iron_golem ~3 ~ ~'], 'boat-too-small'), ['warning']);
  assert.deepEqual(found('row the squid across the lake in your boat', ['/summon squid ~3 ~ ~'], 'boat-too-small'), ['warning']);
  assert.deepEqual(found('put the cow in a boat', ['/summon cow ~3 ~ ~', '/give @s oak_boat'], 'boat-too-small'), []);
  assert.deepEqual(found('put the horse in a boat', ['/summon horse ~3 ~ ~ {Age:-24000}', '/give @s oak_boat'], 'boat-too-small'), []);
  assert.deepEqual(found('put the baby horse in a boat', ['/give @s oak_boat'], 'boat-too-small'), []);
  assert.deepEqual(found('ride a boat to the island', ['/give @s oak_boat'], 'boat-too-small'), []);
});

test('not-leashable: villagers and monsters refuse a lead; animals, golems and hoglins take one', () => {
  assert.deepEqual(found('leash the villager', ['/summon villager ~3 ~ ~', '/give @s lead'], 'not-leashable'), ['warning']);
  assert.deepEqual(found('put a lead on the zombie and walk it home', ['/summon zombie ~3 ~ ~', '/give @s lead'], 'not-leashable'), ['warning']);
  assert.deepEqual(found('leash the cow', ['/summon cow ~3 ~ ~', '/give @s lead'], 'not-leashable'), []);
  assert.deepEqual(found('leash the hoglin', ['/summon hoglin ~3 ~ ~', '/give @s lead'], 'not-leashable'), []);
  assert.deepEqual(found('lead the iron golem with a lead', ['/summon iron_golem ~3 ~ ~', '/give @s lead'], 'not-leashable'), []);
});

test('unsupported-block: plants on the wrong soil, cacti touching blocks, cane without water, frames facing away from their wall', () => {
  assert.deepEqual(found('x', ['/setblock ~2 ~ ~2 stone', '/setblock ~2 ~1 ~2 oak_sapling'], 'unsupported-block'), ['warning']);
  assert.deepEqual(found('x', ['/fill ~1 ~ ~1 ~3 ~ ~3 dirt', '/fill ~1 ~1 ~1 ~3 ~1 ~3 wheat'], 'unsupported-block'), ['warning']);
  assert.deepEqual(found('x', ['/setblock ~2 ~ ~2 sand', '/setblock ~2 ~1 ~2 cactus', '/setblock ~3 ~1 ~2 stone'], 'unsupported-block'), ['warning']);
  assert.deepEqual(found('x', ['/fill ~1 ~-1 ~1 ~3 ~-1 ~3 stone', '/setblock ~2 ~-1 ~2 sand', '/setblock ~2 ~ ~2 sugar_cane'], 'unsupported-block'), ['warning']);
  assert.deepEqual(found('x', ['/setblock ~2 ~ ~2 stone', '/setblock ~2 ~1 ~2 lily_pad'], 'unsupported-block'), ['warning']);
  assert.deepEqual(found('x', ['/setblock ~2 ~1 ~2 stone', '/summon item_frame ~2 ~1 ~3 {Facing:2b}'], 'unsupported-block'), ['warning']);
  // Clean: the right soil, water beside the cane's soil, a frame facing away from its wall, a fixed frame, unknown ground.
  assert.deepEqual(found('x', ['/setblock ~2 ~ ~2 dirt', '/setblock ~2 ~1 ~2 oak_sapling'], 'unsupported-block'), []);
  assert.deepEqual(found('x', ['/fill ~1 ~ ~1 ~3 ~ ~3 farmland', '/fill ~1 ~1 ~1 ~3 ~1 ~3 wheat'], 'unsupported-block'), []);
  assert.deepEqual(found('x', ['/fill ~1 ~-1 ~1 ~3 ~-1 ~3 stone', '/setblock ~2 ~-1 ~2 sand', '/setblock ~3 ~-1 ~2 water', '/setblock ~2 ~ ~2 sugar_cane'], 'unsupported-block'), []);
  assert.deepEqual(found('x', ['/setblock ~2 ~ ~2 water', '/setblock ~2 ~1 ~2 lily_pad'], 'unsupported-block'), []);
  assert.deepEqual(found('x', ['/setblock ~2 ~1 ~2 stone', '/summon item_frame ~2 ~1 ~3 {Facing:3b}'], 'unsupported-block'), []);
  assert.deepEqual(found('x', ['/summon item_frame ~2 ~2 ~3 {Facing:2b,Fixed:1b}'], 'unsupported-block'), []);
  assert.deepEqual(found('x', ['/setblock ~2 ~ ~2 poppy', '/setblock ~3 ~ ~2 sugar_cane'], 'unsupported-block'), []);
});
