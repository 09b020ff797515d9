/** HTML escaping of the report page: the one escaper of the extension's pages. */
export { esc } from '../../util/htmlPage';

/**
 * JSON to embed in `<script type="application/json">`: `<`, `>`, `&` and the
 * two line separators JavaScript once treated as newlines are written as
 * \u escapes, so no data can close the element or start a comment.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
