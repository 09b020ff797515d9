/**
 * MineStudio's keys through the whole linter: per key, a valid use lints
 * clean, and each kind of bad content is an error or a warning on its own
 * line, with a fix where one exists.
 */
import { describe, it } from 'node:test';
import * as assert from 'node:assert/strict';
import { validateText } from '../../../server/src/analysis/lint/validate';
import { LineIndex } from '../../../server/src/util/lineIndex';
import type { TaskDiagnostic } from '../../../server/src/model/task/diagnostic';

const BASE = 'custom_init_commands:\n- /time set day\n';

/** Every diagnostic of a file as "line severity code" (lines from 0), the file's own base lines included. */
function found(text: string): string[] {
  const lines = new LineIndex(text);
  return validateText(text).map((d) => `${lines.rangeOf(d.start, d.end).start.line} ${d.severity} ${d.code}`);
}
function only(text: string, code: string): TaskDiagnostic {
  const ds = validateText(text).filter((d) => d.code === code);
  assert.equal(ds.length, 1, JSON.stringify(validateText(text)));
  return ds[0];
}
function applyFix(text: string, d: TaskDiagnostic): string {
  const e = d.fixes![0].edits[0];
  return text.slice(0, e.start) + e.newText + text.slice(e.end);
}

describe('MineStudio keys: valid uses lint clean', () => {
  const clean: Record<string, string> = {
    summon_mobs: 'summon_mobs:\n- {name: cow, number: 3, range_x: [-5, 5], range_z: [-5, 5]}\n- mob_name: sheep\n  number: 1\n  range_x: [2, 4]\n  range_z: [2, 4]\n',
    init_inventory: 'init_inventory:\n- {slot: 0, type: iron_pickaxe, quantity: 1}\n- {slot: random, type: bread, quantity: random}\n- {slot: 2, type: torch, quantity: ">2"}\n- {slot: 3, type: oak_planks, quantity: "<12,>10"}\n- {slot: 40, type: shield, quantity: 1}\n',
    spawn_positions: 'spawn_positions:\n- {seed: 19961103, position: [0, 80, 0]}\n',
    fast_reset: 'biomes: [plains, forest]\nrandom_tp_range: 1000\nstart_time: 6000\nstart_weather: thunder\n',
    time_limit: 'time_limit: 600\n',
    use_prev_action: 'use_prev_action: true\n',
    reference_video: 'reference_video: collect_wood\n',
    start_time_named: 'start_time: night\n',
  };
  for (const [what, body] of Object.entries(clean)) {
    it(what, () => assert.deepEqual(found(BASE + body), []));
  }
  it('not one of them is an unknown key any more', () => {
    const all = Object.values(clean).join('');
    assert.equal(validateText(BASE + all).filter((d) => d.code === 'schema/unknown-key').length, 0);
  });
  it('a key no harness reads is still an unknown key', () => {
    assert.deepEqual(found(BASE + 'summon_mob:\n- {name: cow}\n'), ['2 warning schema/unknown-key']);
    assert.equal(only(BASE + 'summon_mob:\n- {name: cow}\n', 'schema/unknown-key').fixes?.[0].edits[0].newText, 'summon_mobs');
  });
});

