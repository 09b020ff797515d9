/**
 * Issue 25 item 9: lint warns on setups that kill the agent
 * (feasibility/lethal-setup), with the embedded server's facts; each case
 * has harmless neighbours that must stay silent (false alarms cost as much
 * as misses).
 */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { feasibility, task, withCode } from './helpers';

const lethal = (cmds: string[]) => withCode(feasibility(task(cmds, [['craft_item', ['oak_planks']]])), 'lethal-setup');
/** The 0-based command index each finding is on, with its severity. */
const where = (cmds: string[]) => {
  const text = task(cmds, [['craft_item', ['oak_planks']]]);
  return lethal(cmds).map((d) => `${cmds.findIndex((c) => text.slice(d.start, d.end).includes(c))}:${d.severity}`);
};

test('instant damage: 6 << amplifier against 20 health points; instant health and small amplifiers are harmless', () => {
  assert.deepEqual(where(['/effect give @s minecraft:instant_damage 1 2']), ['0:warning']);
  assert.deepEqual(where(['/effect give @a minecraft:instant_damage 1 5']), ['0:warning']);
  assert.match(lethal(['/effect give @s minecraft:instant_damage 1 2'])[0].message, /instant damage \(24 HP\)/);
  // 6 and 12 damage leave the agent alive; amplifier 31 overflows Java's int shift to nothing.
  assert.deepEqual(where(['/effect give @s minecraft:instant_damage 1 0']), []);
  assert.deepEqual(where(['/effect give @s minecraft:instant_damage 1 1']), []);
  assert.deepEqual(where(['/effect give @s minecraft:instant_damage 1 31']), []);
  assert.deepEqual(where(['/effect give @s minecraft:instant_health 1 2']), []);
  // Resistance V first, or creative mode, and nothing happens; absorption soaks some.
  assert.deepEqual(where(['/effect give @s minecraft:resistance 60 4', '/effect give @s minecraft:instant_damage 1 2']), []);
  assert.deepEqual(where(['/gamemode creative @s', '/effect give @s minecraft:instant_damage 1 2']), []);
  // A zombie's instant damage is not the agent's.
  assert.deepEqual(where(['/summon minecraft:zombie ~3 ~ ~', '/effect give @e[type=minecraft:zombie] minecraft:instant_damage 1 2']), []);
});

test('wither kills within the minute at amplifier 1 and more; poison never kills; short or weak wither is harmless', () => {
  assert.deepEqual(where(['/effect give @s minecraft:wither 60 2']), ['0:warning']);
  assert.deepEqual(where(['/effect give @s minecraft:wither 5 0']), []);
  assert.deepEqual(where(['/effect give @s minecraft:poison 60 5']), []);
  assert.deepEqual(where(['/effect give @s minecraft:wither 60 2', '/effect clear @s minecraft:wither']), []);
});

test('the void: a teleport below y 0 (absolute height), also far below; a teleport to y 70 is fine', () => {
  assert.deepEqual(where(['/tp @s ~ -70 ~']), ['0:warning']);
  assert.deepEqual(where(['/tp @s ~ -19999999 ~']), ['0:warning']);
  assert.deepEqual(where(['/teleport @p 0 -5 0']), ['0:warning']);
  assert.deepEqual(where(['/tp @s ~ 70 ~']), []);
  // Below the build limit the terrain decides: a likely lethal height is only information.
  assert.deepEqual(where(['/tp @s ~ 140 ~']), ['0:information']);
  assert.deepEqual(where(['/tp @s ~ 95 ~']), []);
  assert.deepEqual(where(['/tp @s ~ -70 ~', '/tp @s ~ 80 ~']), [], 'a later teleport takes the agent out');
  assert.deepEqual(where(['/tp @e[type=minecraft:zombie] ~ -70 ~']), []);
});

test('falls: ~40 up over the ground kills (37 damage); 2, 6 or 22 blocks do not; water, slime or slow falling save it', () => {
  assert.deepEqual(where(['/tp @s ~ ~40 ~']), ['0:warning']);
  assert.deepEqual(where(['/tp @s ~ ~23 ~']), ['0:warning']);
  assert.deepEqual(where(['/tp @s ~ ~22 ~']), []);
  assert.deepEqual(where(['/tp @s ~ ~2 ~']), []);
  assert.deepEqual(where(['/setblock ~ ~ ~ minecraft:water', '/tp @s ~ ~40 ~']), []);
  assert.deepEqual(where(['/setblock ~ ~ ~ minecraft:slime_block', '/tp @s ~ ~40 ~']), []);
  assert.deepEqual(where(['/effect give @s minecraft:slow_falling 30', '/tp @s ~ ~40 ~']), []);
  // A platform under the destination: no fall.
  assert.deepEqual(where(['/fill ~-1 ~39 ~-1 ~1 ~39 ~1 minecraft:stone', '/tp @s ~ ~40 ~']), []);
  assert.deepEqual(where(['/gamerule fallDamage false', '/tp @s ~ ~40 ~']), []);
  // From y 300 the best landing is the top of the world: at least 44 blocks; from y 20,000,000 the fall outlasts the episode.
  assert.deepEqual(where(['/tp @s ~ 300 ~']), ['0:warning']);
  assert.match(lethal(['/tp @s ~ 20000000 ~'])[0].message, /longer than the whole episode/);
});

