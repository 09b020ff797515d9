/** A sealed room bounds climbing, travelling and seeing the sky; an open or barrier-roofed room proves nothing. */
import assert from 'node:assert/strict';
import { it } from 'node:test';
import type { TaskGoal } from '../../../server/src/model/goals/goalTypes';
import { proofs, task, VAULT } from './helpers';

const from = { source: 'text' as const, start: 0, end: 1 };
const climb = (blocks: number): TaskGoal => ({ kind: 'climb', blocks, text: `climb ${blocks}`, from });
const travel = (blocks: number): TaskGoal => ({ kind: 'travel', blocks, text: `travel ${blocks}`, from });
const sky: TaskGoal = { kind: 'sky', text: 'look at the sky', from };

it('a bedrock vault three blocks high: climbing five, travelling twenty and the sky are proved impossible', () => {
  const p = proofs(task([VAULT]), [climb(5), travel(20), sky]);
  assert.deepEqual(p.map((x) => [x.goal, x.cause]), [[0, 'sealed-room'], [1, 'sealed-room'], [2, 'sealed-room']]);
  assert.match(p[0].reason, /rise at most 1 block,/);
});

it('within the room\'s bounds nothing is proved', () => {
  assert.deepEqual(proofs(task([VAULT]), [climb(1), travel(2)]), []);
});

it('a barrier roof lets the sky through; an open world bounds nothing', () => {
  assert.deepEqual(proofs(task(['/fill ~-3 ~-1 ~-3 ~3 ~3 ~3 minecraft:barrier hollow']), [sky]), []);
  assert.deepEqual(proofs(task(['/fill ~-3 ~-1 ~-3 ~3 ~-1 ~3 minecraft:bedrock']), [climb(5), travel(20), sky]), []);
});
