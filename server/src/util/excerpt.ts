/**
 * Messages that quote what the user wrote quote at most this many characters:
 * a 1 MB number or id repeated whole in a diagnostic (and in every LSP
 * message that carries it) helps nobody and costs memory and bandwidth.
 */
export const MAX_QUOTED_CHARS = 40;

/** `text` when short, else its first MAX_QUOTED_CHARS characters and "…" (never splitting a surrogate pair). */
export function excerpt(text: string, max = MAX_QUOTED_CHARS): string {
  if (text.length <= max) return text;
  let cut = max;
  const last = text.charCodeAt(cut - 1);
  if (last >= 0xd800 && last <= 0xdbff) cut--;
  return text.slice(0, cut) + '…';
}
