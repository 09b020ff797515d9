/**
 * Quick fixes that add init commands: a new line after the last command, in
 * the list's own style (block list with the same indentation and quoting, or
 * a flow list); an empty `[]` becomes a block list; a missing key is added.
 */
import { isScalar, isSeq } from 'yaml';
import type { Fix, OffsetEdit } from '../../model/task/diagnostic';
import type { TaskModel } from '../../model/task/taskModel';

export function addCommandsEdit(model: TaskModel, commands: string[]): OffsetEdit {
  const text = model.text;
  const key = model.commandsKey ?? 'custom_init_commands';
  const entry = model.topLevel.get(key);
  if (!entry) {
    return { start: 0, end: 0, newText: `custom_init_commands:\n${commands.map((c) => `- ${c}`).join('\n')}\n` };
  }
  const node = entry.value;
  const lineEnd = (at: number) => {
    const nl = text.indexOf('\n', at);
    return nl < 0 ? text.length : nl > 0 && text[nl - 1] === '\r' ? nl - 1 : nl;
  };
  if (isSeq(node) && node.items.length) {
    const last = node.items[node.items.length - 1];
    const [s, e] = (isScalar(last) && last.range) ? [last.range[0], last.range[1]] : [entry.keyEnd, entry.keyEnd];
    const quote = text[s] === '"' || text[s] === "'" ? text[s] : '';
    const q = (c: string) => (quote === '"' ? JSON.stringify(c) : quote === "'" ? `'${c.replace(/'/g, "''")}'` : c);
    if (node.flow) return { start: e, end: e, newText: commands.map((c) => `, ${q(c)}`).join('') };
    const lineStart = text.lastIndexOf('\n', s - 1) + 1;
    const prefix = text.slice(lineStart, s).replace(/[^\s-]/g, ' ');
    const at = lineEnd(e);
    return { start: at, end: at, newText: commands.map((c) => `\n${prefix}${q(c)}`).join('') };
  }
  const lineStart = text.lastIndexOf('\n', entry.keyStart - 1) + 1;
  const indent = text.slice(lineStart, entry.keyStart);
  const block = commands.map((c) => `\n${indent}- ${c}`).join('');
  if (isSeq(node) && node.range) return { start: node.range[0] - 1 >= entry.keyEnd && text[node.range[0] - 1] === ' ' ? node.range[0] - 1 : node.range[0], end: node.range[1], newText: block };
  const at = lineEnd(entry.keyEnd);
  return { start: at, end: at, newText: block };
}

export function addCommandsFix(model: TaskModel, title: string, commands: string[]): Fix {
  return { title, edits: [addCommandsEdit(model, commands)], isPreferred: true };
}

/** "At least twice the shortfall", rounded up to a friendly number (2, 4, 8, 10, 16, 20, 32, 64 …). */
export function surplus(shortfall: number, stackSize = 64): number {
  const want = Math.max(2, shortfall * 2);
  const nice = [2, 4, 8, 10, 12, 16, 20, 24, 32, 48, 64];
  const n = nice.find((x) => x >= want) ?? Math.ceil(want / 64) * 64;
  return stackSize === 1 ? Math.max(1, shortfall) : n;
}

export const give = (id: string, n: number) => `/give @s minecraft:${id} ${n}`;
