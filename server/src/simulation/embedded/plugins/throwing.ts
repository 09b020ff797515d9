/**
 * Throwing and shooting items a player uses (vanilla 1.16.5):
 * - snowball, egg, ender pearl (SnowballItem, EggItem, EnderPearlItem.use):
 *   thrown at once on use_item from the hand used, speed 1.5 from the eyes
 *   (minus 0.1) along the look; one leaves the stack (not in creative) and
 *   `used:<item>` counts then. An ender pearl puts pearls on a 20-tick cooldown.
 * - trident (TridentItem.use / releaseUsing): use_item starts the charge;
 *   on release after at least 10 ticks it is thrown (speed 2.5, 8 damage),
 *   wears by 1 and leaves the inventory (not in creative: the one thrown is
 *   then no pickup), and `used:trident` counts. A trident one use from
 *   breaking cannot be charged. With Riptide it is not thrown: it only counts
 *   in water (the player's launch is not modelled), and does nothing on land.
 * - crossbow (CrossbowItem.use / releaseUsing / performShooting): use_item on
 *   an unloaded crossbow with arrows at hand starts the charge; released
 *   after the charge time (25 ticks, 5 fewer per Quick Charge level) it loads
 *   (an arrow is consumed, the item gets Charged:1b and its ChargedProjectiles;
 *   Multishot loads three). The next use_item fires them (speed 3.15, base
 *   damage 2; Multishot's side arrows 10° off), wears it 1 a projectile,
 *   unloads it, and only then counts `used:crossbow` (onCrossbowShot).
 * Projectiles fly in projectiles.ts.
 */
import { Vec3 } from 'vec3';
import type { EmbeddedContext } from './context';
import { damageItemInSlot } from './durability';
import { findArrowSlot } from './itemUse';
import { lookVector } from './motionPackets';
import { launchProjectile, ProjectileKind } from './projectiles';
import { onCooldown, setCooldown } from './cooldowns';
import { slotOfHand } from './shields';
import {
  ARROW_BASE_DAMAGE, CROSSBOW_ARROW_SPEED, ENDER_PEARL_COOLDOWN_TICKS, MULTISHOT_OFFSETS, THROWN_ITEMS, THROWN_SPEED, TRIDENT_DAMAGE,
  TRIDENT_MIN_CHARGE_TICKS, TRIDENT_SPEED,
} from '../../../vanilla/projectiles';
import { PLAYER_EYE_HEIGHT } from '../../../vanilla/playerBody';

const THROWN: ReadonlySet<string> = new Set(THROWN_ITEMS);

function enchantLevel(item: any, name: string): number {
  return (item?.enchants ?? []).find((e: any) => e.name === name)?.lvl ?? 0;
}

function launchFrom(player: any): Vec3 {
  return player.position.offset(0, PLAYER_EYE_HEIGHT - 0.1, 0);
}

function lookOf(player: any, yawOffset = 0): Vec3 {
  return lookVector((player.mcuYaw ?? 0) + yawOffset, player.mcuPitch ?? 0);
}

function shrink(player: any, slot: number, item: any): void {
  if (player.gameMode === 1) return;
  item.count -= 1;
  player.inventory.updateSlot(slot, item.count > 0 ? item : null);
}

function throwItem(ctx: EmbeddedContext, player: any, slot: number, item: any): void {
  const kind = item.name as ProjectileKind;
  if (kind === 'ender_pearl' && onCooldown(ctx, player, kind)) return;
  launchProjectile(ctx, kind, player, launchFrom(player), lookOf(player).scaled(THROWN_SPEED));
  if (kind === 'ender_pearl') setCooldown(ctx, player, kind, ENDER_PEARL_COOLDOWN_TICKS);
  ctx.stats.add(player.username, 'used', kind);
  shrink(player, slot, item);
}

export function isCharged(item: any): boolean {
  return item?.nbt?.value?.Charged?.value === 1;
}

function chargedArrows(item: any): string[] {
  const list = item?.nbt?.value?.ChargedProjectiles?.value?.value;
  return Array.isArray(list) ? list.map((c: any) => String(c?.id?.value ?? 'minecraft:arrow').replace(/^minecraft:/, '')) : [];
}

function setCharge(item: any, arrows: string[]): void {
  const nbt = item.nbt ?? { type: 'compound', name: '', value: {} };
  nbt.value.Charged = { type: 'byte', value: arrows.length ? 1 : 0 };
  nbt.value.ChargedProjectiles = arrows.length
    ? { type: 'list', value: { type: 'compound', value: arrows.map((a) => ({ id: { type: 'string', value: `minecraft:${a}` }, Count: { type: 'byte', value: 1 } })) } }
    : { type: 'list', value: { type: 'end', value: [] } };
  item.nbt = nbt;
}

