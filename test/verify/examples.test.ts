/**
 * Real verifications on the embedded server with a real mineflayer bot, one
 * after another (each starts and stops its own server).
 */
import assert from 'node:assert/strict';
import * as fs from 'fs';
import * as path from 'path';
import { describe, it } from 'node:test';
import { verifyTask } from '../../server/src/simulation/verify';
import { examplesDir, exampleFiles } from '../helpers/paths';
import { assertValidReport, describeReport } from './helpers';

const read = (f: string) => fs.readFileSync(f, 'utf8');

describe('verify: the simple examples are solvable', () => {
  for (const file of exampleFiles('simple')) {
    it(path.basename(file), async () => {
      const r = await verifyTask(read(file), { file, timeoutMs: 60000 });
      assertValidReport(r);
      assert.equal(r.verified, true, describeReport(r));
      assert.equal(r.reward, r.maxReward, 'full reward');
      assert.ok(r.maxReward > 0);
      assert.ok(r.commands.every((c) => !c.rejected && c.reply.length > 0), 'every init command ran and answered');
      assert.ok(r.entries.every((e) => e.outcome === 'earned' && e.paid === e.maxRewardTimes));
      // Every payout shows up on the timeline, in time order.
      const paidEvents = r.timeline.filter((t) => t.identity);
      assert.equal(paidEvents.length, r.entries.reduce((n, e) => n + e.paid, 0));
      const times = r.timeline.map((t) => t.time);
      assert.deepEqual(times, [...times].sort((a, b) => a - b));
      assert.deepEqual(r.failures, []);
    });
  }
});

describe('verify: compositional and hard examples', () => {
  it('craft_ladder_and_kill_spider: /replaceitem weapon.mainhand overwrites the hotbar slot that held the sticks', async () => {
    const file = path.join(examplesDir, 'compositional', 'craft_ladder_and_kill_spider.yaml');
    // The superflat world, so the sticks' slot is what decides (a generated forest would give wood for new sticks: issue 29).
    const r = await verifyTask(read(file), { file, timeoutMs: 60000, world: { world: 'flat' } });
    assertValidReport(r);
    // What the embedded server (vanilla-like /replaceitem) really does: the 16 sticks are gone,
    // so the ladder cannot be crafted (no wood in the flat world), while the spider can be killed.
    const ladder = r.entries.find((e) => e.identity === 'craft_ladder')!;
    const spider = r.entries.find((e) => e.identity === 'kill_spider')!;
    assert.equal(spider.outcome, 'earned', describeReport(r));
    assert.equal(ladder.outcome, 'failed', describeReport(r));
    assert.match(ladder.reason!, /^ladder needs 7 stick; the agent has 0/);
    // Issue 46: MineStudio's generated world has wood for new sticks, so this is our flat world's limit, not a proof.
    assert.equal(r.verified, null);
    assert.equal(ladder.undecided, true);
    assert.equal(r.reward, 1);
    assert.deepEqual(r.failures.map((f) => f.target), [{ kind: 'reward', list: 'reward_cfg', index: 0 }]);
  });

  it('hard/craft_furnace: 9 cobblestone are enough despite night, rain and distractors', async () => {
    const file = path.join(examplesDir, 'hard', 'craft_furnace.yaml');
    const r = await verifyTask(read(file), { file, timeoutMs: 60000 });
    assertValidReport(r);
    assert.equal(r.verified, true, describeReport(r));
    assert.equal(r.reward, 1);
  });
});
