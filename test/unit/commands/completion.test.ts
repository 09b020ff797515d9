import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { completeAt, describeAt } from '../../../server/src/model/commands';
import { reg } from './helpers';

const labels = (line: string, cursor = line.length) => completeAt(line, cursor, reg).map((c) => c.label);

describe('completion', () => {
  it('completes command names after /', () => {
    const c = completeAt('/giv', 4, reg);
    assert.deepEqual(c.map((x) => [x.label, x.kind, x.replaceStart, x.replaceEnd]), [['give', 'command', 1, 4]]);
    assert.ok(labels('/').includes('summon'));
    assert.ok(labels('/execute as @p run giv').includes('give'));
  });
  it('completes item ids for item_stack, replacing the typed id', () => {
    const c = completeAt('/give @s minecraft:dia', 22, reg);
    const d = c.find((x) => x.label === 'minecraft:diamond');
    assert.ok(d);
    assert.equal(d.kind, 'id');
    assert.equal(d.detail, 'Diamond');
    assert.deepEqual([d.replaceStart, d.replaceEnd], [9, 22]);
    assert.ok(c.every((x) => x.label.startsWith('minecraft:dia')));
    assert.ok(!c.some((x) => x.label === 'minecraft:diamond_horse_armor' === false && x.label.includes('stone')));
  });
  it('completes ids by registry: blocks, entities, effects', () => {
    assert.ok(labels('/setblock ~ ~ ~ minecraft:oak_l').includes('minecraft:oak_log'));
    assert.ok(!labels('/setblock ~ ~ ~ minecraft:oak_b').includes('minecraft:oak_boat'), 'oak_boat is not a block');
    assert.ok(labels('/summon zomb').includes('zombie'));
    assert.ok(labels('/effect give @s minecraft:night').includes('minecraft:night_vision'));
  });
  it('completes selectors and selector arguments inside @e[', () => {
    assert.deepEqual(labels('/kill @').sort(), ['@a', '@e', '@p', '@r', '@s']);
    const inside = completeAt('/kill @e[', 9, reg);
    assert.ok(inside.some((x) => x.label === 'type' && x.kind === 'selectorArgument' && x.insertText === 'type='));
    assert.ok(inside.some((x) => x.label === 'distance'));
    assert.deepEqual(labels('/kill @e[limit=1,so'), ['sort']);
    assert.ok(labels('/kill @e[type=!zom').includes('zombie'));
    assert.deepEqual(labels('/kill @e[sort=n'), ['nearest']);
  });
  it('offers literals and coordinates', () => {
    assert.deepEqual(labels('/time set '), ['day', 'midnight', 'night', 'noon']);
    assert.ok(labels('/setblock ').includes('~ ~ ~'));
    assert.ok(labels('/replaceitem entity @s armor.').includes('armor.head'));
  });
});

describe('hover', () => {
  it('describes an item id with its stack size and recipe', () => {
    const line = '/give @s minecraft:diamond 1';
    const h = describeAt(line, 14, reg);
    assert.ok(h);
    assert.deepEqual([h.start, h.end], [9, 26]);
    assert.match(h.markdown, /\*\*Diamond\*\*/);
    assert.match(h.markdown, /stacks to 64/i);
    assert.match(h.markdown, /diamond_block/);
  });
  it('describes a block with its harvest tool', () => {
    const h = describeAt('/setblock ~ ~ ~ minecraft:diamond_ore', 20, reg);
    assert.match(h!.markdown, /Harvest with: iron_pickaxe/);
  });
  it('shows usage lines generated from the tree on a command name', () => {
    const h = describeAt('/give @s minecraft:diamond 1', 2, reg);
    assert.deepEqual([h!.start, h!.end], [1, 5]);
    assert.match(h!.markdown, /\/give <targets> <item> \[<count>\]/);
    const t = describeAt('/time set day', 2, reg);
    assert.match(t!.markdown, /\/time set midnight/);
  });
  it('describes entities inside execute … run', () => {
    const h = describeAt('/execute at @s run summon minecraft:spider ^ ^ ^3', 30, reg);
    assert.match(h!.markdown, /Spider/);
    assert.match(h!.markdown, /Hostile/);
  });
});
