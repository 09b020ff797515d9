/**
 * A reader for the subset of Python literals MineDojo's
 * `minedojo/tasks/__init__.py` writes its template variables in (`_ALL_VARS =
 * { "quantity": [1, 8], ... }`): dicts, lists, tuples, strings (single,
 * double or triple quoted, with the common escapes, adjacent ones joined),
 * integers, floats, True, False, None, comments and trailing commas. The file
 * is read, never executed: anything outside the subset (a name, a call, an
 * operator) is an error that says where.
 */

export type PyValue = string | number | boolean | null | PyValue[] | { [key: string]: PyValue };

export class PythonLiteralError extends Error {
  constructor(message: string, readonly offset: number) {
    super(message);
  }
}

/** Line and column (1-based) of an offset, for messages. */
function where(src: string, offset: number): string {
  const before = src.slice(0, offset).split('\n');
  return `line ${before.length}, column ${before[before.length - 1].length + 1}`;
}

const ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', '\\': '\\', "'": "'", '"': '"', '0': '\0', a: '\x07', b: '\b', f: '\f', v: '\v' };

/** `_ALL_VARS` is a dict of lists; a literal nested deeper than this is refused, not read until the stack overflows. */
const MAX_DEPTH = 100;

class Reader {
  pos: number;
  private depth = 0;
  constructor(readonly src: string, start: number) {
    this.pos = start;
  }

  fail(what: string): never {
    throw new PythonLiteralError(`${what} at ${where(this.src, this.pos)}`, this.pos);
  }

  /** Skips white space, line continuations and comments. */
  skip(): void {
    for (;;) {
      const c = this.src[this.pos];
      if (c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\f') this.pos++;
      else if (c === '\\' && this.src[this.pos + 1] === '\n') this.pos += 2;
      else if (c === '#') {
        while (this.pos < this.src.length && this.src[this.pos] !== '\n') this.pos++;
      } else return;
    }
  }

  value(): PyValue {
    this.skip();
    const c = this.src[this.pos];
    if (c === undefined) this.fail('unexpected end of the literal');
    if (c === '{' || c === '[' || c === '(') {
      if (++this.depth > MAX_DEPTH) this.fail(`nested more than ${MAX_DEPTH} deep`);
      const v = c === '{' ? this.dict() : c === '[' ? this.sequence('[', ']') : this.sequence('(', ')');
      this.depth--;
      return v;
    }
    if (c === '"' || c === "'" || /[rRuUbBfF]/.test(c) && /["']/.test(this.src[this.pos + 1] ?? '')) return this.strings();
    if (/[-+0-9.]/.test(c)) return this.number();
    const word = /^[A-Za-z_][A-Za-z0-9_]*/.exec(this.src.slice(this.pos, this.pos + 64))?.[0];
    if (word === 'True' || word === 'False' || word === 'None') {
      this.pos += word.length;
      return word === 'True' ? true : word === 'False' ? false : null;
    }
    this.fail(word ? `'${word}' is not a literal (names and calls are not evaluated)` : `unexpected '${c}'`);
  }

  dict(): { [key: string]: PyValue } {
    this.pos++;
    const out: { [key: string]: PyValue } = Object.create(null);
    for (;;) {
      this.skip();
      if (this.src[this.pos] === '}') {
        this.pos++;
        return out;
      }
      const key = this.value();
      if (typeof key !== 'string' && typeof key !== 'number') this.fail('a dict key must be a string or a number');
      this.skip();
      if (this.src[this.pos] !== ':') this.fail("expected ':' after a dict key");
      this.pos++;
      out[String(key)] = this.value();
      this.skip();
      if (this.src[this.pos] === ',') this.pos++;
      else if (this.src[this.pos] !== '}') this.fail("expected ',' or '}'");
    }
  }

  sequence(open: string, close: string): PyValue[] {
    this.pos++;
    const out: PyValue[] = [];
    for (;;) {
      this.skip();
      if (this.src[this.pos] === close) {
        this.pos++;
        return out;
      }
      out.push(this.value());
      this.skip();
      if (this.src[this.pos] === ',') this.pos++;
      else if (this.src[this.pos] !== close) this.fail(`expected ',' or '${close}' in a ${open === '[' ? 'list' : 'tuple'}`);
    }
  }

  number(): number {
    const m = /^[-+]?(?:\d[\d_]*\.?[\d_]*(?:[eE][-+]?\d+)?|\.\d[\d_]*(?:[eE][-+]?\d+)?)/.exec(this.src.slice(this.pos, this.pos + 64));
    if (!m) this.fail('malformed number');
    this.pos += m[0].length;
    const n = Number(m[0].replace(/_/g, ''));
    if (!Number.isFinite(n)) this.fail('malformed number');
    return n;
  }

  /** One string, or several written side by side (Python joins them). */
  strings(): string {
    let s = this.string();
    for (;;) {
      const save = this.pos;
      this.skip();
      const c = this.src[this.pos];
      if (c === '"' || c === "'" || /[rRuU]/.test(c ?? '') && /["']/.test(this.src[this.pos + 1] ?? '')) s += this.string();
      else {
        this.pos = save;
        return s;
      }
    }
  }

  string(): string {
    let raw = false;
    while (/[rRuUbBfF]/.test(this.src[this.pos])) {
      const p = this.src[this.pos].toLowerCase();
      if (p === 'f') this.fail('f-strings are not literals');
      if (p === 'b') this.fail('bytes are not read');
      if (p === 'r') raw = true;
      this.pos++;
    }
    const q = this.src[this.pos];
    const triple = this.src.startsWith(q.repeat(3), this.pos);
    const end = triple ? q.repeat(3) : q;
    this.pos += end.length;
    let out = '';
    for (;;) {
      if (this.pos >= this.src.length) this.fail('unterminated string');
      if (this.src.startsWith(end, this.pos)) {
        this.pos += end.length;
        return out;
      }
      const c = this.src[this.pos];
      if (c === '\n' && !triple) this.fail('unterminated string');
      if (c === '\\' && !raw) {
        const n = this.src[this.pos + 1];
        if (n === '\n') {
          this.pos += 2;
          continue;
        }
        if (n in ESCAPES) out += ESCAPES[n];
        else out += '\\' + n;
        this.pos += 2;
        continue;
      }
      out += c;
      this.pos++;
    }
  }
}

/** Reads one literal starting at `start` (white space and comments first are skipped). */
export function readPythonLiteral(src: string, start = 0): { value: PyValue; end: number } {
  const r = new Reader(src, start);
  const value = r.value();
  return { value, end: r.pos };
}

/**
 * The literal assigned to a module-level name (`NAME = {...}` at the start of
 * a line, optionally annotated `NAME: dict = {...}`); undefined when the file
 * has no such assignment.
 */
export function readAssignedLiteral(src: string, name: string): PyValue | undefined {
  const re = new RegExp(`^${name.replace(/[^\w]/g, '')}\\s*(?::[^=\\n]*)?=\\s*`, 'm');
  const m = re.exec(src);
  if (!m) return undefined;
  return readPythonLiteral(src, m.index + m[0].length).value;
}
