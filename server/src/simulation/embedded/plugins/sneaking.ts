/**
 * custom:sneak_time — vanilla adds one every tick a living player is
 * sneaking. The sneaking flag comes from entity_action start/stop
 * sneaking; minecraft-data 3.117 decodes its action as a name
 * ('start_sneaking'), which flying-squid (comparing with 0 and 1) never
 * sees, so the flag is kept here (and flying-squid's own `crouching`, which
 * block interactions read, is set from it).
 */
import type { EmbeddedContext } from './context';
import { everyTick } from './serverClock';

const START = new Set<unknown>([0, 'start_sneaking']);
const STOP = new Set<unknown>([1, 'stop_sneaking']);

export function installSneaking(player: any): void {
  player._client.on('entity_action', ({ actionId }: any) => {
    if (START.has(actionId)) player.mcuSneaking = player.crouching = true;
    else if (STOP.has(actionId)) player.mcuSneaking = player.crouching = false;
  });
}

export function installSneakTicker(ctx: EmbeddedContext): void {
  everyTick(ctx, () => {
    for (const p of ctx.serv.players ?? []) {
      if (p.mcuSneaking && (p.health ?? 20) > 0 && !p._client?.ended && p.gameMode !== 3) ctx.stats.add(p.username, 'custom', 'sneak_time');
    }
  });
}
