/**
 * What the extension's self-contained HTML pages (the preview webview and the
 * suite report) share: escaping, and the head every page starts with (charset,
 * its Content-Security-Policy, viewport, title), so a page cannot forget one.
 */

/** HTML escaping for text and attribute values: every string from a task file or a result passes here. */
export function esc(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** `<!DOCTYPE html>` up to `</head>`; `styles` is trusted markup (a nonce'd stylesheet link or style element). */
export function pageHead(o: { csp: string; title: string; styles: string }): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="UTF-8">
<meta http-equiv="Content-Security-Policy" content="${esc(o.csp)}">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
${o.styles}
<title>${esc(o.title)}</title>
</head>`;
}
