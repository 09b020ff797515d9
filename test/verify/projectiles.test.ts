/**
 * Issue 30, throwing, shooting and shields through the whole verifier:
 * reward-less tasks whose text states the use, pursued by the agent
 * (useForGoal → agent/ranged.ts and agent/shieldBlock.ts; earnCustom for
 * damage_blocked_by_shield) on the embedded server.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { verifyTask } from '../../server/src/simulation/verify';
import { assertValidReport, describeReport } from './helpers';
import { exitWhenDone } from '../embedded/helpers';

exitWhenDone();

function task(commands: string[], text: string): string {
  return `custom_init_commands:\n${commands.map((c) => `  - ${JSON.stringify(c)}`).join('\n')}\ntext: ${text}\n`;
}

async function verified(commands: string[], text: string): Promise<void> {
  const r = await verifyTask(task(commands, text), { timeoutMs: 60000 });
  assertValidReport(r);
  assert.equal(r.verified, true, describeReport(r));
}

function rewardTask(commands: string[], text: string, item: string): string {
  return `${task(commands, text)}reward_cfg:\n- event: use_item\n  identity: use_${item}\n  objects:\n  - ${item}\n  reward: 1.0\n  max_reward_times: 1\n`;
}

async function paid(commands: string[], text: string, item: string): Promise<void> {
  const r = await verifyTask(rewardTask(commands, text, item), { timeoutMs: 60000 });
  assertValidReport(r);
  assert.equal(r.verified, true, describeReport(r));
  assert.equal(r.reward, r.maxReward, describeReport(r));
}

describe('verify: use_item rewards for a crossbow and a shield', () => {
  it('a use_item crossbow entry is paid when the loaded crossbow fires', () => paid(['/give @s minecraft:crossbow 1', '/give @s minecraft:arrow 2'], 'shoot the crossbow', 'crossbow'));
  it('a use_item shield entry is paid when the off-hand shield blocks a zombie', () => paid(
    ['/replaceitem entity @s weapon.offhand minecraft:shield', '/summon minecraft:zombie ~4 ~ ~'], 'block the zombie with your shield', 'shield'));
});

describe('verify: throwing, shooting and shields (reward-less text goals)', () => {
  it('throw a snowball at the blaze', () => verified(['/give @s minecraft:snowball 4', '/summon minecraft:blaze ~6 ~ ~'], 'Throw a snowball at the blaze'));
  it('throw an egg', () => verified(['/give @s minecraft:egg 2'], 'throw an egg'));
  it('throw an ender pearl', () => verified(['/give @s minecraft:ender_pearl 1'], 'throw an ender pearl'));
  it('throw the trident', () => verified(['/give @s minecraft:trident 1', '/summon minecraft:pig ~6 ~ ~'], 'throw the trident at the pig'));
  it('shoot the crossbow (load, then fire)', () => verified(['/give @s minecraft:crossbow 1', '/give @s minecraft:arrow 4'], 'shoot the crossbow'));
  it('block the zombie with the shield in the off-hand', () => verified(
    ['/replaceitem entity @s weapon.offhand minecraft:shield', '/summon minecraft:zombie ~4 ~ ~'], "block the zombie's attack with your shield"));
  it('use the shield (used:shield) against a skeleton', () => verified(
    ['/replaceitem entity @s weapon.offhand minecraft:shield', '/summon minecraft:skeleton ~8 ~ ~'], 'use the shield'));
});
