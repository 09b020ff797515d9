/**
 * Issue 25, item 9 (one part): a 1.5 MB item name cannot be sent to the
 * agent (NBT strings hold at most 65,535 bytes). The embedded server used to
 * drop the packet with a log line: the agent never saw its cobblestone and
 * the task was blamed ("no", "the agent has 0"). Vanilla disconnects the
 * player there; so does the embedded server now, and a disconnect by the
 * server is our limit: undecided, with the reason.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { verifyTask } from '../../server/src/simulation/verify';
import { assertValidReport, describeReport } from './helpers';

function task(name: string): string {
  const give = `/give @s minecraft:cobblestone{display:{Name:'"${name}"'}} 8`;
  return `custom_init_commands:\n  - ${JSON.stringify(give)}\n  - /give @s minecraft:crafting_table 1\ntext: craft a furnace\n` +
    'reward_cfg:\n  - {event: craft_item, objects: [furnace], reward: 1, identity: furnace, max_reward_times: 1}\n';
}

describe('a disconnect by the server is undecided, not the task\'s failure', () => {
  it('a 1.5 MB item name: verified null, the reason names the disconnect, an incident records it', async () => {
    const r = await verifyTask(task('A'.repeat(1_500_000)), { timeoutMs: 15_000 });
    assertValidReport(r);
    const brief = describeReport(r).slice(0, 3000);
    assert.equal(r.verified, null, brief);
    assert.match(r.verdictReason ?? '', /^could not be decided: the server disconnected the agent \(the server could not send a packet to the agent: .*65535/, brief);
    assert.ok(r.incidents.some((i) => i.kind === 'disconnected'), brief);
    assert.ok(!r.commands.some((c) => c.rejected), 'no command is blamed');
  });

  it('the same task with a short name is still verified (the control)', async () => {
    const r = await verifyTask(task('Cobble'), { timeoutMs: 30_000 });
    assertValidReport(r);
    assert.equal(r.verified, true, describeReport(r));
  });
});
