/**
 * One source for trading: the catalogue's wares, the agent's odds, the proofs
 * and the embedded server's draws all read vanilla/villagerTrades.ts's
 * templates and vanilla/villagerOffers.ts's draw counts.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  boughtItems, DEFAULT_MAX_USES, HIGH_PRICE_MULTIPLIER, JOB_SITES, LOW_PRICE_MULTIPLIER, MAX_EMERALD_PRICE, MAX_VILLAGER_LEVEL, professionWares, soldItems,
  VILLAGER_TRADES, WANDERING_TRADER_TRADES,
} from '../../../server/src/vanilla/villagerTrades';
import {
  drawnCount, offerOf, OFFERS_PER_LEVEL, poolOf, villagerLevelOffers, WANDERING_TRADER_DRAWS, wanderingTraderOffers,
} from '../../../server/src/vanilla/villagerOffers';
import { readOffers, OFFER_NBT_DEFAULTS } from '../../../server/src/vanilla/merchantOffers';
import { drawChance, randomDrawReason } from '../../../server/src/simulation/verify/agent/tradeOdds';
import { drawnTradeYields } from '../../../server/src/analysis/proofs/villagers';
import { PROFESSIONS, tradeTasks } from '../../../server/src/model/catalogue/trading';
import { seededRandom } from '../../../server/src/util/seededRandom';
import { getRegistry } from '../../../server/src/vanilla/registry';

const reg = getRegistry('1.16.5');
const SETTING = { villagerType: 'plains', bookEnchantments: [{ name: 'sharpness', maxLevel: 5, treasure: false }] };

test('the catalogue trades with the professions that have pools and work sites, and lists exactly their templates\' wares', () => {
  assert.deepEqual(PROFESSIONS, Object.keys(VILLAGER_TRADES).sort());
  assert.deepEqual(PROFESSIONS, Object.keys(JOB_SITES).sort());
  const tasks = tradeTasks(reg);
  for (const prof of PROFESSIONS) {
    const who = new RegExp(`^(trade with an? ${prof} for |sell .* to an? ${prof}$)`);
    const mine = tasks.filter((e) => who.test(e.task));
    const templates = VILLAGER_TRADES[prof].flat();
    const sold = new Set(templates.flatMap(soldItems).filter((id) => id !== 'emerald'));
    const bought = new Set(templates.flatMap(boughtItems));
    assert.deepEqual(mine.filter((e) => e.subcategory === 'buying').map((e) => e.target).sort(), [...sold].sort(), `${prof} sells`);
    assert.deepEqual(mine.filter((e) => e.subcategory === 'selling').map((e) => e.target).sort(), [...bought].sort(), `${prof} buys`);
    assert.deepEqual(professionWares(prof), { sells: [...sold], buys: [...bought] });
  }
  // Where the catalogue's own table disagreed with VillagerTrades: the mason sells dyed and glazed terracotta, never plain.
  assert.ok(!tasks.some((e) => e.task === 'trade with a mason for terracotta'));
  assert.ok(tasks.some((e) => e.task === 'trade with a mason for white glazed terracotta'));
  assert.ok(tasks.some((e) => e.task === 'sell flint to a fletcher'));
  assert.ok(tasks.some((e) => e.task === 'sell oak boat to a fisherman'));
});

test('the server draws OFFERS_PER_LEVEL of a level\'s pool and WANDERING_TRADER_DRAWS of the trader\'s pools; the agent\'s odds say the same', () => {
  for (const prof of PROFESSIONS) {
    for (let level = 1; level <= MAX_VILLAGER_LEVEL; level++) {
      const pool = poolOf(prof, level);
      // Explorer maps give no offer without a structure, so only pools without them draw a fixed count.
      if (pool.some((t) => t.kind === 'map')) continue;
      assert.equal(villagerLevelOffers(prof, level, seededRandom(level), SETTING).length, drawnCount(pool.length, OFFERS_PER_LEVEL), `${prof} ${level}`);
    }
  }
  assert.equal(wanderingTraderOffers(seededRandom(4), SETTING).length, WANDERING_TRADER_DRAWS.generic + WANDERING_TRADER_DRAWS.rare);

  const pool = VILLAGER_TRADES.armorer[0];
  const reason = randomDrawReason('armorer', 1, ['iron_helmet'], 'X') ?? '';
  assert.ok(reason.includes(`offers are ${drawnCount(pool.length, OFFERS_PER_LEVEL)} of ${pool.length} random trades`), reason);
  assert.ok(reason.includes(`${Math.round(drawChance(pool.length, 1, OFFERS_PER_LEVEL) * 100)}%`), reason);
  const { generic, rare } = WANDERING_TRADER_TRADES;
  const trader = randomDrawReason(undefined, 1, ['blue_ice'], 'X') ?? '';
  assert.ok(trader.includes(`${WANDERING_TRADER_DRAWS.generic} random trades of ${generic.length} and ${WANDERING_TRADER_DRAWS.rare} of ${rare.length}`), trader);
});

test('offers carry the templates\' numbers and the classes\' named ones; the proofs read the same pools', () => {
  const r = seededRandom(1);
  for (const t of Object.values(VILLAGER_TRADES).flat(2)) {
    const o = offerOf(t, r, SETTING);
    if (!o) continue;
    assert.equal(o.maxUses, 'maxUses' in t ? t.maxUses : DEFAULT_MAX_USES);
    assert.equal(o.xp, t.xp);
    assert.ok([LOW_PRICE_MULTIPLIER, HIGH_PRICE_MULTIPLIER].includes(o.priceMultiplier));
    if ('multiplier' in t) assert.equal(o.priceMultiplier, t.multiplier);
    assert.ok(o.buy.count <= MAX_EMERALD_PRICE);
  }
  const [read] = readOffers({ Offers: { Recipes: [{ buy: { id: 'minecraft:emerald', Count: 1 }, sell: { id: 'minecraft:bread', Count: 1 } }] } }, () => true);
  assert.deepEqual([read.uses, read.maxUses, read.xp, read.priceMultiplier], [OFFER_NBT_DEFAULTS.uses, OFFER_NBT_DEFAULTS.maxUses, OFFER_NBT_DEFAULTS.xp, OFFER_NBT_DEFAULTS.priceMultiplier]);
  const traderYields = drawnTradeYields('wandering_trader', undefined, () => true).sort();
  assert.deepEqual(traderYields, [...new Set([...WANDERING_TRADER_TRADES.generic, ...WANDERING_TRADER_TRADES.rare].flatMap(soldItems))].sort());
});
