/**
 * The command parser's public face: parse one cheat-command line, complete
 * at a cursor, describe what is under the cursor. Offsets are within `line`.
 */
import type { Registry } from '../../vanilla/registry';
import { adminCommandProblems } from './adminCommands';
import { runtimeLimitProblems } from './runtimeLimits';
import { limitsApply } from '../../vanilla/commandLimits';
import { complete } from './complete';
import { describe } from './hover';
import { walkLine } from './parser';
import { CommandSignatureHelp, signatureHelp } from './signature';
import type { CommandCompletion, CommandHoverInfo, ParsedCommand } from './commandTypes';

export type {
  ArgValue, CommandCompletion, CommandFix, CommandHoverInfo, CommandProblem, Coordinate, NbtValue, ParsedArg,
  ParsedCommand, SelectorArgument, SelectorOptionValue,
} from './commandTypes';
export type { NbtTag } from './snbt';
export { isCheckLimit } from './parser';
export { MAX_COMPLETIONS } from './commandTypes';
export { ADMIN_COMMANDS, isAdminCommand } from './adminCommands';
export { checkId, checkTag } from './ids';
export { parseSnbt, parseSnbtCompound } from './snbt';
export { usageLines } from './usage';
export type { UsageBranch, UsageSlot } from './usage';
export type { CommandSignatureHelp } from './signature';

/** Parses one command line (never throws). `problems` covers the whole line, `run` included. */
export function parseCommand(line: string, registry: Registry): ParsedCommand {
  const parsed = walkLine(line, registry);
  // The runtime limits are 1.16's (vanilla/commandLimits.ts): another version's file is not held to them.
  if (limitsApply(registry.version)) parsed.problems.push(...runtimeLimitProblems(parsed));
  parsed.problems.push(...adminCommandProblems(parsed));
  // Ranges stay inside the line (an empty line's problem is zero-width at 0).
  for (const p of parsed.problems) {
    p.start = Math.max(0, Math.min(p.start, line.length));
    p.end = Math.max(p.start, Math.min(p.end, line.length));
  }
  parsed.problems.sort((a, b) => a.start - b.start);
  return parsed;
}

export function completeAt(line: string, cursor: number, registry: Registry): CommandCompletion[] {
  try {
    return complete(line, cursor, registry);
  } catch {
    return [];
  }
}

export function describeAt(line: string, cursor: number, registry: Registry): CommandHoverInfo | undefined {
  try {
    return describe(line, cursor, registry);
  } catch {
    return undefined;
  }
}

/** Signature help at a cursor: the usage branches of the command being typed and the slot under the cursor. */
export function signatureAt(line: string, cursor: number, registry: Registry): CommandSignatureHelp | undefined {
  try {
    return signatureHelp(line, cursor, registry);
  } catch {
    return undefined;
  }
}
