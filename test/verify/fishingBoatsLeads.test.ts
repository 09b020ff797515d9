/**
 * Fishing, boats and leads through the whole verifier: reward-less tasks
 * whose text the goal reader turns into a statistic (custom fish_caught,
 * used oak_boat, used lead) the agent moves on the embedded server.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { verifyTask } from '../../server/src/verify';
import { assertValidReport, describeReport } from './helpers';

async function verdict(yaml: string): Promise<{ verified: boolean | null; report: string }> {
  const r = await verifyTask(yaml, { timeoutMs: 90_000 });
  assertValidReport(r);
  return { verified: r.verified, report: describeReport(r) };
}

describe('fishing, boats and leads verified from the text', () => {
  it('"catch a fish": the agent casts into the pond, reels in at the bite and fish_caught counts', async () => {
    const r = await verdict([
      'custom_init_commands:',
      '- /give @s minecraft:fishing_rod 1',
      '- /fill ~3 ~-3 ~-4 ~10 ~-1 ~4 minecraft:water',
      '- /time set day',
      'text: catch a fish',
    ].join('\n'));
    assert.equal(r.verified, true, r.report);
  });

  it('"place an oak boat on the water": used:oak_boat counts when the boat is placed', async () => {
    const r = await verdict([
      'custom_init_commands:',
      '- /give @s minecraft:oak_boat 1',
      '- /fill ~3 ~-2 ~-2 ~7 ~-1 ~2 minecraft:water',
      'text: place an oak boat on the water',
    ].join('\n'));
    assert.equal(r.verified, true, r.report);
  });

  it('"tie the cow to the fence": the agent leashes the cow and ties it with a sneaking click (used:lead)', async () => {
    const r = await verdict([
      'custom_init_commands:',
      '- /give @s minecraft:lead 2',
      '- /setblock ~4 ~ ~2 minecraft:oak_fence',
      '- /summon minecraft:cow ~3 ~ ~-2',
      'text: tie the cow to the fence',
    ].join('\n'));
    assert.equal(r.verified, true, r.report);
  });
});
