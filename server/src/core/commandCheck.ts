import { parseCommand } from '../commands';
import type { CommandProblem, ParsedCommand } from '../commands/types';
import type { Registry } from '../mc/registry';
import { nbtProblems } from '../nbt/checkNbt';
import { diag, TaskDiagnostic } from './diagnostic';
import type { CommandItem, TaskModel } from './taskModel';

export interface CheckedCommand {
  item: CommandItem;
  parsed: ParsedCommand;
}

const parsedByModel = new WeakMap<TaskModel, { reg: Registry; commands: CheckedCommand[] }>();

/**
 * Parses every init command once per document version (a TaskModel is one
 * version): validation, the insight lens and hovers all read this result.
 */
export function parseCommands(model: TaskModel, reg: Registry): CheckedCommand[] {
  const hit = parsedByModel.get(model);
  if (hit && hit.reg === reg) return hit.commands;
  const commands = model.commands.map((item) => ({ item, parsed: parseCommand(item.text, reg) }));
  parsedByModel.set(model, { reg, commands });
  return commands;
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
    for (const p of nbtProblems(parsed, reg)) out.push(toDocument(p, item));
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
