/**
 * A placed glass block and a pickup-glass reward (issue 49): glass drops nothing
 * without Silk Touch in 1.16.5 (loot table blocks/glass: one pool, condition
 * match_tool silk_touch), so the lint and the feasibility checks give the same
 * answer whether or not the block is placed, and both change with Silk Touch.
 */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { validateText } from '../../../server/src/analysis/lint/validate';

function codes(commands: string[]): string[] {
  const src = `custom_init_commands:\n${commands.map((c) => `- ${c}\n`).join('')}text: mine the glass and pick it up\nreward_cfg:\n- event: pickup\n  identity: x\n  objects: [glass]\n  reward: 1\n  max_reward_times: 1\n`;
  return validateText(src).map((d) => d.code).filter((c) => c === 'reward/drops-other' || c === 'feasibility/no-source').sort();
}

const SILK = '/give @s minecraft:iron_pickaxe{Enchantments:[{id:"minecraft:silk_touch",lvl:1}]} 1';

test('placed glass without Silk Touch: no source, and the reward is told glass drops nothing', () => {
  assert.deepEqual(codes(['/setblock ~2 ~ ~ minecraft:glass']), ['feasibility/no-source', 'reward/drops-other']);
});

test('no glass placed: no source either', () => {
  assert.deepEqual(codes([]), ['feasibility/no-source']);
});

test('placed glass with a Silk Touch pickaxe: glass can be picked up, nothing is reported', () => {
  assert.deepEqual(codes([SILK, '/setblock ~2 ~ ~ minecraft:glass']), []);
});
