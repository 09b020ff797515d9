import { Scalar } from 'yaml';

/**
 * Maps an index into a scalar's parsed value back to an offset in the document,
 * so a problem found in a command string lands on the right characters even
 * when the YAML source is quoted ("…\"…") or folded over several lines.
 * Returns an array of length value.length + 1 (the extra entry is the end).
 */
export function scalarOffsets(text: string, node: Scalar, value: string): number[] {
  const range = node.range;
  if (!range) return new Array(value.length + 1).fill(0);
  const [start, valueEnd] = range;
  const src = text.slice(start, valueEnd);
  const out: number[] = new Array(value.length + 1);
  if (src === value) {
    for (let i = 0; i <= value.length; i++) out[i] = start + i;
    return out;
  }
  const type = node.type;
  let j = 0;
  if (type === Scalar.QUOTE_DOUBLE || type === Scalar.QUOTE_SINGLE) j = 1; // skip the opening quote
  else if (type === Scalar.BLOCK_FOLDED || type === Scalar.BLOCK_LITERAL) {
    const nl = src.search(/\r?\n/);
    j = nl < 0 ? src.length : nl; // skip the `|` / `>` header line
  }
  for (let i = 0; i < value.length; i++) {
    const c = value[i];
    // Skip source characters that YAML folded away or that introduce an escape.
    while (j < src.length && src[j] !== c) {
      if (type === Scalar.QUOTE_DOUBLE && src[j] === '\\') {
        const len = escapeLength(src, j);
        // An escape that yields this value character: map to the backslash.
        if (decodes(src.slice(j, j + len), c)) break;
        j += len;
        continue;
      }
      if (/\s/.test(src[j]) || (type === Scalar.QUOTE_SINGLE && src[j] === "'")) {
        j++;
        continue;
      }
      break;
    }
    out[i] = start + Math.min(j, src.length);
    if (type === Scalar.QUOTE_DOUBLE && src[j] === '\\') j += escapeLength(src, j);
    else if (type === Scalar.QUOTE_SINGLE && src[j] === "'" && src[j + 1] === "'") j += 2;
    else j++;
  }
  out[value.length] = start + Math.min(j, src.length);
  // Keep the map monotonic even if alignment drifted.
  for (let i = 1; i < out.length; i++) if (out[i] < out[i - 1]) out[i] = out[i - 1];
  return out;
}

function escapeLength(src: string, j: number): number {
  const n = src[j + 1];
  if (n === 'x') return 4;
  if (n === 'u') return 6;
  if (n === 'U') return 10;
  if (n === '\r' && src[j + 2] === '\n') return 3;
  return 2;
}

function decodes(esc: string, c: string): boolean {
  const map: Record<string, string> = { n: '\n', t: '\t', '"': '"', '\\': '\\', '/': '/', r: '\r', '0': '\0', ' ': ' ', _: '\u00a0' };
  const k = esc[1];
  if (k in map) return map[k] === c;
  if (k === 'x' || k === 'u' || k === 'U') return String.fromCodePoint(parseInt(esc.slice(2), 16)) === c;
  return false;
}
