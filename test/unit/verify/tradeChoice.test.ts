/** Which offer the trading agent takes, and the reasons it gives when none will do. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { chooseTrade, describeTrade, SeenTrade, shortfall } from '../../../server/src/simulation/verify/agent/tradeChoice';

const t = (index: number, pay: [string, number], get: [string, number], more: Partial<SeenTrade> = {}): SeenTrade =>
  ({ index, input1: { name: pay[0], count: pay[1] }, output: { name: get[0], count: get[1] }, disabled: false, ...more });

const farmer = [t(0, ['wheat', 20], ['emerald', 1]), t(1, ['emerald', 1], ['bread', 6]), t(2, ['pumpkin', 6], ['emerald', 1])];
const holding = (inv: Record<string, number>) => (n: string) => inv[n] ?? 0;

describe('choosing a trade', () => {
  it('takes the offer matching both product and payment over one matching either', () => {
    const c = chooseTrade(farmer, { product: ['emerald'], payment: ['pumpkin'] }, holding({}), 'the farmer');
    assert.ok('trade' in c);
    assert.equal(c.trade.index, 2);
  });

  it('among equal matches prefers one the agent can afford', () => {
    const c = chooseTrade(farmer, { product: ['emerald'] }, holding({ pumpkin: 6 }), 'the farmer');
    assert.ok('trade' in c);
    assert.equal(c.trade.index, 2);
  });

  it('with nothing named takes the first affordable offer', () => {
    const c = chooseTrade(farmer, {}, holding({ emerald: 1 }), 'the farmer');
    assert.ok('trade' in c);
    assert.equal(c.trade.index, 1);
  });

  it('refuses with the offers listed when nothing matches, and when the match is sold out', () => {
    assert.deepEqual(chooseTrade(farmer, { product: ['diamond'] }, holding({}), 'the farmer'),
      { refusal: 'the farmer offers no diamond (its offers: 20 wheat for 1 emerald; 1 emerald for 6 bread; 6 pumpkins for 1 emerald)' });
    const soldOut = [t(0, ['emerald', 1], ['bread', 6], { disabled: true }), t(1, ['wheat', 20], ['emerald', 1])];
    assert.deepEqual(chooseTrade(soldOut, { product: ['bread'] }, holding({ emerald: 5 }), 'the farmer'),
      { refusal: "the farmer's matching offers are sold out (1 emerald for 6 bread (sold out))" });
    assert.deepEqual(chooseTrade([], {}, holding({}), 'the farmer'), { refusal: 'the farmer offers no trades' });
  });

  it('says what the agent lacks for an offer with two payments', () => {
    const helmet = t(0, ['emerald', 1], ['iron_helmet', 1], { input2: { name: 'book', count: 1 } });
    assert.equal(describeTrade(helmet), '1 emerald + 1 book for 1 iron helmet');
    assert.deepEqual(shortfall(helmet, holding({ emerald: 3 })), { stack: { name: 'book', count: 1 }, has: 0 });
    assert.equal(shortfall(helmet, holding({ emerald: 3, book: 1 })), undefined);
  });
});