test('lava above the head or beneath, or a teleport into lava; beside it or with fire resistance it is not lethal', () => {
  // Lava in the agent's own two blocks is feasibility/buried-agent's warning already: no second one.
  assert.deepEqual(where(['/setblock ~ ~ ~ minecraft:lava']), []);
  assert.deepEqual(withCode(feasibility(task(['/setblock ~ ~ ~ minecraft:lava'])), 'buried-agent').length, 1);
  assert.deepEqual(where(['/setblock ~ ~2 ~ minecraft:lava']), ['0:warning']);
  assert.deepEqual(where(['/setblock ~ ~-1 ~ minecraft:lava']), ['0:warning']);
  assert.deepEqual(where(['/fill ~4 ~ ~4 ~6 ~ ~6 minecraft:lava', '/tp @s ~5 ~ ~5']), ['1:warning']);
  assert.deepEqual(where(['/setblock ~3 ~ ~ minecraft:lava']), []);
  assert.deepEqual(where(['/effect give @s minecraft:fire_resistance 600', '/setblock ~ ~ ~ minecraft:lava']), []);
  assert.deepEqual(where(['/setblock ~ ~ ~ minecraft:lava', '/setblock ~ ~ ~ minecraft:air']), []);
});

test('/kill of the agent; of mobs it is fine', () => {
  assert.deepEqual(where(['/kill @s']), ['0:warning']);
  assert.deepEqual(where(['/kill @a']), ['0:warning']);
  assert.deepEqual(where(['/kill']), ['0:warning']);
  // Vanilla's @e includes players: a bare @e, or one that only rules out other types, kills the agent too.
  assert.deepEqual(where(['/kill @e']), ['0:warning']);
  assert.deepEqual(where(['/kill @e[type=!minecraft:zombie]']), ['0:warning']);
  assert.deepEqual(where(['/effect give @e minecraft:instant_damage 1 3']), ['0:warning']);
  assert.deepEqual(where(['/kill @e[type=!minecraft:player]']), []);
  assert.deepEqual(where(['/kill @e[tag=enemy]']), []);
  assert.deepEqual(where(['/kill @e[type=minecraft:zombie]']), []);
  assert.deepEqual(where(['/execute as @e[type=minecraft:zombie] run kill @s']), []);
});

test('command blocks that run a lethal command (auto, or powered); idle or harmless ones say nothing', () => {
  assert.deepEqual(where(['/setblock ~2 ~ ~ minecraft:repeating_command_block{Command:"/kill @a",auto:1b}']), ['0:warning']);
  assert.deepEqual(where(['/setblock ~2 ~ ~ minecraft:command_block{Command:"kill @p",auto:1b}']), ['0:warning']);
  assert.deepEqual(where(['/setblock ~2 ~ ~ minecraft:command_block{Command:"/effect give @a minecraft:instant_damage 1 3",auto:1b}']), ['0:warning']);
  assert.deepEqual(where(['/setblock ~2 ~ ~ minecraft:command_block{Command:"/tp @a ~ -100 ~",auto:1b}']), ['0:warning']);
  // A repeating block stacking small instant damage every tick kills too.
  assert.deepEqual(where(['/setblock ~2 ~ ~ minecraft:repeating_command_block{Command:"/effect give @a minecraft:instant_damage 1 0",auto:1b}']), ['0:warning']);
  assert.deepEqual(where(['/setblock ~2 ~ ~ minecraft:command_block{Command:"/kill @a"}', '/setblock ~2 ~1 ~ minecraft:redstone_block']), ['0:warning']);
  // Idle (no auto, no power), a command that spares the agent, or a chat command.
  assert.deepEqual(where(['/setblock ~2 ~ ~ minecraft:command_block{Command:"/kill @a"}']), []);
  assert.deepEqual(where(['/setblock ~2 ~ ~ minecraft:command_block{Command:"/kill @e[type=minecraft:zombie]",auto:1b}']), []);
  assert.deepEqual(where(['/setblock ~2 ~ ~ minecraft:repeating_command_block{Command:"/say hello",auto:1b}']), []);
  assert.deepEqual(where(['/setblock ~2 ~ ~ minecraft:command_block{Command:"/kill @s",auto:1b}']), [], '@s of a command block is nobody');
  assert.deepEqual(where(['/setblock ~2 ~ ~ minecraft:command_block{Command:"/effect give @a minecraft:instant_health 1 3",auto:1b}']), []);
});

test('/say and ordinary scenes say nothing', () => {
  assert.deepEqual(where(['/say hello', '/give @s minecraft:oak_log 4', '/time set day']), []);
});

test('a version with the same commands and other text reuses the findings and places them on its own line', () => {
  const cmds = ['/say hello', '/effect give @s minecraft:instant_damage 1 2'];
  const first = task(cmds, [['craft_item', ['oak_planks']]]);
  // Lines inserted above the commands move every offset; the scene (and so the cached findings) stays the same.
  const second = `# a comment\n# and another one\n${first}`;
  const a = withCode(feasibility(first), 'lethal-setup');
  const b = withCode(feasibility(second), 'lethal-setup');
  assert.equal(a.length, 1);
  assert.equal(b.length, 1);
  assert.equal(b[0].message, a[0].message);
  assert.equal(b[0].start, a[0].start + '# a comment\n# and another one\n'.length);
  assert.equal(second.slice(b[0].start, b[0].end), first.slice(a[0].start, a[0].end));
  assert.match(second.slice(b[0].start, b[0].end), /instant_damage/);
});
