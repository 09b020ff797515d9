/**
 * Issue 30, blocks and hanging things, through verifyTask: reward-less text
 * goals (pursued by pursueGoal) for an item frame, a painting, an armour
 * stand, a bed slept in, an ender chest, food and an item frame held in the
 * off-hand, doors, levers and gates worked by hand (their block state is
 * the evidence: no statistic counts them); plus a reward entry on an item frame (use_item used to activate
 * the frame in the air and never count).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { verifyTask } from '../../server/src/simulation/verify';
import { assertValidReport, describeReport } from './helpers';
import { exitWhenDone } from '../embedded/helpers';

exitWhenDone();

function task(commands: string[], text: string, reward = ''): string {
  const cmds = commands.map((c) => `  - ${JSON.stringify(c)}`).join('\n');
  return `custom_init_commands:\n${cmds}\ntext: ${text}\n${reward}`;
}

const OPTS = { timeoutMs: 40000 };

describe('verify: blocks and hanging things', () => {
  const cases: Array<[string, string[], string, string?]> = [
    ['an item frame on a wall', ['/give @s minecraft:item_frame 2', '/setblock ~2 ~ ~ minecraft:stone'], 'place an item frame'],
    ['an item frame by a reward entry', ['/give @s minecraft:item_frame 2', '/setblock ~2 ~ ~ minecraft:stone'], 'place an item frame',
      'reward_cfg:\n  - {event: use_item, objects: [item_frame], reward: 1, identity: place_frame, max_reward_times: 1}\n'],
    ['a painting on a wall', ['/give @s minecraft:painting 1', '/fill ~3 ~ ~-2 ~3 ~2 ~2 minecraft:oak_planks'], 'hang a painting on the wall'],
    ['an armour stand', ['/give @s minecraft:armor_stand 1'], 'place an armor stand'],
    ['a bed slept in at night', ['/give @s minecraft:red_bed 1', '/time set night'], 'sleep in a bed'],
    ['an ender chest opened', ['/setblock ~3 ~ ~ minecraft:ender_chest'], 'open the ender chest'],
    ['a golden apple eaten from the off-hand', ['/replaceitem entity @s weapon.offhand minecraft:golden_apple 1'], 'eat the golden apple'],
    ['a door opened by hand (its state is the evidence)', ['/setblock ~2 ~ ~ minecraft:oak_door[half=lower]', '/setblock ~2 ~1 ~ minecraft:oak_door[half=upper]'], 'open the door'],
    ['a lever pulled and a fence gate opened', ['/setblock ~2 ~ ~1 minecraft:lever[face=floor]', '/setblock ~-2 ~ ~ minecraft:oak_fence_gate'], 'pull the lever, then open the fence gate'],
    ['a shulker box opened', ['/setblock ~3 ~ ~ minecraft:blue_shulker_box'], 'open the shulker box'],
    ['a hopper inspected', ['/setblock ~3 ~ ~ minecraft:hopper'], 'check the hopper'],
    ['a note block tuned and played', ['/setblock ~3 ~ ~ minecraft:note_block'], 'tune the note block and then play the note block'],
    ['a diamond put in a summoned item frame (the frame showing it is the evidence)', ['/fill ~3 ~ ~-1 ~3 ~2 ~1 minecraft:stone', '/summon minecraft:item_frame ~2 ~1 ~ {Facing:4b}', '/give @s minecraft:diamond 1'], 'put the diamond in the item frame'],
    ['an item frame placed, then a sword put in it', ['/fill ~3 ~ ~-2 ~3 ~2 ~2 minecraft:stone_bricks', '/give @s minecraft:item_frame 2', '/give @s minecraft:golden_sword 1'], 'place an item frame on the wall and put the golden sword in it'],
    ['an item frame placed from the off-hand', ['/replaceitem entity @s weapon.offhand minecraft:item_frame 1', '/setblock ~2 ~ ~ minecraft:stone'], 'place an item frame'],
  ];
  for (const [name, commands, text, reward] of cases) {
    it(name, async () => {
      const r = await verifyTask(task(commands, text, reward), OPTS);
      assertValidReport(r);
      assert.equal(r.verified, true, describeReport(r));
    });
  }

  it('an iron door does not open by hand: not verified', async () => {
    const r = await verifyTask(task(['/setblock ~2 ~ ~ minecraft:iron_door[half=lower]', '/setblock ~2 ~1 ~ minecraft:iron_door[half=upper]'], 'open the door'), OPTS);
    assertValidReport(r);
    assert.notEqual(r.verified, true, describeReport(r));
    assert.match(JSON.stringify(r.goals), /redstone/);
  });

  it('a bed by day: the agent cannot sleep, so the goal is not verified', async () => {
    const r = await verifyTask(task(['/give @s minecraft:red_bed 1', '/time set noon', '/gamerule doDaylightCycle false'], 'sleep in a bed'), OPTS);
    assertValidReport(r);
    assert.notEqual(r.verified, true, describeReport(r));
  });
});
