/** The static scene counts what MineStudio's keys provide, in MineStudio's order, and findings point at the key's line. */
import { describe, it } from 'node:test';
import * as assert from 'node:assert/strict';
import { analyse } from '../../../server/src/analysis/lint/analysis';
import { livingEntities } from '../../../server/src/analysis/feasibility/scene';
import { contextOf, feasibility, lineOf, withCode } from './helpers';
import { MINESTUDIO_EXAMPLE as EXAMPLE } from '../../helpers/minestudioExample';

describe('scene facts from MineStudio keys', () => {
  it("puts the example's two zombies within their ranges and the sword in slot 0", () => {
    const scene = contextOf(EXAMPLE).scene;
    const zombies = livingEntities(scene).filter((e) => e.id === 'zombie');
    assert.equal(zombies.length, 2);
    for (const z of zombies) {
      assert.deepEqual([z.place.min[0], z.place.max[0]], [-3, 3]);
      assert.deepEqual([z.place.min[2], z.place.max[2]], [2, 4]);
      assert.equal(z.place.min[1], 3);
      assert.equal(z.place.frame, 0);
      assert.equal(scene.keySources.get(z.cmd)?.label, 'zombie (summon_mobs 1)');
      assert.ok(z.cmd < 0, 'mobs come before the init commands');
    }
    assert.equal(scene.inventory.slots[0]?.id, 'diamond_sword');
    assert.equal(scene.inventory.slots[0]?.count, 1);
    assert.equal(scene.time?.value, 13000);
  });

  it("finds nothing missing in the example: no text-not-in-scene for the sword, no entity-absent for the zombies", () => {
    const found = feasibility(EXAMPLE).filter((d) => d.severity !== 'information' || d.code === 'feasibility/entity-absent');
    assert.deepEqual(withCode(found, 'text-not-in-scene'), []);
    assert.deepEqual(withCode(found, 'entity-absent'), []);
    // The analysis' scene (editor, lint) is the same one.
    assert.equal(analyse(EXAMPLE).scene?.inventory.slots[0]?.id, 'diamond_sword');
  });

  it('still says the sword is missing when init_inventory does not give it', () => {
    const noSword = EXAMPLE.replace(/init_inventory:\n.*\n/, '');
    assert.equal(withCode(feasibility(noSword), 'text-not-in-scene').length, 1);
  });

  it('still says the zombie is absent when the keys summon none', () => {
    const noMobs = EXAMPLE.replace(/summon_mobs:\n.*\n/, '').replace('/time set night', '/time set day');
    assert.equal(withCode(feasibility(noMobs), 'entity-absent').length, 1);
  });

  it('lets a /kill among the init commands remove the summoned mobs (they come first)', () => {
    const killed = EXAMPLE.replace('- /time set night', '- /time set night\n- /kill @e[type=zombie]');
    const scene = contextOf(killed).scene;
    assert.equal(livingEntities(scene).filter((e) => e.id === 'zombie').length, 0);
    assert.equal(scene.entities.filter((e) => e.id === 'zombie' && e.killedBy === 1).length, 2);
  });

  it('lets init_inventory overwrite a slot a command filled, and says so on the init_inventory line', () => {
    const text = EXAMPLE.replace('- /time set night', '- /time set night\n- /give @p minecraft:bread 5');
    const scene = contextOf(text).scene;
    assert.equal(scene.inventory.slots[0]?.id, 'diamond_sword');
    const found = withCode(feasibility(text), 'item-overwritten');
    assert.equal(found.length, 1);
    assert.equal(lineOf(text, found[0].start), text.split('\n').findIndex((l) => l.includes('diamond_sword, quantity')));
    assert.match(found[0].message, /init_inventory runs after the init commands .* bread/);
  });

  it('reports the mobs of one summon_mobs entry once, on its line, with advice summon_mobs can follow', () => {
    const text = `custom_init_commands:\n- /time set day\ntext: kill a skeleton\nsummon_mobs:\n- {name: skeleton, number: 5, range_x: [-3, 3], range_z: [3, 5]}\n` +
      `reward_cfg:\n- {event: kill_entity, identity: k, objects: [skeleton], reward: 1.0, max_reward_times: 1}\n`;
    const found = withCode(feasibility(text), 'undead-burns');
    assert.equal(found.length, 1);
    assert.equal(lineOf(text, found[0].start), 4);
    assert.match(found[0].message, /^line 2 sets daytime, .*summon_mobs cannot give it a helmet/);
  });

  it('names the start_time line when the time comes from the fast reset', () => {
    const text = `custom_init_commands:\n- /give @p minecraft:iron_sword\ntext: kill a zombie\nbiomes: [plains]\nrandom_tp_range: 1000\nstart_time: 18000\n` +
      `reward_cfg:\n- {event: kill_entity, identity: k, objects: [zombie], reward: 1.0, max_reward_times: 1}\n`;
    assert.equal(contextOf(text).scene.time?.value, 18000);
    const found = withCode(feasibility(text), 'entity-absent');
    assert.equal(found.length, 1);
    assert.match(found[0].message, /night on line 6/);
  });

  it('leaves out what 1.16.5 refuses: an entry with metadata', () => {
    const text = EXAMPLE.replace('quantity: 1}', 'quantity: 1, metadata: 0}');
    assert.equal(contextOf(text).scene.inventory.slots[0], undefined);
  });
});
