import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseCommand } from '../../../server/src/model/commands';
import { checkId } from '../../../server/src/model/commands/ids';
import { getRegistry } from '../../../server/src/vanilla/registry';

const reg = getRegistry('1.16.5');

describe('checkId suggestions', () => {
  it('suggests the id without an extra leading word (raw_beef → beef) first', () => {
    const [p] = checkId('minecraft:raw_beef', 'item', reg, 10, 28);
    assert.equal(p.code, 'id/unknown');
    assert.match(p.message, /Did you mean 'beef'/);
    assert.deepEqual(p.fixes?.[0], { title: "Change to 'minecraft:beef'", start: 10, end: 28, newText: 'minecraft:beef' });
  });

  it('names the first version that has a newer id', () => {
    const [p] = checkId('deepslate_iron_ore', 'block', reg, 0, 18);
    assert.equal(p.code, 'id/other-version');
    assert.equal(p.severity, 'error');
    assert.match(p.message, /added in 1\.17 /);
  });

  it('accepts a valid id with or without the namespace', () => {
    assert.deepEqual(checkId('minecraft:beef', 'item', reg, 0, 14), []);
    assert.deepEqual(checkId('beef', 'item', reg, 0, 4), []);
  });
});

describe('commands of other versions', () => {
  it('explains /replaceitem to a task checked against 1.20.4', () => {
    const p = parseCommand('/replaceitem entity @s weapon.mainhand minecraft:iron_sword', getRegistry('1.20.4')).problems;
    assert.equal(p[0].code, 'command/removed');
    assert.match(p[0].message, /removed in 1\.17.*\/item replace/);
    assert.deepEqual([p[0].start, p[0].end], [1, 12]);
  });
});
