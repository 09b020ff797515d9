/**
 * Signature help at a cursor in one command line: the usage branches of the
 * command being typed (of the command after `execute … run`, of `execute`
 * again after a subcommand that redirects back to it), with the slot under
 * the cursor. The line is read by the same walk completion uses (the text
 * before the cursor, in typing mode), so the branch and the argument are the
 * checker's.
 */
import type { Registry } from '../../vanilla/registry';
import type { CommandNode } from '../../vanilla/registryTypes';
import { childrenOf, resolveRedirect, walkLine, WalkHooks } from './parser';
import { argParserFor } from './args';
import type { ParsedArg, ParsedCommand } from './commandTypes';
import { UsageBranch, usageBranches } from './usage';

/** More branches than this (1.16.5 execute has 82, 1.20.4 data 114) are cut down to those the typed text follows. */
const MAX_SIGNATURES = 30;
/** Bounds the tree walk for commands with very many branches. */
const MAX_BRANCHES = 400;

export interface CommandSignatureHelp {
  /** Usage lines (`/give <targets> <item> [<count>]`) with each slot's label range. */
  signatures: UsageBranch[];
  activeSignature: number;
  /** Index into the active signature's slots. */
  activeParameter: number;
}

/** Typing mode: the walk reads a trailing space as "the next argument starts here" (as for completion). */
const TYPING: WalkHooks = { onChildren: () => undefined };

/**
 * The innermost command holding the cursor: the command after `run` once the
 * cursor is past its name (while the name is typed, the slot is execute's `<command>`).
 */
function commandAt(parsed: ParsedCommand, cursor: number): ParsedCommand {
  let cmd = parsed;
  while (cmd.run && cmd.run.args.length && cursor > cmd.run.args[0].end) cmd = cmd.run;
  return cmd;
}

/** The tree node each parsed argument matched, following redirects (`as <targets>` → execute); stops at the first it cannot place. */
function nodesOf(args: ParsedArg[], root: CommandNode): CommandNode[] {
  const nodes: CommandNode[] = [];
  let children = root.children;
  for (const a of args) {
    const node = children.find((c) => c.name === a.name && (c.type === 'literal') === (a.kind === 'literal'));
    if (!node) break;
    nodes.push(node);
    children = childrenOf(root, node);
  }
  return nodes;
}

/**
 * Could `node` have read `arg`? A literal by its name; an argument when the
 * walk chose it, or when its parser reads exactly the same text (the walk keeps
 * one of several arguments that fit, `/tp @s` as <destination> or <targets>).
 */
function accepts(node: CommandNode | undefined, arg: ParsedArg, line: string, registry: Registry): boolean {
  if (!node) return false;
  if (node.type === 'literal') return arg.kind === 'literal' && arg.name === node.name;
  if (arg.kind !== 'argument') return false;
  if (arg.name === node.name && arg.parser === node.parser?.parser) return true;
  const parser = node.parser?.parser ?? '';
  try {
    const r = argParserFor(parser)(line, arg.start, { registry, parser, modifier: node.parser?.modifier ?? null, name: node.name });
    return !r.failed && r.end === arg.end;
  } catch {
    return false;
  }
}

/** Could the slot be what is typed at the cursor so far (`se` for `set`; any text for an argument)? */
function mayBe(node: CommandNode | undefined, typed: string): boolean {
  return !node || node.type === 'argument' || node.name.startsWith(typed);
}

export function signatureHelp(line: string, cursor: number, registry: Registry): CommandSignatureHelp | undefined {
  const c = Math.max(0, Math.min(cursor, line.length));
  const cmd = commandAt(walkLine(line.slice(0, c), registry, TYPING), c);
  const root = registry.commandRoot;
  const nodes = nodesOf(cmd.args, root);
  // On the command name itself (or an unknown one) there is no usage to show yet.
  if (!nodes.length || c <= cmd.args[0].end) return undefined;
  const args = cmd.args.slice(0, nodes.length);
  const last = args[args.length - 1];
  // The cursor is in the last argument read when that reaches it, is one the parser could not start
  // (`{` of an NBT being typed), or no space separates it from the cursor; else in the next one.
  const typing = nodes.length === cmd.args.length && (last.end >= c || last.start === last.end || !line.slice(last.end, c).includes(' '));
  const active = typing ? args.length - 1 : args.length;
  // What is typed of the active slot: its text so far, or a word no node took yet (`/time se`).
  let wordStart = c;
  while (!typing && wordStart > last.end + 1 && line.charAt(wordStart - 1) !== ' ') wordStart--;
  const typedText = typing ? line.slice(last.start, c) : line.slice(wordStart, c);
  // The usage restarts after the last node (before the cursor's) that redirects: the alias `tp`, or `execute … <targets>`.
  let start = 1;
  let name = args[0].name;
  let owner = nodes[0];
  for (let i = 0; i < active; i++) {
    if (!nodes[i].redirects.length) continue;
    const target = resolveRedirect(root, nodes[i].redirects);
    if (!target) return undefined;
    owner = target;
    start = i + 1;
    if (i > 0) name = target.name;
  }
  const all = usageBranches(name, owner, MAX_BRANCHES);
  const slot = active - start;
  const prefix = line.slice(0, c);
  // Many branches share their first slots: each (argument, node) pair is judged once.
  const judged = new Map<ParsedArg, Map<CommandNode | undefined, boolean>>();
  const fits = (node: CommandNode | undefined, a: ParsedArg): boolean => {
    let m = judged.get(a);
    if (!m) judged.set(a, (m = new Map()));
    let ok = m.get(node);
    if (ok === undefined) m.set(node, (ok = accepts(node, a, prefix, registry)));
    return ok;
  };
  const follows = (b: UsageBranch) =>
    b.slots.length > slot && mayBe(b.slots[slot].node, typedText) &&
    args.slice(start, active).every((a, k) => fits(b.slots[k].node, a));
  const matching = all.filter(follows);
  if (!matching.length) return undefined;
  const signatures = all.length <= MAX_SIGNATURES ? all : matching.slice(0, MAX_SIGNATURES);
  return { signatures, activeSignature: signatures.indexOf(matching[0]), activeParameter: slot };
}
