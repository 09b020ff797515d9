import { parseCommand } from '../commands';
import type { CommandProblem, ParsedCommand } from '../commands/types';
import type { Registry } from '../mc/registry';
import { nbtProblems } from '../nbt/checkNbt';
import { Lru } from '../util/lru';
import { diag, TaskDiagnostic } from './diagnostic';
import type { CommandItem, TaskModel } from './taskModel';

export interface CheckedCommand {
  item: CommandItem;
  parsed: ParsedCommand;
}


/**
 * Parse results by command text, per registry: a parsed command depends only
 * on its line and the registry (offsets are within the line), so after an
 * edit only the lines that changed are parsed again. Results are shared and
 * must not be mutated by readers.
 */
const parsedByText = new WeakMap<Registry, Lru<string, ParsedCommand>>();
const MAX_CACHED_LINES = 4000;

export function parseCommandCached(text: string, reg: Registry): ParsedCommand {
  let lines = parsedByText.get(reg);
  if (!lines) parsedByText.set(reg, (lines = new Lru(MAX_CACHED_LINES)));
  let parsed = lines.get(text);
  if (!parsed) lines.set(text, (parsed = parseCommand(text, reg)));
  return parsed;
}

/** NBT problems of a parsed command, once per parse result (shared across versions with it). */
const nbtByParsed = new WeakMap<ParsedCommand, CommandProblem[]>();
function nbtProblemsCached(parsed: ParsedCommand, reg: Registry): CommandProblem[] {
  let p = nbtByParsed.get(parsed);
  if (!p) nbtByParsed.set(parsed, (p = nbtProblems(parsed, reg)));
  return p;
}

/**
 * The init commands of one version, parsed (each line once across versions).
 * Call it through Analysis.commands, which keeps the list for the version.
 */
export function parseCommands(model: TaskModel, reg: Registry): CheckedCommand[] {
  return model.commands.map((item) => ({ item, parsed: parseCommandCached(item.text, reg) }));
}

/** The parser's problems as document diagnostics, on the exact characters. */
export function commandDiagnostics(commands: CheckedCommand[]): TaskDiagnostic[] {
  const out: TaskDiagnostic[] = [];
  for (const { item, parsed } of commands) {
    for (const p of parsed.problems) out.push(toDocument(p, item));
  }
  return out;
}

/** NBT that the configured version ignores (keys, shapes and ids inside NBT), as document diagnostics. */
export function nbtDiagnostics(commands: CheckedCommand[], reg: Registry): TaskDiagnostic[] {
  const out: TaskDiagnostic[] = [];
  for (const { item, parsed } of commands) {
    // A line that does not parse fails anyway; its NBT is not worth a second word.
    if (parsed.problems.some((p) => p.severity === 'error')) continue;
    for (const p of nbtProblemsCached(parsed, reg)) out.push(toDocument(p, item));
  }
  return out;
}

export function toDocument(p: CommandProblem, item: CommandItem): TaskDiagnostic {
  let start = item.offsetOf(p.start);
  let end = item.offsetOf(p.end);
  if (end <= start) end = start + 1 <= item.end ? start + 1 : start;
  if (start === end && start > item.start) start--;
  return diag(start, end, p.severity, p.code, p.message, p.fixes?.map((f) => ({
    title: f.title,
    isPreferred: true,
    edits: [{ start: item.offsetOf(f.start), end: item.offsetOf(f.end), newText: f.newText }],
  })));
}
