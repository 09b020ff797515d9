/** The one parse of MineStudio's keys: typed values with their ranges, and problems on bad content. */
import { describe, it } from 'node:test';
import * as assert from 'node:assert/strict';
import { TaskModel } from '../../../server/src/model/task/taskModel';
import { mineStudioKeys, parseQuantity } from '../../../server/src/model/minestudio/taskKeys';
import { MINESTUDIO_EXAMPLE as ISSUE_EXAMPLE } from '../../helpers/minestudioExample';

const parse = (text: string) => {
  const model = new TaskModel(text);
  return { model, ...mineStudioKeys(model) };
};
const codes = (text: string) => parse(text).problems.map((p) => `${p.code} ${p.severity}`);
/** The source text a problem points at. */
const at = (text: string, p: { start: number; end: number }) => text.slice(p.start, p.end);

describe('MineStudio keys: the parse', () => {
  it("reads the issue's example into typed values with ranges, and finds nothing wrong", () => {
    const r = parse(ISSUE_EXAMPLE);
    assert.deepEqual(r.problems, []);
    assert.equal(r.keys.summonMobs.length, 1);
    const mob = r.keys.summonMobs[0];
    assert.deepEqual([mob.name, mob.number, mob.rangeX, mob.rangeZ, mob.index], ['zombie', 2, [-3, 3], [2, 4], 0]);
    assert.equal(at(ISSUE_EXAMPLE, { start: mob.nameSpan![0], end: mob.nameSpan![1] }), 'zombie');
    assert.deepEqual(r.keys.initInventory.map((s) => [s.slot, s.type, s.quantity]), [[0, 'diamond_sword', { kind: 'count', n: 1 }]]);
    assert.equal(r.keys.timeLimit?.value, 1200);
    assert.equal(at(ISSUE_EXAMPLE, { start: r.keys.timeLimit!.span[0], end: r.keys.timeLimit!.span[1] }), '1200');
  });

  it('is computed once per model', () => {
    const model = new TaskModel(ISSUE_EXAMPLE);
    assert.equal(mineStudioKeys(model), mineStudioKeys(model));
    assert.notEqual(mineStudioKeys(model), mineStudioKeys(new TaskModel(ISSUE_EXAMPLE)));
  });

  it('takes mob_name when name is absent, and name over mob_name', () => {
    assert.equal(parse('summon_mobs:\n- {mob_name: cow, number: 1, range_x: [0, 1], range_z: [0, 1]}\n').keys.summonMobs[0].name, 'cow');
    assert.equal(parse('summon_mobs:\n- {name: pig, mob_name: cow, number: 1, range_x: [0, 1], range_z: [0, 1]}\n').keys.summonMobs[0].name, 'pig');
  });

  it('reports each kind of bad summon_mobs content on its node', () => {
    const text = 'summon_mobs:\n- {name: minecraft:zombie, number: 2.5, range_x: [3, -3], range_z: [1]}\n- {number: 1, range_x: [0, 1], range_z: [0, 1], count: 2}\n- zombie\n';
    const r = parse(text);
    const byCode = (c: string) => r.problems.filter((p) => p.code === c);
    assert.deepEqual(byCode('minestudio/namespace').map((p) => at(text, p)), ['minecraft:zombie']);
    assert.equal(byCode('minestudio/namespace')[0].fixes?.[0].edits[0].newText, 'zombie');
    assert.deepEqual(byCode('minestudio/type').map((p) => at(text, p)), ['2.5', '[1]', 'zombie']);
    const swapped = byCode('minestudio/range');
    assert.deepEqual(swapped.map((p) => [at(text, p), p.severity, p.fixes?.[0].edits[0].newText]), [['[3, -3]', 'warning', '[-3, 3]']]);
    assert.deepEqual(byCode('minestudio/missing-field').map((p) => p.message.includes('`name`')), [true]);
    assert.deepEqual(byCode('minestudio/unknown-field').map((p) => at(text, p)), ['count']);
    // Entries with errors give no mob: nothing is summoned from a guess.
    assert.equal(r.keys.summonMobs.length, 0);
  });

  it('warns about no mobs and about an absurd number of them', () => {
    assert.deepEqual(codes('summon_mobs:\n- {name: cow, number: 0, range_x: [0, 1], range_z: [0, 1]}\n'), ['minestudio/range warning']);
    assert.deepEqual(codes('summon_mobs:\n- {name: cow, number: 5000, range_x: [0, 1], range_z: [0, 1]}\n'), ['minestudio/range warning']);
    assert.deepEqual(codes('summon_mobs:\n- {name: cow, number: 100, range_x: [0, 1], range_z: [0, 1]}\n'), []);
  });

  it('reads slots 0–40 and random, and reports others', () => {
    const r = parse('init_inventory:\n- {slot: random, type: apple, quantity: random}\n- {slot: 40, type: shield, quantity: 1}\n- {slot: "3", type: apple, quantity: 2}\n');
    assert.deepEqual(r.problems, []);
    assert.deepEqual(r.keys.initInventory.map((s) => s.slot), ['random', 40, 3]);
    assert.deepEqual(codes('init_inventory:\n- {slot: 99, type: apple, quantity: 1}\n'), ['minestudio/range error']);
    assert.deepEqual(codes('init_inventory:\n- {slot: first, type: apple, quantity: 1}\n'), ['minestudio/type error']);
    assert.deepEqual(codes('init_inventory:\n- {slot: 1, type: apple, quantity: 1}\n- {slot: 1, type: bread, quantity: 1}\n'), ['minestudio/duplicate-slot warning']);
    assert.deepEqual(codes('init_inventory:\n- {type: apple, quantity: 1}\n'), ['minestudio/missing-field error']);
  });

  it("reads MineStudio's quantity grammar", () => {
    assert.deepEqual(parseQuantity('random').quantity, { kind: 'random' });
    assert.deepEqual(parseQuantity('>2').quantity, { kind: 'bounds', min: 3, max: undefined, text: '>2' });
    assert.deepEqual(parseQuantity('<12,>10').quantity, { kind: 'bounds', min: 11, max: 11, text: '<12,>10' });
    assert.deepEqual(parseQuantity('>=4, <=6').quantity, { kind: 'bounds', min: 4, max: 6, text: '>=4, <=6' });
    assert.deepEqual(parseQuantity('==7').quantity, { kind: 'bounds', min: 7, max: 7, text: '==7' });
    assert.equal(parseQuantity('>5,<3').empty, true);
    assert.deepEqual(parseQuantity('>2,lots').ignored, ['lots']);
  });

  it('reports quantities MineStudio or /replaceitem cannot use', () => {
    assert.deepEqual(codes('init_inventory:\n- {slot: 0, type: apple, quantity: ">2"}\n- {slot: 1, type: apple, quantity: "<12,>10"}\n'), []);
    assert.deepEqual(codes('init_inventory:\n- {slot: 0, type: apple, quantity: 0}\n'), ['minestudio/range error']);
    assert.deepEqual(codes('init_inventory:\n- {slot: 0, type: apple, quantity: 65}\n'), ['minestudio/range error']);
    assert.deepEqual(codes('init_inventory:\n- {slot: 0, type: apple, quantity: 1.5}\n'), ['minestudio/type error']);
    assert.deepEqual(codes('init_inventory:\n- {slot: 0, type: apple, quantity: many}\n'), ['minestudio/quantity warning']);
    assert.deepEqual(codes('init_inventory:\n- {slot: 0, type: apple, quantity: ">9,<3"}\n'), ['minestudio/quantity warning']);
    const text = 'init_inventory:\n- {slot: 0, type: apple, quantity: "5"}\n';
    const q = parse(text).problems[0];
    assert.equal(q.code, 'minestudio/quantity');
    assert.equal(q.fixes?.[0].edits[0].newText, '5');
    assert.equal(at(text, q), '"5"');
  });

  it('warns that metadata breaks the command, with a fix that removes it', () => {
    const flow = 'init_inventory:\n- {slot: 0, type: wool, quantity: 1, metadata: 14}\n';
    const p = parse(flow).problems;
    assert.deepEqual(p.map((x) => `${x.code} ${x.severity}`), ['minestudio/metadata warning']);
    assert.match(p[0].message, /appends `metadata` after the count/);
    const e = p[0].fixes![0].edits[0];
    assert.equal(flow.slice(0, e.start) + e.newText + flow.slice(e.end), 'init_inventory:\n- {slot: 0, type: wool, quantity: 1}\n');
    const block = 'init_inventory:\n- slot: 0\n  type: wool\n  quantity: 1\n  metadata: 14\ntext: x\n';
    const e2 = parse(block).problems[0].fixes![0].edits[0];
    assert.equal(block.slice(0, e2.start) + block.slice(e2.end), 'init_inventory:\n- slot: 0\n  type: wool\n  quantity: 1\ntext: x\n');
    assert.equal(parse(flow).keys.initInventory[0].metadata, 14);
  });

  it('reads spawn_positions as seed and three numbers for /tp', () => {
    const r = parse('spawn_positions:\n- {seed: 19961103, position: [12, 70, -4]}\n');
    assert.deepEqual(r.problems, []);
    assert.deepEqual(r.keys.spawnPositions.map((s) => [s.seed, s.position]), [[19961103, [12, 70, -4]]]);
    assert.deepEqual(codes('spawn_positions:\n- {position: [1, 2, 3]}\n'), ['minestudio/missing-field error']);
    assert.deepEqual(codes('spawn_positions:\n- {seed: 1, position: [1, 2]}\n'), ['minestudio/type error']);
    assert.deepEqual(codes('spawn_positions: {seed: 1, position: [1, 2, 3]}\n'), ['minestudio/type error']);
  });

  it('reads the scalar keys and reports wrong values', () => {
    const r = parse('biomes: [plains, forest]\nrandom_tp_range: 1000\nstart_time: 6000\nstart_weather: rain\ntime_limit: 600\nuse_prev_action: true\nreference_video: collect_wood\n');
    assert.deepEqual(r.problems, []);
    assert.deepEqual([r.keys.biomes?.value, r.keys.randomTpRange?.value, r.keys.startTime?.value, r.keys.startWeather?.value, r.keys.timeLimit?.value, r.keys.usePrevAction?.value, r.keys.referenceVideo?.value],
      [['plains', 'forest'], 1000, 6000, 'rain', 600, true, 'collect_wood']);
    assert.equal(parse('start_time: night\n').keys.startTime?.value, 13000);
    assert.deepEqual(codes('start_time: dusk\n'), ['minestudio/type error']);
    const w = parse('start_weather: rainy\n').problems;
    assert.deepEqual(w.map((x) => [x.code, x.fixes?.[0].edits[0].newText]), [['minestudio/weather', 'rain']]);
    assert.deepEqual(codes('time_limit: 0\n'), ['minestudio/range error']);
    assert.deepEqual(codes('time_limit: soon\n'), ['minestudio/type error']);
    assert.deepEqual(codes('biomes: plains\n'), ['minestudio/type error']);
    assert.deepEqual(codes('random_tp_range: 0\n'), ['minestudio/range error']);
    assert.deepEqual(codes('reference_video: 3\n'), ['minestudio/type error']);
  });

  it('says that the text "false" switches use_prev_action on', () => {
    const p = parse('use_prev_action: "false"\n');
    assert.equal(p.problems[0].code, 'minestudio/type');
    assert.match(p.problems[0].message, /switches it on/);
    assert.equal(p.problems[0].fixes?.[0].edits[0].newText, 'false');
    assert.equal(p.keys.usePrevAction?.value, true);
  });

  it('treats names of Object.prototype as plain names', () => {
    const r = parse('summon_mobs:\n- {name: constructor, number: 1, range_x: [0, 1], range_z: [0, 1], __proto__: 1}\nstart_time: toString\n');
    assert.equal(r.keys.summonMobs[0].name, 'constructor');
    assert.deepEqual(r.problems.map((p) => p.code).sort(), ['minestudio/type', 'minestudio/unknown-field']);
  });

  it('never throws on text that is not a task', () => {
    for (const t of ['', 'just text', '- a\n- b\n', 'summon_mobs:\n', 'init_inventory: [[1]]\n', 'summon_mobs: [{name: [1], number: {}, range_x: null}]\n']) {
      assert.doesNotThrow(() => parse(t));
    }
  });
});
