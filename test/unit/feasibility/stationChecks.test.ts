/** Enchanting and brewing: what the station needs beyond the item (levels, lapis, the table; fuel, nether wart, the stand). */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { validateText } from '../../../server/src/analysis/lint/validate';

function lint(commands: string[], text: string): string[] {
  const src = `custom_init_commands:\n${commands.map((c) => `- ${c}\n`).join('')}text: ${text}\n`;
  return validateText(src).filter((d) => d.code.startsWith('feasibility/')).map((d) => `${d.code} ${d.severity} @ ${src.slice(d.start, d.end)}`);
}

const TABLE = '/setblock ~2 ~ ~ minecraft:enchanting_table';
const SWORD = '/give @s minecraft:diamond_sword 1';
const LAPIS = '/give @s minecraft:lapis_lazuli 8';

test('enchanting with no levels and nothing to earn them from warns on the item the words name', () => {
  assert.deepEqual(lint([TABLE, SWORD, LAPIS], 'enchant a diamond sword'), ['feasibility/enchant-no-levels warning @ diamond sword']);
  assert.deepEqual(lint([TABLE, SWORD, LAPIS, '/xp add @s 6 points'], 'enchant a diamond sword'), ['feasibility/enchant-no-levels warning @ diamond sword']);
});

test('enchanting with levels, points worth a level, or in creative mode is clean', () => {
  assert.deepEqual(lint([TABLE, SWORD, LAPIS, '/xp add @s 30 levels'], 'enchant a diamond sword'), []);
  assert.deepEqual(lint([TABLE, SWORD, LAPIS, '/experience add @s 7 points'], 'enchant a diamond sword'), []);
  assert.deepEqual(lint([TABLE, SWORD, '/gamemode creative'], 'enchant a diamond sword'), []);
});

test('a source of experience in the scene makes the missing levels information', () => {
  assert.deepEqual(lint([TABLE, SWORD, LAPIS, '/summon minecraft:cow ~3 ~ ~'], 'enchant a diamond sword'), ['feasibility/enchant-no-levels information @ diamond sword']);
  assert.deepEqual(lint([TABLE, SWORD, LAPIS, '/setblock ~-2 ~ ~ minecraft:coal_ore'], 'enchant a diamond sword'), ['feasibility/enchant-no-levels information @ diamond sword']);
});

test('no lapis is information (lapis ore is in every overworld); no table and none craftable warns', () => {
  assert.deepEqual(lint([TABLE, SWORD, '/xp add @s 30 levels'], 'enchant a diamond sword'), ['feasibility/enchant-no-lapis information @ diamond sword']);
  assert.deepEqual(lint([SWORD, LAPIS, '/xp add @s 30 levels'], 'enchant a diamond sword'), ['feasibility/station-missing warning @ diamond sword']);
  const craftable = ['/give @s minecraft:book', '/give @s minecraft:diamond 2', '/give @s minecraft:obsidian 4', '/give @s minecraft:crafting_table'];
  assert.deepEqual(lint([...craftable, SWORD, LAPIS, '/xp add @s 30 levels'], 'enchant a diamond sword'), []);
});

test('"enchant … on the anvil" is anvil work: no enchanting-table finding', () => {
  const d = lint(['/setblock ~2 ~ ~ minecraft:anvil', SWORD, '/give @s minecraft:enchanted_book 1', '/xp add @s 5 levels'], 'enchant the diamond sword with the book on the anvil');
  assert.deepEqual(d, []);
});

const STAND = '/setblock ~2 ~ ~ minecraft:brewing_stand';
const WATER = '/give @s minecraft:potion{Potion:"minecraft:water"} 3';

test('brewing without blaze powder, nether wart or a stand warns, one finding each', () => {
  assert.deepEqual(lint([STAND, WATER, '/give @s minecraft:nether_wart 2', '/give @s minecraft:sugar 2'], 'brew a potion of swiftness'), ['feasibility/brew-no-fuel warning @ brew a potion of swiftness']);
  assert.deepEqual(lint([STAND, WATER, '/give @s minecraft:blaze_powder 2', '/give @s minecraft:sugar 2'], 'brew a potion of swiftness'), ['feasibility/brew-no-wart warning @ brew a potion of swiftness']);
  assert.deepEqual(lint([WATER, '/give @s minecraft:blaze_powder 2', '/give @s minecraft:nether_wart 2', '/give @s minecraft:sugar 2'], 'brew a potion of swiftness'),
    ['feasibility/station-missing warning @ brew a potion of swiftness']);
});

test('brewing with everything, a fuelled stand, a blaze rod, a potion without wart, or awkward potions given is clean', () => {
  const rest = ['/give @s minecraft:nether_wart 2', '/give @s minecraft:sugar 2'];
  assert.deepEqual(lint([STAND, WATER, '/give @s minecraft:blaze_powder 1', ...rest], 'brew a potion of swiftness'), []);
  assert.deepEqual(lint(['/setblock ~2 ~ ~ minecraft:brewing_stand{Fuel:20b}', WATER, ...rest], 'brew a potion of swiftness'), []);
  assert.deepEqual(lint([STAND, WATER, '/give @s minecraft:blaze_rod 1', ...rest], 'brew a potion of swiftness'), []);
  assert.deepEqual(lint([STAND, WATER, '/give @s minecraft:blaze_powder 1', '/give @s minecraft:fermented_spider_eye 1'], 'brew a potion of weakness'), []);
  assert.deepEqual(lint([STAND, '/give @s minecraft:potion{Potion:"minecraft:awkward"} 3', '/give @s minecraft:blaze_powder 1', '/give @s minecraft:sugar 1'], 'brew a potion of swiftness'), []);
  assert.deepEqual(lint([STAND, '/gamemode creative'], 'brew a potion of swiftness'), []);
});
