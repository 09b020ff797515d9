/**
 * Item cooldowns (vanilla CooldownTracker): an item on cooldown cannot be
 * used until the given server tick; the client is told with set_cooldown
 * (the white sweep over the item). Ender pearls (20 ticks after a throw) and
 * a shield an axe knocked down (100 ticks) use it.
 */
import type { EmbeddedContext } from './context';

function cooldownsOf(player: any): Map<string, number> {
  return (player.mcuCooldowns ??= new Map<string, number>());
}

export function onCooldown(ctx: EmbeddedContext, player: any, item: string): boolean {
  return (cooldownsOf(player).get(item) ?? 0) > (ctx.serv.tickCount ?? 0);
}

export function setCooldown(ctx: EmbeddedContext, player: any, item: string, ticks: number): void {
  cooldownsOf(player).set(item, (ctx.serv.tickCount ?? 0) + ticks);
  const def = ctx.serv.registry.itemsByName[item];
  if (def && !player._client?.ended) player._client.write('set_cooldown', { itemID: def.id, cooldownTicks: ticks });
}
