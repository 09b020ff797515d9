/** Conflicts between the sub-scenes of a composed task, and how the merge resolves them. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { getRegistry } from '../../../server/src/vanilla/registry';
import { sceneConflicts } from '../../../server/src/evaluation/llm/sceneConflicts';
import { mergeScenes, shiftCommand } from '../../../server/src/evaluation/llm/mergeScenes';

const reg = getRegistry('1.16.5');
const reward = (identity: string, event: string, objects: string[]) => ({ list: 'reward_cfg' as const, entry: { event, identity, objects, reward: 1.0, max_reward_times: 1 } });

describe('scene conflicts between parts', () => {
  it('finds a block placed twice, a slot written twice and contradicting settings, only across parts', () => {
    const commands = [
      '/setblock ~2 ~ ~ minecraft:crafting_table', // part 0
      '/give @s minecraft:cobblestone 16', // part 0: fills slot 0
      '/time set day', // part 0
      '/setblock ~2 ~ ~ minecraft:iron_ore', // part 1: same cell
      '/replaceitem entity @s weapon.mainhand minecraft:stone_pickaxe', // part 1: slot 0 again
      '/time set night', // part 1
      '/setblock ~5 ~ ~ minecraft:stone', // part 1
      '/setblock ~5 ~ ~ minecraft:dirt', // part 1: its own business
    ];
    const owner = [0, 0, 0, 1, 1, 1, 1, 1];
    const found = sceneConflicts(commands, owner, reg).map((c) => [c.kind, c.earlier, c.later]);
    assert.deepEqual(found.sort(), [['block', 0, 3], ['setting', 2, 5], ['slot', 1, 4]].sort());
    assert.deepEqual(sceneConflicts(commands, commands.map(() => 0), reg), [], 'one part: nothing between parts');
  });
});

describe('merging sub-scenes', () => {
  it('moves a colliding part aside, a clashing /replaceitem to a free slot, and drops the later setting', () => {
    const m = mergeScenes([
      { commands: ['/setblock ~2 ~ ~ minecraft:crafting_table', '/give @s minecraft:cobblestone 16', '/time set day'], entries: [reward('craft_furnace', 'craft_item', ['furnace'])] },
      { commands: ['/setblock ~2 ~ ~ minecraft:iron_ore', '/replaceitem entity @s weapon.mainhand minecraft:stone_pickaxe', '/time set night'], entries: [reward('mine_iron_ore', 'mine_block', ['iron_ore'])] },
      { commands: ['/replaceitem entity @s weapon.mainhand minecraft:iron_sword', '/summon minecraft:zombie ~3 ~ ~'], entries: [reward('kill_zombie', 'kill_entity', ['zombie'])] },
    ], reg);
    assert.deepEqual(m.conflicts, []);
    assert.deepEqual(sceneConflicts(m.commands, m.owner, reg), [], 'the merged list has no conflict left');
    assert.ok(m.commands.includes('/setblock ~2 ~ ~ minecraft:crafting_table'), 'the first part stays where it was');
    assert.ok(m.commands.some((c) => /^\/setblock ~2 ~ ~3 minecraft:iron_ore$/.test(c)), m.commands.join('\n'));
    assert.ok(!m.commands.includes('/time set night'));
    const slots = m.commands.filter((c) => c.startsWith('/replaceitem')).map((c) => c.split(/\s+/)[3]);
    assert.equal(new Set(slots).size, 2, 'two different slots');
    assert.ok(!slots.includes('weapon.mainhand'), 'slot 0 holds the cobblestone');
    assert.deepEqual(m.identities, [['craft_furnace'], ['mine_iron_ore'], ['kill_zombie']]);
    assert.equal(m.notes.length, 4, m.notes.join('\n'));
  });
  it('shares identical reward entries and renames clashing identities', () => {
    const m = mergeScenes([
      { commands: [], entries: [reward('mine_log', 'mine_block', ['oak_log']), reward('goal', 'craft_item', ['furnace'])] },
      { commands: [], entries: [reward('mine_log', 'mine_block', ['oak_log']), reward('goal', 'kill_entity', ['zombie'])] },
    ], reg);
    assert.deepEqual(m.identities, [['mine_log', 'goal'], ['mine_log', 'goal_2']]);
    assert.equal(m.rewardCfg.length, 3);
  });
  it('leaves a conflict it cannot resolve (absolute positions) for the caller to report', () => {
    const m = mergeScenes([
      { commands: ['/setblock 10 64 10 minecraft:stone'], entries: [] },
      { commands: ['/setblock 10 64 10 minecraft:dirt'], entries: [] },
    ], reg);
    // Absolute positions are compared among themselves (never against the agent): the clash is found, and not moved.
    assert.deepEqual(m.conflicts, [{ kind: 'block', earlier: 0, later: 1, detail: 'dirt replaces the stone at 10 64 10' }]);
    assert.deepEqual(m.commands, ['/setblock 10 64 10 minecraft:stone', '/setblock 10 64 10 minecraft:dirt']);
    // Another cell, or the same numbers in another dimension, is no clash; an absolute and a relative cell are never compared.
    for (const other of ['/setblock 10 65 10 minecraft:dirt', '/execute in minecraft:the_nether run setblock 10 64 10 minecraft:dirt', '/setblock ~10 ~ ~10 minecraft:dirt']) {
      assert.deepEqual(mergeScenes([{ commands: ['/setblock 10 64 10 minecraft:stone'], entries: [] }, { commands: [other], entries: [] }], reg).conflicts, [], other);
    }
    const local = mergeScenes([
      { commands: ['/setblock ~1 ~ ~ minecraft:stone'], entries: [] },
      { commands: ['/setblock ~1 ~ ~ minecraft:dirt', '/setblock ^ ^ ^2 minecraft:stone'], entries: [] },
    ], reg);
    assert.equal(local.conflicts.length, 1, 'a part with local (^) positions is not moved');
    assert.equal(local.conflicts[0].kind, 'block');
  });
  it('shiftCommand moves relative positions of placing commands only', () => {
    assert.equal(shiftCommand('/fill ~1 ~ ~1 ~3 ~2 ~3 minecraft:stone', 3, 0), '/fill ~4 ~ ~1 ~6 ~2 ~3 minecraft:stone');
    assert.equal(shiftCommand('/execute at @s run summon minecraft:zombie ~3 ~ ~', 0, -3), '/execute at @s run summon minecraft:zombie ~3 ~ ~-3');
    assert.equal(shiftCommand('/tp @s ~ ~ ~', 3, 0), '/tp @s ~ ~ ~');
    assert.equal(shiftCommand('/setblock ^ ^ ^2 minecraft:stone', 3, 0), undefined);
  });
});
