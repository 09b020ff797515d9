/**
 * Walks the version's Brigadier tree over one command line: literals first,
 * then every argument child (keeping the best path, like Brigadier's
 * ambiguity handling), `redirects` (execute as … → execute), and the
 * child-less, redirect-less `run` node that starts a new command.
 */
import type { Registry } from '../../vanilla/registry';
import type { CommandNode } from '../../vanilla/registryTypes';
import { argParserFor } from './args';
import type { ArgResult } from './args/context';
import { didYouMean } from './didYouMean';
import { addedAfter, COMMAND_ALIASES, itemToReplaceitem, removedBy } from './newerSyntax';
import { orList, problem } from './problem';
import type { CommandProblem, ParsedArg, ParsedCommand } from './commandTypes';
import { excerpt } from '../../util/excerpt';
import { COMMAND } from '../diagnosticCodes';

/** Lets completion watch which children the walk tries at which offset. */
export interface WalkHooks {
  onChildren(children: CommandNode[], pos: number, isRoot: boolean): void;
}

interface Walk {
  line: string;
  registry: Registry;
  steps: number;
  hooks?: WalkHooks;
}

interface PathResult {
  args: ParsedArg[];
  problems: CommandProblem[];
  failed: boolean;
  /** How far the path got (for failures: the larger of the error's start and where its parser stopped). */
  failPos: number;
  /** Start of the failing problem. */
  failStart?: number;
  run?: ParsedCommand;
}

/** More nodes than any real command has: guards against pathological lines (`execute as @s` × 10,000). */
const MAX_STEPS = 1500;
/** The checker's reply to such a line (the embedded server reports it as a limit, not a task mistake). */
export const TOO_LONG_TO_CHECK = 'This command is too long or too deeply chained to check.';
const NOT_CHECKED = 'This command could not be checked: ';

/** True for the checker's own size limits (not a mistake in the command): the line was too big to read. */
export function isCheckLimit(message: string): boolean {
  return message === TOO_LONG_TO_CHECK || message.startsWith(NOT_CHECKED);
}

function tokenEndAt(line: string, pos: number): number {
  const i = line.indexOf(' ', pos);
  return i < 0 ? line.length : i;
}

/** A node after which a whole new command follows (`execute … run`): no children, no redirect, not executable. */
export function isRunNode(node: CommandNode): boolean {
  return node.type === 'literal' && !node.executable && !node.children.length && !node.redirects.length;
}

export function resolveRedirect(root: CommandNode, path: string[]): CommandNode | undefined {
  let node: CommandNode | undefined = root;
  for (const name of path) {
    node = node?.children.find((c) => c.name === name);
    if (!node) return undefined;
  }
  return node;
}

/** The node whose children follow `node` (its redirect target, if any). */
export function childrenOf(root: CommandNode, node: CommandNode): CommandNode[] {
  if (node.redirects.length) return resolveRedirect(root, node.redirects)?.children ?? [];
  return node.children;
}

export function nodeLabel(node: CommandNode): string {
  return node.type === 'literal' ? node.name : `<${node.name}>`;
}

function errors(p: PathResult): number {
  return p.problems.filter((x) => x.severity === 'error').length;
}

/** Best path: complete ones first, then fewest errors; among failures the one that got farthest. */
function better(a: PathResult, b: PathResult): boolean {
  if (a.failed !== b.failed) return !a.failed;
  if (a.failed && a.failPos !== b.failPos) return a.failPos > b.failPos;
  return errors(a) < errors(b);
}

function fail(problems: CommandProblem[], args: ParsedArg[] = [], reached = 0): PathResult {
  const last = problems[problems.length - 1];
  const start = last ? last.start : reached;
  return { args, problems, failed: true, failPos: Math.max(start, reached), failStart: start };
}

function expectedList(children: CommandNode[]): string {
  return orList(children.map(nodeLabel), 12);
}

