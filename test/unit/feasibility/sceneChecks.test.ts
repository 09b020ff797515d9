import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { applyFix, covered, feasibility, task, withCode } from './helpers';

test('target-given: a craft target in the inventory is reported on its /give line', () => {
  const text = task(['/give @s minecraft:cobblestone 16', '/give @s minecraft:furnace 1', '/give @s minecraft:crafting_table 1'], [['craft_item', ['furnace']]]);
  const d = withCode(feasibility(text), 'target-given');
  assert.equal(d.length, 1);
  assert.equal(covered(text, d[0]), '/give @s minecraft:furnace 1');
  assert.equal(d[0].severity, 'warning');
  const ok = task(['/give @s minecraft:cobblestone 16', '/give @s minecraft:crafting_table 1'], [['craft_item', ['furnace']]]);
  assert.equal(withCode(feasibility(ok), 'target-given').length, 0);
  // Items on the ground are how a pickup task is set up; for a craft task they are the target given away.
  const ground = '/summon minecraft:item ~1 ~ ~1 {Item:{id:"minecraft:diamond",Count:3b}}';
  assert.equal(withCode(feasibility(task([ground], [['pickup', ['diamond']]])), 'target-given').length, 0);
  assert.equal(withCode(feasibility(task(['/give @s minecraft:diamond 3'], [['pickup', ['diamond']]])), 'target-given').length, 1);
});

test('summon-distance: ~3 ~ ~3 is fine, 6.5–16 blocks is information, farther warns with a fix that moves it close', () => {
  const text = task(['/summon minecraft:zombie ~20 ~ ~-6'], [['kill_entity', ['zombie']]]);
  const d = withCode(feasibility(text), 'summon-distance');
  assert.equal(d.length, 1);
  assert.equal(d[0].severity, 'warning');
  assert.match(d[0].message, /20\.9 blocks/);
  const fixed = applyFix(text, d[0]);
  assert.match(fixed, /summon minecraft:zombie ~3 ~ ~/);
  assert.equal(withCode(feasibility(fixed), 'summon-distance').length, 0);
  // Practice: ~3 ~ ~3 (4.2 blocks) and ~4 ~ ~-2 are fine; 10 blocks is only information.
  assert.equal(withCode(feasibility(task(['/summon minecraft:cow ~3 ~ ~3'])), 'summon-distance').length, 0);
  assert.equal(withCode(feasibility(task(['/summon minecraft:cow ~4 ~ ~-2'])), 'summon-distance').length, 0);
  const mid = withCode(feasibility(task(['/summon minecraft:cow ~10 ~ ~'])), 'summon-distance');
  assert.deepEqual(mid.map((x) => x.severity), ['information']);
  // Height does not count; local coordinates count their length.
  assert.equal(withCode(feasibility(task(['/summon minecraft:cow ~2 ~10 ~2'])), 'summon-distance').length, 0);
  assert.equal(withCode(feasibility(task(['/execute at @s run summon minecraft:cow ^ ^ ^20'])), 'summon-distance').length, 1);
  assert.equal(withCode(feasibility(task(['/summon minecraft:cow ^ ^ ^6'])), 'summon-distance').length, 0);
});

test('buried-agent: /setblock at ~ ~1 ~ buries the head; air, outline around the agent and far fills do not', () => {
  const head = task(['/setblock ~ ~1 ~ minecraft:stone']);
  const d = withCode(feasibility(head), 'buried-agent');
  assert.equal(d.length, 1);
  assert.match(d[0].message, /head/);
  assert.doesNotMatch(d[0].message, /feet/);
  for (const safe of [
    '/fill ~-1 ~ ~-1 ~1 ~2 ~1 minecraft:air',
    '/fill ~-2 ~-1 ~-2 ~2 ~3 ~2 minecraft:glass outline',
    '/fill ~-2 ~-1 ~-2 ~2 ~3 ~2 minecraft:glass hollow',
    '/fill ~1 ~ ~1 ~3 ~2 ~3 minecraft:stone',
    '/setblock ~ ~ ~ minecraft:torch',
    '/fill ~-1 ~ ~-1 ~1 ~1 ~1 minecraft:stone replace minecraft:dirt',
  ]) assert.equal(withCode(feasibility(task([safe])), 'buried-agent').length, 0, safe);
});

