/**
 * One fact for what a block drops (vanilla/drops.ts): the lint's reward hint,
 * the feasibility checks' yields and the embedded server's broken blocks read
 * the same list, for every block that does not drop itself without Silk Touch.
 */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { blocksDroppingOther, dropsWithoutSilk, dropsWithoutSilkTouch, normalDrops } from '../../../server/src/vanilla/drops';
import { normalDrops as naturalNormalDrops } from '../../../server/src/vanilla/naturalWorld';
import { getRegistry } from '../../../server/src/vanilla/registry';
import { blockDrops } from '../../../server/src/simulation/embedded/plugins/blockDrops';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const registry = require('prismarine-registry')('1.16.5');
const reg = getRegistry('1.16.5');
const serv = { registry };

function embedded(block: string, silk: boolean): string[] {
  const b = registry.blocksByName[block];
  const tools = Object.keys(b.harvestTools ?? {});
  const tool = { type: tools.length ? Number(tools[tools.length - 1]) : -1, name: 'tool', enchants: silk ? [{ name: 'silk_touch', lvl: 1 }] : [] };
  return blockDrops(serv, b, tool).map(([item]) => item);
}

test('every consumer reads the same drops without Silk Touch', () => {
  assert.ok(blocksDroppingOther().includes('glass'));
  for (const block of blocksDroppingOther()) {
    const items = dropsWithoutSilk(block)!.map(([item]) => item);
    assert.deepEqual(normalDrops(block, reg), items, `feasibility: ${block}`);
    assert.deepEqual(naturalNormalDrops(block, reg), items, `natural world: ${block}`);
    assert.deepEqual(embedded(block, false), items, `embedded server: ${block}`);
    assert.equal(dropsWithoutSilkTouch(block), items[0] ?? 'nothing', `lint: ${block}`);
  }
});

test('with Silk Touch the block gives itself to every consumer (a spawner nothing, infested stone its stone)', () => {
  for (const block of blocksDroppingOther()) {
    if (block === 'spawner' || block === 'infested_stone') continue;
    assert.deepEqual(normalDrops(block, reg, true), [block], `feasibility: ${block}`);
    assert.deepEqual(embedded(block, true), [block], `embedded server: ${block}`);
  }
  assert.deepEqual(normalDrops('spawner', reg, true), []);
  assert.deepEqual(embedded('spawner', true), []);
});

test('glass drops nothing without Silk Touch, for the lint, the checks and the server alike', () => {
  assert.equal(dropsWithoutSilkTouch('glass'), 'nothing');
  assert.deepEqual(normalDrops('glass', reg), []);
  assert.deepEqual(embedded('glass', false), []);
});
