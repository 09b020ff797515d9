/**
 * Using items: eating and drinking (32 ticks, then entity_status 9 as vanilla; consume.ts), bows
 * (draw on use_item, shoot on release with vanilla's power curve; arrows
 * fly in projectiles.ts),
 * shears on sheep, and the `used` statistic for placed blocks.
 */
import type { EmbeddedContext } from './context';
import { heldItem, HOTBAR_START, OFFHAND } from '../inventory';
import { lookVector } from './motionPackets';
import { damageItemInSlot } from './durability';
import { launchProjectile } from './projectiles';
import { dropItem } from './drops';
import { handSlot, itemInHand } from './hands';
import { entityTypeName } from '../commandHandlers/selectors';
import { canConsume, useTicks } from '../../../vanilla/consumeRules';
import { finishConsuming } from './consume';



export function findArrowSlot(player: any): number | null {
  const off = player.inventory.slots[OFFHAND];
  if (off && /arrow$/.test(off.name)) return OFFHAND;
  for (let s = 9; s <= 44; s++) {
    const it = player.inventory.slots[s];
    if (it && (it.name === 'arrow' || it.name === 'spectral_arrow' || it.name === 'tipped_arrow')) return s;
  }
  return null;
}

function shootArrow(ctx: EmbeddedContext, player: any, bow: any, drawTicks: number): boolean {
  let f = drawTicks / 20;
  f = (f * f + f * 2) / 3;
  if (f > 1) f = 1;
  if (f < 0.1) return false;
  const infinity = (bow.enchants ?? []).some((e: any) => e.name === 'infinity');
  const arrowSlot = findArrowSlot(player);
  if (arrowSlot === null && player.gameMode !== 1) return false;
  if (arrowSlot !== null && !(infinity || player.gameMode === 1)) {
    const it = player.inventory.slots[arrowSlot];
    it.count -= 1;
    player.inventory.updateSlot(arrowSlot, it.count > 0 ? it : null);
  }
  const dir = lookVector(player.mcuYaw ?? 0, player.mcuPitch ?? 0);
  const start = player.position.offset(0, 1.52, 0).plus(dir.scaled(0.5));
  const power = (bow.enchants ?? []).find((e: any) => e.name === 'power')?.lvl ?? 0;
  launchProjectile(ctx, 'arrow', player, start, dir.scaled(f * 3), { damage: 2 + (power > 0 ? power * 0.5 + 0.5 : 0) });
  ctx.stats.add(player.username, 'used', bow.name);
  damageItemInSlot(ctx, player, HOTBAR_START + player.heldItemSlot, 1);
  return true;
}

export function installItemUse(ctx: EmbeddedContext, player: any): void {
  let using: { item: string; since: number; timer?: NodeJS.Timeout } | null = null;
  const stopUsing = () => {
    if (using?.timer) { clearTimeout(using.timer); ctx.timers.delete(using.timer); }
    using = null;
  };

  player._client.on('use_item', ({ hand }: any) => {
    // Food is eaten from either hand (the client tries the off-hand when the main hand has no use); the rest from the main hand.
    const item = itemInHand(player, hand);
    if (!item || (hand !== 0 && !ctx.serv.registry.foodsByName[item.name])) return;
    stopUsing();
    // Eating and drinking: whether it may start and how long it takes (vanilla/consumeRules.ts), the end in consume.ts.
    if (canConsume(item.name, !!ctx.serv.registry.foodsByName[item.name], player.food ?? 20, player.gameMode === 1)) {
      const slot = handSlot(player, hand);
      const timer = setTimeout(() => {
        ctx.timers.delete(timer);
        using = null;
        const cur = player.inventory.slots[slot];
        if (!cur || cur.name !== item.name || player._client.ended || (player.health ?? 20) <= 0) return;
        finishConsuming(ctx, player, slot, cur);
      }, useTicks(item.name) * 50 + 10);
      ctx.timers.add(timer);
      using = { item: item.name, since: Date.now(), timer };
    } else if (item.name === 'bow') {
      using = { item: 'bow', since: Date.now() };
    }
  });

  player._client.on('block_dig', ({ status }: any) => {
    if (status !== 5) return;
    const u = using;
    stopUsing();
    if (!u) return;
    const bow = heldItem(player);
    if (u.item === 'bow' && bow?.name === 'bow') shootArrow(ctx, player, bow, Math.floor((Date.now() - u.since) / 50));
  });
  player._client.on('held_item_slot', () => stopUsing());

  // Shears on a sheep: wool drops (vanilla 1-3; 1 here, deterministic), the sheep is sheared.
  player._client.on('use_entity', ({ target, mouse, hand }: any) => {
    if (mouse !== 0 || (hand ?? 0) !== 0) return;
    const e = ctx.serv.entities[target];
    const item = heldItem(player);
    if (!e || e.dead || item?.name !== 'shears' || entityTypeName(ctx.serv, e) !== 'sheep') return;
    e.nbt = e.nbt ?? {};
    if (e.nbt.Sheared) return;
    e.nbt.Sheared = 1;
    const color = Number(e.nbt.Color ?? 0) & 15;
    e._writeOthersNearby('entity_metadata', { entityId: e.id, metadata: [{ key: 16, type: 0, value: color | 0x10 }] });
    const colors = ['white', 'orange', 'magenta', 'light_blue', 'yellow', 'lime', 'pink', 'gray', 'light_gray', 'cyan', 'purple', 'blue', 'brown', 'green', 'red', 'black'];
    const Item = require('prismarine-item')(ctx.serv.registry);
    dropItem(ctx, e.world, e.position.offset(0, 1, 0), new Item(ctx.serv.registry.itemsByName[`${colors[color]}_wool`].id, 1));
    ctx.stats.add(player.username, 'used', 'shears');
    damageItemInSlot(ctx, player, HOTBAR_START + player.heldItemSlot, 1);
  });

  // Placing a block counts as using its item: flag the placement and count the block set that follows.
  player._client.on('block_place', () => {
    const item = heldItem(player);
    player.mcuPlacing = item && ctx.serv.registry.blocksByName[item.name] ? item.name : null;
    player.mcuPlacingAt = Date.now();
  });
  const origSetBlock = player.setBlock;
  player.setBlock = (position: any, stateId: number) => {
    // flying-squid places the block a few microtasks after the packet; a stale flag (an interaction) is ignored.
    if (player.mcuPlacing && stateId !== 0 && Date.now() - (player.mcuPlacingAt ?? 0) < 500) {
      ctx.stats.add(player.username, 'used', player.mcuPlacing);
      player.mcuPlacing = null;
    }
    return origSetBlock(position, stateId);
  };
}
