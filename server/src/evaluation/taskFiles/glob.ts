/**
 * A glob matcher that runs in O(pattern × path) time whatever the pattern.
 *
 * Globs used to be compiled to regular expressions; `**∕` repeated a dozen
 * times then backtracked for minutes on a long path and froze the language
 * server. Here a pattern is a list of tokens and matching is a dynamic
 * programme over (token, path offset), filled from the end, so no input can
 * make it backtrack.
 *
 * Semantics (unchanged from the regex version): `**∕` any number of whole
 * segments (including none), `**` elsewhere any characters, `*` any characters
 * but `/`, `?` one character but `/`, `{a,b}` one of literal alternatives, and
 * any prefix of the path ending in `/` may precede the match.
 */

type Token =
  | { kind: 'char'; char: string }
  | { kind: 'one' } // ?
  | { kind: 'star' } // * within a segment
  | { kind: 'any' } // ** not followed by /
  | { kind: 'segments' } // **/
  | { kind: 'alternatives'; options: string[] };

export interface CompiledGlob {
  readonly source: string;
  readonly tokens: readonly Token[];
}

export function compileGlob(glob: string): CompiledGlob {
  const tokens: Token[] = [];
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i];
    if (c === '*') {
      if (glob[i + 1] === '*') {
        const slash = glob[i + 2] === '/';
        tokens.push({ kind: slash ? 'segments' : 'any' });
        i += slash ? 2 : 1;
      } else tokens.push({ kind: 'star' });
    } else if (c === '?') tokens.push({ kind: 'one' });
    else if (c === '{' && glob.indexOf('}', i) > i) {
      const close = glob.indexOf('}', i);
      tokens.push({ kind: 'alternatives', options: glob.slice(i + 1, close).split(',') });
      i = close;
    } else tokens.push({ kind: 'char', char: c });
  }
  return { source: glob, tokens };
}

const SLASH = 47;

/** Does `path` (with `/` separators) match the glob, allowing any `…/` prefix? */
export function matchGlob(glob: CompiledGlob, path: string): boolean {
  const n = path.length;
  // next[i]: do the tokens after the current one match path[i..]? Starts as "no tokens left".
  let next = new Uint8Array(n + 2);
  next[n] = 1;
  for (let t = glob.tokens.length - 1; t >= 0; t--) {
    const tok = glob.tokens[t];
    const cur = new Uint8Array(n + 2);
    if (tok.kind === 'segments') {
      // `(?:.*/)?`: nothing, or anything that ends in '/'. endsAfterSlash[k]: some j ≥ k follows a '/' and next[j].
      let endsAfterSlash = 0;
      for (let i = n; i >= 0; i--) {
        cur[i] = next[i] || endsAfterSlash ? 1 : 0;
        if (i > 0 && path.charCodeAt(i - 1) === SLASH && next[i]) endsAfterSlash = 1;
      }
    } else {
      for (let i = n; i >= 0; i--) cur[i] = step(tok, path, i, n, cur, next);
    }
    next = cur;
  }
  for (let start = 0; start <= n; start++) {
    if ((start === 0 || path.charCodeAt(start - 1) === SLASH) && next[start]) return true;
  }
  return false;
}

/** One cell of the table for a token other than `**∕` (whose cells depend on a running flag). */
function step(tok: Token, path: string, i: number, n: number, cur: Uint8Array, next: Uint8Array): number {
  const more = i < n;
  switch (tok.kind) {
    case 'char':
      return more && path[i] === tok.char && next[i + 1] ? 1 : 0;
    case 'one':
      return more && path.charCodeAt(i) !== SLASH && next[i + 1] ? 1 : 0;
    case 'star':
      return next[i] || (more && path.charCodeAt(i) !== SLASH && cur[i + 1]) ? 1 : 0;
    case 'any':
      return next[i] || (more && cur[i + 1]) ? 1 : 0;
    case 'alternatives':
      return tok.options.some((o) => path.startsWith(o, i) && next[i + o.length]) ? 1 : 0;
    case 'segments':
      return 0; // handled by the caller
  }
}
