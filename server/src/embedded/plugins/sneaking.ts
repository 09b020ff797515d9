/**
 * custom:sneak_time — vanilla adds one every tick a living player is
 * sneaking. flying-squid already tracks the flag (player.crouching, from
 * entity_action start/stop sneaking); this counts it on the server tick.
 */
import type { EmbeddedContext } from './context';

export function installSneakTicker(ctx: EmbeddedContext): void {
  ctx.serv.on('tick', () => {
    for (const p of ctx.serv.players ?? []) {
      if (p.crouching && (p.health ?? 20) > 0 && !p._client?.ended && p.gameMode !== 3) ctx.stats.add(p.username, 'custom', 'sneak_time');
    }
  });
}
