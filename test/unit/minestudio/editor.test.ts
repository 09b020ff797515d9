/** MineStudio's keys in the editor: completion of fields and values, hover docs and id hovers. */
import { describe, it } from 'node:test';
import * as assert from 'node:assert/strict';
import { TaskModel } from '../../../server/src/model/task/taskModel';
import { complete } from '../../../server/src/api/services/completion';
import { hover } from '../../../server/src/api/services/hover';
import { getRegistry } from '../../../server/src/vanilla/registry';

const reg = getRegistry();
/** Labels offered at the `|` of a text. */
function labels(t: string): string[] {
  const at = t.indexOf('|');
  return complete(new TaskModel(t.replace('|', '')), at, reg).map((c) => c.label);
}
function hoverAt(t: string, word: string): string | undefined {
  const m = new TaskModel(t);
  return hover(m, t.indexOf(word) + 1, reg)?.markdown;
}

describe('MineStudio keys: completion', () => {
  it('offers the new keys at the top level', () => {
    const top = labels('custom_init_commands:\n- /time set day\nsum|');
    for (const k of ['summon_mobs', 'init_inventory', 'time_limit', 'reference_video', 'start_weather']) assert.ok(top.includes(k), k);
    const item = complete(new TaskModel('ti'), 2, reg).find((c) => c.label === 'time_limit');
    assert.equal(item?.insertText, 'time_limit: ');
  });
  it('offers entity ids after name:, without player, in flow and block style', () => {
    const flow = labels('summon_mobs:\n- {name: zomb|');
    assert.equal(flow[0], 'zombie');
    assert.ok(!labels('summon_mobs:\n- {name: pla|').includes('player'));
    assert.ok(labels('summon_mobs:\n- mob_name: cre|').includes('creeper'));
  });
  it('offers item ids after type:, and random after slot: or quantity:', () => {
    assert.deepEqual(labels('init_inventory:\n- slot: 0\n  type: diamond_sw|'), ['diamond_sword']);
    assert.deepEqual(labels('init_inventory:\n- {slot: |'), ['random']);
  });
  it('offers the fields an entry lacks, never metadata', () => {
    assert.deepEqual(labels('summon_mobs:\n- {name: cow, |'), ['mob_name', 'number', 'range_x', 'range_z']);
    assert.deepEqual(labels('init_inventory:\n- |'), ['slot', 'type', 'quantity']);
  });
  it('offers the values of start_weather, start_time, use_prev_action and biomes', () => {
    assert.deepEqual(labels('start_weather: |'), ['clear', 'rain', 'thunder']);
    assert.deepEqual(labels('start_time: n|'), ['day', 'noon', 'night', 'midnight']);
    assert.deepEqual(labels('use_prev_action: |'), ['true', 'false']);
    assert.ok(labels('biomes: [plains, deser|').includes('desert'));
  });
});

describe('MineStudio keys: hover', () => {
  const text = 'summon_mobs:\n- {name: zombie, number: 2, range_x: [-3, 3], range_z: [2, 4]}\ninit_inventory:\n- {slot: 0, type: diamond_sword, quantity: 1}\ntime_limit: 1200\n';
  it('documents each key and entry field from the source it comes from', () => {
    assert.match(hoverAt(text, 'summon_mobs')!, /summon_mobs\.py/);
    assert.match(hoverAt(text, 'time_limit')!, /judgereset\.py.*20 steps a second/);
    assert.match(hoverAt(text, 'range_x')!, /x offset/);
    assert.match(hoverAt(text, 'quantity')!, /<12,>10/);
  });
  it('describes the mob and the item', () => {
    assert.match(hoverAt(text, 'zombie')!, /entity `minecraft:zombie`/);
    assert.match(hoverAt(text, 'diamond_sword')!, /diamond_sword/);
  });
});
