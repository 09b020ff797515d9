/**
 * A text mutator for task files and command lines: character and token
 * edits, line duplication and swaps, registry ids dropped in at random,
 * SNBT nesting, unicode (astral, combining, RTL, NUL), CRLF, tabs and a BOM.
 * Each operation is small; several in a row turn a realistic file into the
 * half-typed, pasted-in-wrong text an editor sees.
 */
import type { Rng } from '../bench/prng';
import type { IdPools } from '../bench/taskGenerator';

const ODD_STRINGS = [
  '\uFEFF', '\u0000', '\t', '\r', '\r\n', '\n', '\u2028', '\u00A0', '\u200B', '\u202E', '😀', '\uD83D', '\uDE00', 'e\u0301',
  '𝔘𝔫𝔦', 'ß', 'İ', '中文', '"', "'", '\\', '#', ':', '- ', '---', '...', '&a', '*a', '!!str', '|', '>', '{', '}', '[', ']',
  '@s', '@e[', '~', '^', '~-', '1e309', '-0', 'NaN', '2147483648', '9'.repeat(30), ' minecraft:', 'minecraft:', '#minecraft:logs',
  '{a:[', ']}', '{}', '[I;1,2]', '"\\u00e9"', "'{\"text\":\"x\"}'", ' run ', ' execute as @p at @s run ', '/',
];

const TOKEN_SEP = /(\s+|[{}[\],:=@~^"'/#])/;

type Op = (rng: Rng, s: string, pools: IdPools) => string;

const at = (rng: Rng, s: string) => rng.int(0, s.length);

const ops: Op[] = [
  // Characters.
  (rng, s) => { const i = at(rng, s); return s.slice(0, i) + String.fromCharCode(rng.int(0, 0xffff)) + s.slice(i); },
  (rng, s) => { const i = at(rng, s); return s.slice(0, i) + String.fromCharCode(rng.int(32, 126)) + s.slice(i); },
  (rng, s) => { const i = at(rng, s); return s.slice(0, i) + s.slice(i + rng.int(1, 4)); },
  (rng, s) => { if (s.length < 2) return s; const i = rng.int(0, s.length - 2); return s.slice(0, i) + s[i + 1] + s[i] + s.slice(i + 2); },
  (rng, s) => { const i = at(rng, s); return s.slice(0, i) + rng.pick(ODD_STRINGS) + s.slice(i); },
  // Tokens.
  (rng, s) => {
    const t = s.split(TOKEN_SEP);
    if (t.length < 2) return s;
    const i = rng.int(0, t.length - 1);
    t.splice(i, 1);
    return t.join('');
  },
  (rng, s) => {
    const t = s.split(TOKEN_SEP);
    if (t.length < 3) return s;
    const i = rng.int(0, t.length - 1);
    const j = rng.int(0, t.length - 1);
    [t[i], t[j]] = [t[j], t[i]];
    return t.join('');
  },
  (rng, s) => {
    const t = s.split(TOKEN_SEP);
    const i = rng.int(0, t.length - 1);
    t.splice(i, 0, t[rng.int(0, t.length - 1)]);
    return t.join('');
  },
  // A registry id, namespaced or not, in place of a token or inserted.
  (rng, s, p) => {
    const id = (rng.chance(0.5) ? 'minecraft:' : '') + rng.pick(rng.chance(0.4) ? p.items : rng.chance(0.5) ? p.blocks : p.mobs);
    const t = s.split(TOKEN_SEP);
    const i = rng.int(0, t.length - 1);
    if (rng.chance(0.5)) t[i] = id;
    else t.splice(i, 0, ' ' + id + ' ');
    return t.join('');
  },
  // Nested SNBT, sometimes unbalanced.
  (rng, s) => {
    // Up to 200 levels: far past any real file; the yaml package alone needs ~100 ms near 1,000 levels of flow nesting.
    const depth = rng.int(1, rng.chance(0.1) ? 200 : 12);
    const open = Array.from({ length: depth }, () => rng.pick(['{a:', '[', '{b:[', '[I;', '{"q":'])).join('');
    const close = rng.chance(0.7) ? open.split('').reverse().map((c) => (c === '{' ? '}' : c === '[' ? ']' : '')).join('') : '';
    const i = at(rng, s);
    return s.slice(0, i) + ' ' + open + rng.pick(['1', '1b', '"x"', '1.5f', '']) + close + s.slice(i);
  },
  // Lines.
  (rng, s) => {
    const lines = s.split('\n');
    const i = rng.int(0, lines.length - 1);
    lines.splice(i, 0, ...Array<string>(rng.int(1, 3)).fill(lines[i]));
    return lines.join('\n');
  },
  (rng, s) => {
    const lines = s.split('\n');
    if (lines.length < 2) return s;
    const i = rng.int(0, lines.length - 1);
    const j = rng.int(0, lines.length - 1);
    [lines[i], lines[j]] = [lines[j], lines[i]];
    return lines.join('\n');
  },
  (rng, s) => {
    const lines = s.split('\n');
    lines.splice(rng.int(0, lines.length - 1), 1);
    return lines.join('\n');
  },
  (rng, s) => {
    // Re-indent a line: tabs (illegal YAML indentation), extra spaces or none.
    const lines = s.split('\n');
    const i = rng.int(0, lines.length - 1);
    lines[i] = rng.pick(['\t', '  ', '    ', '']) + lines[i].replace(/^\s+/, '');
    return lines.join('\n');
  },
  // Whole-text transforms.
  (_rng, s) => s.replace(/\r?\n/g, '\r\n'),
  (_rng, s) => s.replace(/\r?\n/g, '\r'),
  (_rng, s) => '\uFEFF' + s,
  (rng, s) => s.slice(0, at(rng, s)),
  (rng, s) => { const i = at(rng, s); const j = at(rng, s); return s.slice(0, Math.min(i, j)) + s.slice(Math.max(i, j)); },
  (rng, s) => { const i = at(rng, s); const j = Math.min(s.length, i + rng.int(1, 40)); return s.slice(0, j) + s.slice(i, j) + s.slice(j); },
];

/** Applies 1..maxOps random operations. */
export function mutate(rng: Rng, text: string, pools: IdPools, maxOps = 4): string {
  let s = text;
  const n = rng.int(1, maxOps);
  for (let k = 0; k < n; k++) s = rng.pick(ops)(rng, s, pools);
  return s;
}

export const MUTATION_COUNT = ops.length;
