/**
 * Usage lines generated from the tree, like `/give <targets> <item> [<count>]`:
 * one line per branch, with where each node's label sits in the line, so hover
 * can print them and signature help can highlight the slot being typed.
 */
import type { CommandNode } from '../../vanilla/registryTypes';
import { isRunNode, nodeLabel } from './parser';

const MAX_LINES = 24;

/** One slot of a usage line: its node (none for the `<command>` after `run`) and its label's range in the line. */
export interface UsageSlot {
  node?: CommandNode;
  start: number;
  end: number;
}

/** One branch of a command's usage: the printed line and its slots, in order. */
export interface UsageBranch {
  label: string;
  slots: UsageSlot[];
}

/** The tail of a usage after some node: text (starting with a space unless empty) and its slots (offsets into text). */
interface Tail {
  text: string;
  slots: UsageSlot[];
}

const shifted = (slots: UsageSlot[], by: number): UsageSlot[] => slots.map((s) => ({ ...s, start: s.start + by, end: s.end + by }));

function tails(node: CommandNode, depth: number, limit: number): Tail[] {
  if (node.redirects.length) return [{ text: ` -> ${node.redirects.join(' ')}`, slots: [] }];
  if (isRunNode(node)) return [{ text: ' <command>', slots: [{ start: 1, end: 10 }] }];
  if (!node.children.length || depth > 12) return [{ text: '', slots: [] }];
  const subs: Tail[] = [];
  for (const c of node.children) {
    const label = nodeLabel(c);
    for (const t of tails(c, depth + 1, limit)) {
      subs.push({ text: ` ${label}${t.text}`, slots: [{ node: c, start: 1, end: 1 + label.length }, ...shifted(t.slots, 1 + label.length)] });
      if (subs.length > limit) break;
    }
  }
  if (node.executable) {
    // The one way on is optional: ` [<count>]` (the leading space stays outside the brackets).
    if (subs.length === 1) return [{ text: ` [${subs[0].text.slice(1)}]`, slots: shifted(subs[0].slots, 1) }];
    return [{ text: '', slots: [] }, ...subs];
  }
  return subs;
}

/**
 * The branches of `node`'s usage printed under the name `name` (`tp` for the
 * node `teleport` it redirects to; `execute` again after `execute as <targets>`).
 * At most about `limit` branches (the tree walk stops adding once past it).
 */
export function usageBranches(name: string, node: CommandNode, limit: number): UsageBranch[] {
  const head = `/${name}`;
  return tails(node, 0, limit).map((t) => ({ label: head + t.text, slots: shifted(t.slots, head.length) }));
}

export function usageLines(command: CommandNode): string[] {
  const lines = usageBranches(command.name, command, MAX_LINES).map((b) => b.label);
  return lines.length > MAX_LINES ? [...lines.slice(0, MAX_LINES), '…'] : lines;
}
