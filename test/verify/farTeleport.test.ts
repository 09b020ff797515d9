/**
 * A far but legal /tp is no mistake of the task (issue 25, item 9): the
 * agent must get the chunks of its new place and find what the task put
 * there. It used to stand in chunks it never received ("no dirt within 32
 * blocks", verified: false): flying-squid sent chunks only on the client's
 * own moves, and the client's stale position from before the teleport moved
 * the server's player back.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { verifyTask } from '../../server/src/simulation/verify';
import { assertValidReport, describeReport } from './helpers';

describe('verify: a far teleport', () => {
  it('/tp @s 10000 ~ 10000, then a block beside the agent: mined and verified', async () => {
    const text = `custom_init_commands:
- /tp @s 10000 ~ 10000
- /setblock ~2 ~ ~ minecraft:dirt
- /give @s minecraft:iron_shovel 1
text: mine the dirt block
reward_cfg:
- {event: mine_block, identity: mine_dirt, objects: [dirt], reward: 1, max_reward_times: 1}
`;
    const r = await verifyTask(text, { timeoutMs: 30000 });
    assertValidReport(r);
    assert.equal(r.verified, true, describeReport(r));
    // The replay follows the agent at its new place, never back at the spawn.
    const samples = r.replay?.samples ?? [];
    assert.ok(samples.length > 0);
    for (const s of samples) assert.ok(Math.abs(s.x - 10000) < 50 && Math.abs(s.z - 10000) < 50, `sample at ${s.x} ${s.z}`);
  });
});