test('buried-agent: keep and replace air bury (the agent stands in air); a later air fill or a /tp away clears it', () => {
  assert.equal(withCode(feasibility(task(['/fill ~ ~ ~ ~ ~1 ~ minecraft:dirt keep'])), 'buried-agent').length, 1);
  assert.equal(withCode(feasibility(task(['/fill ~-1 ~ ~-1 ~1 ~1 ~1 minecraft:sand replace minecraft:air'])), 'buried-agent').length, 1);
  assert.equal(withCode(feasibility(task(['/fill ~-1 ~ ~-1 ~1 ~1 ~1 minecraft:stone', '/fill ~ ~ ~ ~ ~1 ~ minecraft:air'])), 'buried-agent').length, 0);
  assert.equal(withCode(feasibility(task(['/fill ~-1 ~ ~-1 ~1 ~1 ~1 minecraft:stone', '/tp @s ~5 ~ ~'])), 'buried-agent').length, 0);
  assert.equal(withCode(feasibility(task(['/setblock ~ ~ ~ minecraft:lava'])), 'buried-agent').length, 1);
  // A hollow box whose shell passes through the agent.
  assert.equal(withCode(feasibility(task(['/fill ~ ~-1 ~-2 ~4 ~3 ~2 minecraft:stone hollow'])), 'buried-agent').length, 1);
});

test('out-of-reach: a mine target placed only high above, with nothing to climb, is information', () => {
  const high = task(['/give @s minecraft:iron_pickaxe 1', '/setblock ~2 ~8 ~ minecraft:diamond_ore'], [['mine_block', ['diamond_ore']]]);
  const d = withCode(feasibility(high), 'out-of-reach');
  assert.equal(d.length, 1);
  assert.equal(d[0].severity, 'information');
  const blocks = task(['/give @s minecraft:iron_pickaxe 1', '/give @s minecraft:dirt 16', '/setblock ~2 ~8 ~ minecraft:diamond_ore'], [['mine_block', ['diamond_ore']]]);
  assert.equal(withCode(feasibility(blocks), 'out-of-reach').length, 0);
  const low = task(['/give @s minecraft:iron_pickaxe 1', '/setblock ~2 ~3 ~ minecraft:diamond_ore'], [['mine_block', ['diamond_ore']]]);
  assert.equal(withCode(feasibility(low), 'out-of-reach').length, 0);
});

test('not-summonable: blocks and trees get a /setblock or /fill replacement', () => {
  const cane = task(['/summon minecraft:sugar_cane ~1 ~ ~']);
  const d = withCode(feasibility(cane), 'not-summonable');
  assert.equal(d.length, 1);
  assert.match(d[0].message, /setblock/);
  assert.match(applyFix(cane, d[0]), /- \/setblock ~1 ~ ~ minecraft:sugar_cane\n/);
  const tree = task(['/execute at @s run summon birch_tree ~2 ~ ~']);
  const t = withCode(feasibility(tree), 'not-summonable');
  assert.equal(t.length, 1);
  assert.match(applyFix(tree, t[0]), /run fill ~2 ~ ~ ~2 ~4 ~ minecraft:birch_log/);
  assert.equal(withCode(feasibility(task(['/summon minecraft:cow ~1 ~ ~'])), 'not-summonable').length, 0);
});

test('item-overwritten: a /replaceitem into slot 0 after a /give is reported on the /replaceitem line', () => {
  const text = task(['/give @s minecraft:oak_planks 8', '/replaceitem entity @s weapon.mainhand minecraft:iron_sword']);
  const d = withCode(feasibility(text), 'item-overwritten');
  assert.equal(d.length, 1);
  assert.equal(covered(text, d[0]), '/replaceitem entity @s weapon.mainhand minecraft:iron_sword');
  assert.match(d[0].message, /8 oak_planks/);
  assert.match(d[0].message, /line 2/);
  const first = task(['/replaceitem entity @s weapon.mainhand minecraft:iron_sword', '/give @s minecraft:oak_planks 8']);
  assert.equal(withCode(feasibility(first), 'item-overwritten').length, 0);
  const otherSlot = task(['/give @s minecraft:oak_planks 8', '/replaceitem entity @s hotbar.8 minecraft:iron_sword']);
  assert.equal(withCode(feasibility(otherSlot), 'item-overwritten').length, 0);
});
