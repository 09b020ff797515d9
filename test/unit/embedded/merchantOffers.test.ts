/** Reading Offers NBT and matching payment slots, as vanilla 1.16.5's MerchantOffer does. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { offerForPayment, priceOf, readOffers, soldOut } from '../../../server/src/vanilla/merchantOffers';
import { getRegistry } from '../../../server/src/vanilla/registry';

const reg = getRegistry('1.16.5');
const known = (n: string) => reg.items.has(n);
const stackSize = (n: string) => reg.items.get(n)?.stackSize ?? 64;

describe('merchant offers', () => {
  it('reads recipes with vanilla defaults and drops the ones without buy or sell', () => {
    const offers = readOffers({
      Offers: {
        Recipes: [
          { buy: { id: 'minecraft:emerald', Count: 9 }, sell: { id: 'minecraft:bookshelf', Count: 1 } },
          { buy: { id: 'minecraft:air', Count: 1 }, sell: { id: 'minecraft:stone', Count: 1 } },
          { buy: { id: 'minecraft:emerald', Count: 1 }, buyB: { id: 'minecraft:air', Count: 1 }, sell: { id: 'minecraft:no_such_item', Count: 1 } },
          { buy: { id: 'emerald', Count: 1 }, buyB: { id: 'minecraft:book', Count: 1 }, sell: { id: 'minecraft:iron_helmet', Count: 1 }, maxUses: 3, uses: 3, demand: 2, specialPrice: -1, priceMultiplier: 0.05 },
        ],
      },
    }, known);
    assert.equal(offers.length, 2);
    assert.deepEqual(offers[0], { buy: { name: 'emerald', count: 9 }, sell: { name: 'bookshelf', count: 1 }, uses: 0, maxUses: 4, xp: 1, demand: 0, specialPrice: 0, priceMultiplier: 0 });
    assert.deepEqual(offers[1].buyB, { name: 'book', count: 1 });
    assert.equal(soldOut(offers[1]), true);
    assert.equal(soldOut(offers[0]), false);
    assert.deepEqual(readOffers({}, known), []);
  });

  it('prices: demand raises, special price lowers, clamped to 1 … stack size', () => {
    const o = readOffers({ Offers: { Recipes: [{ buy: { id: 'emerald', Count: 10 }, sell: { id: 'bread', Count: 1 }, demand: 5, priceMultiplier: 0.2 }] } }, known)[0];
    assert.equal(priceOf(o, 64), 10 + 10);
    o.specialPrice = -30;
    assert.equal(priceOf(o, 64), 1);
    o.specialPrice = 100;
    assert.equal(priceOf(o, 64), 64);
  });

  it('finds the offer the payment pays for: the selected one first, then any, slots in either order, never a sold-out one', () => {
    const offers = readOffers({ Offers: { Recipes: [
      { buy: { id: 'emerald', Count: 5 }, sell: { id: 'bread', Count: 1 } },
      { buy: { id: 'emerald', Count: 2 }, sell: { id: 'apple', Count: 1 } },
      { buy: { id: 'emerald', Count: 1 }, buyB: { id: 'book', Count: 1 }, sell: { id: 'iron_helmet', Count: 1 } },
    ] } }, known);
    const em = (n: number) => ({ name: 'emerald', count: n });
    assert.equal(offerForPayment(offers, em(5), null, 1, stackSize)?.sell.name, 'apple');
    assert.equal(offerForPayment(offers, em(5), null, 0, stackSize)?.sell.name, 'bread');
    assert.equal(offerForPayment(offers, em(3), null, 0, stackSize)?.sell.name, 'apple');
    assert.equal(offerForPayment(offers, null, em(3), 0, stackSize)?.sell.name, 'apple');
    assert.equal(offerForPayment(offers, em(1), { name: 'book', count: 1 }, 0, stackSize)?.sell.name, 'iron_helmet');
    // A second payment the offer does not take spoils the match (vanilla wants that slot empty).
    assert.equal(offerForPayment(offers.slice(0, 2), em(5), { name: 'book', count: 1 }, 0, stackSize), undefined);
    offers[1].uses = offers[1].maxUses;
    assert.equal(offerForPayment(offers, em(3), null, 1, stackSize), undefined);
  });
});
