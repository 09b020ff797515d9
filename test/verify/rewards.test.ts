import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { maxReward, RewardEntry, RewardTracker, scoreStep, Stats } from '../../server/src/model/task/rewards';

function entry(over: Partial<RewardEntry>): RewardEntry {
  return { list: 'reward_cfg', index: 0, event: 'pickup', identity: 'x', objects: ['white_wool'], reward: 1, maxRewardTimes: 1, ...over };
}

describe('MineStudio reward scoring', () => {
  it('pays at the first object whose running delta turns positive, and only once per step', () => {
    const e = entry({ identity: 'wool', objects: ['white_wool', 'red_wool'], maxRewardTimes: 5 });
    const paid = new Map<string, number>();
    const out = scoreStep([e], {}, { picked_up: { white_wool: 2, red_wool: 3 } }, paid);
    assert.equal(out.length, 1, 'one payout per entry per step, however many objects moved');
    assert.equal(out[0].object, 'white_wool', 'objects are walked in order');
    assert.equal(paid.get('wool'), 1);
  });

  it('adds deltas up: a later object pays only when the running sum is positive', () => {
    const e = entry({ identity: 'sum', objects: ['a', 'b'], maxRewardTimes: 3 });
    // a went down by 1 (a different baseline), b up by 1: running sum 0 at b → no payout.
    assert.equal(scoreStep([e], { picked_up: { a: 1 } }, { picked_up: { a: 0, b: 1 } }, new Map()).length, 0);
    // a unchanged, b up by 1 → pays at b.
    const out = scoreStep([e], { picked_up: { a: 1 } }, { picked_up: { a: 1, b: 1 } }, new Map());
    assert.deepEqual(out.map((p) => p.object), ['b']);
    // namespaced object ids match bare statistic ids
    assert.equal(scoreStep([entry({ objects: ['minecraft:b'] })], {}, { picked_up: { b: 1 } }, new Map()).length, 1);
  });

  it('watches the statistic of the event (mined, crafted, used, killed, …)', () => {
    const now: Stats = { mined: { iron_ore: 1 }, crafted: { furnace: 1 }, used: { bow: 1 }, killed: { zombie: 1 }, broken: { shears: 1 }, custom: { damage_dealt: 30 } };
    const es = [
      entry({ identity: 'm', event: 'mine_block', objects: ['iron_ore'] }),
      entry({ identity: 'c', event: 'craft_item', objects: ['furnace'] }),
      entry({ identity: 'u', event: 'use_item', objects: ['bow'] }),
      entry({ identity: 'k', event: 'kill_entity', objects: ['zombie'] }),
      entry({ identity: 'b', event: 'break_item', objects: ['shears'] }),
      entry({ identity: 'd', event: 'custom', objects: ['damage_dealt'] }),
      entry({ identity: 'wrong', event: 'mine_block', objects: ['furnace'] }),
    ];
    assert.deepEqual(scoreStep(es, {}, now, new Map()).map((p) => p.entry.identity), ['m', 'c', 'u', 'k', 'b', 'd']);
  });

  it('remembers payouts per identity and stops at max_reward_times', () => {
    const e = entry({ identity: 'kill', event: 'kill_entity', objects: ['zombie'], reward: 2, maxRewardTimes: 2 });
    const t = new RewardTracker([e], {});
    assert.equal(t.step({ killed: { zombie: 1 } }).length, 1);
    assert.equal(t.step({ killed: { zombie: 1 } }).length, 0, 'no change, no payout');
    assert.equal(t.step({ killed: { zombie: 2 } }).length, 1);
    assert.equal(t.step({ killed: { zombie: 3 } }).length, 0, 'capped at max_reward_times');
    assert.equal(t.total, 4);
    assert.equal(t.paidTimes(e), 2);
    assert.ok(t.exhausted(e));
  });

  it('two entries sharing an identity share its memory', () => {
    const a = entry({ identity: 'same', objects: ['a'] });
    const b = entry({ identity: 'same', objects: ['b'], index: 1 });
    const t = new RewardTracker([a, b], {});
    assert.equal(t.step({ picked_up: { a: 1, b: 1 } }).length, 1);
    assert.equal(t.total, 1);
  });

  it('scores several entries in one step and sums Σ reward × max_reward_times', () => {
    const es = [
      entry({ identity: 'craft', event: 'craft_item', objects: ['ladder'], reward: 1, maxRewardTimes: 1 }),
      entry({ identity: 'kill', event: 'kill_entity', objects: ['spider'], reward: 0.5, maxRewardTimes: 4 }),
    ];
    assert.equal(maxReward(es), 3);
    const t = new RewardTracker(es, { crafted: { ladder: 3 } });
    const out = t.step({ crafted: { ladder: 4 }, killed: { spider: 1 } });
    assert.deepEqual(out.map((p) => [p.entry.identity, p.reward]), [['craft', 1], ['kill', 0.5]]);
    assert.equal(t.total, 1.5);
  });

  it('the baseline is copied: mutating the caller\'s snapshot later does not change "before"', () => {
    const base: Stats = { mined: { stone: 0 } };
    const t = new RewardTracker([entry({ event: 'mine_block', objects: ['stone'] })], base);
    base.mined!.stone = 1;
    assert.equal(t.step({ mined: { stone: 1 } }).length, 1);
  });
});
