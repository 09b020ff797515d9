/**
 * MineStudio's own keys in a real verification (embedded flying-squid server,
 * mineflayer bot): the example runs its summon_mobs, init commands and
 * init_inventory in MineStudio's order and earns 2/2.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { verifyTask } from '../../server/src/simulation/verify';
import { assertValidReport, describeReport } from './helpers';
import { MINESTUDIO_EXAMPLE as EXAMPLE } from '../helpers/minestudioExample';

describe('verify: MineStudio keys', () => {
  it("the issue's example earns 2/2, with both zombies summoned within the ranges and the seed recorded", async () => {
    const r = await verifyTask(EXAMPLE, { file: 'example.yaml', seed: 1234 });
    assertValidReport(r);
    assert.equal(r.reward, 2, describeReport(r));
    assert.equal(r.maxReward, 2);
    assert.equal(r.verified, true, describeReport(r));
    const reset = r.reset!;
    assert.ok(reset, 'the report has a reset section');
    assert.equal(reset.seed, 1234);
    // time_limit 1200 steps at 20 a second: 60 s, the same as the default --timeout (not capped).
    assert.deepEqual(reset.timeLimit, { steps: 1200, budgetMs: 60000 });
    assert.equal(r.phases.find((p) => p.name === 'agent')?.budgetMs, 60000);
    const summons = reset.steps.filter((s) => s.key === 'summon_mobs');
    assert.equal(summons.length, 2);
    for (const s of summons) {
      assert.equal(s.label, 'zombie (summon_mobs 1)');
      assert.equal(s.phase, 'before-commands');
      assert.equal(s.rejected, false, s.reply);
      assert.equal(s.effects?.entities.filter((e) => e.type.replace('minecraft:', '') === 'zombie').length, 1, JSON.stringify(s.effects));
      assert.match(s.text, /^\/execute as @p at @p run summon minecraft:zombie ~\S+ ~3 ~\S+ \{Age:0\}$/);
      // Where the server put it, relative to the agent: within range_x and range_z; summoned 3 blocks up, it fell to the ground.
      const [dx, dy, dz] = s.offset!;
      assert.ok(dx >= -3 && dx <= 3, `x offset ${dx} outside [-3, 3]`);
      assert.ok(dz >= 2 && dz <= 4, `z offset ${dz} outside [2, 4]`);
      assert.ok(dy >= -0.01 && dy <= 3.01, `y offset ${dy}, not between the ground and 3 up`);
    }
    const items = reset.steps.filter((s) => s.key === 'init_inventory');
    assert.deepEqual(items.map((s) => [s.label, s.phase, s.text, s.rejected]),
      [['diamond_sword (init_inventory 1)', 'after-commands', '/replaceitem entity @p weapon.mainhand minecraft:diamond_sword 1', false]]);
    assert.deepEqual(items[0].effects?.itemsGiven, [{ item: 'diamond_sword', count: 1 }]);
  });

  it('runs the init commands between the mobs and init_inventory: a /kill removes the mobs, a /give in slot 0 is overwritten', async () => {
    const text = EXAMPLE
      .replace('- /time set night', '- /time set night\n- /kill @e[type=zombie]\n- /give @p minecraft:bread 3')
      .replace('kill_entity, identity: kill_zombie, objects: [zombie]', 'pickup, identity: have_bread, objects: [bread]');
    const r = await verifyTask(text, { file: 'order.yaml', seed: 5, timeoutMs: 5000 });
    assertValidReport(r);
    const kill = r.commands.find((c) => c.text.startsWith('/kill'))!;
    assert.match(kill.reply, /2/, `the /kill found the two summoned zombies: ${kill.reply}`);
    const slot0 = r.reset!.steps.find((s) => s.key === 'init_inventory')!;
    assert.equal(slot0.rejected, false);
    // time_limit's 60 s is capped by the verifier's --timeout of 5 s.
    assert.deepEqual(r.reset!.timeLimit, { steps: 1200, budgetMs: 5000, cappedByTimeoutMs: 5000 });
  });
});
