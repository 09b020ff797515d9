/**
 * Issue 25 item 9: lint warns on targets vanilla puts out of reach (an
 * invulnerable or Resistance V kill target, an item never picked up, block
 * drops switched off for a pickup) and on adventure mode in a task that
 * breaks or places blocks. Each code has harmless neighbours that stay silent.
 */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { feasibility, task, withCode } from './helpers';

const sev = (cmds: string[], rewards: [string, string[]][], code: string) => withCode(feasibility(task(cmds, rewards)), code).map((d) => d.severity);
const KILL: [string, string[]][] = [['kill_entity', ['zombie']]];
const SWORD = '/give @s minecraft:iron_sword';

test('target-invulnerable: Invulnerable:1b, Resistance V (ActiveEffects or /effect) lasting the minute', () => {
  assert.deepEqual(sev([SWORD, '/summon minecraft:zombie ~3 ~ ~ {Invulnerable:1b}'], KILL, 'target-invulnerable'), ['warning']);
  assert.deepEqual(sev([SWORD, '/summon minecraft:zombie ~3 ~ ~ {ActiveEffects:[{Id:11b,Amplifier:4b,Duration:999999}]}'], KILL, 'target-invulnerable'), ['warning']);
  assert.deepEqual(sev([SWORD, '/summon minecraft:zombie ~3 ~ ~', '/effect give @e[type=minecraft:zombie] minecraft:resistance 1000 4'], KILL, 'target-invulnerable'), ['warning']);
  assert.deepEqual(sev([SWORD, '/summon minecraft:zombie ~3 ~ ~', '/effect give @e minecraft:resistance 1000 255'], KILL, 'target-invulnerable'), ['warning']);
  // Resistance IV, a short resistance, an effect without Duration (gone on the first tick), a second unprotected zombie.
  assert.deepEqual(sev([SWORD, '/summon minecraft:zombie ~3 ~ ~ {ActiveEffects:[{Id:11b,Amplifier:3b,Duration:999999}]}'], KILL, 'target-invulnerable'), []);
  assert.deepEqual(sev([SWORD, '/summon minecraft:zombie ~3 ~ ~ {ActiveEffects:[{Id:11b,Amplifier:4b,Duration:200}]}'], KILL, 'target-invulnerable'), []);
  assert.deepEqual(sev([SWORD, '/summon minecraft:zombie ~3 ~ ~ {ActiveEffects:[{Id:11b,Amplifier:4b}]}'], KILL, 'target-invulnerable'), []);
  assert.deepEqual(sev([SWORD, '/summon minecraft:zombie ~3 ~ ~', '/effect give @e[type=minecraft:zombie] minecraft:resistance 10 4'], KILL, 'target-invulnerable'), []);
  assert.deepEqual(sev([SWORD, '/summon minecraft:zombie ~3 ~ ~ {Invulnerable:1b}', '/summon minecraft:zombie ~-3 ~ ~'], KILL, 'target-invulnerable'), []);
  assert.deepEqual(sev([SWORD, '/summon minecraft:zombie ~3 ~ ~ {Invulnerable:0b}'], KILL, 'target-invulnerable'), []);
  // A selector with more than type= (limit, tag …) may miss it: nothing sure to say.
  assert.deepEqual(sev([SWORD, '/summon minecraft:zombie ~3 ~ ~', '/effect give @e[type=minecraft:zombie,tag=boss] minecraft:resistance 1000 4'], KILL, 'target-invulnerable'), []);
  // The resistance went to the skeletons, not the zombie.
  assert.deepEqual(sev([SWORD, '/summon minecraft:zombie ~3 ~ ~', '/effect give @e[type=minecraft:skeleton] minecraft:resistance 1000 4'], KILL, 'target-invulnerable'), []);
  // A passive mob the world also has: only information.
  assert.deepEqual(sev([SWORD, '/summon minecraft:cow ~3 ~ ~ {Invulnerable:1b}'], [['kill_entity', ['cow']]], 'target-invulnerable'), ['information']);
});

test('target-invulnerable from the text: "kill the zombie" without a kill entry', () => {
  const text = 'custom_init_commands:\n- /give @s minecraft:iron_sword\n- /summon minecraft:zombie ~3 ~ ~ {Invulnerable:1b}\ntext: kill the zombie\n';
  assert.deepEqual(withCode(feasibility(text), 'target-invulnerable').map((d) => d.severity), ['warning']);
  assert.deepEqual(withCode(feasibility(text.replace('{Invulnerable:1b}', '')), 'target-invulnerable'), []);
});

