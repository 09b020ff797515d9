/**
 * Chests a block on top keeps shut, and the ender chest, as vanilla 1.16.5's
 * ChestBlock.isBlockedChestByBlock / EnderChestBlock.use: a chest, trapped
 * chest or ender chest with a redstone-conducting block (a full opaque cube)
 * right above does not open and counts nothing. An ender chest opens the
 * player's own 27-slot ender inventory (generic_9x3, as ChestMenu.threeRows)
 * and counts custom:open_enderchest.
 */
import { Vec3 } from 'vec3';
import type { EmbeddedContext } from './context';
import type { Container } from './containers';
import { openWindow } from './windows';
import { bypassesBlockUse } from './hands';

/** Whether the block above `pos` is a redstone conductor (approximated: a full, non-transparent cube). */
export function chestBlocked(ctx: EmbeddedContext, world: any, pos: Vec3): boolean {
  const above = ctx.serv.registry.blocksByStateId[world.sync.getBlockStateId(new Vec3(pos.x, pos.y + 1, pos.z))];
  return !!above && above.boundingBox === 'block' && !above.transparent;
}

function enderInventory(player: any): Container {
  if (player.mcuEnderChest) return player.mcuEnderChest;
  const c: Container = {
    kind: 'ender_chest',
    size: 27,
    slots: new Array(27).fill(null),
    watchers: new Set(),
    propWatchers: new Set(),
    setSlot(i, item) { c.slots[i] = item && item.count > 0 ? item : null; for (const w of c.watchers) w(i, c.slots[i]); },
  };
  player.mcuEnderChest = c;
  return c;
}

export function installEnderChest(ctx: EmbeddedContext): void {
  ctx.serv.onBlockInteraction('ender_chest', ({ block, player }: any) => {
    if (bypassesBlockUse(player)) return false;
    if (chestBlocked(ctx, player.world, block.position)) return true;
    openWindow(ctx, player, 'chest', 'Ender Chest', enderInventory(player));
    ctx.stats.add(player.username, 'custom', 'open_enderchest');
    return true;
  });
}
