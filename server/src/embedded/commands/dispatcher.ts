/**
 * Runs a command line for a source: our own command implementations first,
 * then flying-squid's built-ins (their chat replies are captured). Every
 * failure comes back as {ok:false, reply}, never silently.
 */
import type { EmbeddedContext } from '../plugins/context';
import { CommandError, CommandSource, CommandSpec } from './types';

export interface CommandResult { ok: boolean; reply: string }

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

function stripColors(s: string): string {
  return s.replace(/[&§][0-9a-fk-or]/gi, '');
}

export async function dispatch(ctx: EmbeddedContext, line: string, src: CommandSource): Promise<CommandResult> {
  const text = line.trim().replace(/^\//, '');
  const space = text.indexOf(' ');
  const name = (space < 0 ? text : text.slice(0, space)).replace(/^minecraft:/, '');
  const args = space < 0 ? '' : text.slice(space + 1).trim();
  const spec = registries.get(ctx)?.get(name);
  try {
    if (spec) return { ok: true, reply: await spec.run(args, src, ctx) };
    return await runBuiltin(ctx, text, src);
  } catch (err) {
    if (err instanceof CommandError || (err as any)?.userError) return { ok: false, reply: (err as Error).message };
    ctx.log(`command '${text}' crashed: ${(err as Error)?.stack ?? err}`);
    return { ok: false, reply: `An unexpected error occurred trying to execute that command: ${(err as Error)?.message ?? err}` };
  }
}

/** flying-squid's own commands report through player.chat; capture it while the command runs. */
async function runBuiltin(ctx: EmbeddedContext, text: string, src: CommandSource): Promise<CommandResult> {
  const serv = ctx.serv;
  const found = serv.commands.find(text);
  if (!found) throw new CommandError(`Unknown or incomplete command: ${text.split(' ')[0]}`);
  const player = src.player;
  const lines: string[] = [];
  const origChat = player?.chat;
  if (player) player.chat = (m: string) => { lines.push(stripColors(String(m))); };
  try {
    const res = await serv.commands.use(text, { player }, true);
    if (res) lines.push(stripColors(String(res)));
  } finally {
    if (player) player.chat = origChat;
  }
  const reply = lines.join('\n');
  const failed = /^(Usage:|Bad syntax|Command not found|You do not have permission|Error)/i.test(reply);
  return { ok: !failed, reply };
}
