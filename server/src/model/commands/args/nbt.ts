/** nbt_tag, nbt_compound_tag and nbt_path arguments. */
import { problem } from '../problem';
import { readQuoted, Reader } from '../reader';
import { parseSnbt, parseSnbtCompound } from '../snbt';
import { type ArgParser, tokenEnd } from './context';
import { excerpt } from '../../../util/excerpt';
import { COMMAND } from '../../diagnosticCodes';

function snbtParser(compoundOnly: boolean): ArgParser {
  return (line, start) => {
    const r = compoundOnly ? parseSnbtCompound(line, start) : parseSnbt(line, start);
    if (r.error) return { end: r.end, failed: true, problems: [problem(r.error.start, r.error.end, COMMAND.nbt, `Malformed NBT: ${r.error.message}.`)] };
    return { end: r.end, problems: [], value: { type: 'nbt', value: r.value!, tag: r.tag } };
  };
}

export const parseNbtTag = snbtParser(false);
export const parseNbtCompound = snbtParser(true);

const isPathNameChar = (c: string) => c !== ' ' && c !== '"' && c !== "'" && c !== '[' && c !== ']' && c !== '.' && c !== '{' && c !== '}';

/** `Inventory[0].tag.display.Name`, `Items[{Slot:0b}]`, `{Tags:[x]}`, `"quoted key".x`. */
export const parseNbtPath: ArgParser = (line, start) => {
  const r = new Reader(line, start);
  const fail = (s: number, e: number, message: string) => ({ end: r.pos, failed: true, problems: [problem(s, Math.max(e, s + 1), COMMAND.nbt, message)] });
  let first = true;
  for (;;) {
    const c = r.peek();
    if (r.atEnd() || c === ' ') return fail(r.pos, r.pos + 1, first ? 'Expected an NBT path such as Inventory[0].id.' : 'Expected a key after the dot in the NBT path.');
    if (c === '{') {
      const s = parseSnbtCompound(line, r.pos);
      if (s.error) return fail(s.error.start, s.error.end, `Malformed NBT in the path: ${s.error.message}.`);
      r.pos = s.end;
    } else if (c === '"' || c === "'") {
      const q = readQuoted(r);
      if (!q.ok) return fail(q.start, q.end, q.message);
    } else if (c === '[') {
      if (first) return fail(r.pos, r.pos + 1, 'An NBT path cannot start with [: name the list first (e.g. Inventory[0]).');
    } else {
      const name = r.readWhile(isPathNameChar);
      if (!name) return fail(r.pos, r.pos + 1, `Unexpected '${excerpt(c)}' in the NBT path.`);
    }
    // Any number of [index], [] or [{match}] after a node.
    while (r.peek() === '[' && !r.atEnd()) {
      const open = r.pos;
      r.pos++;
      if (r.peek() === '{') {
        const s = parseSnbtCompound(line, r.pos);
        if (s.error) return fail(s.error.start, s.error.end, `Malformed NBT in the path: ${s.error.message}.`);
        r.pos = s.end;
      } else {
        r.readWhile((ch) => ch !== ']' && ch !== ' ');
        const idx = line.slice(open + 1, r.pos);
        if (idx && !/^-?\d+$/.test(idx)) return fail(open + 1, r.pos, `'${excerpt(idx)}' is not a list index.`);
      }
      if (r.peek() !== ']' || r.atEnd()) return fail(open, r.atEnd() ? line.length : r.pos + 1, "Unterminated list index in the NBT path: expected ']'.");
      r.pos++;
    }
    first = false;
    if (r.atEnd() || r.peek() === ' ') break;
    if (r.peek() === '.') {
      r.pos++;
      continue;
    }
    if (r.peek() === '{') continue;
    const e = tokenEnd(line, r.pos);
    return fail(r.pos, e, `Unexpected '${excerpt(line.slice(r.pos, e))}' in the NBT path.`);
  }
  return { end: r.pos, problems: [], value: { type: 'string', value: line.slice(start, r.pos) } };
};
