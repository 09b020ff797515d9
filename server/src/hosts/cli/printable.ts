/**
 * Text output is one finding per line, so a file name (or a quoted token)
 * holding a newline, a carriage return or a terminal escape could forge or
 * hide lines. Control characters are written as escapes instead; JSON output
 * needs none of this, JSON.stringify escapes them already.
 */
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;
const NAMED: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

export function escapeControlChars(text: string): string {
  return text.replace(CONTROL, (c) => NAMED[c] ?? '\\u' + c.charCodeAt(0).toString(16).padStart(4, '0'));
}
