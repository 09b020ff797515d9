/** The instruction reader's goals: what it understands, and what it leaves unread. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readInstruction } from '../../../server/src/core/instruction';
import { getRegistry } from '../../../server/src/mc/registry';

const reg = getRegistry('1.16.5');
const read = (t: string) => readInstruction(t, reg);

describe('instruction goals', () => {
  it('find / go to X by id, display name and plural', () => {
    const ids = (t: string) => read(t).goals.map((g) => (g.kind === 'reach' ? g.target.ids : []));
    assert.deepEqual(ids('find the pigs'), [['pig']]);
    assert.deepEqual(ids('find a blue bed'), [['blue_bed']]);
    assert.deepEqual(ids('go to the diamond block'), [['diamond_block']]);
    assert.deepEqual(ids('find minecraft:melon'), [['melon']]);
    assert.equal(read('find the pigs').kind, 'find');
  });
  it('an item is found through the blocks that drop it; ores need a generated world', () => {
    const g = read('find diamonds').goals[0];
    assert.ok(g.kind === 'reach' && g.target.ids.includes('diamond_ore') && g.target.natural);
  });
  it('villages and biomes are places of a generated world', () => {
    const g = read('find a village').goals[0];
    assert.ok(g.kind === 'reach' && g.target.kind === 'place' && g.target.natural && g.target.phrase === 'village');
  });
  it('sky, climb, travel, stay with their quantities', () => {
    assert.deepEqual(read('go up 10 blocks then look at the sky').goals.map((g) => g.kind), ['climb', 'sky']);
    const c = read('climb up five blocks').goals[0];
    assert.ok(c.kind === 'climb' && c.blocks === 5);
    const t = read('travel 20 blocks away from where you start').goals[0];
    assert.ok(t.kind === 'travel' && t.blocks === 20);
    const s = read('stand on the gold block and stay there for 2 minutes').goals;
    assert.ok(s[1].kind === 'stay' && s[1].seconds === 120 && s[1].target?.ids[0] === 'gold_block');
  });
  it('AND and OR', () => {
    const r = read('find a pig or a cow');
    assert.equal(r.anyOf, true);
    assert.deepEqual(r.goals.map((g) => (g.kind === 'reach' ? g.target.ids[0] : '')), ['pig', 'cow']);
    assert.equal(read('find a pig and a cow').anyOf, false);
  });
  it('measured clauses are left to the reward entries, the rest stays unread', () => {
    assert.deepEqual(read('kill a zombie').measured, ['kill a zombie']);
    assert.deepEqual(read('build a house').unread, ['build a house']);
    assert.equal(read('build a house').kind, 'build');
    assert.equal(read('decorate the room with flowers').kind, 'decorate');
    assert.deepEqual(read('trade for an iron helmet with a villager').goals, []);
    assert.deepEqual(read('find a treasure').unread, ['find a treasure']);
  });
});
