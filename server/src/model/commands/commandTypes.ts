/**
 * Result shapes of the command parser. All offsets are UTF-16 offsets within
 * the command line as given (the caller adds the line's document offset).
 */
import type { DiagnosticCode, Severity } from '../task/diagnostic';
import type { NbtTag } from './snbt';

export interface CommandFix {
  title: string;
  start: number;
  end: number;
  newText: string;
  /** The only sensible replacement, not a guess: see Fix.safe (model/task/diagnostic.ts). */
  safe?: boolean;
}

export interface CommandProblem {
  start: number;
  end: number;
  severity: Severity;
  code: DiagnosticCode;
  message: string;
  fixes?: CommandFix[];
}

export interface Coordinate {
  kind: 'absolute' | 'relative' | 'local';
  value: number;
  /** An absolute value written without a decimal point: vanilla centres such x/z of entity positions (+0.5). */
  whole?: boolean;
}

/** A selector option's value as the selector reader understood it (what the embedded server evaluates). */
export type SelectorOptionValue =
  | { kind: 'range'; min?: number; max?: number }
  | { kind: 'number'; value: number }
  | { kind: 'string'; value: string }
  | { kind: 'nbt'; value: NbtValue; tag: NbtTag }
  | { kind: 'scores'; scores: Record<string, { min?: number; max?: number }> }
  | { kind: 'id'; id: string; tag: boolean };

export interface SelectorArgument {
  key: string;
  /** The value's source text (quotes kept), e.g. 'zombie', '..5', '{Tags:[a]}'. */
  value: string;
  negated: boolean;
  start: number;
  end: number;
  /** Absent for unknown options and values the reader could not understand. */
  parsed?: SelectorOptionValue;
}

/** NBT read from SNBT as plain JS: compounds → objects, lists/arrays → arrays, numbers → numbers, true/false → booleans. */
export type NbtValue = string | number | boolean | NbtValue[] | { [key: string]: NbtValue };

export type ArgValue =
  | { type: 'item'; id: string; nbt?: Record<string, NbtValue>; nbtTag?: NbtTag; idStart: number; idEnd: number; tag?: boolean }
  | { type: 'block'; id: string; properties: Record<string, string>; nbt?: Record<string, NbtValue>; nbtTag?: NbtTag; idStart: number; idEnd: number; tag?: boolean }
  | { type: 'entity'; id: string; idStart: number; idEnd: number }
  | { type: 'id'; registry: string; id: string; idStart: number; idEnd: number; tag?: boolean }
  | { type: 'coords'; coords: Coordinate[] }
  | { type: 'number'; value: number }
  | { type: 'bool'; value: boolean }
  | { type: 'range'; min?: number; max?: number }
  | {
      type: 'selector';
      variable: 's' | 'p' | 'a' | 'e' | 'r' | null;
      name?: string;
      uuid?: string;
      arguments: SelectorArgument[];
    }
  | { type: 'slot'; slot: string }
  | { type: 'time'; ticks: number }
  | { type: 'nbt'; value: NbtValue; tag?: NbtTag }
  | { type: 'json'; value: unknown }
  | { type: 'string'; value: string };

export interface ParsedArg {
  kind: 'literal' | 'argument';
  /** Node name: the literal itself, or the argument's name ('targets', 'pos', 'item'). */
  name: string;
  /** Argument parser, e.g. 'minecraft:item_stack' (absent for literals). */
  parser?: string;
  start: number;
  end: number;
  text: string;
  value?: ArgValue;
}

export interface ParsedCommand {
  text: string;
  /** Command name after aliases/redirects (`tp` → 'teleport'); absent when unknown. */
  name?: string;
  /** The nodes matched, in order, literals included (for `execute … run X`, up to and including `run`). */
  args: ParsedArg[];
  /**
   * Every problem of the line, including those of a nested `run` command
   * (which are also listed in `run.problems`): report `problems` of the top
   * level only, never both.
   */
  problems: CommandProblem[];
  /** The command after `execute … run`, offsets relative to the whole line. */
  run?: ParsedCommand;
  /** For `execute`: the subcommands between `execute` and `run` (as, at, positioned …). */
  executeModifiers?: ParsedArg[];
}

/**
 * Completion lists are cut at this many items. A list this long is answered
 * as incomplete (isIncomplete), so the editor asks again as the word grows:
 * otherwise it filters the cut list it has and never offers what was left
 * out (`minecraft:` then `dia` would not offer minecraft:diamond).
 */
export const MAX_COMPLETIONS = 300;

export interface CommandCompletion {
  label: string;
  kind: 'command' | 'literal' | 'id' | 'selector' | 'selectorArgument' | 'coordinate' | 'value';
  detail?: string;
  replaceStart: number;
  replaceEnd: number;
  insertText?: string;
}

export interface CommandHoverInfo {
  start: number;
  end: number;
  markdown: string;
}
