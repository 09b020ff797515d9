/**
 * SNBT (stringified NBT, Minecraft 1.16 TagParser rules) with exact error
 * positions. Values come out as plain JS (see NbtValue) with a parallel tag
 * type so lists can be checked for mixed element types like Minecraft does.
 */
import { Reader, isUnquotedChar, readQuoted } from './reader';
import type { NbtValue } from './commandTypes';
import { excerpt } from '../../util/excerpt';
import { ownTable } from '../../util/ownTable';

export type NbtType =
  | 'byte' | 'short' | 'int' | 'long' | 'float' | 'double' | 'string'
  | 'compound' | 'list' | 'byte_array' | 'int_array' | 'long_array';

/**
 * The same value with its NBT types, in prismarine-nbt's shape ({type, value};
 * lists as {type: element type, value: element values}; longs as [high, low]):
 * what the embedded server stores on items and sends over the protocol.
 */
export interface NbtTag { type: string; value: any }

export interface SnbtError {
  start: number;
  end: number;
  message: string;
}

export interface SnbtResult {
  value?: NbtValue;
  type?: NbtType;
  tag?: NbtTag;
  /** Where parsing stopped (after the value, or at the error). */
  end: number;
  error?: SnbtError;
}

/** Minecraft refuses NBT nested deeper than 512; stopping there also keeps recursion shallow. */
export const MAX_NBT_DEPTH = 512;

class Fail {
  constructor(readonly err: SnbtError) {}
}

const INT_RE = /^[-+]?(?:0|[1-9][0-9]*)$/;
const SUFFIXED_INT_RE = /^([-+]?(?:0|[1-9][0-9]*))([bslBSL])$/;
const DOUBLE_NOSUFFIX_RE = /^[-+]?(?:[0-9]+[.]|[0-9]*[.][0-9]+)(?:e[-+]?[0-9]+)?$/i;
const FLOAT_RE = /^([-+]?(?:[0-9]+[.]?|[0-9]*[.][0-9]+)(?:e[-+]?[0-9]+)?)([fdFD])$/i;

const INT_BOUNDS: Record<string, [number, number]> = ownTable({
  byte: [-128, 127],
  short: [-32768, 32767],
  int: [-2147483648, 2147483647],
});

/** Classifies an unquoted token the way Minecraft does (numbers out of range stay strings). */
export function typeUnquoted(s: string): { value: NbtValue; type: NbtType } {
  if (s === 'true') return { value: true, type: 'byte' };
  if (s === 'false') return { value: false, type: 'byte' };
  const suffixed = SUFFIXED_INT_RE.exec(s);
  if (suffixed) {
    const kind = ({ b: 'byte', s: 'short', l: 'long' } as const)[suffixed[2].toLowerCase() as 'b' | 's' | 'l'];
    const n = Number(suffixed[1]);
    const b = INT_BOUNDS[kind];
    if (!b || (n >= b[0] && n <= b[1])) return { value: n, type: kind };
    return { value: s, type: 'string' };
  }
  const fl = FLOAT_RE.exec(s);
  if (fl) return { value: Number(fl[1]), type: fl[2].toLowerCase() === 'f' ? 'float' : 'double' };
  if (INT_RE.test(s)) {
    const n = Number(s);
    if (n >= INT_BOUNDS.int[0] && n <= INT_BOUNDS.int[1]) return { value: n, type: 'int' };
    return { value: s, type: 'string' };
  }
  if (DOUBLE_NOSUFFIX_RE.test(s)) return { value: Number(s), type: 'double' };
  return { value: s, type: 'string' };
}

function skipWs(r: Reader): void {
  while (r.pos < r.end) {
    const c = r.text.charCodeAt(r.pos);
    if (c === 32 || c === 9 || c === 10 || c === 13) r.pos++;
    else break;
  }
}

function fail(start: number, end: number, message: string): never {
  throw new Fail({ start, end: Math.max(end, start), message });
}

