import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { proofs, reach, stat, target, task } from './helpers';

test('impossible-scene: zombies to kill or reach on peaceful, naming the /difficulty line', () => {
  const text = task(['/summon minecraft:zombie ~3 ~ ~', '/give @s minecraft:iron_sword', '/difficulty peaceful']);
  const p = proofs(text, [stat('killed', ['zombie']), reach(target('entity', ['zombie', 'husk']))]);
  assert.deepEqual(p.map((x) => [x.goal, x.cause, x.command]), [[0, 'impossible-scene', 2], [1, 'impossible-scene', 2]]);
  assert.match(p[0].reason, /peaceful/);
});

test('impossible-scene near misses: easy after peaceful, a passive target, a piglin (kept on peaceful)', () => {
  assert.deepEqual(proofs(task(['/difficulty peaceful', '/difficulty easy']), [stat('killed', ['zombie'])]), []);
  assert.deepEqual(proofs(task(['/difficulty peaceful']), [stat('killed', ['cow'])]), []);
  assert.deepEqual(proofs(task(['/difficulty peaceful']), [stat('killed', ['zombie', 'cow'])]), []);
  assert.deepEqual(proofs(task(['/difficulty peaceful']), [stat('killed', ['piglin'])]), []);
  // A refused difficulty line never runs.
  assert.deepEqual(proofs(task(['/difficulty peacefull']), [stat('killed', ['zombie'])]), []);
});

const sleep = stat('custom', ['sleep_in_bed']);

test('impossible-scene: sleeping when noon is frozen with the weather', () => {
  const text = task(['/gamerule doDaylightCycle false', '/gamerule doWeatherCycle false', '/time set noon', '/weather clear', '/give @s minecraft:red_bed']);
  const p = proofs(text, [sleep]);
  assert.deepEqual(p.map((x) => [x.cause, x.command]), [['impossible-scene', 0]]);
  assert.match(p[0].reason, /6000 ticks/);
});

test('impossible-scene near misses for sleep: night, thunder, day cycle on, weather cycle on', () => {
  const base = ['/gamerule doDaylightCycle false', '/gamerule doWeatherCycle false', '/weather clear', '/give @s minecraft:red_bed'];
  assert.deepEqual(proofs(task([...base, '/time set midnight']), [sleep]), []);
  assert.deepEqual(proofs(task([...base, '/time set noon', '/weather thunder']), [sleep]), []);
  assert.deepEqual(proofs(task(['/gamerule doWeatherCycle false', '/weather clear', '/time set noon']), [sleep]), []);
  assert.deepEqual(proofs(task(['/gamerule doDaylightCycle false', '/weather clear', '/time set noon']), [sleep]), []);
});
