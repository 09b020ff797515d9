import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { proofs, stat, target, task } from './helpers';

const BARRIERS = '/fill ~-5 ~-1 ~-5 ~5 ~3 ~5 minecraft:barrier hollow';
const trade = (variant?: string, extra = {}) => stat('custom', ['traded_with_villager'], { on: target('entity', ['villager'], variant), ...extra });
const villager = (data: string, rest = '') => `/summon minecraft:villager ~3 ~ ~ {VillagerData:{${data},type:"minecraft:plains"}${rest}}`;

test('no-trade: the only villager in a barrier arena is a nitwit', () => {
  const p = proofs(task([BARRIERS, '/give @s minecraft:emerald 40', villager('profession:"minecraft:nitwit",level:2')]), [trade()]);
  assert.deepEqual(p.map((x) => [x.cause, x.command]), [['no-trade', 2]]);
  assert.match(p[0].reason, /a nitwit, which never trades/);
});

test('no-trade: fixed offers at level 5 that do not sell the product', () => {
  const offers = ',Offers:{Recipes:[{buy:{id:"minecraft:emerald",Count:1b},sell:{id:"minecraft:iron_ingot",Count:4b},maxUses:12}]}';
  const p = proofs(task([BARRIERS, '/give @s minecraft:emerald 40', villager('profession:"minecraft:toolsmith",level:5', offers)]),
    [trade('toolsmith', { product: ['diamond'] })]);
  assert.equal(p[0]?.cause, 'no-trade');
  assert.match(p[0].reason, /sell only iron_ingot/);
});

test('no-trade: the only offer costs emeralds the agent cannot get (the emerald line is refused)', () => {
  const offers = ',Offers:{Recipes:[{buy:{id:"minecraft:emerald",Count:5b},sell:{id:"minecraft:iron_helmet",Count:1b},maxUses:12}]}';
  const p = proofs(task([BARRIERS, '/give @s minecraft:emeralds 20', villager('profession:"minecraft:armorer",level:5', offers)]), [trade('armorer')]);
  assert.equal(p[0]?.cause, 'no-trade');
  assert.match(p[0].reason, /take emerald, which the agent cannot get \(the line '\/give @s minecraft:emeralds 20' that meant to give it is refused\)/);
  assert.equal(p[0].command, 1);
});

test('no-trade near misses: open arena, a librarian with its own trades, a matching offer, a jobless villager with a lectern, a low-level villager that can trade', () => {
  const nitwit = villager('profession:"minecraft:nitwit",level:2');
  assert.deepEqual(proofs(task(['/give @s minecraft:emerald 40', nitwit]), [trade()]), []);
  assert.deepEqual(proofs(task([BARRIERS, villager('profession:"minecraft:librarian",level:2')]), [trade()]), []);
  const sellsNameTag = ',Offers:{Recipes:[{buy:{id:"minecraft:emerald",Count:20b},sell:{id:"minecraft:name_tag",Count:1b},maxUses:12}]}';
  assert.deepEqual(proofs(task([BARRIERS, '/give @s minecraft:emerald 25', villager('profession:"minecraft:librarian",level:5', sellsNameTag)]),
    [trade('librarian', { product: ['name_tag'] })]), []);
  assert.deepEqual(proofs(task([BARRIERS, villager('profession:"minecraft:none",level:1'), '/setblock ~-3 ~ ~ minecraft:lectern']), [trade('librarian')]), []);
  const lowLevel = ',Offers:{Recipes:[{buy:{id:"minecraft:emerald",Count:1b},sell:{id:"minecraft:iron_ingot",Count:4b},maxUses:12}]}';
  // Levelling up adds the later levels' pool trades: a level-5 toolsmith sells an enchanted diamond pickaxe.
  assert.deepEqual(proofs(task([BARRIERS, '/give @s minecraft:emerald 40', villager('profession:"minecraft:toolsmith",level:2', lowLevel)]),
    [trade('toolsmith', { product: ['diamond_pickaxe'] })]), []);
});

test('no-trade: a low-level villager with fixed offers whose later levels\' pools never sell the product (no toolsmith sells diamonds)', () => {
  const lowLevel = ',Offers:{Recipes:[{buy:{id:"minecraft:emerald",Count:1b},sell:{id:"minecraft:iron_ingot",Count:4b},maxUses:12}]}';
  const p = proofs(task([BARRIERS, '/give @s minecraft:emerald 40', villager('profession:"minecraft:toolsmith",level:2', lowLevel)]),
    [trade('toolsmith', { product: ['diamond'] })]);
  assert.equal(p[0]?.cause, 'no-trade');
  assert.match(p[0].reason, /fixed offers sell only iron_ingot/);
});
