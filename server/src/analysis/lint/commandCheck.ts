import { parseCommand } from '../../model/commands';
import type { CommandProblem, ParsedCommand } from '../../model/commands/commandTypes';
import type { Registry } from '../../vanilla/registry';
import { nbtProblems } from '../../model/nbt/checkNbt';
import { Lru } from '../../util/lru';
import { diag, TaskDiagnostic } from '../../model/task/diagnostic';
import { capProblems, ProblemCap } from '../../model/task/problemCap';
import type { CommandItem, TaskModel } from '../../model/task/taskModel';
import { COMMAND, ID } from '../../model/diagnosticCodes';

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
 * Parse results of whole command lists by the list's source text: a version
 * whose list did not change (an edit of the instruction or of a reward)
 * finds all of them in one lookup instead of one per line. The array is
 * shared (sceneCache.ts keys scenes by it): read only.
 */
const listsBySource = new WeakMap<Registry, Lru<string, ParsedCommand[]>>();
const MAX_CACHED_LISTS = 500;

export interface ParsedCommandList {
  /** The parse results in list order, shared by every version with the same list source. */
  parsed: ParsedCommand[];
  /** The same results with this version's items (document offsets). */
  checked: CheckedCommand[];
}

/** The init commands of one version, parsed (each line once across versions). Analysis keeps the result per version. */
export function parseCommandList(model: TaskModel, reg: Registry): ParsedCommandList {
  let lists = listsBySource.get(reg);
  if (!lists) listsBySource.set(reg, (lists = new Lru(MAX_CACHED_LISTS)));
  const source = model.commandsSource;
  let parsed = source === undefined ? undefined : lists.get(source);
  if (!parsed) {
    parsed = model.commands.map((item) => parseCommandCached(item.text, reg));
    if (source !== undefined) lists.set(source, parsed);
  }
  const shared = parsed;
  return { parsed: shared, checked: model.commands.map((item, i) => ({ item, parsed: shared[i] })) };
}

/** The init commands of one version, parsed; prefer Analysis.commands, which keeps them for the version. */
export function parseCommands(model: TaskModel, reg: Registry): CheckedCommand[] {
  return parseCommandList(model, reg).checked;
}

/**
 * Problems shown per command line: a hostile line (a block with 5,000 unknown
 * states) would otherwise flood the Problems panel with one line's findings.
 */
export const MAX_PROBLEMS_PER_LINE = 20;
const LINE_CAP: ProblemCap = { max: MAX_PROBLEMS_PER_LINE, code: COMMAND.moreProblems, where: 'on this line' };

/** The parser's problems as document diagnostics, on the exact characters. */
export function commandDiagnostics(commands: CheckedCommand[]): TaskDiagnostic[] {
  const out: TaskDiagnostic[] = [];
  for (const { item, parsed } of commands) {
    const shown = parsed.problems.slice(0, MAX_PROBLEMS_PER_LINE).map((p) => toDocument(p, item, dataValueMayFollow(p, parsed.problems)));
    out.push(...capProblems(shown, parsed.problems.length, LINE_CAP, item.start, item.end));
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

/**
 * A pre-1.13 name followed on its line by text the command does not take
 * (`/give @p stained_glass 1 14`, `/setblock ~ ~ ~ wool 14`) most likely
 * carries a 1.12 data value that picks the variant: its one listed modern
 * name (white_…) would then be the wrong one, so the rename is not safe.
 */
function dataValueMayFollow(p: CommandProblem, lineProblems: CommandProblem[]): boolean {
  return p.code === ID.legacy && lineProblems.some((o) => o !== p && o.severity === 'error' && o.start >= p.end);
}

/** A command problem in document offsets; `unsafe` keeps its fixes for the editor but not for `lint --fix`. */
export function toDocument(p: CommandProblem, item: CommandItem, unsafe = false): TaskDiagnostic {
  let start = item.offsetOf(p.start);
  let end = item.offsetOf(p.end);
  if (end <= start) end = start + 1 <= item.end ? start + 1 : start;
  if (start === end && start > item.start) start--;
  return diag(start, end, p.severity, p.code, p.message, p.fixes?.map((f) => ({
    title: f.title,
    isPreferred: true,
    ...(f.safe && !unsafe ? { safe: true } : {}),
    edits: [{ start: item.offsetOf(f.start), end: item.offsetOf(f.end), newText: f.newText }],
  })));
}
