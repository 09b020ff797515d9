/**
 * Runs a command line for a source. Only commands of the version's command
 * tree are admitted (see allowList.ts), and only our own implementations
 * run: flying-squid's built-ins never do. Every failure comes back as
 * {ok:false, reply}, never silently; runaway commands stop at the limits of
 * limits.ts and say so in `limitation`.
 */
import type { EmbeddedContext } from '../plugins/context';
import { budgetOf, LIMITS, LimitReached, SceneBudget } from '../limits';
import { admit } from './allowList';
import { CommandError, CommandSource, CommandSpec } from './types';

export interface CommandResult {
  ok: boolean;
  reply: string;
  /** Set when the embedded server could not model what the command does (a verification limit, not a task mistake). */
  limitation?: string;
}

const registries = new WeakMap<EmbeddedContext, Map<string, CommandSpec>>();

export function registerCommands(ctx: EmbeddedContext, specs: CommandSpec[]): void {
  let map = registries.get(ctx);
  if (!map) { map = new Map(); registries.set(ctx, map); }
  for (const s of specs) for (const n of [s.name, ...(s.aliases ?? [])]) map.set(n, s);
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

export async function dispatch(ctx: EmbeddedContext, line: string, src: CommandSource): Promise<CommandResult> {
  const budget = budgetOf(ctx);
  const top = budget.depth === 0;
  if (top) { budget.executions = 0; budget.limitations = []; }
  budget.depth++;
  try {
    const res = await dispatchOne(ctx, line, src, budget);
    if (top && !res.limitation && budget.limitations.length) res.limitation = budget.limitations[0];
    return res;
  } finally {
    budget.depth--;
  }
}

async function dispatchOne(ctx: EmbeddedContext, line: string, src: CommandSource, budget: SceneBudget): Promise<CommandResult> {
  const text = line.trim().replace(/^\//, '');
  const space = text.indexOf(' ');
  const name = space < 0 ? text : text.slice(0, space);
  const args = space < 0 ? '' : text.slice(space + 1).trim();
  const registry = registries.get(ctx);
  try {
    if (budget.depth > LIMITS.runDepth) throw new LimitReached(`execute … run is nested more than ${LIMITS.runDepth} deep; the embedded server stops there (a verification limit)`);
    budget.addExecution();
    budget.checkTime();
    const admission = admit(name, (n) => registry?.has(n) ?? false);
    switch (admission.kind) {
      case 'unknown': case 'admin': return { ok: false, reply: admission.reply };
      case 'cosmetic': return { ok: true, reply: admission.reply };
      case 'unmodelled': budget.limitations.push(admission.limitation); return { ok: true, reply: admission.reply, limitation: admission.limitation };
      case 'run': break;
    }
    const spec = registry!.get(name.replace(/^minecraft:/, ''))!;
    return { ok: true, reply: await spec.run(args, src, ctx) };
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
    ctx.log(`command '${text.slice(0, 200)}' crashed: ${(err as Error)?.stack ?? err}`);
    return { ok: false, reply: `An unexpected error occurred trying to execute that command: ${(err as Error)?.message ?? err}` };
  }
}
