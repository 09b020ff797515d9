/** The job-loss trap: a level-1 villager without Xp and no work site, in a task that asks for a trade. */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { feasibility, withCode } from './helpers';

const file = (commands: string[], text = 'trade for iron helmet with a villager') =>
  ['custom_init_commands:', ...commands.map((c) => `- ${c}`), `text: ${text}`, ''].join('\n');
const codes = (commands: string[], text?: string) => withCode(feasibility(file(commands, text)), 'villager-loses-job');
const MCU = '/summon villager ~2 ~ ~-2 {Profession:"minecraft:armorer",VillagerData:{profession:"minecraft:armorer"}}';

test('villager-loses-job: MCU\'s armorer line without a blast furnace, in a trading task', () => {
  const d = codes([MCU, '/give @s minecraft:emerald 10']);
  assert.deepEqual(d.map((x) => x.severity), ['information']);
  assert.match(d[0].message, /this armorer is level 1 with no Xp .* unless a blast furnace is within 48 blocks/);
  assert.deepEqual(codes(['/summon minecraft:villager ~2 ~ ~ {VillagerData:{profession:"minecraft:librarian",level:1},Xp:0}', '/give @s minecraft:emerald 10']).length, 1);
});

test('villager-loses-job near misses: a work site placed or given, Xp, level 2, NoAI, a nitwit, no trade asked', () => {
  const emeralds = '/give @s minecraft:emerald 10';
  assert.deepEqual(codes([MCU, emeralds, '/setblock ~3 ~ ~-3 minecraft:blast_furnace']), []);
  assert.deepEqual(codes([MCU, emeralds, '/setblock ~3 ~ ~-3 minecraft:lectern']), []);
  assert.deepEqual(codes([MCU, emeralds, '/give @s minecraft:blast_furnace']), []);
  assert.deepEqual(codes([MCU.replace('}}', '},Xp:1}'), emeralds]), []);
  assert.deepEqual(codes(['/summon villager ~2 ~ ~ {VillagerData:{profession:"minecraft:armorer",level:2}}', emeralds]), []);
  assert.deepEqual(codes([MCU.replace('}}', '},NoAI:1b}'), emeralds]), []);
  assert.deepEqual(codes(['/summon villager ~2 ~ ~ {VillagerData:{profession:"minecraft:nitwit"}}', emeralds]), []);
  assert.deepEqual(codes([MCU, emeralds], 'look at the villager'), []);
});
