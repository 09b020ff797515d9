import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { contains, horizontalDistance } from '../../../server/src/analysis/feasibility/place';
import { isNight, placedBlockIds } from '../../../server/src/analysis/feasibility/scene';
import { sceneOf } from './helpers';

test('/give fills the hotbar from slot 0, merging into existing stacks first, splitting by stack size', () => {
  const s = sceneOf(['/give @s minecraft:stick 10', '/give @s minecraft:crafting_table 1', '/give @s minecraft:stick 60', '/give @s minecraft:iron_pickaxe 2']);
  assert.deepEqual(s.inventory.slots.slice(0, 6).map((x) => x && `${x.id}:${x.count}`), ['stick:64', 'crafting_table:1', 'stick:6', 'iron_pickaxe:1', 'iron_pickaxe:1', undefined]);
  assert.equal(s.inventory.count('stick'), 70);
  assert.equal(s.inventory.slots[2]?.cmd, 2, 'the new stack remembers the command that made it');
});

test('/give to a non-agent selector does not touch the inventory; @p, @a and @r do', () => {
  const s = sceneOf(['/give @e[type=zombie] minecraft:stone 5', '/give @p minecraft:dirt 1', '/give @a minecraft:sand 2', '/give @r minecraft:gravel 3']);
  assert.equal(s.inventory.count('stone'), 0);
  assert.deepEqual(['dirt', 'sand', 'gravel'].map((i) => s.inventory.count(i)), [1, 2, 3]);
});

test('/replaceitem weapon.mainhand replaces slot 0 and records the overwrite; other slots are separate', () => {
  const s = sceneOf(['/give @s minecraft:stick 16', '/replaceitem entity @s weapon.mainhand minecraft:stone_sword', '/replaceitem entity @s hotbar.5 minecraft:bread 3', '/replaceitem entity @s armor.head minecraft:iron_helmet']);
  assert.equal(s.inventory.slots[0]?.id, 'stone_sword');
  assert.equal(s.inventory.count('stick'), 0);
  assert.equal(s.inventory.overwrites.length, 1);
  assert.equal(s.inventory.overwrites[0].lost.id, 'stick');
  assert.equal(s.inventory.overwrites[0].cmd, 1);
  assert.equal(s.inventory.slots[5]?.count, 3);
  assert.equal(s.inventory.slots[39]?.id, 'iron_helmet');
});

test('/clear removes items (all, one id, or up to a count)', () => {
  const s = sceneOf(['/give @s minecraft:stone 10', '/give @s minecraft:dirt 5', '/clear @s minecraft:stone 4']);
  assert.equal(s.inventory.count('stone'), 6);
  const t = sceneOf(['/give @s minecraft:stone 10', '/clear @s']);
  assert.equal(t.inventory.stacks().length, 0);
});

test('/fill and /execute positioned place blocks relative to the agent', () => {
  const s = sceneOf(['/execute as @p at @s positioned ~1 ~ ~ run fill ~2 ~ ~2 ~3 ~1 ~3 minecraft:iron_ore', '/setblock 10 64 10 minecraft:gold_ore']);
  const ore = placedBlockIds(s).get('iron_ore')![0];
  assert.equal(ore.count, 8);
  assert.deepEqual([ore.place.min, ore.place.max], [[3, 0, 2], [4, 1, 3]]);
  assert.equal(contains(ore.place, 0, [3, 1, 3]), true);
  assert.equal(contains(ore.place, 0, [0, 0, 0]), false);
  const gold = placedBlockIds(s).get('gold_ore')![0];
  assert.equal(contains(gold.place, 0, [0, 0, 0]), undefined, 'absolute coordinates: relation to the agent unknown');
});

test('local ^ coordinates count their length; hollow fills count the shell only', () => {
  const s = sceneOf(['/summon minecraft:spider ^ ^ ^3', '/execute at @s run summon minecraft:cow ^4 ^ ^3', '/fill ~-2 ~-1 ~-2 ~2 ~3 ~2 glass hollow']);
  assert.equal(horizontalDistance(s.entities[0].place, 0, [0, 0, 0]), 3);
  assert.equal(horizontalDistance(s.entities[1].place, 0, [0, 0, 0]), 5);
  assert.equal(s.blocks[0].count, 5 * 5 * 5 - 3 * 3 * 3);
});

test('a relative /tp moves the agent; an absolute one starts a new frame', () => {
  const s = sceneOf(['/tp @s ~ ~10 ~']);
  assert.deepEqual(s.agent, { pos: [0, 10, 0], frame: 0 });
  const t = sceneOf(['/summon minecraft:cow ~2 ~ ~', '/tp @s 100 70 100']);
  assert.equal(t.agent.frame, 1);
  assert.equal(horizontalDistance(t.entities[0].place, t.agent.frame, t.agent.pos), undefined);
});

test('time, weather, effects and /kill', () => {
  const s = sceneOf(['/time set midnight', '/weather rain', '/effect give @s minecraft:night_vision 999 1', '/summon minecraft:zombie ~2 ~ ~', '/kill @e[type=zombie]']);
  assert.equal(s.time?.value, 18000);
  assert.ok(isNight(s));
  assert.equal(s.weather?.value, 'rain');
  assert.equal(s.effects.get('night_vision'), 2);
  assert.equal(s.entities[0].killedBy, 4);
  assert.ok(!isNight(sceneOf(['/time set day'])));
});

test('summoned item entities and chest contents are on hand', () => {
  const s = sceneOf(['/summon minecraft:item ~1 ~ ~ {Item:{id:"minecraft:diamond",Count:3b}}', '/setblock ~ ~ ~2 minecraft:chest{Items:[{Slot:0b,id:"minecraft:oak_log",Count:5b}]}']);
  assert.deepEqual(s.ground.map((x) => [x.id, x.count]), [['diamond', 3]]);
  assert.deepEqual(s.containers.map((x) => [x.id, x.count]), [['oak_log', 5]]);
});
