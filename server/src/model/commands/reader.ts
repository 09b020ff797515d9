/** A cursor over one command line, with Brigadier's token rules. */
export class Reader {
  pos: number;
  constructor(readonly text: string, pos = 0, readonly end = text.length) {
    this.pos = pos;
  }

  canRead(n = 1): boolean {
    return this.pos + n <= this.end;
  }
  peek(offset = 0): string {
    return this.text.charAt(this.pos + offset);
  }
  atEnd(): boolean {
    return this.pos >= this.end;
  }
  /** Reads while `ok` holds for the next character. */
  readWhile(ok: (ch: string) => boolean): string {
    const s = this.pos;
    while (this.pos < this.end && ok(this.text.charAt(this.pos))) this.pos++;
    return this.text.slice(s, this.pos);
  }
  /** Up to the next space (or the end). */
  readToken(): string {
    return this.readWhile((c) => c !== ' ');
  }
  readUnquoted(): string {
    return this.readWhile(isUnquotedChar);
  }
  skipSpaces(): void {
    while (this.pos < this.end && this.text.charAt(this.pos) === ' ') this.pos++;
  }
  /**
   * Between the items of a bracketed list (`[a=1, b=2]`, `{x=1..}`): skips the
   * spaces and, when a comma follows, it and the spaces after it. True when
   * another item follows the comma; false at the closing bracket or anything else.
   */
  nextListItem(): boolean {
    this.skipSpaces();
    if (this.atEnd() || this.peek() !== ',') return false;
    this.pos++;
    this.skipSpaces();
    return true;
  }
}

/** Characters Brigadier allows in an unquoted string. */
export function isUnquotedChar(c: string): boolean {
  return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c === '_' || c === '-' || c === '.' || c === '+';
}

/** Characters of a resource location (read leniently: upper case is reported later, not cut off). */
export function isResourceChar(c: string): boolean {
  return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c === '_' || c === '-' || c === '.' || c === ':' || c === '/';
}

export type QuotedResult = { value: string; ok: true } | { ok: false; message: string; start: number; end: number };

/**
 * Reads a quoted string at the reader ("…" or '…', backslash escapes the
 * quote and the backslash). The reader must be on the opening quote.
 */
export function readQuoted(r: Reader): QuotedResult {
  const start = r.pos;
  const quote = r.peek();
  r.pos++;
  let out = '';
  while (r.pos < r.end) {
    const c = r.text.charAt(r.pos);
    if (c === '\\') {
      const n = r.text.charAt(r.pos + 1);
      if (n === quote || n === '\\') {
        out += n;
        r.pos += 2;
        continue;
      }
      return { ok: false, message: `invalid escape '\\${n}' in a quoted string (only \\${quote} and \\\\ are allowed)`, start: r.pos, end: Math.min(r.end, r.pos + 2) };
    }
    r.pos++;
    if (c === quote) return { ok: true, value: out };
    out += c;
  }
  return { ok: false, message: `unterminated string: expected ${quote}`, start, end: r.end };
}
