/** A brewed potion (a HaveGoal with `potion`): verify cannot tell it from a water bottle by id, so it never needs the potion to be findable. */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { readTextGoals } from '../../../server/src/model/goals';
import { requiredGroups } from '../../../server/src/analysis/proofs/neverGiven';
import { getRegistry } from '../../../server/src/vanilla/registry';

const reg = getRegistry('1.16.5');

test('a sealed room proves a brew impossible only through what the stand needs, never through the potion item itself', () => {
  const [g] = readTextGoals('brew a potion of swiftness', reg).goals;
  const groups = requiredGroups(g, reg);
  assert.ok(!groups.some((grp) => grp.includes('potion')), 'the potion is brewed, not found');
  assert.deepEqual(groups, [['brewing_stand'], ['blaze_powder'], ['nether_wart'], ['sugar']]);
  // Milk is still an item to hold.
  const [milk] = readTextGoals('milk a cow', reg).goals;
  assert.deepEqual(requiredGroups(milk, reg)[0], ['milk_bucket']);
});
