/**
 * Issue 25 item 2: init commands that kill the agent in vanilla 1.16.5 must
 * not verify. Each defect is the issue's own line, through the real
 * embedded server, bot and verifier; each came out `verified: true` before.
 * The harmless neighbours of those lines (instant health, a short fall, a
 * teleport to y 70, a command block nothing powers, /say) still verify.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { verifyTask } from '../../server/src/simulation/verify';
import type { VerifyReport } from '../../server/src/simulation/verify/verifyReport';
import { assertValidReport, describeReport } from './helpers';
import { exitWhenDone } from '../embedded/helpers';

exitWhenDone();

/** Craft planks from a log: a task the agent solves in a second when it is alive. */
function task(commands: string[]): string {
  const cmds = [...commands, '/give @s minecraft:oak_log 1'].map((c) => `  - ${JSON.stringify(c)}`).join('\n');
  return `custom_init_commands:\n${cmds}\ntext: craft planks\nreward_cfg:\n  - {event: craft_item, objects: [oak_planks], reward: 1, identity: planks, max_reward_times: 1}\n`;
}

async function verify(commands: string[]): Promise<VerifyReport> {
  const r = await verifyTask(task(commands), { timeoutMs: 20000 });
  assertValidReport(r);
  return r;
}

function assertDied(r: VerifyReport, why: RegExp): void {
  assert.equal(r.verified, false, describeReport(r));
  const died = r.incidents.find((i) => i.kind === 'died');
  assert.ok(died, `no 'died' incident: ${JSON.stringify(r.incidents)}`);
  assert.match(died.detail, why);
  assert.match(r.verdictReason ?? '', /died/);
}

describe('verify: lethal init commands (issue 25 item 2)', () => {
  it('/effect give @s minecraft:instant_damage 1 2 (24 damage) kills the agent during the command', async () => {
    const r = await verify(['/effect give @s minecraft:instant_damage 1 2']);
    assertDied(r, /init command 1 .*instant.damage/i);
  });

  it('/tp @s ~ -70 ~ drops the agent into the void; it is never seen back at y 64', async () => {
    const r = await verify(['/tp @s ~ -70 ~']);
    assertDied(r, /void|out of the world/i);
    for (const s of r.replay?.samples ?? []) assert.ok(s.y < 0, `the replay shows the agent at y ${s.y}`);
  });

  it('/tp @s ~ -19999999 ~ (far below the world) is the void too', async () => {
    const r = await verify(['/tp @s ~ -19999999 ~']);
    assertDied(r, /void|out of the world/i);
    for (const s of r.replay?.samples ?? []) assert.ok(s.y < 0, `the replay shows the agent at y ${s.y}`);
  });

  it('/tp @s ~ ~40 ~ is a lethal fall (37 damage on landing)', async () => {
    const r = await verify(['/tp @s ~ ~40 ~']);
    assertDied(r, /fell|fall/i);
  });

  it('a repeating command block running /kill @a (command blocks run in MineStudio\'s single-player world)', async () => {
    const r = await verify(['/setblock ~2 ~ ~ minecraft:repeating_command_block{Command:"/kill @a",auto:1b}']);
    assertDied(r, /command block/i);
  });

  it('lava at the feet burns the agent to death', async () => {
    const r = await verify(['/setblock ~ ~ ~ minecraft:lava']);
    assertDied(r, /lava|burn/i);
  });

  it('harmless neighbours still verify: instant health, a 2-block fall, a teleport to y 70, an unpowered command block, /say', async () => {
    const r = await verify([
      '/effect give @s minecraft:instant_health 1 2',
      '/setblock ~3 ~ ~3 minecraft:command_block{Command:"/kill @a"}',
      '/say hello',
      '/tp @s ~ 70 ~',
      '/tp @s ~ ~2 ~',
    ]);
    assert.equal(r.verified, true, describeReport(r));
    assert.deepEqual(r.incidents.filter((i) => i.kind === 'died'), []);
    assert.deepEqual(r.limitations, []);
  });
});
