import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { covered, feasibility, task, withCode } from './helpers';

const chain: [string, string[]][] = [
  ['mine_block', ['oak_log', 'birch_log']],
  ['craft_item', ['crafting_table']],
  ['craft_item', ['wooden_pickaxe']],
  ['mine_block', ['stone']],
  ['craft_item', ['stone_pickaxe']],
  ['mine_block', ['iron_ore']],
  ['craft_item', ['iron_ingot']],
  ['craft_item', ['iron_pickaxe']],
  ['mine_block', ['diamond_ore']],
];

test('a complete from-scratch chain is reachable', () => {
  assert.deepEqual(feasibility(task([], chain, 'milestone_reward_cfg')), []);
});

test('a milestone that skips a gathering step is information (reachable only by unrewarded gathering)', () => {
  const skipped = chain.filter(([, o]) => o[0] !== 'stone');
  const d = withCode(feasibility(task([], skipped, 'milestone_reward_cfg')), 'milestone-unreachable');
  // The stone pickaxe and the furnace (for the iron ingot) both need cobblestone no milestone yields.
  assert.deepEqual(d.map((x) => x.severity), ['information', 'information']);
  assert.match(d[0].message, /Milestone 4/);
  assert.match(d[0].message, /stone_pickaxe/);
  assert.match(d[1].message, /Milestone 6/);
  assert.match(d[1].message, /furnace or fuel/);
});

test('milestones out of order are information; a milestone nothing can reach (ender dragon, bell) warns', () => {
  const text = task(['/give @s minecraft:stone_pickaxe 1'], [['mine_block', ['diamond_ore']], ['craft_item', ['iron_pickaxe']]], 'milestone_reward_cfg');
  const d = withCode(feasibility(text), 'milestone-unreachable');
  assert.equal(d.length, 2, JSON.stringify(d));
  assert.equal(covered(text, d[0]), 'diamond_ore');
  assert.equal(d[0].severity, 'information', 'an iron pickaxe can be made after gathering iron ore, so information');
  assert.equal(covered(text, d[1]), 'iron_pickaxe');
  assert.match(d[1].message, /3 iron_ingot/);
  const impossible = task([], [['mine_block', ['oak_log']], ['kill_entity', ['ender_dragon']]], 'milestone_reward_cfg');
  const w = withCode(feasibility(impossible), 'milestone-unreachable');
  assert.equal(w.length, 1);
  assert.equal(w[0].severity, 'warning');
  const noRecipe = task([], [['mine_block', ['oak_log']], ['craft_item', ['bell']]], 'milestone_reward_cfg');
  assert.equal(withCode(feasibility(noRecipe), 'milestone-unreachable')[0].severity, 'warning');
});
