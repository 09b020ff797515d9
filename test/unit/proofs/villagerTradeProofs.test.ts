/** The trade proof with vanilla's trade pools and job loss (issue 31). */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { proofs, stat, target, task } from './helpers';

const VAULT = '/fill ~-6 ~-1 ~-6 ~6 ~4 ~6 minecraft:bedrock hollow';
const trade = (variant?: string, extra = {}) => stat('custom', ['traded_with_villager'], { on: target('entity', ['villager'], variant), ...extra });
const MCU_ARMORER = '/summon villager ~2 ~ ~-2 {Profession:"minecraft:armorer",VillagerData:{profession:"minecraft:armorer"}}';

test('no-trade: a level-1 armorer without experience and no work site loses its job in a vault', () => {
  const p = proofs(task([VAULT, MCU_ARMORER, '/give @s minecraft:emerald 10']), [trade(undefined, { product: ['iron_helmet'] })]);
  assert.equal(p[0]?.cause, 'no-trade');
  assert.match(p[0].reason, /level-1 armorer without experience, which loses its job/);
});

test('no-trade: planks make a barrel or a composter, whose trades never sell an iron helmet', () => {
  const p = proofs(task([VAULT, MCU_ARMORER, '/give @s minecraft:emerald 10', '/give @s minecraft:oak_planks 8']), [trade(undefined, { product: ['iron_helmet'] })]);
  assert.equal(p[0]?.cause, 'no-trade');
  assert.match(p[0].reason, /can trade only as a farmer or a fisherman \(the work sites the agent can get\), whose trades never sell iron helmet/);
});

test('no-trade: a level-2 armorer never sells an iron helmet (levels 2–5 pools)', () => {
  const lvl2 = '/summon villager ~2 ~ ~-2 {VillagerData:{profession:"minecraft:armorer",level:2}}';
  const p = proofs(task([VAULT, lvl2, '/give @s minecraft:emerald 64']), [trade('armorer', { product: ['iron_helmet'] })]);
  assert.equal(p[0]?.cause, 'no-trade');
  assert.match(p[0].reason, /level-2 armorer, whose trades at levels 2–5 never sell iron helmet/);
});

test('no-trade near misses: a blast furnace in the vault, Xp 1, a product of the pool, an open world, NoAI', () => {
  const helmet = [trade(undefined, { product: ['iron_helmet'] })];
  assert.deepEqual(proofs(task([VAULT, '/setblock ~3 ~ ~3 minecraft:blast_furnace', MCU_ARMORER, '/give @s minecraft:emerald 10']), helmet), []);
  assert.deepEqual(proofs(task([VAULT, MCU_ARMORER.replace('}}', '},Xp:1}'), '/give @s minecraft:emerald 10']), helmet), []);
  assert.deepEqual(proofs(task([MCU_ARMORER, '/give @s minecraft:emerald 10']), helmet), []);
  assert.deepEqual(proofs(task([VAULT, MCU_ARMORER.replace('}}', '},NoAI:1b}'), '/give @s minecraft:emerald 10']), helmet), []);
  const lvl2 = '/summon villager ~2 ~ ~-2 {VillagerData:{profession:"minecraft:armorer",level:2}}';
  assert.deepEqual(proofs(task([VAULT, lvl2, '/give @s minecraft:emerald 64']), [trade('armorer', { product: ['bell'] })]), []);
  assert.deepEqual(proofs(task([lvl2, '/give @s minecraft:emerald 64']), [trade('armorer', { product: ['iron_helmet'] })]), []);
});