function continueAfter(w: Walk, node: CommandNode, pos: number, nodeStart: number): PathResult {
  const { line } = w;
  if (++w.steps > MAX_STEPS) {
    return fail([problem(nodeStart, line.length, COMMAND.syntax, TOO_LONG_TO_CHECK)]);
  }
  const root = w.registry.commandRoot;
  const runNode = isRunNode(node);
  const children = childrenOf(root, node);
  const atEnd = (soft: CommandProblem[]): PathResult => {
    if (node.executable) return { args: [], problems: soft, failed: false, failPos: pos };
    const what = runNode ? `a command after '${node.name}'` : expectedList(children);
    return fail([...soft, problem(nodeStart, pos, COMMAND.incomplete, `Incomplete command: expected ${what}.`)]);
  };
  if (pos >= line.length) return atEnd([]);
  if (line.charAt(pos) !== ' ') {
    const e = tokenEndAt(line, pos);
    return fail([problem(pos, e, COMMAND.syntax, `Expected a space before '${excerpt(line.slice(pos, e))}'.`)]);
  }
  const soft: CommandProblem[] = [];
  let next = pos + 1;
  if (line.charAt(next) === ' ') {
    let q = next;
    while (line.charAt(q) === ' ') q++;
    if (q < line.length || w.hooks) {
      soft.push(problem(pos, q, COMMAND.syntax, 'Minecraft expects exactly one space between arguments.',
        [{ title: 'Use one space', start: pos, end: q, newText: ' ', safe: true }]));
    }
    next = q;
  }
  if (next >= line.length && !w.hooks) {
    const trailing = problem(pos, line.length, COMMAND.trailing, 'Trailing space at the end of the command.',
      [{ title: 'Remove trailing space', start: pos, end: line.length, newText: '', safe: true }], 'warning');
    return atEnd([trailing]);
  }
  if (runNode) {
    const sub = parseCommandAt(w, next, false);
    return { args: [], problems: [...soft, ...sub.problems], failed: false, failPos: next, run: sub };
  }
  if (!children.length) {
    return fail([...soft, problem(next, line.length, COMMAND.trailing,
      `Unexpected text after the end of the command: '${excerpt(line.slice(next))}'.`,
      [{ title: 'Remove the extra text', start: pos, end: line.length, newText: '' }])]);
  }
  const rest = tryChildren(w, children, next);
  return { ...rest, problems: [...soft, ...rest.problems] };
}


function runArgParser(w: Walk, node: CommandNode, pos: number): ArgResult {
  const parser = node.parser?.parser ?? '';
  try {
    return argParserFor(parser)(w.line, pos, { registry: w.registry, parser, modifier: node.parser?.modifier ?? null, name: node.name });
  } catch (e) {
    // A parser bug must not take the editor down: report it on the token.
    return { end: tokenEndAt(w.line, pos), failed: true, problems: [problem(pos, tokenEndAt(w.line, pos), COMMAND.syntax, `Could not read <${node.name}>: ${String(e)}`)] };
  }
}

function tryChildren(w: Walk, children: CommandNode[], pos: number): PathResult {
  const { line } = w;
  w.hooks?.onChildren(children, pos, false);
  const tEnd = tokenEndAt(line, pos);
  const word = line.slice(pos, tEnd);
  const literals = children.filter((c) => c.type === 'literal');
  const lit = literals.find((c) => c.name === word);
  if (lit) {
    const arg: ParsedArg = { kind: 'literal', name: lit.name, start: pos, end: tEnd, text: word };
    const rest = continueAfter(w, lit, tEnd, pos);
    return { ...rest, args: [arg, ...rest.args] };
  }
  let best: PathResult | undefined;
  for (const node of children) {
    if (node.type !== 'argument') continue;
    const r = runArgParser(w, node, pos);
    const end = Math.max(pos, Math.min(r.end, line.length));
    const arg: ParsedArg = {
      kind: 'argument', name: node.name, parser: node.parser?.parser, start: pos, end, text: line.slice(pos, end),
      ...(r.value ? { value: r.value } : {}),
    };
    let path: PathResult;
    if (r.failed) path = fail(r.problems, [arg], end);
    else if (end < line.length && line.charAt(end) !== ' ') {
      const e = tokenEndAt(line, end);
      path = fail([...r.problems, problem(end, e, COMMAND.syntax, `Unexpected '${excerpt(line.slice(end, e))}' after <${node.name}>.`)], [arg]);
    } else {
      const rest = continueAfter(w, node, end, pos);
      path = { ...rest, args: [arg, ...rest.args], problems: [...r.problems, ...rest.problems] };
    }
    if (!best || better(path, best)) best = path;
  }
  // A word-like token that no argument accepts was most likely meant as one of the literals.
  const wordLike = /^[A-Za-z_]+$/.test(word);
  if (literals.length && (!best || (best.failed && best.failStart === pos && (wordLike || !word)) ||
    (best.failed && didYouMean(word, literals.map((l) => l.name), 1).length))) {
    const names = literals.map((l) => l.name);
    const close = didYouMean(word, names, 3);
    const args = children.filter((c) => c.type === 'argument');
    const expected = orList([...names, ...args.map(nodeLabel)], 12);
    const start = pos;
    const end = Math.max(tEnd, Math.min(pos + 1, line.length));
    const msg = word
      ? `Unexpected '${excerpt(word)}': expected ${expected}.` + (close.length ? ` Did you mean ${orList(close)}?` : '')
      : `Incomplete command: expected ${expected}.`;
    return fail([problem(start, end, word ? COMMAND.expectedLiteral : COMMAND.incomplete, msg,
      close.map((c) => ({ title: `Change to '${c}'`, start, end: tEnd, newText: c })))]);
  }
  return best ?? fail([problem(pos, tEnd, COMMAND.syntax, 'Nothing can follow here.')]);
}

