/**
 * The command string the cursor is in, and the cursor's index within it, for
 * the features that read a command at a cursor (completion, signature help).
 *
 * A command list item on one line (`- /give @s …`, plain or quoted) is read
 * from the raw line: while a person types, the YAML may be broken, and a plain
 * scalar drops the trailing space that says "the next argument starts here".
 * Anything else (a block scalar, a quoted string folded over lines) is read
 * from the task model's command items, whose offsets map each character of
 * the value back to the document.
 */
import { COMMAND_KEYS, TaskModel } from '../../model/task/taskModel';
import { lineContext, LineContext } from './lineContext';

/** A command list item's text on the cursor line: where it starts in the document, and its text without quotes or comment. */
export interface CommandLineItem {
  start: number;
  text: string;
}

export interface CommandAtCursor {
  text: string;
  /** Index in `text` of the cursor. */
  cursor: number;
  /** Document offset of character i of `text`. */
  offsetOf(i: number): number;
}

function inCommandList(ctx: LineContext): boolean {
  return !!ctx.section && (COMMAND_KEYS as readonly string[]).includes(ctx.section);
}

/** `- /give @s minecraft:dia` (or `- "…"`) with the cursor after the dash: the command part of the line. */
export function commandLineItem(ctx: LineContext): CommandLineItem | undefined {
  if (!inCommandList(ctx)) return undefined;
  const m = /^(\s*-\s*)(["']?)/.exec(ctx.line);
  if (!m || ctx.before.length < m[1].length) return undefined;
  const skip = m[1].length + m[2].length;
  // A quoted item ends at its closing quote; a plain one keeps everything (a `#` may be part of the command).
  const text = ctx.line.slice(skip).replace(/["']\s*(#.*)?$/, m[2] ? '' : '$&');
  return { start: ctx.lineStart + skip, text };
}

export function commandAtCursor(model: TaskModel, offset: number): CommandAtCursor | undefined {
  const ctx = lineContext(model.text, offset);
  const item = commandLineItem(ctx);
  const onOneLine = item && !/^\s*-\s*[|>]/.test(ctx.line);
  if (item && onOneLine) {
    const cursor = offset - item.start;
    if (cursor < 0 || cursor > item.text.length) return undefined;
    return { text: item.text, cursor, offsetOf: (i) => item.start + i };
  }
  const cmd = model.commands.find((c) => offset >= c.start && offset <= c.end);
  if (!cmd) return undefined;
  let i = 0;
  while (i < cmd.text.length && cmd.offsetOf(i + 1) <= offset) i++;
  return { text: cmd.text, cursor: i, offsetOf: cmd.offsetOf };
}
