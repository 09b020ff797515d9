/**
 * Runs a command line for a source. The line is parsed once, by the
 * checker's Brigadier parser (the same one behind the editor's
 * diagnostics); a line it rejects is refused with its message, and the
 * handlers run the parsed command. Only commands of the version's command
 * tree are admitted (see allowList.ts), and only our own implementations
 * run: flying-squid's built-ins never do. Every failure comes back as
 * {ok:false, reply}, never silently; runaway commands stop at the limits of
 * limits.ts and say so in `limitation`.
 */
import type { EmbeddedContext } from '../plugins/context';
import { budgetOf, LIMITS, LimitReached, SceneBudget } from '../limits';
import { admit } from './allowList';
import { CommandArgs } from './args';
import { CommandError, CommandSource, CommandSpec } from './handlerTypes';
import { isCheckLimit, parseCommand, type ParsedCommand } from '../../../model/commands';
import { getRegistry } from '../../../vanilla/registry';

export interface CommandResult {
  ok: boolean;
  reply: string;
  /** Set when the embedded server could not model what the command does (a verification limit, not a task mistake). */
  limitation?: string;
  /** Vanilla's numeric result of a successful command (what `execute store result` stores). */
  result?: number;
}

const registries = new WeakMap<EmbeddedContext, Map<string, CommandSpec>>();

export function registerCommands(ctx: EmbeddedContext, specs: CommandSpec[]): void {
  let map = registries.get(ctx);
  if (!map) { map = new Map(); registries.set(ctx, map); }
  for (const s of specs) map.set(s.name, s);
}

export function ourCommandNames(ctx: EmbeddedContext): string[] {
  return [...(registries.get(ctx)?.keys() ?? [])];
}

/** Source for a player typing a command: their position and facing. */
export function playerSource(player: any): CommandSource {
  return {
    player,
    entity: player,
    position: player.position.clone(),
    yaw: player.mcuYaw ?? 0,
    pitch: player.mcuPitch ?? 0,
    world: player.world,
  };
}

/** The checker's parse of a line typed with or without its leading '/'. */
export function parseLine(line: string): ParsedCommand {
  const text = line.trim();
  return parseCommand(text.startsWith('/') ? text : `/${text}`, getRegistry('1.16.5'));
}

export async function dispatch(ctx: EmbeddedContext, line: string, src: CommandSource): Promise<CommandResult> {
  return dispatchParsed(ctx, parseLine(line), src);
}

/** Runs a parsed command (a whole line, or what follows `execute … run`). */
export async function dispatchParsed(ctx: EmbeddedContext, cmd: ParsedCommand, src: CommandSource): Promise<CommandResult> {
  const budget = budgetOf(ctx);
  const top = budget.depth === 0;
  if (top) { budget.executions = 0; budget.limitations = []; }
  budget.depth++;
  try {
    const res = await dispatchOne(ctx, cmd, src, budget);
    if (top && !res.limitation && budget.limitations.length) res.limitation = budget.limitations[0];
    return res;
  } finally {
    budget.depth--;
  }
}

/** The root word as typed (for commands the tree does not know, which the checker leaves unnamed). */
function rootWord(cmd: ParsedCommand): string {
  return cmd.args[0]?.name ?? /^\/?(\S*)/.exec(cmd.text.trim())![1];
}

async function dispatchOne(ctx: EmbeddedContext, cmd: ParsedCommand, src: CommandSource, budget: SceneBudget): Promise<CommandResult> {
  const registry = registries.get(ctx);
  try {
    if (budget.depth > LIMITS.runDepth) throw new LimitReached(`execute … run is nested more than ${LIMITS.runDepth} deep; the embedded server stops there (a verification limit)`);
    budget.addExecution();
    budget.checkTime();
    const admission = admit(rootWord(cmd), () => registry?.has(cmd.name ?? '') ?? false);
    if (admission.kind === 'unknown' || admission.kind === 'admin') return { ok: false, reply: admission.reply };
    const error = cmd.problems.find((p) => p.severity === 'error');
    if (error && isCheckLimit(error.message)) {
      throw new LimitReached(`This command is chained or nested too deeply to check (execute … run nested more than ${LIMITS.runDepth} deep, or too many arguments); the embedded server stops there (a verification limit)`);
    }
    // The checker's own message: the embedded server runs nothing the checker rejects.
    if (error) return { ok: false, reply: error.message };
    switch (admission.kind) {
      case 'cosmetic': return { ok: true, reply: admission.reply };
      case 'unmodelled': budget.limitations.push(admission.limitation); return { ok: true, reply: admission.reply, limitation: admission.limitation };
      case 'run': break;
    }
    const spec = registry!.get(cmd.name ?? '')!;
    const out = await spec.run(CommandArgs.of(cmd), src, ctx);
    return typeof out === 'string' ? { ok: true, reply: out, result: 1 } : { ok: true, reply: out.reply, result: out.result };
  } catch (err) {
    if (err instanceof LimitReached) {
      budget.limitations.push(err.message);
      return { ok: false, reply: err.message, limitation: err.message };
    }
    if (err instanceof CommandError || (err as any)?.userError) return { ok: false, reply: (err as Error).message };
    if (err instanceof RangeError) {
      // A stack overflow in a deeply nested command: a limit of ours, not the task's fault.
      const why = 'this command is nested too deeply for the embedded server';
      budget.limitations.push(why);
      return { ok: false, reply: why, limitation: why };
    }
    ctx.log(`command '${cmd.text.slice(0, 200)}' crashed: ${(err as Error)?.stack ?? err}`);
    return { ok: false, reply: `An unexpected error occurred trying to execute that command: ${(err as Error)?.message ?? err}` };
  }
}
