/** The goal reader's hand-worked blocks (model/goals/operateClause.ts) and the chest counters vanilla 1.16.5 keeps apart. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readTextGoals } from '../../../server/src/model/goals';
import type { TaskGoal } from '../../../server/src/model/goals';
import { getRegistry } from '../../../server/src/vanilla/registry';

const reg = getRegistry('1.16.5');
const goals = (t: string): TaskGoal[] => readTextGoals(t, reg).goals;
const operate = (t: string) => goals(t).map((g) => (g.kind === 'operate' ? [g.to, g.target.ids] : [g.kind]));

describe('goal reader: doors, trapdoors, gates, levers and buttons are states, not statistics', () => {
  it('open / close / work, with the block ids the words name', () => {
    const [[to, ids]] = operate('open the door');
    assert.equal(to, 'open');
    assert.ok((ids as string[]).includes('oak_door') && (ids as string[]).includes('iron_door') && !(ids as string[]).some((i) => i.endsWith('_trapdoor')));
    assert.deepEqual(operate('close the spruce trapdoor'), [['closed', ['spruce_trapdoor']]]);
    assert.deepEqual(operate('pull the lever'), [['toggled', ['lever']]]);
    assert.deepEqual(operate('press the stone button'), [['toggled', ['stone_button']]]);
    assert.equal(operate('open the fence gate')[0][0], 'open');
    assert.ok((operate('open the gate')[0][1] as string[]).every((i) => i.endsWith('_fence_gate')));
  });
  it('a lever or button has nothing to open; placing or crafting a door is a statistic', () => {
    assert.deepEqual(goals('open the lever').map((g) => g.kind), ['judged']);
    assert.deepEqual(goals('place an oak door').map((g) => g.kind), ['stat']);
    assert.deepEqual(goals('craft an oak door').map((g) => g.kind), ['stat']);
  });
  it('an ender chest and a trapped chest count their own statistics', () => {
    const custom = (t: string) => goals(t).flatMap((g) => (g.kind === 'stat' ? g.objects : []));
    assert.deepEqual(custom('open the ender chest'), ['open_enderchest']);
    assert.deepEqual(custom('open the trapped chest'), ['trigger_trapped_chest']);
    assert.deepEqual(custom('open the chest'), ['open_chest']);
  });
  it('an item put in an item frame is a frame state with the item', () => {
    const frames = (t: string) => goals(t).flatMap((g) => (g.kind === 'frame' ? [g.items] : []));
    assert.deepEqual(frames('put the diamond in the item frame'), [['diamond']]);
    assert.deepEqual(frames('place an item frame on the wall and put the golden sword in it'), [['golden_sword']]);
    assert.deepEqual(goals('place an item frame on the wall and put the golden sword in it').map((g) => g.kind), ['stat', 'frame']);
  });
});
