import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { proofs, stat, task } from './helpers';

test('cannot-harvest: a wooden pickaxe on diamond ore, a golden one on iron ore, an iron one on obsidian, bare hands on stone', () => {
  const cases: [string, string[], RegExp][] = [
    ['diamond_ore', ['wooden_pickaxe'], /^A wooden_pickaxe cannot harvest diamond_ore: it breaks without a drop/],
    ['iron_ore', ['golden_pickaxe'], /golden_pickaxe cannot harvest iron_ore/],
    ['obsidian', ['iron_pickaxe'], /iron_pickaxe cannot harvest obsidian/],
    ['stone', [], /^Bare hands cannot harvest stone/],
  ];
  for (const [block, tool, reason] of cases) {
    const p = proofs(task([`/setblock ~2 ~ ~ minecraft:${block}`]), [stat('mined', [block], { tool })]);
    assert.equal(p.length, 1, block);
    assert.equal(p[0].cause, 'cannot-harvest');
    assert.match(p[0].reason, reason);
  }
});

test('cannot-harvest: bedrock breaks with no tool at all', () => {
  const p = proofs(task([]), [stat('mined', ['bedrock'], { tool: ['netherite_pickaxe'] })]);
  assert.equal(p[0]?.cause, 'cannot-harvest');
  assert.match(p[0].reason, /cannot be broken in survival mode/);
});

test('cannot-harvest near misses: stone pickaxe on iron ore, hands on dirt, any listed tool that works, no fixed tool', () => {
  assert.deepEqual(proofs(task([]), [stat('mined', ['iron_ore'], { tool: ['stone_pickaxe'] })]), []);
  assert.deepEqual(proofs(task([]), [stat('mined', ['dirt'], { tool: [] })]), []);
  assert.deepEqual(proofs(task([]), [stat('mined', ['diamond_ore'], { tool: ['wooden_pickaxe', 'iron_pickaxe'] })]), []);
  assert.deepEqual(proofs(task([]), [stat('mined', ['diamond_ore', 'coal_ore'], { tool: ['wooden_pickaxe'] })]), []);
  assert.deepEqual(proofs(task([]), [stat('mined', ['diamond_ore'])]), []);
});