describe('MineStudio keys: bad content', () => {
  it("the issue's typos: an unknown mob, a slot out of range and an unknown item, each an error on its line with the nearest id", () => {
    const text = BASE + 'summon_mobs:\n- {name: zombiee, number: 2, range_x: [-3, 3], range_z: [2, 4]}\ninit_inventory:\n- {slot: 99, type: diamond_swordd, quantity: 1}\n';
    assert.deepEqual(found(text), ['3 error id/unknown', '5 error minestudio/range', '5 error id/unknown']);
    const [mob, , item] = validateText(text);
    assert.match(applyFix(text, mob), /name: zombie,/);
    assert.ok(item.fixes?.some((f) => f.edits[0].newText === 'diamond_sword'));
    assert.match(mob.message, /summon_mobs\.py/);
  });

  it('summon_mobs: namespace, player, numbers and ranges', () => {
    const ns = BASE + 'summon_mobs:\n- {name: minecraft:cow, number: 1, range_x: [0, 1], range_z: [0, 1]}\n';
    const d = only(ns, 'minestudio/namespace');
    assert.equal(d.severity, 'error');
    assert.match(applyFix(ns, d), /name: cow,/);
    assert.deepEqual(found(BASE + 'summon_mobs:\n- {name: player, number: 1, range_x: [0, 1], range_z: [0, 1]}\n'), ['3 error minestudio/not-summonable']);
    assert.deepEqual(found(BASE + 'summon_mobs:\n- {name: cow, number: two, range_x: [0, 1], range_z: [0, 1]}\n'), ['3 error minestudio/type']);
    assert.deepEqual(found(BASE + 'summon_mobs:\n- {name: cow, number: 0, range_x: [0, 1], range_z: [0, 1]}\n'), ['3 warning minestudio/range']);
    const swapped = BASE + 'summon_mobs:\n- name: cow\n  number: 1\n  range_x: [5, -5]\n  range_z: [0, 1]\n';
    assert.deepEqual(found(swapped), ['5 warning minestudio/range']);
    assert.match(applyFix(swapped, only(swapped, 'minestudio/range')), /range_x: \[-5, 5\]/);
    assert.deepEqual(found(BASE + 'summon_mobs:\n- {name: cow, number: 1, range_x: [0, 1]}\n'), ['3 error minestudio/missing-field']);
    const unknown = BASE + 'summon_mobs:\n- {name: cow, nubmer: 1, number: 1, range_x: [0, 1], range_z: [0, 1]}\n';
    assert.equal(applyFix(unknown, only(unknown, 'minestudio/unknown-field')).includes('number: 1, number: 1'), true);
  });

  it('init_inventory: ids, slots, quantities and metadata', () => {
    assert.deepEqual(found(BASE + 'init_inventory:\n- {slot: 0, type: minecraft:apple, quantity: 1}\n'), ['3 error minestudio/namespace']);
    assert.deepEqual(found(BASE + 'init_inventory:\n- {slot: -1, type: apple, quantity: 1}\n'), ['3 error minestudio/range']);
    assert.deepEqual(found(BASE + 'init_inventory:\n- {slot: 0, type: apple, quantity: 100}\n'), ['3 error minestudio/range']);
    assert.deepEqual(found(BASE + 'init_inventory:\n- {slot: 0, type: apple, quantity: "a few"}\n'), ['3 warning minestudio/quantity']);
    assert.deepEqual(found(BASE + 'init_inventory:\n- {slot: 0, type: apple, quantity: 1}\n- {slot: 0, type: bread, quantity: 1}\n'), ['4 warning minestudio/duplicate-slot']);
    const meta = BASE + 'init_inventory:\n- slot: 0\n  type: white_wool\n  quantity: 4\n  metadata: 0\n';
    const d = only(meta, 'minestudio/metadata');
    assert.equal(d.severity, 'warning');
    assert.equal(new LineIndex(meta).rangeOf(d.start, d.end).start.line, 6);
    assert.match(d.message, /1\.16\.5's \/replaceitem takes nothing there/);
    assert.deepEqual(found(applyFix(meta, d)), []);
    assert.deepEqual(found(BASE + 'init_inventory:\n- {slot: 0, type: stone_pickaxee, quantity: 1}\n'), ['3 error id/unknown']);
  });

  it('spawn_positions, biomes and the fast-reset values', () => {
    assert.deepEqual(found(BASE + 'spawn_positions:\n- {seed: 1, position: [0, 64]}\n'), ['3 error minestudio/type']);
    assert.deepEqual(found(BASE + 'spawn_positions:\n- {position: [0, 64, 0]}\n'), ['3 error minestudio/missing-field']);
    const biome = BASE + 'biomes: [plains, mountain]\nrandom_tp_range: 100\n';
    const b = only(biome, 'minestudio/unknown-biome');
    assert.equal(b.severity, 'warning');
    assert.match(applyFix(biome, b), /\[plains, mountains\]/);
    assert.deepEqual(found(BASE + 'random_tp_range: -5\n'), ['2 error minestudio/range']);
    assert.deepEqual(found(BASE + 'start_time: teatime\n'), ['2 error minestudio/type']);
    const w = BASE + 'start_weather: thunderstorm\n';
    assert.deepEqual(found(w), ['2 error minestudio/weather']);
    assert.deepEqual(found(applyFix(w, only(w, 'minestudio/weather'))), []);
  });

  it('time_limit, use_prev_action and reference_video', () => {
    assert.deepEqual(found(BASE + 'time_limit: -20\n'), ['2 error minestudio/range']);
    assert.deepEqual(found(BASE + 'time_limit: [600]\n'), ['2 error minestudio/type']);
    const prev = BASE + "use_prev_action: 'false'\n";
    assert.deepEqual(found(prev), ['2 error minestudio/type']);
    assert.deepEqual(found(applyFix(prev, only(prev, 'minestudio/type'))), []);
    assert.deepEqual(found(BASE + 'reference_video: ""\n'), ['2 error minestudio/type']);
  });

  it('the schema does not repeat what the parse says', () => {
    const text = BASE + 'time_limit: soon\nstart_weather: 3\nsummon_mobs: cow\n';
    assert.equal(validateText(text).filter((d) => d.code.startsWith('schema/')).length, 0);
    assert.equal(validateText(text).filter((d) => d.code.startsWith('minestudio/')).length, 3);
  });

  it('a command without a slash says MineStudio sends it as chat', () => {
    const d = only('custom_init_commands:\n- give @s minecraft:apple 1\n', 'command/missing-slash');
    assert.match(d.message, /MineStudio sends a line without it as a chat message/);
  });
});
