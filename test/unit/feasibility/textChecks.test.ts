/** The instruction against the scene (issue item 6) and the "not sure" level of item 7. */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { validateText } from '../../../server/src/analysis/lint/validate';

function lint(commands: string[], text: string, rewards = ''): { code: string; severity: string; covered: string }[] {
  const src = `custom_init_commands:\n${commands.map((c) => `- ${c}\n`).join('')}text: ${text}\n${rewards}`;
  return validateText(src).filter((d) => d.code.startsWith('feasibility/')).map((d) => ({ code: d.code, severity: d.severity, covered: src.slice(d.start, d.end) }));
}

test('text-not-in-scene: a named block the scene lacks warns on the phrase, naming what it has instead', () => {
  const d = lint(['/setblock ~3 ~ ~ minecraft:bedrock'], 'find a blue bed and sleep in it');
  assert.deepEqual(d.map((x) => [x.code, x.severity, x.covered]), [['feasibility/text-not-in-scene', 'warning', 'blue bed']]);
  assert.deepEqual(lint(['/setblock ~3 ~ ~ minecraft:blue_bed'], 'find a blue bed and sleep in it'), []);
  // Plural display names and ids are recognised.
  assert.equal(lint(['/give @s minecraft:iron_sword 1'], 'kill two wither skeletons')[0]?.severity, 'warning');
  assert.equal(lint(['/give @s minecraft:iron_sword 1'], 'kill minecraft:wither_skeleton')[0]?.severity, 'warning');
});

test('text-not-in-scene: what the agent can make, build, trade for or the world provides is not a warning', () => {
  assert.deepEqual(lint(['/give @s minecraft:oak_planks 8', '/give @s minecraft:crafting_table 1'], 'use the oak planks'), []);
  assert.deepEqual(lint(['/give @s minecraft:snow_block 2', '/give @s minecraft:carved_pumpkin 1'], 'build a snow golem'), []);
  assert.deepEqual(lint(['/give @s minecraft:emerald 9', '/summon minecraft:villager ~2 ~ ~'], 'trade for a golden carrot'), []);
  assert.deepEqual(lint(['/give @s minecraft:bucket 1'], 'milk a cow').map((x) => x.severity), ['information']);
  assert.deepEqual(lint([], 'chop an oak log').map((x) => x.severity), ['information']);
  // From scratch, whatever the world's materials make is obtainable: information at most.
  assert.deepEqual(lint([], 'starting from nothing, use a furnace to smelt iron').map((x) => x.severity), ['information']);
  // With iron ore given, the missing furnace and fuel are the smelting goal's findings (craftChecks), not a second text-not-in-scene.
  assert.deepEqual(lint(['/give @s minecraft:iron_ore 3'], 'use a furnace to smelt iron').map((x) => `${x.severity} ${x.code}`), ['warning feasibility/no-furnace', 'warning feasibility/no-fuel']);
  // Things the agent is asked to produce are not looked for in the scene.
  assert.deepEqual(lint(['/give @s minecraft:obsidian 10', '/give @s minecraft:flint_and_steel 1'], 'build a nether portal'), []);
});

test('target-given from the text: a collect target handed over at reset', () => {
  const d = lint(['/give @s minecraft:emerald 5'], 'collect emeralds from the villager');
  assert.deepEqual(d.filter((x) => x.code === 'feasibility/target-given').map((x) => x.covered), ['/give @s minecraft:emerald 5']);
  assert.deepEqual(lint(['/give @s minecraft:wheat 5'], 'collect emeralds by trading wheat').filter((x) => x.code === 'feasibility/target-given'), []);
});

test('no-recipe from the text: craft something without a recipe in 1.16.5', () => {
  const d = lint(['/give @s minecraft:leather 8'], 'craft a saddle');
  assert.deepEqual(d.map((x) => [x.code, x.covered]), [['feasibility/no-recipe', 'saddle']]);
  assert.deepEqual(lint(['/give @s minecraft:stick 8', '/give @s minecraft:crafting_table 1'], 'craft a ladder').filter((x) => x.code === 'feasibility/no-recipe'), []);
});
