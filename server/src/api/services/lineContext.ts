/**
 * Where the cursor is, read from the raw lines rather than the YAML tree:
 * while a person types, the document is often not valid YAML, and completion
 * must still know "this is a command list item" or "this is a reward field".
 */
export interface LineContext {
  /** The top-level key whose block holds the cursor line (undefined at top level). */
  section?: string;
  /** Offset where the cursor line starts, and its text up to the cursor. */
  lineStart: number;
  before: string;
  /** Full text of the cursor line. */
  line: string;
  /** Inside a reward entry: the field the cursor's value belongs to (`objects` for `  - iron_ore` under `objects:`). */
  field?: string;
}

const TOP_KEY = /^([A-Za-z_][\w-]*)\s*:/;
const BARE_KEY = /^(\s*)(?:-\s+)?([A-Za-z_]\w*)\s*:\s*(#.*)?$/;

export function lineContext(text: string, offset: number): LineContext {
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  let lineEnd = text.indexOf('\n', offset);
  if (lineEnd < 0) lineEnd = text.length;
  const line = text.slice(lineStart, lineEnd).replace(/\r$/, '');
  const before = text.slice(lineStart, offset);
  const ctx: LineContext = { lineStart, before, line };
  const own = /^\s*(?:-\s+)?([A-Za-z_]\w*)\s*:/.exec(before);
  if (own) ctx.field = own[1];
  const isDash = /^\s*-(\s|$)/.test(line);
  const curIndent = indentOf(line);
  let lookingForField = !own && isDash && curIndent >= 0;
  for (const prev of previousLines(text, lineStart)) {
    if (!prev.trim() || prev.trimStart().startsWith('#')) continue;
    const ind = indentOf(prev);
    if (lookingForField) {
      const m = BARE_KEY.exec(prev);
      if (m && ind <= curIndent && ind > 0) {
        ctx.field = m[2];
        lookingForField = false;
      } else if (ind < curIndent || (ind === curIndent && !/^\s*-/.test(prev))) lookingForField = false;
    }
    if (ind === 0 && !prev.startsWith('-')) {
      const m = TOP_KEY.exec(prev);
      if (m) ctx.section = m[1];
      break;
    }
  }
  return ctx;
}

function* previousLines(text: string, lineStart: number): Generator<string> {
  let end = lineStart - 1;
  while (end > 0) {
    const start = text.lastIndexOf('\n', end - 1) + 1;
    yield text.slice(start, end).replace(/\r$/, '');
    end = start - 1;
  }
}

function indentOf(s: string): number {
  return s.length - s.trimStart().length;
}
