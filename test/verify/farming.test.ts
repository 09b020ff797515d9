/**
 * Farming, shears and fire through verifyTask: reward-less texts the agent
 * must do on the embedded server (till before planting, bone-meal and
 * harvest a crop, carve and collect a pumpkin, shear leaves, light a fire),
 * and the one it must leave undecided (vanilla 1.16.5 counts no used:shears
 * for carving a pumpkin).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { verifyTask } from '../../server/src/simulation/verify';
import { assertValidReport, describeReport } from './helpers';

function task(commands: string[], text: string): string {
  return `custom_init_commands:\n${commands.map((c) => `- ${c}`).join('\n')}\ntext: ${text}\n`;
}

const CASES: Array<[string, string[], string, boolean | null, RegExp?]> = [
  ['plant wheat seeds where no farmland exists: the agent tills first',
    ['/give @s minecraft:wheat_seeds 16', '/give @s minecraft:iron_hoe 1'], 'plant wheat seeds', true],
  ['bone meal on the wheat: plants one, then bone-meals it',
    ['/give @s minecraft:wheat_seeds 4', '/give @s minecraft:bone_meal 6', '/give @s minecraft:stone_hoe 1'], 'use bone meal on the wheat', true],
  ['harvest wheat: till, plant, ripen with bone meal, break',
    ['/give @s minecraft:wheat_seeds 4', '/give @s minecraft:bone_meal 8', '/give @s minecraft:iron_hoe 1'], 'harvest the wheat and collect it', true],
  ['carve a pumpkin: shear it, break the carved pumpkin, pick it up',
    ['/give @s minecraft:shears 1', '/setblock ~3 ~ ~1 minecraft:pumpkin'], 'carve a pumpkin with the shears', true],
  ['collect leaves with shears',
    ['/give @s minecraft:shears 1', '/fill ~3 ~ ~-1 ~4 ~1 ~1 minecraft:oak_leaves'], 'collect oak leaves using shears', true],
  ['light a fire on netherrack',
    ['/give @s minecraft:flint_and_steel 1', '/setblock ~3 ~-1 ~ minecraft:netherrack'], 'light a fire on the netherrack with flint and steel', true],
  ['shears on a pumpkin count nothing in 1.16.5: undecided, with the reason',
    ['/give @s minecraft:shears 1', '/setblock ~3 ~ ~ minecraft:pumpkin'], 'use shears on a pumpkin', null, /counts no used:shears/],
];

/** Reward entries (MineStudio's use_item, mine_block, pickup) on the same skills. */
const REWARDED = `custom_init_commands:
- /give @s minecraft:wheat_seeds 4
- /give @s minecraft:bone_meal 6
- /give @s minecraft:iron_hoe 1
- /give @s minecraft:flint_and_steel 1
- /give @s minecraft:shears 1
- /fill ~4 ~ ~-1 ~4 ~1 ~1 minecraft:oak_leaves[persistent=true]
text: fertilize your crops, harvest them, start a fire and shear some leaves
reward_cfg:
- {event: use_item, identity: use_bone_meal, objects: [bone_meal], reward: 1.0, max_reward_times: 1}
- {event: mine_block, identity: harvest_wheat, objects: [wheat], reward: 1.0, max_reward_times: 1}
- {event: use_item, identity: light_fire, objects: [flint_and_steel], reward: 1.0, max_reward_times: 1}
- {event: use_item, identity: shear_leaves, objects: [shears], reward: 1.0, max_reward_times: 2}
`;

describe('farming, shears and fire through verifyTask', () => {
  it('reward entries: bone meal used, wheat mined, flint and steel used, shears used on leaves', async () => {
    const r = await verifyTask(REWARDED, { timeoutMs: 90000 });
    assertValidReport(r);
    assert.equal(r.verified, true, describeReport(r));
    assert.equal(r.reward, 5, describeReport(r));
  });

  for (const [name, commands, text, verified, why] of CASES) {
    it(name, async () => {
      const r = await verifyTask(task(commands, text), { timeoutMs: 60000 });
      assertValidReport(r);
      assert.equal(r.verified, verified, describeReport(r));
      if (why) assert.match(JSON.stringify(r), why, describeReport(r));
    });
  }
});