function readString(r: Reader): string {
  const c = r.peek();
  if (c === '"' || c === "'") {
    const q = readQuoted(r);
    if (!q.ok) fail(q.start, q.end, q.message);
    return q.value;
  }
  return r.readUnquoted();
}

function readKey(r: Reader): string {
  skipWs(r);
  if (r.atEnd()) fail(r.pos, r.pos, "expected a key");
  const start = r.pos;
  const key = readString(r);
  if (key === '' && r.pos === start) {
    fail(start, start + 1, `expected a key, found '${r.peek()}'`);
  }
  return key;
}

function expectChar(r: Reader, ch: string, opener: number, what: string): void {
  skipWs(r);
  if (r.atEnd()) fail(opener, r.end, `unterminated ${what}: expected '${ch}'`);
  if (r.peek() !== ch) fail(r.pos, r.pos + 1, `expected '${ch}' in ${what}, found '${r.peek()}'`);
  r.pos++;
}

function setKey(obj: Record<string, NbtValue>, key: string, value: NbtValue): void {
  // defineProperty so keys such as "__proto__" stay plain data.
  Object.defineProperty(obj, key, { value, enumerable: true, writable: true, configurable: true });
}

type Read = { value: NbtValue; type: NbtType; tag: NbtTag };

const PRISMARINE_ARRAY: Record<string, string> = ownTable({ byte_array: 'byteArray', int_array: 'intArray', long_array: 'longArray' });

/** A long as prismarine-nbt's [high, low] pair of signed 32-bit ints. */
function longPair(n: number): [number, number] {
  const big = BigInt.asIntN(64, BigInt(Math.trunc(n)));
  return [Number(BigInt.asIntN(32, big >> 32n)), Number(BigInt.asIntN(32, big))];
}

function scalarTag(value: NbtValue, type: NbtType): NbtTag {
  if (typeof value === 'boolean') return { type: 'byte', value: value ? 1 : 0 };
  if (type === 'long') return { type: 'long', value: longPair(value as number) };
  return { type, value };
}

function readCompound(r: Reader, depth: number): Read {
  const opener = r.pos;
  r.pos++; // '{'
  const obj: Record<string, NbtValue> = {};
  const tags: Record<string, NbtTag> = {};
  skipWs(r);
  while (r.pos < r.end && r.peek() !== '}') {
    const key = readKey(r);
    skipWs(r);
    if (r.atEnd()) fail(opener, r.end, "unterminated compound: expected ':' and a value");
    if (r.peek() !== ':') fail(r.pos, r.pos + 1, `expected ':' after key '${excerpt(key)}', found '${r.peek()}'`);
    r.pos++;
    const v = readValue(r, depth + 1);
    setKey(obj, key, v.value);
    setKey(tags as unknown as Record<string, NbtValue>, key, v.tag as unknown as NbtValue);
    skipWs(r);
    if (r.peek() === ',' && r.pos < r.end) {
      r.pos++;
      skipWs(r);
      if (r.atEnd()) fail(opener, r.end, "unterminated compound: expected a key or '}'");
      continue;
    }
    break;
  }
  expectChar(r, '}', opener, 'compound');
  return { value: obj, type: 'compound', tag: { type: 'compound', value: tags } };
}

const ARRAY_TYPES: Record<string, { type: NbtType; element: NbtType; name: string }> = ownTable({
  B: { type: 'byte_array', element: 'byte', name: 'byte array' },
  I: { type: 'int_array', element: 'int', name: 'int array' },
  L: { type: 'long_array', element: 'long', name: 'long array' },
});