test('item-never-picked-up: PickupDelay 32767 (or negative) and no other source', () => {
  const item = (delay: string, id = 'diamond') => `/summon minecraft:item ~2 ~ ~ {Item:{id:"minecraft:${id}",Count:1b},PickupDelay:${delay}}`;
  assert.deepEqual(sev([item('32767')], [['pickup', ['diamond']]], 'item-never-picked-up'), ['warning']);
  assert.deepEqual(sev([item('-1')], [['pickup', ['diamond']]], 'item-never-picked-up'), ['warning']);
  assert.deepEqual(sev([item('10')], [['pickup', ['diamond']]], 'item-never-picked-up'), []);
  assert.deepEqual(sev([item('32767'), '/summon minecraft:item ~-2 ~ ~ {Item:{id:"minecraft:diamond",Count:1b}}'], [['pickup', ['diamond']]], 'item-never-picked-up'), []);
  // Diamond ore and a pickaxe to mine it: another source.
  assert.deepEqual(sev([item('32767'), '/setblock ~3 ~ ~ minecraft:diamond_ore', '/give @s minecraft:iron_pickaxe'], [['pickup', ['diamond']]], 'item-never-picked-up'), []);
  // Dirt the world's surface has everywhere: only information.
  assert.deepEqual(sev([item('32767', 'dirt')], [['pickup', ['dirt']]], 'item-never-picked-up'), ['information']);
});

test('no-tile-drops: doTileDrops false leaves a mined pickup target without a source; mine_block still counts', () => {
  const scene = ['/gamerule doTileDrops false', '/setblock ~2 ~ ~ minecraft:oak_log', '/give @s minecraft:iron_axe'];
  assert.deepEqual(sev(scene, [['pickup', ['oak_log']]], 'no-tile-drops'), ['warning']);
  assert.deepEqual(sev(scene, [['mine_block', ['oak_log']]], 'no-tile-drops'), []);
  assert.deepEqual(sev(['/gamerule doTileDrops true', ...scene.slice(1)], [['pickup', ['oak_log']]], 'no-tile-drops'), []);
  assert.deepEqual(sev(scene.slice(1), [['pickup', ['oak_log']]], 'no-tile-drops'), []);
  // Another source: an item lying on the ground, or a mob that drops it.
  assert.deepEqual(sev([...scene, '/summon minecraft:item ~1 ~ ~ {Item:{id:"minecraft:oak_log",Count:1b}}'], [['pickup', ['oak_log']]], 'no-tile-drops'), []);
  assert.deepEqual(sev(['/gamerule doTileDrops false', '/summon minecraft:cow ~3 ~ ~', SWORD], [['pickup', ['leather']]], 'no-tile-drops'), []);
});

test('adventure-mode: a task that breaks or places blocks; CanDestroy, survival or a task without blocks are fine', () => {
  assert.deepEqual(sev(['/gamemode adventure @s', '/setblock ~2 ~ ~ minecraft:oak_log'], [['mine_block', ['oak_log']]], 'adventure-mode'), ['warning']);
  assert.deepEqual(sev(['/gamemode adventure', '/give @s minecraft:oak_planks 4'], [['use_item', ['oak_planks']]], 'adventure-mode'), ['warning']);
  assert.deepEqual(sev(['/gamemode adventure @s', '/give @s minecraft:iron_axe{CanDestroy:["minecraft:oak_log"]}', '/setblock ~2 ~ ~ minecraft:oak_log'], [['mine_block', ['oak_log']]], 'adventure-mode'), []);
  assert.deepEqual(sev(['/gamemode adventure @s', '/give @s minecraft:iron_axe{CanDestroy:["#minecraft:logs"]}', '/setblock ~2 ~ ~ minecraft:oak_log'], [['mine_block', ['oak_log']]], 'adventure-mode'), []);
  assert.deepEqual(sev(['/gamemode survival @s', '/setblock ~2 ~ ~ minecraft:oak_log'], [['mine_block', ['oak_log']]], 'adventure-mode'), []);
  assert.deepEqual(sev(['/gamemode adventure @s', '/give @s minecraft:iron_sword', '/summon minecraft:zombie ~3 ~ ~'], KILL, 'adventure-mode'), []);
  const text = 'custom_init_commands:\n- /gamemode adventure @s\n- /setblock ~2 ~ ~ minecraft:stone\ntext: mine the stone\n';
  assert.deepEqual(withCode(feasibility(text), 'adventure-mode').map((d) => d.severity), ['warning']);
});
