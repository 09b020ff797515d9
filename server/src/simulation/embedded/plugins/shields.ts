/**
 * Shields (vanilla 1.16.5 ShieldItem, LivingEntity.isBlocking /
 * isDamageSourceBlocked / hurt, PlayerEntity.hurtCurrentlyUsedShield /
 * blockUsingShield / disableShield):
 * - use_item with a shield in that hand (0 main, 1 off-hand) raises it; the
 *   player keeps "using" it until it releases (block_dig status 5), changes
 *   the selected hotbar slot (main hand only) or the shield leaves the hand.
 * - it blocks once raised for 5 ticks, a hit whose source lies in front of
 *   the player (the horizontal direction from the source to the player
 *   against the look vector: dot < 0). A blocked hit does no damage; the
 *   shield's use counts (`used:shield`, awarded in hurtCurrentlyUsedShield),
 *   `custom:damage_blocked_by_shield` grows by round(damage × 10), the shield
 *   wears 1 + floor(damage) when the damage is 3 or more, and entity event 29
 *   (the block sound) is sent. A blocked melee hit still knocks the holder
 *   back (LivingEntity.hurt applies knockback whether or not it was blocked).
 * - a melee attacker holding an axe in its main hand disables the shield:
 *   blockUsingShield → disableShield(true), whose chance is 0.25 + 0.75 = 1,
 *   so always: 100 ticks of cooldown, the shield lowered, entity event 30.
 * Raising a shield alone counts nothing.
 */
import { Vec3 } from 'vec3';
import type { EmbeddedContext } from './context';
import { HOTBAR_START, OFFHAND } from '../inventory';
import { damageItemInSlot } from './durability';
import { lookVector } from './motionPackets';
import { onCooldown, setCooldown } from './cooldowns';
import { sendKnockback } from './motionPackets';
import { SHIELD_BLOCKS_AFTER_TICKS, SHIELD_DISABLED_TICKS } from '../../../vanilla/shields';
import { LIVING_HAND_STATES } from '../../../vanilla/entityMetadata';


interface RaisedShield { hand: 0 | 1; since: number }

export function slotOfHand(player: any, hand: number): number {
  return hand === 1 ? OFFHAND : HOTBAR_START + (player.heldItemSlot ?? 0);
}

function sendHandState(player: any, value: number): void {
  const packet = { entityId: player.id, metadata: [{ key: LIVING_HAND_STATES, type: 0, value }] };
  player._writeOthersNearby?.('entity_metadata', packet);
}

export function lowerShield(player: any): void {
  if (!player.mcuShield) return;
  player.mcuShield = undefined;
  sendHandState(player, 0);
}

/** The shield the player holds up, if it still holds it. */
function raised(player: any): RaisedShield | undefined {
  const s: RaisedShield | undefined = player.mcuShield;
  if (s && player.inventory.slots[slotOfHand(player, s.hand)]?.name !== 'shield') { lowerShield(player); return undefined; }
  return s;
}

export function installShields(ctx: EmbeddedContext, player: any): void {
  const client = player._client;
  client.on('use_item', ({ hand }: any) => {
    const h = hand === 1 ? 1 : 0;
    if (player.inventory.slots[slotOfHand(player, h)]?.name !== 'shield') return;
    if (onCooldown(ctx, player, 'shield') || player.gameMode === 3) return;
    player.mcuShield = { hand: h, since: ctx.serv.tickCount ?? 0 } as RaisedShield;
    sendHandState(player, 1 | (h === 1 ? 2 : 0));
  });
  client.on('block_dig', ({ status }: any) => { if (status === 5) lowerShield(player); });
  // Changing the selected slot stops a main-hand use only (ServerPlayNetHandler.handleSetCarriedItem).
  client.on('held_item_slot', () => { if (player.mcuShield?.hand === 0) lowerShield(player); });
}

/**
 * Called by combat.hurtEntity for a player hit from `from`: true when a
 * raised shield takes the hit (all the effects above are applied).
 */
export function blockedByShield(ctx: EmbeddedContext, player: any, amount: number, attacker: any | null, from: Vec3, projectile: boolean): boolean {
  const s = raised(player);
  if (!s || (ctx.serv.tickCount ?? 0) - s.since < SHIELD_BLOCKS_AFTER_TICKS) return false;
  const look = lookVector(player.mcuYaw ?? 0, player.mcuPitch ?? 0);
  const toPlayer = player.position.minus(from);
  const len = toPlayer.norm();
  if (len === 0) return false;
  const dot = (toPlayer.x / len) * look.x + (toPlayer.z / len) * look.z;
  if (!(dot < 0)) return false;
  ctx.stats.add(player.username, 'used', 'shield');
  const tenths = Math.round(amount * 10);
  if (tenths > 0) ctx.stats.add(player.username, 'custom', 'damage_blocked_by_shield', tenths);
  if (amount >= 3) damageItemInSlot(ctx, player, slotOfHand(player, s.hand), 1 + Math.floor(amount));
  const blockSound = { entityId: player.id, entityStatus: 29 };
  player._writeOthersNearby?.('entity_status', blockSound);
  player._client.write('entity_status', blockSound);
  // LivingEntity.hurt still knocks the holder back from a blocked melee hit (not from a projectile).
  if (!projectile && attacker) {
    const horiz = Math.sqrt(toPlayer.x * toPlayer.x + toPlayer.z * toPlayer.z) || 1;
    sendKnockback(player, new Vec3((toPlayer.x / horiz) * 0.4, 0.36, (toPlayer.z / horiz) * 0.4));
  }
  const weapon = attacker && attacker.type !== 'player' ? attacker.equipment?.[0] : attacker?.inventory?.slots?.[HOTBAR_START + (attacker.heldItemSlot ?? 0)];
  if (!projectile && weapon && /_axe$/.test(weapon.name ?? '')) {
    setCooldown(ctx, player, 'shield', SHIELD_DISABLED_TICKS);
    lowerShield(player);
    const disabled = { entityId: player.id, entityStatus: 30 };
    player._writeOthersNearby?.('entity_status', disabled);
    player._client.write('entity_status', disabled);
  }
  return true;
}
