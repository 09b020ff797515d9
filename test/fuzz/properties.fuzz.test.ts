/**
 * Property tests with fast-check over the real 1.16.5 registry: arbitrary
 * unicode never breaks validateText; commands built from valid ids parse
 * clean; SNBT written from a random tree reads back as the same tree; line
 * endings and a BOM do not change what a file is told; the "did you mean"
 * distance agrees with a plain reference implementation.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { parseCommand, parseSnbt } from '../../server/src/model/commands';
import type { NbtValue } from '../../server/src/model/commands';
import { editDistance } from '../../server/src/model/commands/didYouMean';
import { validateText } from '../../server/src/analysis/lint/validate';
import { getRegistry } from '../../server/src/vanilla/registry';
import { Rng } from '../bench/prng';
import { generateTask, idPools } from '../bench/taskGenerator';
import { runCase } from './cases';

const reg = getRegistry('1.16.5');
const pools = idPools(reg);
const RUNS = { numRuns: 400, seed: 424242 };

const oddChars = fc.constantFrom('\uFEFF', '\u0000', '\t', '\r', '\n', '\r\n', '\u2028', '😀', '\uD800', 'é', ' ', ':', '-', '[', '{', '"', "'", '#', '&', '*', '!', '|', '>', '%', '@', '/', '~');
const messyText = fc.array(fc.oneof(fc.string({ unit: 'binary', maxLength: 20 }), oddChars, fc.constantFrom('custom_init_commands:\n', '- /give @s ', 'reward_cfg:\n- event: ', '  objects: [', 'text: ')), { maxLength: 60 }).map((a) => a.join(''));

describe('properties of the validation service and the command parser', () => {
  it('validateText on arbitrary unicode: no throw, ranges inside the text, no internal error, under 100 ms', () => {
    fc.assert(fc.property(messyText, fc.nat(), (text, cur) => {
      const r = runCase({ n: 0, kind: 'validate', text, offset: cur % (text.length + 1) }, reg, 100);
      assert.equal(r.failure, undefined, `${r.failure} on ${JSON.stringify(text)}`);
      const r2 = runCase({ n: 0, kind: 'complete', text, offset: cur % (text.length + 1) }, reg, 100);
      assert.equal(r2.failure, undefined, `${r2.failure} on ${JSON.stringify(text)}`);
    }), RUNS);
  });

  it('commands built from any valid registry id parse without problems', () => {
    const pick = (list: string[]) => fc.integer({ min: 0, max: list.length - 1 }).map((i) => list[i]);
    const ns = fc.boolean().map((b) => (b ? 'minecraft:' : ''));
    const rel = fc.integer({ min: -10, max: 10 }).map((n) => (n ? `~${n}` : '~'));
    const summonable = pools.registry.names('entity').filter((e) => e !== 'player');
    const command = fc.oneof(
      fc.tuple(fc.constantFrom('@s', '@p', '@a', '@p[limit=1]', '@a[distance=..8]'), ns, pick(pools.items), fc.integer({ min: 1, max: 64 })).map(([s, n, id, c]) => `/give ${s} ${n}${id} ${c}`),
      fc.tuple(ns, pick(summonable), rel, rel).map(([n, id, x, z]) => `/summon ${n}${id} ${x} ~ ${z}`),
      fc.tuple(rel, rel, ns, pick(pools.blocks)).map(([x, z, n, id]) => `/setblock ${x} ~ ${z} ${n}${id}`),
      fc.tuple(ns, pick(pools.effects), fc.integer({ min: 1, max: 100000 }), fc.integer({ min: 0, max: 255 })).map(([n, id, t, a]) => `/effect give @s ${n}${id} ${t} ${a}`),
      fc.tuple(ns, pick(pools.enchantments)).map(([n, id]) => `/enchant @s ${n}${id} 1`),
      fc.tuple(ns, pick(pools.items), fc.integer({ min: 0, max: 8 })).map(([n, id, h]) => `/replaceitem entity @s hotbar.${h} ${n}${id}`),
    );
    const withExecute = fc.tuple(fc.boolean(), command).map(([e, c]) => (e ? `/execute as @p at @s run ${c.slice(1)}` : c));
    fc.assert(fc.property(withExecute, (line) => {
      const p = parseCommand(line, reg);
      assert.deepEqual(p.problems.map((x) => `${x.code}: ${x.message}`), [], line);
    }), { ...RUNS, numRuns: 1000 });
  });

  it('SNBT written from a random tree reads back as the same tree', () => {
    const key = fc.stringMatching(/^[A-Za-z_][A-Za-z0-9_]{0,8}$/);
    // Values whose SNBT form is unambiguous: ints, quoted strings, homogeneous lists, compounds.
    const { tree } = fc.letrec<{ tree: NbtValue; leaf: NbtValue }>((tie) => ({
      leaf: fc.oneof(fc.integer({ min: -2147483648, max: 2147483647 }), fc.string({ maxLength: 12 })),
      tree: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        tie('leaf'),
        fc.array(fc.integer(), { maxLength: 5 }),
        fc.array(fc.string({ maxLength: 5 }), { maxLength: 5 }),
        fc.dictionary(key, tie('tree'), { maxKeys: 5 }),
      ),
    }));
    const write = (v: NbtValue): string => {
      if (typeof v === 'number') return String(v);
      if (typeof v === 'string') return JSON.stringify(v);
      if (Array.isArray(v)) return '[' + v.map(write).join(',') + ']';
      if (typeof v === 'boolean') return v ? '1b' : '0b';
      return '{' + Object.entries(v).map(([k, x]) => `${k}:${write(x)}`).join(',') + '}';
    };
    fc.assert(fc.property(fc.dictionary(key, tree, { maxKeys: 6 }), (obj) => {
      const snbt = write(obj);
      const r = parseSnbt(snbt);
      assert.equal(r.error, undefined, `${snbt}: ${r.error?.message}`);
      assert.equal(r.end, snbt.length);
      assert.deepEqual(r.value, JSON.parse(JSON.stringify(obj)), snbt);
      // And inside a command, nothing is reported about it.
      const p = parseCommand(`/summon minecraft:armor_stand ~ ~ ~ ${snbt}`, reg);
      assert.deepEqual(p.problems.filter((x) => x.code === 'command/nbt' || x.code === 'command/syntax'), [], snbt);
    }), RUNS);
  });

  it('CRLF line endings and a BOM do not change the diagnostics of a task file', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (seed) => {
      const lf = generateTask(new Rng(seed), pools).replace(/\r\n/g, '\n');
      const codes = (t: string) => validateText(t).map((d) => `${d.code}: ${d.message}`).sort();
      const base = codes(lf);
      assert.deepEqual(codes(lf.replace(/\n/g, '\r\n')), base, `CRLF changed the diagnostics of:\n${lf}`);
      assert.deepEqual(codes('\uFEFF' + lf), base, `a BOM changed the diagnostics of:\n${lf}`);
    }), { ...RUNS, numRuns: 60 });
  });

  it('editDistance agrees with a plain optimal-string-alignment implementation', () => {
    const reference = (a: string, b: string): number => {
      const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
      for (let i = 1; i <= a.length; i++) {
        for (let j = 1; j <= b.length; j++) {
          d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
          if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
        }
      }
      return d[a.length][b.length];
    };
    const word = fc.string({ unit: fc.constantFrom('a', 'b', 'c', '_', 'é'), maxLength: 9 });
    fc.assert(fc.property(word, word, fc.constantFrom(0, 1, 2, 3, Infinity), (a, b, limit) => {
      const exact = reference(a, b);
      const got = editDistance(a, b, limit);
      // Capped: the exact distance when within the limit, otherwise anything above the limit.
      if (exact <= limit) assert.equal(got, exact, `${a} ~ ${b} (limit ${limit})`);
      else assert.ok(got > limit, `${a} ~ ${b}: ${got} ≤ limit ${limit} but the distance is ${exact}`);
    }), { ...RUNS, numRuns: 3000 });
  });
});
