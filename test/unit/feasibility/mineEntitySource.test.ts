import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { applyFix, covered, feasibility, task, withCode } from './helpers';

test('no-harvest-tool: wrong tool warns with the needed tier; the right tool passes', () => {
  const text = task(['/give @s minecraft:wooden_pickaxe 1', '/setblock ~1 ~ ~ minecraft:diamond_ore'], [['mine_block', ['diamond_ore']]]);
  const d = withCode(feasibility(text), 'no-harvest-tool');
  assert.equal(d.length, 1);
  assert.equal(d[0].severity, 'warning');
  assert.match(d[0].message, /diamond_ore needs an iron pickaxe or better; the agent has a wooden_pickaxe/);
  const fixed = applyFix(text, d[0]);
  assert.match(fixed, /\/give @s minecraft:iron_pickaxe 1/);
  assert.equal(withCode(feasibility(fixed), 'no-harvest-tool').length, 0);
  assert.equal(withCode(feasibility(task(['/give @s minecraft:stone_pickaxe 1'], [['mine_block', ['iron_ore']]])), 'no-harvest-tool').length, 0);
  // Logs need no tool.
  assert.equal(feasibility(task([], [['mine_block', ['oak_log']]])).length, 0);
});

test('no-harvest-tool: a tool the agent can craft from what it has is information', () => {
  const text = task(['/give @s minecraft:oak_planks 8', '/give @s minecraft:crafting_table 1'], [['mine_block', ['stone']]]);
  const d = withCode(feasibility(text), 'no-harvest-tool');
  assert.equal(d.length, 1);
  assert.equal(d[0].severity, 'information');
  assert.match(d[0].message, /can craft a wooden_pickaxe/);
});

test('no-harvest-tool: bedrock cannot be mined at all', () => {
  const d = withCode(feasibility(task(['/give @s minecraft:diamond_pickaxe 1'], [['mine_block', ['bedrock']]])), 'no-harvest-tool');
  assert.equal(d.length, 1);
  assert.match(d[0].message, /cannot be mined/);
});

test('block-absent: information for a block neither placed nor natural', () => {
  const text = task(['/give @s minecraft:diamond_pickaxe 1'], [['mine_block', ['obsidian', 'crying_obsidian']]]);
  assert.equal(withCode(feasibility(text), 'block-absent').length, 0, 'obsidian is natural, so the entry passes');
  const t2 = task(['/give @s minecraft:diamond_pickaxe 1'], [['mine_block', ['crying_obsidian']]]);
  const d = withCode(feasibility(t2), 'block-absent');
  assert.equal(d.length, 1);
  assert.equal(d[0].severity, 'information');
  assert.match(d[0].message, /natural blocks are unknown/);
  assert.equal(withCode(feasibility(applyFix(t2, d[0])), 'block-absent').length, 0);
});

test('entity-absent: a hostile mob by day warns, at night it is information, summoned it passes', () => {
  const day = task(['/give @s minecraft:iron_sword 1'], [['kill_entity', ['zombie']]]);
  const d = withCode(feasibility(day), 'entity-absent');
  assert.equal(d.length, 1);
  assert.equal(d[0].severity, 'warning');
  assert.match(d[0].message, /by day/);
  const night = withCode(feasibility(task(['/time set midnight'], [['kill_entity', ['zombie']]])), 'entity-absent');
  assert.equal(night.length, 1);
  assert.equal(night[0].severity, 'information');
  assert.match(night[0].message, /line 2/);
  assert.equal(withCode(feasibility(task(['/summon minecraft:zombie ~3 ~ ~'], [['kill_entity', ['zombie']]])), 'entity-absent').length, 0);
  assert.equal(withCode(feasibility(applyFix(day, d[0])), 'entity-absent').length, 0);
  const killed = withCode(feasibility(task(['/summon minecraft:zombie ~3 ~ ~', '/kill @e[type=zombie]'], [['kill_entity', ['zombie']]])), 'entity-absent');
  assert.match(killed[0].message, /killed again/);
});

test('entity-absent: mobs that never spawn in the overworld warn; common animals are information', () => {
  const dragon = withCode(feasibility(task([], [['kill_entity', ['ender_dragon']]])), 'entity-absent');
  assert.equal(dragon[0].severity, 'warning');
  const blaze = withCode(feasibility(task(['/time set night'], [['kill_entity', ['blaze']]])), 'entity-absent');
  assert.equal(blaze[0].severity, 'warning');
  const cow = withCode(feasibility(task([], [['kill_entity', ['cow']]])), 'entity-absent');
  assert.equal(cow[0].severity, 'information');
});

test('no-source: use_item of an item the agent lacks; a bow without arrows; craftable items pass', () => {
  const text = task([], [['use_item', ['ender_pearl']]]);
  const d = withCode(feasibility(text), 'no-source');
  assert.equal(d.length, 1);
  assert.equal(covered(text, d[0]), 'ender_pearl');
  assert.equal(withCode(feasibility(applyFix(text, d[0])), 'no-source').length, 0);
  const bow = withCode(feasibility(task(['/give @s minecraft:bow 1'], [['use_item', ['bow']]])), 'no-source');
  assert.match(bow[0].message, /arrows/);
  assert.equal(feasibility(task(['/give @s minecraft:bow 1', '/give @s minecraft:arrow 8'], [['use_item', ['bow']]])).length, 0);
  assert.equal(feasibility(task(['/give @s minecraft:oak_log 2'], [['use_item', ['crafting_table']]])).length, 0);
});

test('no-source: pickup with nothing that yields it; sheep with shears, placed ores and natural drops pass', () => {
  const text = task([], [['pickup', ['blaze_rod']]]);
  assert.equal(withCode(feasibility(text), 'no-source').length, 1);
  assert.equal(feasibility(task(['/summon minecraft:blaze ~2 ~ ~'], [['pickup', ['blaze_rod']]])).length, 0);
  assert.equal(feasibility(task(['/give @s minecraft:shears 1', '/summon minecraft:sheep ~2 ~ ~'], [['pickup', ['white_wool']]])).length, 0);
  assert.equal(feasibility(task(['/give @s minecraft:iron_pickaxe 1', '/setblock ~2 ~ ~ minecraft:emerald_ore'], [['pickup', ['emerald']]])).length, 0);
  assert.equal(feasibility(task([], [['pickup', ['dirt']]])).length, 0);
});

test('entity-absent on a group ("combat various enemies", "hunt animals"): one finding, the mildest, about a member the world may have', () => {
  const enemies = withCode(feasibility('custom_init_commands:\n  - /give @s minecraft:iron_sword\ntext: combat various enemies using the provided weapons\n'), 'entity-absent');
  assert.equal(enemies.length, 1);
  // Never "blaze does not spawn in the overworld": the group is met by any hostile mob.
  assert.doesNotMatch(enemies[0].message, /does not spawn by itself/);
  const animals = withCode(feasibility('custom_init_commands:\n  - /give @s minecraft:iron_sword\ntext: hunt animals\n'), 'entity-absent');
  assert.equal(animals.length, 1);
  assert.equal(animals[0].severity, 'information');
  assert.match(animals[0].message, /on grass near the spawn/);
});
