/**
 * Vanilla's ItemUsage.exchangeStack: one of the held stack is used up and
 * `result` takes its place (or goes into the inventory, or drops at the
 * player's feet when full). In creative the held stack stays and the result
 * is added only when the player has none. `nbt` is the result's tag (a water bottle's Potion).
 */
import type { EmbeddedContext } from './context';
import { addToInventory, countItem, HOTBAR_START, makeItem } from '../inventory';
import { dropItem } from './drops';

export function exchangeHeld(ctx: EmbeddedContext, player: any, result: string, nbt?: any): void {
  const spec = nbt ? { name: result, nbt } : { name: result };
  if (player.gameMode === 1) {
    if (countItem(player, result) === 0) addToInventory(ctx.serv, player, spec, 1);
    return;
  }
  const slot = HOTBAR_START + (player.heldItemSlot ?? 0);
  const held = player.inventory.slots[slot];
  if (!held || held.count <= 1) {
    player.inventory.updateSlot(slot, makeItem(ctx.serv, spec, 1));
    return;
  }
  held.count -= 1;
  player.inventory.updateSlot(slot, held);
  if (addToInventory(ctx.serv, player, spec, 1) > 0) {
    dropItem(ctx, player.world, player.position.offset(0, 1, 0), makeItem(ctx.serv, spec, 1));
  }
}

/** Takes one of the held stack (survival and adventure only, as vanilla's `if (!player.isCreative()) stack.decrement(1)`). */
export function consumeHeld(player: any): void {
  if (player.gameMode === 1) return;
  const slot = HOTBAR_START + (player.heldItemSlot ?? 0);
  const held = player.inventory.slots[slot];
  if (!held) return;
  held.count -= 1;
  player.inventory.updateSlot(slot, held.count > 0 ? held : null);
}
