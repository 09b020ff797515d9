/** MineStudio's reset as ordered steps: order, commands as MineStudio writes them, draws within the ranges and from the seed. */
import { describe, it } from 'node:test';
import * as assert from 'node:assert/strict';
import { TaskModel } from '../../../server/src/model/task/taskModel';
import { mineStudioKeys } from '../../../server/src/model/minestudio/taskKeys';
import { resetPlan, slotCommandName } from '../../../server/src/model/minestudio/resetSteps';
import { getRegistry } from '../../../server/src/vanilla/registry';
import { MINESTUDIO_EXAMPLE as EXAMPLE } from '../../helpers/minestudioExample';

const reg = getRegistry('1.16.5');
const stackSize = (id: string) => reg.items.get(id)?.stackSize ?? 64;
const keysOf = (text: string) => mineStudioKeys(new TaskModel(text)).keys;
const plan = (text: string, seed = 7, quantities: 'random' | 'least' = 'random') => resetPlan(keysOf(text), { seed, stackSize, quantities });

describe('MineStudio reset steps', () => {
  it("turns the issue's example into two zombie summons before the commands and the sword after them", () => {
    const p = plan(EXAMPLE);
    assert.equal(p.seed, 7);
    assert.deepEqual(p.before.map((s) => s.kind), ['summon', 'summon']);
    assert.deepEqual(p.before.map((s) => s.label), ['zombie (summon_mobs 1)', 'zombie (summon_mobs 1)']);
    for (const s of p.before) {
      assert.ok(s.kind === 'summon');
      const [x, y, z] = s.offset;
      assert.ok(x >= -3 && x < 3 && z >= 2 && z < 4, `offset ${s.offset} outside the ranges`);
      assert.equal(y, 3);
      assert.equal(s.command, `/execute as @p at @p run summon minecraft:zombie ~${x} ~3 ~${z} {Age:0}`);
    }
    assert.deepEqual(p.after.map((s) => s.command), ['/replaceitem entity @p weapon.mainhand minecraft:diamond_sword 1']);
    assert.deepEqual(p.after.map((s) => s.label), ['diamond_sword (init_inventory 1)']);
  });

  it('draws the same offsets from the same seed and others from another seed', () => {
    const a = plan(EXAMPLE, 42).before.map((s) => s.command);
    assert.deepEqual(plan(EXAMPLE, 42).before.map((s) => s.command), a);
    assert.notDeepEqual(plan(EXAMPLE, 43).before.map((s) => s.command), a);
  });

  it('keeps many draws within the ranges, a degenerate range included', () => {
    const p = plan(`summon_mobs:\n- {name: cow, number: 50, range_x: [5, -5], range_z: [1, 1]}\n`);
    assert.equal(p.before.length, 50);
    for (const s of p.before) {
      assert.ok(s.kind === 'summon');
      assert.ok(s.offset[0] > -5 && s.offset[0] <= 5);
      assert.equal(s.offset[2], 1);
    }
  });

  it("maps slots as init_inventory.py does and gives random slots a main-inventory slot no fixed entry names", () => {
    assert.deepEqual([0, 1, 8, 9, 35, 36, 39, 40].map(slotCommandName),
      ['weapon.mainhand', 'hotbar.1', 'hotbar.8', 'inventory.0', 'inventory.26', 'armor.feet', 'armor.head', 'weapon.offhand']);
    const fixed = Array.from({ length: 35 }, (_, i) => `- {slot: ${i + 1}, type: dirt, quantity: 1}`).join('\n');
    // Slots 1–35 are taken: the random entry can only get slot 0, and it is sent after the fixed ones.
    const p = plan(`init_inventory:\n- {slot: random, type: stone, quantity: 1}\n${fixed}\n`);
    const last = p.after[p.after.length - 1];
    assert.ok(last.kind === 'item');
    assert.equal(last.item, 'stone');
    assert.equal(last.slot, 0);
    assert.equal(p.after.length, 36);
  });

  it('draws quantities within their bounds and the stack size; the static scene takes the least sure count', () => {
    const text = `init_inventory:\n- {slot: 1, type: oak_planks, quantity: "<12,>10"}\n- {slot: 2, type: ender_pearl, quantity: ">2"}\n- {slot: 3, type: stone, quantity: random}\n`;
    for (let seed = 0; seed < 30; seed++) {
      const [a, b, c] = plan(text, seed).after;
      assert.ok(a.kind === 'item' && b.kind === 'item' && c.kind === 'item');
      assert.equal(a.count, 11);
      assert.ok(b.count >= 3 && b.count <= 16, `ender pearls stack to 16, drew ${b.count}`);
      assert.ok(c.count >= 0 && c.count <= 64);
    }
    const least = plan(text, 0, 'least').after.map((s) => (s.kind === 'item' ? s.count : -1));
    assert.deepEqual(least, [11, 3, 1]);
  });

  it('appends metadata after the count, as MineStudio sends it', () => {
    const p = plan(`init_inventory:\n- {slot: 0, type: wooden_sword, quantity: 1, metadata: 0}\n`);
    assert.equal(p.after[0].command, '/replaceitem entity @p weapon.mainhand minecraft:wooden_sword 1 0');
  });

  it('sets time and weather only with the fast reset (biomes and random_tp_range), before the spawn and the mobs', () => {
    const without = plan(`start_time: 6000\nstart_weather: rain\n`);
    assert.equal(without.before.length, 0);
    assert.match(without.notes.join(' '), /not applied/);
    const withFast = plan(`biomes: [plains]\nrandom_tp_range: 100\nstart_time: 6000\nstart_weather: rain\nspawn_positions:\n- {seed: 5, position: [10, 70, -3]}\nsummon_mobs:\n- {name: pig, number: 1, range_x: [1, 2], range_z: [1, 2]}\n`);
    assert.deepEqual(withFast.before.map((s) => s.command.split(' ').slice(0, 2).join(' ')),
      ['/time set', '/weather rain', '/tp @a', '/execute as']);
    assert.equal(withFast.before[0].command, '/time set 6000');
    assert.equal(withFast.before[2].command, '/tp @a 10 70 -3');
  });
});
