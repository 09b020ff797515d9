/**
 * A parser for Minecraft's stringified NBT (SNBT) as used in 1.16 commands:
 * {Color:14b}, {VillagerData:{profession:"minecraft:farmer",level:2}},
 * {Enchantments:[{id:"minecraft:power",lvl:2s}]}, [I;1,2,3]. It returns the
 * typed tree prismarine-nbt uses ({type, value}) so item NBT can be stored
 * as is; `simplifyNbt` turns it into plain JS values.
 */

export interface NbtTag { type: string; value: any }

export class SnbtError extends Error {}

const NUM = /^[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?([bslfdBSLFD])?$/;
const UNQUOTED = /[0-9A-Za-z_\-.+]/;

export function parseSnbt(text: string): NbtTag {
  let i = 0;
  const ws = () => { while (i < text.length && /\s/.test(text[i])) i++; };
  const fail = (msg: string): never => { throw new SnbtError(`${msg} at position ${i}: ${text.slice(i, i + 20)}`); };
  const expect = (c: string) => { ws(); if (text[i] !== c) fail(`Expected '${c}'`); i++; };

  function readString(): string {
    ws();
    const q = text[i];
    if (q === '"' || q === "'") {
      i++;
      let out = '';
      while (i < text.length && text[i] !== q) {
        if (text[i] === '\\') { i++; }
        out += text[i++];
      }
      if (text[i] !== q) fail('Unterminated string');
      i++;
      return out;
    }
    const start = i;
    while (i < text.length && UNQUOTED.test(text[i])) i++;
    if (start === i) fail('Expected a value');
    return text.slice(start, i);
  }

  function scalar(raw: string, quoted: boolean): NbtTag {
    if (quoted) return { type: 'string', value: raw };
    if (raw === 'true') return { type: 'byte', value: 1 };
    if (raw === 'false') return { type: 'byte', value: 0 };
    const m = NUM.exec(raw);
    if (!m) return { type: 'string', value: raw };
    const suffix = (m[1] ?? '').toLowerCase();
    const num = Number(suffix ? raw.slice(0, -1) : raw);
    if (suffix === 'b') return { type: 'byte', value: num };
    if (suffix === 's') return { type: 'short', value: num };
    if (suffix === 'l') return { type: 'long', value: [Math.floor(num / 2 ** 32), num >>> 0] };
    if (suffix === 'f') return { type: 'float', value: num };
    if (suffix === 'd' || /[.e]/i.test(raw)) return { type: 'double', value: num };
    return { type: 'int', value: num };
  }

  function value(): NbtTag {
    ws();
    const c = text[i];
    if (c === '{') return compound();
    if (c === '[') return list();
    const quoted = c === '"' || c === "'";
    return scalar(readString(), quoted);
  }

  function compound(): NbtTag {
    expect('{');
    const out: Record<string, NbtTag> = {};
    ws();
    if (text[i] === '}') { i++; return { type: 'compound', value: out }; }
    for (;;) {
      const key = readString();
      expect(':');
      out[key] = value();
      ws();
      if (text[i] === ',') { i++; continue; }
      if (text[i] === '}') { i++; return { type: 'compound', value: out }; }
      fail("Expected ',' or '}'");
    }
  }

  function list(): NbtTag {
    expect('[');
    ws();
    const typed = /^([BIL]);/.exec(text.slice(i, i + 2));
    if (typed) {
      i += 2;
      const kind = typed[1] === 'B' ? 'byteArray' : typed[1] === 'I' ? 'intArray' : 'longArray';
      const items: number[] = [];
      ws();
      while (text[i] !== ']') {
        items.push(Number(readString().replace(/[bBlL]$/, '')));
        ws();
        if (text[i] === ',') i++;
        ws();
        if (i >= text.length) fail('Unterminated array');
      }
      i++;
      return { type: kind, value: items };
    }
    const items: NbtTag[] = [];
    if (text[i] === ']') { i++; return { type: 'list', value: { type: 'end', value: [] } }; }
    for (;;) {
      items.push(value());
      ws();
      if (text[i] === ',') { i++; continue; }
      if (text[i] === ']') { i++; break; }
      fail("Expected ',' or ']'");
    }
    const type = items[0].type;
    if (items.some((t) => t.type !== type)) fail('Mixed list element types');
    return { type: 'list', value: { type, value: items.map((t) => t.value) } };
  }

  const out = value();
  ws();
  if (i !== text.length) fail('Trailing data');
  return out;
}

/** Plain JS value of a typed NBT tree (compounds → objects, lists → arrays). */
export function simplifyNbt(tag: NbtTag): any {
  switch (tag.type) {
    case 'compound':
      return Object.fromEntries(Object.entries(tag.value as Record<string, NbtTag>).map(([k, v]) => [k, simplifyNbt(v)]));
    case 'list':
      return (tag.value.value as any[]).map((v) => simplifyNbt({ type: tag.value.type, value: v }));
    default:
      return tag.value;
  }
}

/** Index just past the balanced {...} or [...] group starting at `start` (quotes respected). */
export function skipBalanced(text: string, start: number): number {
  let depth = 0;
  let quote: string | null = null;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = null;
      continue;
    }
    if (c === '"' || c === "'") quote = c;
    else if (c === '{' || c === '[') depth++;
    else if (c === '}' || c === ']') { depth--; if (depth === 0) return i + 1; }
  }
  return -1;
}
