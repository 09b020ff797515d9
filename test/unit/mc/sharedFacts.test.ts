/**
 * Facts that used to be written in several places and are one now: the fish
 * buckets (once inverted), the facing names and the anvils. Each is checked
 * against the registry the game's data comes from, and each consumer that had
 * its own copy reads the one home (the architecture test forbids a new copy).
 */
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { getRegistry } from '../../../server/src/vanilla/registry';
import { bucketOfFish, fishBuckets, fishOfBucket } from '../../../server/src/vanilla/buckets';
import { inWorldWays } from '../../../server/src/vanilla/inWorldWays';
import { facingIndex, FACING_NAMES, oppositeFacing } from '../../../server/src/vanilla/facing';
import { ANVILS, damagedAnvil, isAnvil } from '../../../server/src/vanilla/anvilRules';
import { counterBlocks } from '../../../server/src/vanilla/blockCounters';

const reg = getRegistry('1.16.5');

describe('one home per fact', () => {
  it('fish buckets: every *_bucket item of a fish, both ways, scooped with a water bucket', () => {
    const fishItems = [...reg.items.keys()].filter((i) => i.endsWith('_bucket') && reg.entities.has(i.slice(0, -'_bucket'.length)));
    assert.deepEqual(fishBuckets().map(([, b]) => b).sort(), fishItems.sort());
    for (const [fish, bucket] of fishBuckets()) {
      assert.equal(bucketOfFish(fish), bucket);
      assert.equal(fishOfBucket(bucket), fish);
      const ways = inWorldWays(bucket);
      assert.ok(ways.some((w) => w.from.includes(fish) && w.using.includes('water_bucket') && !w.using.includes('bucket')), bucket);
    }
    assert.equal(fishOfBucket('water_bucket'), undefined);
  });

  it('facing names: Direction order, opposites in pairs, and every facing a block state uses', () => {
    assert.deepEqual([...FACING_NAMES], ['down', 'up', 'north', 'south', 'west', 'east']);
    assert.equal(oppositeFacing('north'), 'south');
    assert.equal(oppositeFacing('up'), 'down');
    assert.equal(facingIndex('sideways'), undefined);
    for (const b of reg.blocks.values()) {
      for (const s of b.states ?? []) if (s.name === 'facing') for (const v of s.values ?? []) assert.ok(FACING_NAMES.includes(v), `${b.name} facing=${v}`);
    }
  });

  it('anvils: the registry\'s three, damaged in order, and the one anvil counter counts at each', () => {
    assert.deepEqual([...ANVILS].sort(), [...reg.blocks.keys()].filter((b) => b.endsWith('anvil')).sort());
    assert.equal(damagedAnvil('anvil'), 'chipped_anvil');
    assert.equal(damagedAnvil('chipped_anvil'), 'damaged_anvil');
    assert.equal(damagedAnvil('damaged_anvil'), null);
    assert.ok(!isAnvil('anvil_top'));
    assert.deepEqual(counterBlocks('interact_with_anvil', reg), [...ANVILS]);
  });
});
