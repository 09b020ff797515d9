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

/**
 * Text we write into a file from text we did not (an imported task id or prompt put into a YAML
 * comment or a criteria heading): control characters would hide in the file or, printed by `cat`,
 * drive the terminal, and a line break would end the comment or split the heading. `oneLine`
 * turns every control character and line or paragraph separator into a space; `plainText` keeps
 * newlines and tabs (a multi-line instruction) and turns the rest into spaces.
 */
const LINE_BREAKING = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029]/g;

export function oneLine(text: string): string {
  return text.replace(/\r\n/g, '\n').replace(LINE_BREAKING, ' ');
}

export function plainText(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(CONTROL_BUT_LINES, ' ');
}