function unknownCommand(w: Walk, start: number, end: number, word: string, cmdStart: number): CommandProblem {
  const { line, registry } = w;
  const added = addedAfter(word, registry.version);
  if (added) {
    const fixes = [];
    if (word === 'item') {
      const fix = itemToReplaceitem(line.slice(cmdStart));
      if (fix) fixes.push({ ...fix, start: cmdStart + fix.start, end: cmdStart + fix.end });
    }
    const instead = word === 'item' ? ` In ${registry.version} use /replaceitem (e.g. /replaceitem entity @s weapon.mainhand minecraft:iron_sword).` : '';
    return problem(start, end, COMMAND.newerSyntax, `/${word} was added in ${added}; it does not exist in ${registry.version}.${instead}`, fixes);
  }
  const removed = removedBy(word, registry.version);
  if (removed) {
    return problem(start, end, COMMAND.removed, `/${word} was removed in ${removed.version}; it does not exist in ${registry.version}. Use ${removed.instead}.`);
  }
  const names = registry.commandRoot.children.map((c) => c.name);
  const close = didYouMean(word, names, 3);
  return problem(start, end, COMMAND.unknown,
    `Unknown command '/${excerpt(word)}'.` + (close.length ? ` Did you mean ${orList(close.map((c) => '/' + c))}?` : ''),
    close.map((c) => ({ title: `Change to '/${c}'`, start, end, newText: c })));
}

/** Parses the command starting at `start` (a whole line, or what follows `run`). */
export function parseCommandAt(w: Walk, start: number, requireSlash: boolean): ParsedCommand {
  const { line, registry } = w;
  const problems: CommandProblem[] = [];
  let pos = start;
  if (line.charAt(pos) === '/') {
    if (!requireSlash) {
      problems.push(problem(pos, pos + 1, COMMAND.syntax, "No '/' after 'run': the command follows directly.",
        [{ title: "Remove '/'", start: pos, end: pos + 1, newText: '', safe: true }]));
    }
    pos++;
  } else if (requireSlash) {
    problems.push(problem(start, Math.max(tokenEndAt(line, start), start + 1), COMMAND.missingSlash,
      // MineStudio (commands.py) hands each line to the simulator's chat action (MineRL's ChatAction): without '/', it is said in chat and runs nothing.
      "A command must start with '/': MineStudio sends a line without it as a chat message, which runs nothing.", [{ title: "Insert '/'", start, end: start, newText: '/', safe: true }]));
  }
  const text = line.slice(start);
  const root = registry.commandRoot;
  w.hooks?.onChildren(root.children, pos, true);
  const tEnd = tokenEndAt(line, pos);
  const word = line.slice(pos, tEnd);
  if (!word) {
    problems.push(problem(start, Math.max(pos, Math.min(start + 1, line.length)), COMMAND.incomplete, 'Expected a command name after /.'));
    return { text, args: [], problems };
  }
  const node = root.children.find((c) => c.type === 'literal' && c.name === word);
  if (!node) {
    // A slash-less line that does not start with a command is prose for the chat: the missing slash says it all.
    if (pos === start && requireSlash && problems.some((p) => p.code === COMMAND.missingSlash)) {
      problems.length = 0;
      problems.push(problem(start, Math.max(start + 1, line.length), COMMAND.missingSlash,
        "This line is no command (a command starts with '/'): MineStudio sends it as a chat message, which sets nothing up."));
      return { text, args: [], problems };
    }
    problems.push(unknownCommand(w, pos, tEnd, word, start));
    return { text, args: [], problems };
  }
  const rest = continueAfter(w, node, tEnd, pos);
  const args: ParsedArg[] = [{ kind: 'literal', name: node.name, start: pos, end: tEnd, text: word }, ...rest.args];
  problems.push(...rest.problems);
  const alias = COMMAND_ALIASES[word];
  const name = node.redirects.length
    ? node.redirects[node.redirects.length - 1]
    : alias && root.children.some((c) => c.name === alias) ? alias : word;
  const out: ParsedCommand = { text, name, args, problems };
  if (rest.run) {
    out.run = rest.run;
    // The path ends with the `run` literal itself.
    out.executeModifiers = args.slice(1, -1);
  } else if (name === 'execute') {
    out.executeModifiers = args.slice(1);
  }
  return out;
}

export function walkLine(line: string, registry: Registry, hooks?: WalkHooks): ParsedCommand {
  const w: Walk = { line, registry, steps: 0, hooks };
  try {
    return parseCommandAt(w, 0, true);
  } catch (e) {
    // Stack exhaustion on absurd input: report instead of throwing.
    return { text: line, args: [], problems: [problem(0, line.length, COMMAND.syntax, `${NOT_CHECKED}${e instanceof RangeError ? 'too deeply nested' : String(e)}.`)] };
  }
}
