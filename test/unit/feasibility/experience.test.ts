/** The agent's experience as /xp and /experience leave it (vanilla 1.16.5 rules). */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { addExperience, pointsToNextLevel, totalPoints } from '../../../server/src/analysis/feasibility/agentExperience';
import { sceneOf } from './helpers';

const xp = (commands: string[]) => { const e = sceneOf(commands).experience; return [e.levels, e.points]; };

test('the bar: 7 points make level 1, then 2 more per level to 15, 5 more to 30, 9 more after', () => {
  assert.deepEqual([0, 1, 14, 15, 29, 30, 31].map(pointsToNextLevel), [7, 9, 35, 37, 107, 112, 121]);
  // The wiki's totals: 352 points at level 16, 1395 at level 30.
  assert.equal(totalPoints({ levels: 16, points: 0 }), 352);
  assert.equal(totalPoints({ levels: 30, points: 0 }), 1395);
});

test('a new player has level 0; levels and points add up as vanilla counts them', () => {
  assert.deepEqual(xp([]), [0, 0]);
  assert.deepEqual(xp(['/xp add @s 30 levels']), [30, 0]);
  assert.deepEqual(xp(['/experience add @s 5 points']), [0, 5]);
  assert.deepEqual(xp(['/xp add @s 5', '/xp add @s 2 points']), [1, 0], 'bare amounts are points; 7 make level 1');
  assert.deepEqual(xp(['/xp add @s 1395 points']), [30, 0]);
  assert.deepEqual(xp(['/xp add @s 20 levels', '/xp set @s 0 levels']), [0, 0]);
  assert.deepEqual(xp(['/xp add @s 3 levels', '/xp add @s -5 levels']), [0, 0], 'never below level 0');
});

test('/xp set … points above the bar fails in vanilla and changes nothing; other targets and the 1.12 form count for nothing', () => {
  assert.deepEqual(xp(['/xp set @s 7 points']), [0, 0]);
  assert.deepEqual(xp(['/xp set @s 6 points']), [0, 6]);
  assert.deepEqual(xp(['/xp add @e[type=zombie] 30 levels']), [0, 0]);
  assert.deepEqual(xp(['/xp 30L @s']), [0, 0]);
  assert.deepEqual(xp(['/execute as @p run xp add @s 2 levels']), [2, 0]);
});

test('a negative point amount drops one level at most, keeping what is left of the bar', () => {
  assert.deepEqual(addExperience({ levels: 2, points: 3 }, 'add', -5, 'points', 0), { levels: 1, points: 7, cmd: 0 });
  assert.deepEqual(addExperience({ levels: 0, points: 3 }, 'add', -5, 'points', 0), { levels: 0, points: 0, cmd: 0 });
});
