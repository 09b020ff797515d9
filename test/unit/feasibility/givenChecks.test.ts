/** A reward-less task's target handed over at reset (goals from the instruction). */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { validateText } from '../../../server/src/analysis/lint/validate';

function given(commands: string[], text: string): string[] {
  const src = `custom_init_commands:\n${commands.map((c) => `- ${c}\n`).join('')}text: ${text}\n`;
  return validateText(src).filter((d) => d.code === 'feasibility/target-given').map((d) => `${d.severity} @ ${src.slice(d.start, d.end)}`);
}

test('collect, obtain and get goals: the given stack is reported on its /give line, generic names ("dirt") included', () => {
  assert.deepEqual(given(['/give @s minecraft:wooden_shovel', '/give @s minecraft:dirt 64'], 'Collect dirt blocks from the ground'), ['warning @ /give @s minecraft:dirt 64']);
  assert.deepEqual(given(['/give @s minecraft:diamond 2'], 'obtain a diamond'), ['warning @ /give @s minecraft:diamond 2']);
  assert.deepEqual(given(['/give @s minecraft:oak_log 16'], 'get 5 oak logs'), ['warning @ /give @s minecraft:oak_log 16']);
});

test('mine goals: what the block drops, given at reset', () => {
  assert.deepEqual(given(['/give @s minecraft:stone_pickaxe', '/give @s minecraft:cobblestone 12'], 'mine 3 stone'), ['warning @ /give @s minecraft:cobblestone 12']);
  assert.deepEqual(given(['/give @s minecraft:stone_pickaxe', '/give @s minecraft:stone 12'], 'mine 3 stone'), [], 'stone itself is not what stone drops');
});

test('fewer than asked, "more", or an item another goal or phrase uses: not reported', () => {
  assert.deepEqual(given(['/give @s minecraft:dirt 5'], 'collect 10 dirt'), []);
  assert.deepEqual(given(['/give @s minecraft:dirt 64'], 'collect 10 more dirt'), []);
  assert.deepEqual(given(['/give @s minecraft:dirt 64'], 'use the dirt to build a hut, then collect some dirt'), []);
  assert.deepEqual(given(['/give @s minecraft:iron_ingot 3', '/give @s minecraft:stick 2'], 'obtain 3 iron ingots and craft an iron pickaxe'), []);
  assert.deepEqual(given(['/give @s minecraft:cobblestone 20', '/give @s minecraft:stone_pickaxe'], 'mine some stone and build a shelter'), []);
});

test('a task with reward entries is left to the reward check (one finding, on the same line)', () => {
  const src = 'custom_init_commands:\n- /give @s minecraft:apple 3\ntext: collect apples\nreward_cfg:\n- event: pickup\n  identity: apple\n  objects: [apple]\n  reward: 1.0\n  max_reward_times: 1\n';
  assert.equal(validateText(src).filter((d) => d.code === 'feasibility/target-given').length, 1);
});