function fireCrossbow(ctx: EmbeddedContext, player: any, slot: number, crossbow: any): void {
  const arrows = chargedArrows(crossbow);
    arrows.forEach((_a, i) => {
    launchProjectile(ctx, 'arrow', player, launchFrom(player), lookOf(player, MULTISHOT_OFFSETS[i] ?? 0).scaled(CROSSBOW_ARROW_SPEED), { damage: ARROW_BASE_DAMAGE });
  });
  setCharge(crossbow, []);
  player.inventory.updateSlot(slot, crossbow);
  damageItemInSlot(ctx, player, slot, Math.max(1, arrows.length));
  ctx.stats.add(player.username, 'used', 'crossbow');
}

function loadCrossbow(ctx: EmbeddedContext, player: any, slot: number, crossbow: any): void {
  const arrowSlot = findArrowSlot(player);
  if (arrowSlot === null && player.gameMode !== 1) return;
  const arrow = arrowSlot === null ? 'arrow' : player.inventory.slots[arrowSlot].name;
  if (arrowSlot !== null && player.gameMode !== 1) shrink(player, arrowSlot, player.inventory.slots[arrowSlot]);
  setCharge(crossbow, enchantLevel(crossbow, 'multishot') > 0 ? [arrow, arrow, arrow] : [arrow]);
  player.inventory.updateSlot(slot, crossbow);
}

function throwTrident(ctx: EmbeddedContext, player: any, slot: number, trident: any): void {
  const riptide = enchantLevel(trident, 'riptide');
  if (riptide > 0) {
    const feet = ctx.serv.registry.blocksByStateId[player.world.sync.getBlockStateId(player.position.floored())]?.name;
    if (feet === 'water') ctx.stats.add(player.username, 'used', 'trident');
    return;
  }
  damageItemInSlot(ctx, player, slot, 1);
  const stack = player.inventory.slots[slot];
  if (!stack || stack.name !== 'trident') return; // it broke
  launchProjectile(ctx, 'trident', player, launchFrom(player), lookOf(player).scaled(TRIDENT_SPEED), {
    damage: TRIDENT_DAMAGE, item: player.gameMode === 1 ? undefined : stack,
  });
  if (player.gameMode !== 1) player.inventory.updateSlot(slot, null);
  ctx.stats.add(player.username, 'used', 'trident');
}

export function installThrowing(ctx: EmbeddedContext, player: any): void {
  let charging: { item: 'trident' | 'crossbow'; hand: number; slot: number; since: number } | null = null;
  const client = player._client;
  client.on('use_item', ({ hand }: any) => {
    if (player.gameMode === 3) return;
    const h = hand === 1 ? 1 : 0;
    const slot = slotOfHand(player, h);
    const item = player.inventory.slots[slot];
    if (!item) return;
    if (THROWN.has(item.name)) { throwItem(ctx, player, slot, item); return; }
    if (item.name === 'trident') {
      if (item.maxDurability && (item.durabilityUsed ?? 0) >= item.maxDurability - 1) return;
      charging = { item: 'trident', hand: h, slot, since: ctx.serv.tickCount ?? 0 };
      return;
    }
    if (item.name === 'crossbow') {
      if (isCharged(item)) { charging = null; fireCrossbow(ctx, player, slot, item); return; }
      if (findArrowSlot(player) !== null || player.gameMode === 1) charging = { item: 'crossbow', hand: h, slot, since: ctx.serv.tickCount ?? 0 };
    }
  });
  client.on('block_dig', ({ status }: any) => {
    if (status !== 5 || !charging) return;
    const c = charging;
    charging = null;
    const slot = slotOfHand(player, c.hand);
    const item = player.inventory.slots[slot];
    if (slot !== c.slot || item?.name !== c.item) return;
    const ticks = (ctx.serv.tickCount ?? 0) - c.since;
    if (c.item === 'trident' && ticks >= TRIDENT_MIN_CHARGE_TICKS) throwTrident(ctx, player, slot, item);
    if (c.item === 'crossbow' && ticks >= 25 - 5 * enchantLevel(item, 'quick_charge') && !isCharged(item)) loadCrossbow(ctx, player, slot, item);
  });
  client.on('held_item_slot', () => { if (charging?.hand === 0) charging = null; });
}
