/**
 * One analysis per version, and reuse across versions where an edit left
 * things unchanged: parse results by line, scenes by command list.
 */
import * as assert from 'assert';
import { test } from 'node:test';
import { analyse } from '../../../server/src/api';
import { validateAnalysis } from '../../../server/src/analysis/lint/validate';

const TEXT = [
  'text: craft a furnace',
  'custom_init_commands:',
  '- /give @s minecraft:cobblestone 8',
  '- /give @s minecraft:crafting_table 1',
  'reward_cfg:',
  '- event: craft_item',
  '  identity: furnace',
  '  objects: [furnace]',
  '  reward: 1.0',
  '  max_reward_times: 1',
  '',
].join('\n');

test('an analysis computes its commands, scene and insight once', () => {
  const a = analyse(TEXT);
  assert.strictEqual(a.commands, a.commands);
  assert.ok(a.scene);
  assert.strictEqual(a.scene, a.scene);
  assert.ok(a.insight, 'a craft target has an insight');
  assert.strictEqual(a.insight, a.insight);
  // Validation reads the same scene the insight was built from.
  validateAnalysis(a);
  assert.strictEqual(a.scene, a.scene);
});

test('a new version reuses the parse of unchanged lines and, when no command changed, the scene', () => {
  const v1 = analyse(TEXT);
  const v2 = analyse(TEXT.replace('craft a furnace', 'craft one furnace'));
  assert.notStrictEqual(v2.model, v1.model);
  assert.strictEqual(v2.commands[0].parsed, v1.commands[0].parsed, 'same line, same parse result');
  assert.strictEqual(v2.scene, v1.scene, 'same commands, same scene');
  const v3 = analyse(TEXT.replace('cobblestone 8', 'cobblestone 9'));
  assert.notStrictEqual(v3.commands[0].parsed, v1.commands[0].parsed, 'an edited line is parsed again');
  assert.strictEqual(v3.commands[1].parsed, v1.commands[1].parsed);
  assert.notStrictEqual(v3.scene, v1.scene, 'another command list builds its own scene');
});

test('reused results give the same diagnostics, on the new version\'s offsets', () => {
  const bad = TEXT.replace('minecraft:crafting_table', 'minecraft:crafting_tabel');
  const d1 = validateAnalysis(analyse(bad));
  const prefix = '# a comment that moves everything\n';
  const d2 = validateAnalysis(analyse(prefix + bad));
  assert.ok(d1.length > 0);
  const n = prefix.length;
  assert.deepStrictEqual(d2.map((d) => [d.code, d.start - n, d.end - n, d.message]), d1.map((d) => [d.code, d.start, d.end, d.message]));
});

test('an unknown version is reported once and the default registry is used', () => {
  const a = analyse(TEXT, { version: '0.0.1' });
  const d = validateAnalysis(a);
  assert.strictEqual(d.filter((x) => x.code === 'mcu/version').length, 1);
});
