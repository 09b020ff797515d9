/** HTML escaping for text and attribute values of the report page: every string from a task file or a result passes here. */
export function esc(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/**
 * JSON to embed in `<script type="application/json">`: `<`, `>`, `&` and the
 * two line separators JavaScript once treated as newlines are written as
 * \u escapes, so no data can close the element or start a comment.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
