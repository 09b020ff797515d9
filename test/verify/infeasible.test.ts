/**
 * Tasks the agent must NOT verify, each with the reason a person can act on.
 * Issue 46: none of them is shown impossible (a generated world has diamonds,
 * iron, cobblestone and zombies; a longer budget would do): our bot's failure
 * (a timeout, a target the world could still provide, a skill that throws) is
 * undecided, never false, and carries no proof.
 */
import assert from 'node:assert/strict';
import * as fs from 'fs';
import * as path from 'path';
import { describe, it } from 'node:test';
import { verifyTask } from '../../server/src/simulation/verify';
import { examplesDir } from '../helpers/paths';
import { assertValidReport, describeReport } from './helpers';

function task(commands: string[], reward: string): string {
  return `custom_init_commands:\n${commands.map((c) => `- ${c}`).join('\n')}\ntext: derived scene\nreward_cfg:\n${reward}`;
}
const entry = (event: string, identity: string, obj: string) =>
  `- event: ${event}\n  identity: ${identity}\n  objects: [${obj}]\n  reward: 1.0\n  max_reward_times: 1\n`;

describe('verify: scenes our bot cannot do come out undecided with the right reason, never false', () => {
  it('broken/infeasible.yaml', async () => {
    const file = path.join(examplesDir, 'broken', 'infeasible.yaml');
    const r = await verifyTask(fs.readFileSync(file, 'utf8'), { file, timeoutMs: 60000 });
    assertValidReport(r);
    assert.equal(r.verified, null, describeReport(r));
    assert.equal(r.proof, undefined);
    assert.equal(r.reward, 0, describeReport(r));
    const byId = new Map(r.entries.map((e) => [e.identity, e]));
    // The /fill turns the diamond ore into stone, so there is none left to mine.
    assert.equal(byId.get('mine_diamond')!.reason, 'no diamond_ore within 32 blocks');
    assert.match(byId.get('craft_iron_pickaxe')!.reason!, /^iron_pickaxe needs 3 iron_ingot; the agent has 0/);
  });

  it('too few ingredients: furnace needs 8 cobblestone; the agent has 5', async () => {
    const r = await verifyTask(task(['/give @s minecraft:cobblestone 5', '/give @s minecraft:crafting_table 1'], entry('craft_item', 'craft_furnace', 'furnace')), { timeoutMs: 60000 });
    assertValidReport(r);
    assert.equal(r.verified, null, describeReport(r));
    assert.equal(r.proof, undefined);
    assert.match(r.entries[0].reason!, /^furnace needs 8 cobblestone; the agent has 5/, describeReport(r));
    assert.deepEqual(r.failures[0].target, { kind: 'reward', list: 'reward_cfg', index: 0 });
  });

  it('the wrong tool: iron_ore needs a stone pickaxe or better; the agent has a wooden_pickaxe', async () => {
    const r = await verifyTask(task(['/give @s minecraft:wooden_pickaxe 1', '/setblock ~2 ~ ~ minecraft:iron_ore'], entry('mine_block', 'mine_iron', 'iron_ore')), { timeoutMs: 60000 });
    assertValidReport(r);
    assert.equal(r.verified, null, describeReport(r));
    assert.equal(r.proof, undefined);
    assert.equal(r.entries[0].reason, 'iron_ore needs a stone pickaxe or better; the agent has a wooden_pickaxe', describeReport(r));
  });

  it('no target entity: no zombie within 32 blocks', async () => {
    const r = await verifyTask(task(['/give @s minecraft:iron_sword 1', '/summon minecraft:cow ~3 ~ ~'], entry('kill_entity', 'kill_zombie', 'zombie')), { timeoutMs: 60000 });
    assertValidReport(r);
    assert.equal(r.verified, null, describeReport(r));
    assert.equal(r.proof, undefined);
    assert.equal(r.entries[0].reason, 'no zombie within 32 blocks', describeReport(r));
  });

  it('a rejected command is reported against its index with the server reply', async () => {
    const r = await verifyTask(task(['/give @s minecraft:cobblestone 16', '/give @s minecraft:not_an_item 1', '/give @s minecraft:crafting_table 1'], entry('craft_item', 'craft_furnace', 'furnace')), { timeoutMs: 60000 });
    assertValidReport(r);
    assert.equal(r.commands[1].rejected, true);
    assert.equal(r.commands[0].rejected, false);
    const f = r.failures.find((x) => x.target.kind === 'command');
    assert.ok(f, describeReport(r));
    assert.deepEqual(f.target, { kind: 'command', index: 1 });
    assert.equal(f.reason, `command 2 was rejected: ${r.commands[1].reply}`);
    assert.ok(r.commands[1].reply.length > 0);
    // The rest of the scene still works: the furnace is crafted.
    assert.equal(r.reward, 1);
  });

  it('a time limit too short for the job: timed out … while …', async () => {
    const r = await verifyTask(task(['/give @s minecraft:iron_sword 1', '/summon minecraft:zombie ~12 ~ ~'], entry('kill_entity', 'kill_zombie', 'zombie')), { timeoutMs: 300 });
    assertValidReport(r);
    assert.equal(r.verified, null, describeReport(r));
    assert.equal(r.proof, undefined);
    assert.match(r.entries[0].reason!, /^timed out after 300 ms while killing zombie$/, describeReport(r));
  });
});
