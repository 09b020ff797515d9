/** Vanilla 1.16.5's trade tables as data, the draw of a villager's offers, the level thresholds and the draw odds. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { LEVEL_XP, levelsSelling, soldItems, tableItems, VILLAGER_TRADES, WANDERING_TRADER_TRADES } from '../../../server/src/vanilla/villagerTrades';
import { canLevelUp, drawTemplates, merchantSeed, villagerLevelOffers, wanderingTraderOffers } from '../../../server/src/vanilla/villagerOffers';
import { drawChance, neverSoldNote, randomDrawReason } from '../../../server/src/simulation/verify/agent/tradeOdds';
import { seededRandom } from '../../../server/src/util/seededRandom';
import { getRegistry } from '../../../server/src/vanilla/registry';
import { VILLAGER_PROFESSIONS } from '../../../server/src/vanilla/variants';

const reg = getRegistry('1.16.5');
const SETTING = { villagerType: 'plains', bookEnchantments: [{ name: 'mending', maxLevel: 1, treasure: true }, { name: 'sharpness', maxLevel: 5, treasure: false }] };

test('every item the trade tables name exists in the 1.16.5 registry', () => {
  const missing = tableItems().filter((id) => !reg.items.has(id));
  assert.deepEqual(missing, []);
  assert.ok(tableItems().length > 150);
});

test('pools: every profession but none and nitwit has five levels; the armorer sells iron armour at level 1 only', () => {
  assert.deepEqual(Object.keys(VILLAGER_TRADES).sort(), VILLAGER_PROFESSIONS.filter((p) => p !== 'none' && p !== 'nitwit').sort());
  for (const pools of Object.values(VILLAGER_TRADES)) assert.equal(pools.length, 5);
  assert.deepEqual(VILLAGER_TRADES.armorer.map((p) => p.length), [5, 4, 5, 2, 2]);
  assert.deepEqual(VILLAGER_TRADES.armorer[0].flatMap(soldItems), ['emerald', 'iron_leggings', 'iron_boots', 'iron_helmet', 'iron_chestplate']);
  assert.deepEqual(levelsSelling('armorer', 1, ['iron_helmet']), [1]);
  assert.deepEqual(levelsSelling('armorer', 2, ['iron_helmet']), []);
  assert.deepEqual(levelsSelling('armorer', 2, ['chainmail_helmet', 'bell']), [2, 3]);
  assert.deepEqual(levelsSelling('librarian', 1, ['name_tag']), [5]);
  assert.equal(levelsSelling('toolsmith', 1, ['diamond']).length, 0);
  assert.equal(WANDERING_TRADER_TRADES.generic.length, 58);
  assert.deepEqual(WANDERING_TRADER_TRADES.rare.flatMap(soldItems), ['tropical_fish_bucket', 'pufferfish_bucket', 'packed_ice', 'blue_ice', 'gunpowder', 'podzol']);
});

test('the draw: 2 distinct templates of the level\'s pool, in pool order, the same for the same seed; a small pool gives all of it', () => {
  const pool = VILLAGER_TRADES.armorer[0];
  for (let seed = 1; seed < 50; seed++) {
    const a = drawTemplates(pool, 2, seededRandom(seed));
    assert.equal(a.length, 2);
    assert.notEqual(a[0], a[1]);
    assert.ok(pool.indexOf(a[0]) < pool.indexOf(a[1]));
    assert.deepEqual(drawTemplates(pool, 2, seededRandom(seed)), a);
  }
  const seen = new Set<string>();
  for (let seed = 1; seed < 200; seed++) villagerLevelOffers('armorer', 1, seededRandom(seed), SETTING).forEach((o) => seen.add(o.sell.name));
  assert.deepEqual([...seen].sort(), ['emerald', 'iron_boots', 'iron_chestplate', 'iron_helmet', 'iron_leggings']);
  assert.equal(villagerLevelOffers('armorer', 4, seededRandom(3), SETTING).length, 2);
  assert.equal(villagerLevelOffers('weaponsmith', 3, seededRandom(3), SETTING).length, 1);
  assert.equal(villagerLevelOffers('nitwit', 1, seededRandom(3), SETTING).length, 0);
  assert.notEqual(merchantSeed(0, 5), merchantSeed(0, 6));
  assert.notEqual(merchantSeed(1, 5), merchantSeed(0, 5));
});

test('offers as each class builds them: prices, second payment, multiplier, enchanted prices', () => {
  const helmet = villagerLevelOffers('armorer', 1, seededRandom(1), SETTING);
  for (const o of helmet) {
    if (o.sell.name === 'iron_helmet') assert.deepEqual([o.buy, o.maxUses, o.xp, o.priceMultiplier], [{ name: 'emerald', count: 5 }, 12, 1, 0.2]);
    if (o.sell.name === 'emerald') assert.deepEqual([o.buy, o.maxUses, o.xp, o.priceMultiplier], [{ name: 'coal', count: 15 }, 16, 2, 0.05]);
  }
  for (let seed = 1; seed < 30; seed++) {
    for (const o of villagerLevelOffers('librarian', 1, seededRandom(seed), SETTING)) {
      if (o.sell.name !== 'enchanted_book') continue;
      assert.deepEqual(o.buyB, { name: 'book', count: 1 });
      assert.ok(o.buy.count >= 5 && o.buy.count <= 64, `book price ${o.buy.count}`);
    }
    for (const o of villagerLevelOffers('armorer', 5, seededRandom(seed), SETTING)) {
      const base = o.sell.name === 'diamond_helmet' ? 8 : 16;
      assert.ok(o.buy.count >= base + 5 && o.buy.count <= Math.min(base + 19, 64));
    }
  }
  const trader = wanderingTraderOffers(seededRandom(9), SETTING);
  assert.equal(trader.length, 6);
  assert.ok(WANDERING_TRADER_TRADES.rare.flatMap(soldItems).includes(trader[5].sell.name));
});

test('levels: thresholds 0, 10, 70, 150, 250; no level past 5', () => {
  assert.deepEqual([...LEVEL_XP], [0, 10, 70, 150, 250]);
  assert.equal(canLevelUp(1, 9), false);
  assert.equal(canLevelUp(1, 10), true);
  assert.equal(canLevelUp(2, 69), false);
  assert.equal(canLevelUp(4, 250), true);
  assert.equal(canLevelUp(5, 10000), false);
});

test('odds: a product of the pool is undecided with its chance; one of no later pool is a fact', () => {
  assert.ok(Math.abs(drawChance(5, 1, 2) - 0.4) < 1e-9);
  assert.equal(drawChance(2, 1, 2), 1);
  assert.match(randomDrawReason('armorer', 1, ['iron_helmet'], 'X; Y') ?? '', /^the armorer's level-1 offers are 2 of 5 random trades; this run's were X; Y \(a draw offers iron helmet with probability 40%\)$/);
  assert.match(randomDrawReason('armorer', 1, ['shield'], 'X') ?? '', /shield is among its level-3 trades/);
  assert.equal(randomDrawReason('armorer', 2, ['iron_helmet'], 'X'), undefined);
  assert.equal(neverSoldNote('armorer', 2, ['iron_helmet']), 'no armorer trade at levels 2–5 sells iron helmet');
  assert.match(randomDrawReason(undefined, 1, ['blue_ice'], 'X') ?? '', /5 random trades of 58 and 1 of 6/);
});
