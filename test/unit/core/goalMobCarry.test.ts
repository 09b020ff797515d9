/** The reader's boat, lead and hook clauses (model/goals/mobCarry.ts): the mob and the means, a state the verifier checks in the world. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readTextGoals } from '../../../server/src/model/goals';
import type { JudgedGoal } from '../../../server/src/model/goals';
import type { CarryState } from '../../../server/src/model/goals/goalTypes';
import { getRegistry } from '../../../server/src/vanilla/registry';

const reg = getRegistry('1.16.5');
const carried = (t: string) => readTextGoals(t, reg).goals.filter((g): g is Extract<typeof g, CarryState> => g.kind === 'carry').map((g) => [g.by, g.on.ids, g.on.variant]);

test('a mob put in, rowed in or taken for a ride in a boat', () => {
  assert.deepEqual(carried('put the horse in a boat'), [['boat', ['horse'], undefined]]);
  assert.deepEqual(carried('Row the cow across the river in a boat'), [['boat', ['cow'], undefined]]);
  assert.deepEqual(carried('take the iron golem for a boat ride'), [['boat', ['iron_golem'], undefined]]);
  assert.deepEqual(carried('lure the pig into the boat using a carrot'), [['boat', ['pig'], undefined]]);
  assert.deepEqual(carried('put the baby horse in the boat'), [['boat', ['horse'], 'baby']]);
});

test('a mob leashed or led on a lead', () => {
  assert.deepEqual(carried('leash the zombie'), [['lead', ['zombie'], undefined]]);
  assert.deepEqual(carried('put a lead on the villager'), [['lead', ['villager'], undefined]]);
  assert.deepEqual(carried('lead the wolf home with a lead'), [['lead', ['wolf'], undefined]]);
  // MCU's "lead animals": any animal that takes a lead, none that refuses one.
  const animals = readTextGoals('lead animals', reg).goals[0];
  assert.equal(animals.kind, 'carry');
  if (animals.kind === 'carry') {
    assert.ok(animals.on.ids.includes('cow') && animals.on.ids.includes('sheep'));
    assert.ok(!animals.on.ids.includes('turtle') && !animals.on.ids.includes('villager'));
  }
  // "mobs" is the hostile class, which refuses leads: on a lead it asks only for members that take one, never a refused mob.
  const mobs = readTextGoals('lead the mobs', reg).goals[0];
  if (mobs?.kind === 'carry') assert.ok(mobs.on.ids.every((id) => !['zombie', 'skeleton', 'creeper'].includes(id)), mobs.on.ids.join());
});

test('a mob trapped in a boat or hooked with a fishing rod', () => {
  assert.deepEqual(carried('trap a witch using a boat'), [['boat', ['witch'], undefined]]);
  assert.deepEqual(carried('hook a cow using a fishing rod'), [['hook', ['cow'], undefined]]);
  assert.deepEqual(carried('reel in the pig with your fishing rod'), [['hook', ['pig'], undefined]]);
  // Fishing is not hooking a mob.
  assert.deepEqual(carried('catch a fish with a fishing rod'), []);
  assert.deepEqual(carried('catch a cod with a fishing rod'), []);
  assert.equal(readTextGoals('catch a cod with a fishing rod', reg).goals[0].kind, 'stat');
});

test('boats without a mob to carry, and mobs fought from a boat, are not read as carrying', () => {
  assert.deepEqual(carried('ride a boat to the island'), []);
  assert.deepEqual(carried('kill the drowned from your boat'), []);
  assert.deepEqual(carried('place a boat on the water'), []);
  assert.equal(readTextGoals('kill the drowned from your boat', reg).goals[0].kind, 'stat');
});

test('a judged material keeps every reading of its word ("flowers": any flower)', () => {
  const g = readTextGoals('decorate the room with lanterns and flowers', reg).goals[0] as JudgedGoal;
  assert.deepEqual(g.materials, ['lantern', 'dandelion']);
  assert.ok(g.choices?.[1].includes('poppy'));
});
