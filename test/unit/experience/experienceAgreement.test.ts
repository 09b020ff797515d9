/**
 * One fact for experience (vanilla/experience.ts and vanilla/experienceRewards.ts):
 * the level curve of the /xp reading equals the embedded server's, and the
 * embedded server pays points for exactly the mobs and blocks the checks count
 * as sources.
 */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { pointsForLevel } from '../../../server/src/vanilla/experience';
import { experienceBlocks, givesKillExperience, blockExperience } from '../../../server/src/vanilla/experienceRewards';
import { pointsToNextLevel } from '../../../server/src/analysis/feasibility/agentExperience';
import { killExperience, mineExperience } from '../../../server/src/simulation/embedded/plugins/experienceGain';
import { getRegistry } from '../../../server/src/vanilla/registry';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const registry = require('prismarine-registry')('1.16.5');
const reg = getRegistry('1.16.5');
const ctx: any = { serv: { registry }, gamerules: new Map() };

function player(): any {
  return { type: 'player', gameMode: 0, _client: { write() { /* no client */ } } };
}

test('the level curve is one: 7 points at level 0, 37 at 15, 112 at 30', () => {
  for (let l = 0; l <= 60; l++) assert.equal(pointsToNextLevel(l), pointsForLevel(l), `level ${l}`);
  assert.deepEqual([0, 14, 15, 29, 30, 31].map(pointsForLevel), [7, 35, 37, 107, 112, 121]);
});

test('the embedded server pays for a kill exactly when the checks count the mob as a source', () => {
  for (const [name, e] of reg.entities) {
    const p = player();
    killExperience(ctx, p, { nbt: {} }, name);
    assert.equal((p.mcuXpTotal ?? 0) > 0, givesKillExperience(name, e.category), name);
  }
  for (const none of ['villager', 'wandering_trader', 'iron_golem', 'snow_golem', 'bat', 'armor_stand']) {
    assert.equal(givesKillExperience(none, reg.entities.get(none)?.category), false, none);
  }
});

test('every experience block pays the embedded miner, and no other block does', () => {
  const blocks = new Set(experienceBlocks());
  assert.ok(blocks.has('spawner') && blocks.has('nether_gold_ore') && blocks.has('redstone_ore'));
  for (const b of blocks) assert.ok(blockExperience(b, false, () => 0.999) > 0, b);
  for (const b of blocks) assert.equal(blockExperience(b, true, () => 0.999), 0, `${b} with Silk Touch`);
  for (const b of ['stone', 'iron_ore', 'gold_ore', 'glass']) {
    const p = player();
    mineExperience(ctx, p, b, false);
    assert.equal(p.mcuXpTotal ?? 0, 0, b);
  }
});
