/**
 * A player's deaths and their causes, kept on the player for the verifier's
 * report. Its own module because combat.killEntity records a death and
 * harm.ts (the health model) kills through killEntity: neither imports the
 * other for it.
 */
import type { EmbeddedContext } from './context';

export interface Death { time: number; cause: string }

/** Deaths of this player so far, with their causes (the verifier reports them). */
export function deathsOf(player: any): Death[] {
  return (player.mcuDeaths ??= []);
}

/** Called by combat.killEntity when a player dies: remembers the cause; vanilla clears effects and falls on death. */
export function noteDeath(ctx: EmbeddedContext, player: any): void {
  const cause = player.mcuDeathCause ?? 'killed';
  deathsOf(player).push({ time: Date.now(), cause: ctx.commandBlockRun ? `${cause} (${ctx.commandBlockRun})` : cause });
  player.mcuDeathCause = undefined;
  // The health model starts afresh on respawn (harm.ts creates it on demand).
  player.mcuHarm = undefined;
}
