/**
 * A fish is caught only in water: a fishing task whose setup fills no water
 * is verified in a generated world (which has lakes and rivers); one that
 * fills a pond keeps the superflat world.
 */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { getRegistry } from '../../../server/src/vanilla/registry';
import { readTaskSpec, specGoals } from '../../../server/src/analysis/taskSpec';
import { planOf } from '../../../server/src/simulation/verify/resetKeys';
import { worldForTask } from '../../../server/src/simulation/verify/world/forTask';
import { tryProofContext } from '../../../server/src/analysis/proofs/contextOfText';

const reg = getRegistry('1.16.5');

function world(commands: string[], text: string) {
  const yaml = `custom_init_commands:\n${commands.map((c) => `  - ${c}`).join('\n')}\ntext: ${JSON.stringify(text)}\n`;
  const spec = readTaskSpec(yaml);
  return worldForTask(tryProofContext(yaml, reg), spec, specGoals(spec, reg), planOf(spec.keys, 1, reg), {});
}

test('catch a fish with only a rod given: a generated world, for its water', () => {
  const w = world(['/give @s minecraft:fishing_rod 1'], 'catch a fish');
  assert.equal(w.spec.kind, 'natural');
  assert.match(w.why, /water/);
});

test('catch a fish from a pond the setup fills: the superflat world', () => {
  const w = world(['/give @s minecraft:fishing_rod 1', '/fill ~3 ~-3 ~-3 ~9 ~-1 ~3 minecraft:water'], 'catch a fish');
  assert.equal(w.spec.kind, 'flat');
});
