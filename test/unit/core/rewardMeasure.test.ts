/** Rewards that measure something else (issue item 4): sure cases warn, unsure ones inform, the right ones stay quiet. */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { validateText } from '../../../server/src/analysis/lint/validate';

function reward(commands: string[], text: string, event: string, objects: string[]): string[] {
  const src = `custom_init_commands:\n${commands.map((c) => `- ${c}\n`).join('')}text: ${text}\nreward_cfg:\n- event: ${event}\n  identity: x\n  objects: [${objects.join(', ')}]\n  reward: 1\n  max_reward_times: 1\n`;
  return validateText(src).filter((d) => d.code.startsWith('reward/')).map((d) => `${d.severity} ${d.code}`);
}

test('use_item of an openable block: warning when the text asks to open or sleep, nothing when it asks to place', () => {
  assert.deepEqual(reward(['/give @s minecraft:chest 1'], 'open the chest', 'use_item', ['chest']), ['warning reward/use-counts-placing']);
  assert.deepEqual(reward(['/give @s minecraft:red_bed 1'], 'sleep in the bed', 'use_item', ['red_bed']), ['warning reward/use-counts-placing']);
  assert.deepEqual(reward(['/give @s minecraft:oak_door 1'], 'go through the door', 'use_item', ['oak_door']), ['information reward/use-counts-placing']);
  assert.deepEqual(reward(['/give @s minecraft:chest 1'], 'place a chest', 'use_item', ['chest']), []);
});

test('use_item of a lead does not count leashing', () => {
  assert.deepEqual(reward(['/give @s minecraft:lead 1'], 'leash the cow', 'use_item', ['lead']), ['warning reward/lead-not-counted']);
});

test('pickup of a furnace or crafting output', () => {
  assert.deepEqual(reward(['/give @s minecraft:iron_ore 3'], 'smelt iron', 'pickup', ['iron_ingot']), ['warning reward/pickup-misses-crafting']);
  assert.deepEqual(reward(['/give @s minecraft:oak_log 3'], 'craft oak planks', 'pickup', ['oak_planks']), ['warning reward/pickup-misses-crafting']);
  assert.deepEqual(reward(['/give @s minecraft:shears 1', '/summon minecraft:sheep ~2 ~ ~'], 'shear wool and craft a bed', 'pickup', ['white_wool']), []);
  assert.deepEqual(reward(['/give @s minecraft:iron_ore 3'], 'find an iron ingot', 'pickup', ['iron_ingot']), ['information reward/pickup-misses-crafting']);
  assert.deepEqual(reward([], 'find an iron ingot', 'pickup', ['iron_ingot']), []);
  assert.deepEqual(reward(['/summon minecraft:item ~2 ~ ~ {Item:{id:"minecraft:oak_planks",Count:1b}}'], 'pick up the planks', 'pickup', ['oak_planks']), []);
});

test('blocks that drop something else', () => {
  assert.deepEqual(reward(['/setblock ~2 ~ ~ minecraft:diamond_ore'], 'mine diamond ore', 'pickup', ['diamond_ore']), ['warning reward/drops-other']);
  assert.deepEqual(reward(['/give @s minecraft:iron_pickaxe{Enchantments:[{id:"minecraft:silk_touch",lvl:1}]} 1', '/setblock ~2 ~ ~ minecraft:diamond_ore'], 'mine diamond ore', 'pickup', ['diamond_ore']), []);
  assert.deepEqual(reward(['/fill ~2 ~ ~2 ~3 ~ ~3 minecraft:stone'], 'mine stone', 'mine_block', ['cobblestone']), ['warning reward/drops-other']);
  assert.deepEqual(reward(['/fill ~2 ~ ~2 ~3 ~ ~3 minecraft:stone'], 'mine stone', 'mine_block', ['stone']), []);
  assert.deepEqual(reward(['/setblock ~2 ~ ~ minecraft:diamond_ore'], 'mine diamond ore', 'pickup', ['diamond']), []);
});

test('the severity rule for reward objects: warning when another object can count, error when none can', () => {
  assert.deepEqual(reward([], 'mine iron', 'mine_block', ['iron_ore', 'deepslate_iron_ore']).filter((x) => x.includes('id/')), []);
  const src = (objs: string) => `text: mine\nreward_cfg:\n- event: mine_block\n  identity: x\n  objects: [${objs}]\n  reward: 1\n  max_reward_times: 1\n`;
  assert.deepEqual(validateText(src('iron_ore, deepslate_iron_ore')).filter((d) => d.code === 'id/other-version').map((d) => d.severity), ['warning']);
  assert.deepEqual(validateText(src('copper_ore')).filter((d) => d.code === 'id/other-version').map((d) => d.severity), ['error']);
  assert.deepEqual(validateText(src('iron_ore, iron_sword')).filter((d) => d.code === 'id/wrong-kind').map((d) => d.severity), ['warning']);
});
