/** Tool wear: durability loss (Unbreaking respected), the `broken` statistic when a tool breaks. */
import type { EmbeddedContext } from './context';
import { draw } from './gameDraws';

export function damageItemInSlot(ctx: EmbeddedContext, player: any, slot: number, amount: number): void {
  if (player.gameMode === 1) return;
  const item = player.inventory.slots[slot];
  if (!item || !item.maxDurability) return;
  const unbreaking = (item.enchants ?? []).find((e: any) => e.name === 'unbreaking')?.lvl ?? 0;
  let applied = 0;
  for (let i = 0; i < amount; i++) if (unbreaking === 0 || draw(ctx, 'unbreaking') < 1 / (unbreaking + 1)) applied++;
  if (applied === 0) return;
  item.durabilityUsed = (item.durabilityUsed ?? 0) + applied;
  if (item.durabilityUsed >= item.maxDurability) {
    ctx.stats.add(player.username, 'broken', item.name);
    player.inventory.updateSlot(slot, null);
    // entity_status 47: main hand item broke (sound and particles on clients).
    player._client.write('entity_status', { entityId: player.id, entityStatus: 47 });
    player._writeOthersNearby?.('entity_status', { entityId: player.id, entityStatus: 47 });
  } else {
    player.inventory.updateSlot(slot, item);
  }
}
