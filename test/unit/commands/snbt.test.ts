import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseSnbt } from '../../../server/src/model/commands';

describe('SNBT', () => {
  it('reads compounds, lists, typed arrays, suffixed numbers, strings and booleans', () => {
    const text = `{a:1b,b:2s,c:3L,d:1.5f,e:2.5d,f:7,g:"q\\"x",h:'s',i:[1,2],j:[I;1,2],k:[B;1b,2b],l:[L;1L],m:true,n:plain,o:1.5,p:{}}`;
    const r = parseSnbt(text);
    assert.equal(r.error, undefined);
    assert.equal(r.end, text.length);
    assert.deepEqual(r.value, {
      a: 1, b: 2, c: 3, d: 1.5, e: 2.5, f: 7, g: 'q"x', h: 's', i: [1, 2], j: [1, 2], k: [1, 2], l: [1], m: true, n: 'plain', o: 1.5, p: {},
    });
  });
  it('allows spaces and trailing commas like Minecraft', () => {
    assert.deepEqual(parseSnbt('{ a : [ 1 , 2 , ] , }').value, { a: [1, 2] });
  });
  it('reports an unterminated compound from its opening brace to the end', () => {
    const text = '{VillagerData:{profession:"minecraft:armorer"}';
    const r = parseSnbt(text);
    assert.deepEqual(r.error, { start: 0, end: text.length, message: "unterminated compound: expected '}'" });
  });
  it('pinpoints other errors', () => {
    assert.deepEqual(parseSnbt('{a:1,b}').error?.start, 6);
    assert.match(parseSnbt('[1,"a"]').error!.message, /cannot put a string into a list of ints/);
    assert.deepEqual([parseSnbt('[1,"a"]').error!.start, parseSnbt('[1,"a"]').error!.end], [3, 6]);
    assert.match(parseSnbt('[I;1b]').error!.message, /int array/);
    assert.match(parseSnbt('[Q;1]').error!.message, /invalid array type/);
    assert.match(parseSnbt('{a:"x}').error!.message, /unterminated string/);
    assert.equal(parseSnbt('{a:}').error?.start, 3);
    assert.match(parseSnbt('[1,2').error!.message, /unterminated list/);
  });
  it('keeps __proto__ keys as data', () => {
    const v = parseSnbt('{__proto__:{polluted:1b}}').value as Record<string, unknown>;
    assert.deepEqual(Object.keys(v), ['__proto__']);
    assert.equal(({} as Record<string, unknown>).polluted, undefined);
  });
  it('stops at depth 512 on deeply nested input without throwing, quickly', () => {
    const deep = '{a:'.repeat(10000) + '1' + '}'.repeat(10000);
    const t = Date.now();
    const r = parseSnbt(deep);
    assert.ok(Date.now() - t < 200);
    assert.match(r.error!.message, /nested too deeply/);
    const lists = parseSnbt('['.repeat(10000));
    assert.match(lists.error!.message, /nested too deeply/);
  });
  it('reads out-of-range numbers as strings, like Minecraft', () => {
    assert.equal(parseSnbt('300b').value, '300b');
    assert.equal(parseSnbt('99999999999').value, '99999999999');
  });
});