function readListOrArray(r: Reader, depth: number): Read {
  const opener = r.pos;
  if (r.canRead(3) && r.peek(2) === ';' && r.peek(1) !== '"' && r.peek(1) !== "'") {
    const letter = r.peek(1);
    const arr = ARRAY_TYPES[letter];
    if (!arr) fail(r.pos + 1, r.pos + 2, `invalid array type '${letter}': use B (bytes), I (ints) or L (longs)`);
    r.pos += 3;
    const values: NbtValue[] = [];
    skipWs(r);
    while (r.pos < r.end && r.peek() !== ']') {
      const s = r.pos;
      const v = readValue(r, depth + 1);
      if (v.type !== arr.element) {
        fail(s, r.pos, `a ${arr.name} can only hold ${arr.element}s (write e.g. ${arr.element === 'byte' ? '1b' : arr.element === 'long' ? '1L' : '1'}), not a ${v.type}`);
      }
      values.push(v.value);
      skipWs(r);
      if (r.peek() === ',' && r.pos < r.end) {
        r.pos++;
        skipWs(r);
        continue;
      }
      break;
    }
    expectChar(r, ']', opener, arr.name);
    const items = arr.type === 'long_array' ? values.map((v) => longPair(v as number)) : values;
    return { value: values, type: arr.type, tag: { type: PRISMARINE_ARRAY[arr.type], value: items } };
  }
  r.pos++; // '['
  const values: NbtValue[] = [];
  const elements: NbtTag[] = [];
  let elementType: NbtType | undefined;
  skipWs(r);
  while (r.pos < r.end && r.peek() !== ']') {
    const s = r.pos;
    const v = readValue(r, depth + 1);
    if (elementType && v.type !== elementType) {
      fail(s, r.pos, `a list holds one type: cannot put a ${v.type} into a list of ${elementType}s`);
    }
    elementType = v.type;
    values.push(v.value);
    elements.push(v.tag);
    skipWs(r);
    if (r.peek() === ',' && r.pos < r.end) {
      r.pos++;
      skipWs(r);
      if (r.atEnd()) fail(opener, r.end, "unterminated list: expected a value or ']'");
      continue;
    }
    break;
  }
  expectChar(r, ']', opener, 'list');
  const element = elements[0]?.type ?? 'end';
  return { value: values, type: 'list', tag: { type: 'list', value: { type: element, value: elements.map((t) => t.value) } } };
}

function readValue(r: Reader, depth: number): Read {
  skipWs(r);
  if (r.atEnd()) fail(r.pos, r.pos, 'expected a value');
  if (depth > MAX_NBT_DEPTH) fail(r.pos, r.pos + 1, `NBT nested too deeply (more than ${MAX_NBT_DEPTH} levels)`);
  const c = r.peek();
  if (c === '{') return readCompound(r, depth);
  if (c === '[') return readListOrArray(r, depth);
  if (c === '"' || c === "'") {
    const text = readString(r);
    return { value: text, type: 'string', tag: { type: 'string', value: text } };
  }
  const start = r.pos;
  const s = r.readUnquoted();
  if (!s) fail(start, start + 1, `expected a value, found '${c}'`);
  const t = typeUnquoted(s);
  return { ...t, tag: scalarTag(t.value, t.type) };
}

/** Reads one SNBT value starting at `start` (spaces inside are allowed, the value ends where it ends). */
export function parseSnbt(text: string, start = 0, end = text.length): SnbtResult {
  const r = new Reader(text, start, end);
  try {
    const v = readValue(r, 1);
    return { value: v.value, type: v.type, tag: v.tag, end: r.pos };
  } catch (e) {
    if (e instanceof Fail) return { end: e.err.start, error: e.err };
    if (e instanceof RangeError) return { end: start, error: { start, end: Math.min(end, start + 1), message: 'NBT nested too deeply' } };
    throw e;
  }
}

/** Reads an SNBT compound (`{…}`) at `start`. */
export function parseSnbtCompound(text: string, start = 0, end = text.length): SnbtResult {
  if (text.charAt(start) !== '{') {
    return { end: start, error: { start, end: Math.min(end, start + 1), message: "expected an NBT compound starting with '{'" } };
  }
  return parseSnbt(text, start, end);
}
