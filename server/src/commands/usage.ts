/** Usage lines generated from the tree, like `/give <targets> <item> [<count>]`. */
import type { CommandNode } from '../mc/types';
import { isRunNode, nodeLabel } from './parser';

const MAX_LINES = 24;

function suffixes(node: CommandNode, depth: number): string[] {
  if (node.redirects.length) return [` -> ${node.redirects.join(' ')}`];
  if (isRunNode(node)) return [' <command>'];
  if (!node.children.length || depth > 12) return [''];
  const subs: string[] = [];
  for (const c of node.children) {
    for (const s of suffixes(c, depth + 1)) {
      subs.push(` ${nodeLabel(c)}${s}`);
      if (subs.length > MAX_LINES) break;
    }
  }
  if (node.executable) {
    if (subs.length === 1) return [` [${subs[0].trim()}]`];
    return ['', ...subs];
  }
  return subs;
}

export function usageLines(command: CommandNode): string[] {
  const lines = suffixes(command, 0).map((s) => `/${command.name}${s}`);
  return lines.length > MAX_LINES ? [...lines.slice(0, MAX_LINES), '…'] : lines;
}
