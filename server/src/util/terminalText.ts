/**
 * Text from elsewhere (a model's answer, a server's error body) printed to a
 * terminal: an ESC or CSI sequence could clear the screen, retitle the window
 * or move the cursor, a lone carriage return could overwrite a line already
 * printed. Such characters are written as escapes (\u001b); newlines, tabs and
 * CRLF line ends stay, so a YAML draft or criteria text keeps its lines.
 * (cli/printable.ts escapes newlines too, for one-finding-per-line output.)
 */
const TERMINAL_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]|\r(?!\n)/g;

export function terminalSafe(text: string): string {
  return text.replace(TERMINAL_CONTROL, (c) => '\\u' + c.charCodeAt(0).toString(16).padStart(4, '0'));
}
