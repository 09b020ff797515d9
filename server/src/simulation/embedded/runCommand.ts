/** Running a command as a player and getting the server's reply (what the verifier records per init command). */
import type { EmbeddedServer } from './startServer';
import { dispatch, playerSource, CommandResult } from './commandHandlers/dispatcher';
import { runDueCommandBlocks } from './commandBlocks';

/**
 * Runs `commandText` (with or without a leading '/') as `player` (the
 * flying-squid player object or a username). The reply also goes to the
 * player's chat, red when the command failed, as in-game. Command blocks
 * the line placed or powered run right after it (commandBlocks.ts).
 */
export async function runCommand(server: EmbeddedServer | any, player: any, commandText: string): Promise<CommandResult> {
  const serv = server.serv ?? server;
  const ctx = serv.mcuCtx;
  if (!ctx) throw new Error('runCommand needs a server started by startEmbeddedServer');
  const p = typeof player === 'string' ? serv.players.find((x: any) => x.username === player) : player;
  if (!p) return { ok: false, reply: `No player named ${String(player)} is online` };
  let res = await dispatch(ctx, commandText, playerSource(p));
  // Command blocks this line placed or powered run now, as on the next tick in vanilla.
  const blockLimitation = await runDueCommandBlocks(ctx);
  if (blockLimitation && !res.limitation) res = { ...res, limitation: blockLimitation };
  if (res.reply && !p._client.ended) p.chat((res.ok ? '' : serv.color.red) + res.reply);
  return res;
}
