/** NBT that 1.16.5 ignores (issue item 3): removed, later, misspelt and wrong-typed keys; ids inside NBT. */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { parseCommand } from '../../../server/src/model/commands';
import { getRegistry } from '../../../server/src/vanilla/registry';
import { nbtProblems } from '../../../server/src/model/nbt/checkNbt';

const reg = getRegistry('1.16.5');
function nbt(line: string): string[] {
  return nbtProblems(parseCommand(line, reg), reg).map((p) => `${p.severity} ${p.code} ${line.slice(p.start, p.end)}`);
}

test('keys removed earlier, added later, misspelt or of the wrong shape are warnings on the key', () => {
  assert.deepEqual(nbt('/summon minecraft:wolf ~2 ~ ~ {Angry:1b}'), ['warning command/nbt-ignored Angry']);
  assert.deepEqual(nbt('/summon minecraft:villager ~2 ~ ~ {Profession:2}'), ['warning command/nbt-ignored Profession']);
  assert.deepEqual(nbt('/summon minecraft:zombie ~2 ~ ~ {TicksFrozen:40}'), ['warning command/nbt-ignored TicksFrozen']);
  assert.deepEqual(nbt('/summon minecraft:zombie ~2 ~ ~ {NoAi:1b}'), ['warning command/nbt-ignored NoAi']);
  assert.deepEqual(nbt('/summon minecraft:zombie ~2 ~ ~ {Health:"4"}'), ['warning command/nbt-ignored Health']);
  assert.deepEqual(nbt('/give @s minecraft:iron_sword{Enchantment:[{id:"minecraft:sharpness",lvl:1}]}'), ['warning command/nbt-ignored Enchantment']);
  assert.deepEqual(nbt('/give @s minecraft:iron_sword{ench:[{id:16,lvl:1}]}'), ['warning command/nbt-ignored ench']);
  assert.deepEqual(nbt('/setblock ~ ~ ~ minecraft:spawner{EntityId:"Zombie"}'), ['warning command/nbt-ignored EntityId']);
  assert.deepEqual(nbt('/execute at @s run summon minecraft:wolf ~2 ~ ~ {Angry:1b}'), ['warning command/nbt-ignored Angry']);
});

test('what 1.16.5 reads stays quiet; custom item data is kept by vanilla, so it is not reported', () => {
  assert.deepEqual(nbt('/summon minecraft:wolf ~2 ~ ~ {AngerTime:400,CollarColor:14b,Sitting:1b}'), []);
  assert.deepEqual(nbt('/summon minecraft:item_frame ~2 ~ ~ {Facing:2b,Invisible:1b,Fixed:1b,Item:{id:"minecraft:apple",Count:1b}}'), []);
  assert.deepEqual(nbt('/summon minecraft:armor_stand ~ ~ ~ {Invisible:1b,Marker:1b,NoGravity:1b,ShowArms:1b,Pose:{Head:[0f,0f,0f]}}'), []);
  assert.deepEqual(nbt('/give @s minecraft:diamond_sword{Damage:5,Unbreakable:1b,display:{Name:\'"X"\',Lore:[\'"y"\']},mypack_reward:1b}'), []);
  assert.deepEqual(nbt('/setblock ~ ~ ~ minecraft:chest{Items:[{Slot:0b,id:"minecraft:diamond",Count:3b}],LootTable:"minecraft:chests/simple_dungeon"}'), []);
  // An entity outside the schema is not checked.
  assert.deepEqual(nbt('/summon minecraft:ender_dragon ~ ~20 ~ {DragonPhase:0}'), []);
});

test('ids inside NBT: professions, villager types, potions, effect numbers, item stacks', () => {
  assert.deepEqual(nbt('/summon minecraft:villager ~2 ~ ~ {VillagerData:{profession:"minecraft:smith",type:"minecraft:tundra"}}'),
    ['warning id/unknown minecraft:smith', 'warning id/unknown minecraft:tundra']);
  assert.deepEqual(nbt('/give @s minecraft:potion{Potion:"minecraft:instant_health"}'), ['warning id/unknown minecraft:instant_health']);
  assert.deepEqual(nbt('/give @s minecraft:potion{CustomPotionEffects:[{Id:40b,Duration:100}]}'), ['warning id/unknown Id']);
  assert.deepEqual(nbt('/summon minecraft:zombie ~ ~ ~ {HandItems:[{id:"minecraft:iron_swrod",Count:1b},{}]}'), ['warning id/unknown minecraft:iron_swrod']);
  assert.deepEqual(nbt('/setblock ~ ~ ~ minecraft:chest{Items:[{Slot:0b,id:"minecraft:stone_brick",Count:1b}]}'), ['warning id/unknown minecraft:stone_brick']);
  assert.deepEqual(nbt('/summon minecraft:villager ~2 ~ ~ {VillagerData:{profession:"minecraft:armorer",type:"minecraft:snow",level:3}}'), []);
});
