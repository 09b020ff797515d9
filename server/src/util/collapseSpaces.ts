/**
 * White space runs as one space, as `s.replace(/\s+/g, ' ')` does, in one
 * scan of code units (the text is returned as it is when nothing changes:
 * no run of two or more, no tab, newline or other blank). The regex replace
 * costs about a microsecond a match in V8, so a text of a million short runs
 * ("- - - …", "\n 1\n 1…" in a 2 MB criteria or guidance text) took a second.
 */

/** The characters of the regex class `\s`. */
function isSpace(c: number): boolean {
  if (c === 32 || (c >= 9 && c <= 13)) return true;
  if (c < 0xa0) return false;
  return c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff;
}

export function collapseSpaces(text: string): string {
  let out: Uint16Array | undefined;
  let k = 0;
  let i = 0;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (!isSpace(c)) {
      if (out) out[k++] = c;
      else k++;
      i++;
      continue;
    }
    let j = i + 1;
    while (j < text.length && isSpace(text.charCodeAt(j))) j++;
    // The first change: from here on the text is copied code unit by code unit.
    if (!out && (j - i > 1 || c !== 32)) {
      out = new Uint16Array(text.length);
      for (let x = 0; x < k; x++) out[x] = text.charCodeAt(x);
    }
    if (out) out[k] = 32;
    k++;
    i = j;
  }
  if (!out) return text;
  // In chunks: one fromCharCode call takes a bounded number of arguments.
  let s = '';
  for (let x = 0; x < k; x += 8192) s += String.fromCharCode(...out.subarray(x, Math.min(k, x + 8192)));
  return s;
}
