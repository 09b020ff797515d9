/**
 * Issue 26's verdict rules, each against a real embedded server and bot:
 * true only on what the server counted (a server that counts nothing never
 * gives true), an agent failure stays null, a harmless refused command leaves
 * the task true, and false needs a proof (no recipe; a needed item whose
 * command was refused, in a sealed vault).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { verifyTask } from '../../server/src/simulation/verify';
import { startEmbeddedServer, EmbeddedServer } from '../../server/src/simulation/embedded/startServer';
import { assertValidReport, describeReport } from './helpers';

const CRAFT_TABLE = `custom_init_commands:
  - /give @s minecraft:oak_planks 4
text: craft a crafting table
`;

describe('verdict rules (reward-less tasks)', () => {
  it('true when the server counted the statistic the text asks for, with the evidence in the goal', async () => {
    const r = await verifyTask(CRAFT_TABLE, { file: 'craft_table.yaml', timeoutMs: 40000 });
    assertValidReport(r);
    assert.equal(r.verified, true, describeReport(r));
    assert.equal(r.goalSource, 'text');
    const g = r.goals[0];
    assert.deepEqual([g.kind, g.source, g.outcome, g.statistic], ['stat', 'text', 'reached', 'minecraft:crafted:crafting_table']);
    assert.deepEqual(g.span, [0, 'craft a crafting table'.length]);
    assert.match(g.detail ?? '', /counted minecraft:crafted:crafting_table \+1/);
    assert.ok(r.timeline.some((t) => t.goal === 0 && t.event === 'craft_item' && t.object === 'crafting_table'), 'a timeline entry for the goal');
  });

  it('a harmless refused command (an item 1.16.5 does not have) leaves the task true and says no goal needs it', async () => {
    const r = await verifyTask(CRAFT_TABLE.replace('custom_init_commands:\n', 'custom_init_commands:\n  - /give @s minecraft:spyglass\n'), { file: 'spyglass.yaml', timeoutMs: 40000 });
    assertValidReport(r);
    assert.equal(r.verified, true, describeReport(r));
    const refused = r.commands.find((c) => c.rejected);
    assert.ok(refused, 'the spyglass line is refused');
    assert.equal(refused.relevance?.neededByGoal, undefined, JSON.stringify(refused.relevance));
  });

  it('an agent failure without a proof stays null, with the reason', async () => {
    // A sheep and nothing to shear it with: shears can be made from iron a generated world has, so nothing is proved.
    const r = await verifyTask('custom_init_commands:\n  - /summon minecraft:sheep ~3 ~ ~3 {NoAI:1b}\ntext: shear the sheep\n', { file: 'shear.yaml', timeoutMs: 20000 });
    assertValidReport(r);
    assert.equal(r.verified, null, describeReport(r));
    assert.equal(r.goals[0].outcome, 'undecided');
    assert.match(r.verdictReason ?? '', /could not|never counted|shears/);
  });

  it('false with a static proof: no recipe in 1.16.5, whatever the agent does', async () => {
    const r = await verifyTask('custom_init_commands:\n  - /give @s minecraft:gold_ingot 16\ntext: craft a bell\n', { file: 'bell.yaml', timeoutMs: 20000 });
    assertValidReport(r);
    assert.equal(r.verified, false, describeReport(r));
    assert.equal(r.goals[0].proof, 'no-recipe');
    assert.match(r.verdictReason ?? '', /bell/);
  });

  it('false when the refused command was meant to give what the goal needs and the sealed vault holds no other way', async () => {
    const task = `custom_init_commands:
  - /fill ~-3 ~-1 ~-3 ~3 ~3 ~3 minecraft:bedrock hollow
  - /setblock ~1 ~ ~1 minecraft:furnace
  - /give @s minecraft:coal 8
  - /give @s minecraft:raw_beef 4
text: smelt beef in the furnace
`;
    const r = await verifyTask(task, { file: 'beef_vault.yaml', timeoutMs: 20000 });
    assertValidReport(r);
    assert.equal(r.verified, false, describeReport(r));
    assert.match(r.verdictReason ?? '', /beef/);
    const refused = r.commands.find((c) => c.rejected);
    assert.equal(refused?.relevance?.neededByGoal, 0, JSON.stringify(refused?.relevance));
  });
});

describe('verdict rules: a server that counts nothing', () => {
  let external: EmbeddedServer;
  before(async () => {
    external = await startEmbeddedServer();
    // A real server whose statistics never move: whatever the agent does, nothing is counted.
    external.stats.add = () => undefined;
  });
  after(async () => {
    await external?.close();
  });

  it('never gives true, however well the agent did', async () => {
    const r = await verifyTask(CRAFT_TABLE, { file: 'craft_table.yaml', server: { host: external.host, port: external.port }, timeoutMs: 30000 });
    assertValidReport(r);
    assert.notEqual(r.verified, true, describeReport(r));
    assert.equal(r.goals[0].outcome, 'undecided');
    assert.match(r.goals[0].reason ?? '', /never counted minecraft:crafted:crafting_table/);
  });
});
