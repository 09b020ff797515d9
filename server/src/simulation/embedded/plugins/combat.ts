/**
 * Melee and projectile damage, knockback that fits the velocity packet,
 * deaths with loot (minecraft-data entityLoot, deterministic counts) and
 * the killed / killed_by / damage_dealt / mob_kills statistics.
 */
import { Vec3 } from 'vec3';
import type { EmbeddedContext } from './context';
import { dropItem } from './drops';
import { sendKnockback } from './motionPackets';
import { heldItem, HOTBAR_START } from '../inventory';
import { damageItemInSlot } from './durability';
import { entityTypeName } from '../commandHandlers/selectors';
import { WEAPON_DAMAGE } from '../../../vanilla/weapons';
import { afterResistance, EFFECT } from '../../../vanilla/harmRules';
import { noteDeath } from './deaths';
import { mobProtection } from '../../../vanilla/targetRules';
import { blockedByShield } from './shields';
import { killExperience } from './experienceGain';
import { afterTicks } from './serverClock';
import { DEATH_ANIMATION_TICKS } from '../../../vanilla/entityLife';

export { WEAPON_DAMAGE };

export function meleeDamage(player: any): number {
  const item = heldItem(player);
  let dmg = item ? (WEAPON_DAMAGE[item.name] ?? 1) : 1;
  const sharp = (item?.enchants ?? []).find((e: any) => e.name === 'sharpness');
  if (sharp) dmg += 0.5 * sharp.lvl + 0.5;
  const strength = player.effects?.[5];
  if (strength) dmg += 3 * (strength.amplifier + 1);
  const weakness = player.effects?.[18];
  if (weakness) dmg -= 4 * (weakness.amplifier + 1);
  return Math.max(0, dmg);
}


function lootFor(ctx: EmbeddedContext, target: any, byPlayer: boolean): Array<[string, number]> {
  const type = entityTypeName(ctx.serv, target);
  const out: Array<[string, number]> = [];
  if (type === 'sheep' && !target.nbt?.Sheared) {
    const colors = ['white', 'orange', 'magenta', 'light_blue', 'yellow', 'lime', 'pink', 'gray', 'light_gray', 'cyan', 'purple', 'blue', 'brown', 'green', 'red', 'black'];
    out.push([`${colors[Number(target.nbt?.Color ?? 0) & 15]}_wool`, 1]);
  }
  for (const d of ctx.serv.registry.entityLoot?.[type]?.drops ?? []) {
    if (d.playerKill && !byPlayer) continue;
    if ((d.dropChance ?? 1) < 1) continue; // rare drops (e.g. zombie iron ingot) left out: deterministic
    const n = Math.max(1, Number(d.stackSizeRange?.[0] ?? 1) || 1);
    if (ctx.serv.registry.itemsByName[d.item]) out.push([d.item, n]);
  }
  return out;
}

/** Death without keepInventory: every stack drops where the player died. */
function dropInventory(ctx: EmbeddedContext, player: any): void {
  for (let s = 1; s <= 45; s++) {
    const it = player.inventory.slots[s];
    if (!it) continue;
    player.inventory.updateSlot(s, null);
    dropItem(ctx, player.world, player.position.offset(0, 1, 0), it, 2000);
  }
}

/** Kills `target`; `killer` is the player responsible (stats, player-only loot) or null. */
export function killEntity(ctx: EmbeddedContext, target: any, killer: any | null): void {
  const serv = ctx.serv;
  if (target.dead) return;
  if (target.type === 'player') {
    // /kill is void damage: it kills creative and spectator players too (melee never gets here for them).
    if (target.health !== undefined && target.health <= 0) return;
    target.updateHealth(0);
    noteDeath(ctx, target);
    ctx.stats.add(target.username, 'custom', 'deaths');
    if (ctx.gamerules?.get('keepInventory') !== 'true') dropInventory(ctx, target);
    // ENTITY_KILLED_BY counts the killer's type (a zombie's or a skeleton's hit, not only a player's).
    if (killer && killer !== target) ctx.stats.add(target.username, 'killed_by', killer.type === 'player' ? 'player' : entityTypeName(serv, killer));
    return;
  }
  target.dead = true;
  target.health = 0;
  const type = entityTypeName(serv, target);
  target._writeOthersNearby('entity_status', { entityId: target.id, entityStatus: 3 });
  if (killer?.type === 'player') {
    ctx.stats.add(killer.username, 'killed', type);
    ctx.stats.add(killer.username, 'custom', 'mob_kills');
  }
  const Item = require('prismarine-item')(serv.registry);
  const isLiving = serv.registry.entities[target.entityType]?.category !== 'Drops';
  if (isLiving) killExperience(ctx, killer, target, type);
  if (isLiving && ctx.gamerules?.get('doMobLoot') !== 'false') {
    for (const [name, n] of lootFor(ctx, target, killer?.type === 'player')) {
      dropItem(ctx, target.world, target.position.offset(0, 0.5, 0), new Item(serv.registry.itemsByName[name].id, n));
    }
  }
  afterTicks(ctx, DEATH_ANIMATION_TICKS, () => { if (serv.entities[target.id]) target.destroy(); });
}

export interface HurtOptions {
  /** The damage comes from a projectile (a shield does not disable on it, and the attacker is not knocked back). */
  projectile?: boolean;
  /** A 0-damage hit on a mob still hurts it (animation and knockback), as a snowball's does. */
  allowZero?: boolean;
}

/**
 * Applies damage from `attacker` (a player, a mob or null) with knockback away from `from`.
 * Returns false when the hit did nothing (a raised shield blocked it, an invulnerable target).
 */
export function hurtEntity(ctx: EmbeddedContext, target: any, amount: number, attacker: any | null, from: Vec3 | null, opts: HurtOptions = {}): boolean {
  if (target.dead || !(amount > 0 || (amount === 0 && opts.allowZero && target.type !== 'player'))) return false;
  if (target.type === 'player' && (target.gameMode === 1 || target.gameMode === 3)) return false;
  // Entity#isInvulnerableTo: Invulnerable:1b ignores every attack (no animation, no knockback).
  if (target.type !== 'player' && mobProtection(target.nbt)?.kind === 'invulnerable') return false;
  // LivingEntity.hurt: a shield raised toward the source takes the hit (shields.ts).
  if (target.type === 'player' && from && blockedByShield(ctx, target, amount, attacker, from, !!opts.projectile)) return false;
  // Resistance takes 20 % a level (all of it from Resistance V): the hit still lands, without damage.
  if (target.type !== 'player') amount = afterResistance(amount, target.effects?.[EFFECT.resistance]?.amplifier, 'attack');
  const before = target.health ?? 20;
  const dealt = Math.min(before, amount);
  if (target.type === 'player') {
    // A lethal hit leaves the health to killEntity (which kills only a living player once).
    if (before - amount > 0) target.updateHealth(before - amount);
    else target.mcuDeathCause ??= attacker?.type === 'player' ? `killed by ${attacker.username}` : attacker ? `killed by a ${entityTypeName(ctx.serv, attacker)}` : 'killed';
    ctx.stats.add(target.username, 'custom', 'damage_taken', Math.round(dealt * 10));
  } else if (amount > 0) {
    target.health = before - amount;
    // Health is synced entity data (index 8, a float) in vanilla: clients see a mob's health go down.
    target._writeOthersNearby?.('entity_metadata', { entityId: target.id, metadata: [{ key: 8, type: 2, value: Math.max(0, target.health) }] });
  }
  if (attacker?.type === 'player' && dealt > 0) ctx.stats.add(attacker.username, 'custom', 'damage_dealt', Math.round(dealt * 10));
  target._writeOthersNearby?.('entity_status', { entityId: target.id, entityStatus: 2 });
  if (target.type === 'player') target._client.write('entity_status', { entityId: target.id, entityStatus: 2 });
  if (from) {
    const d = target.position.minus(from);
    const len = Math.sqrt(d.x * d.x + d.z * d.z) || 1;
    sendKnockback(target, new Vec3((d.x / len) * 0.4, 0.36, (d.z / len) * 0.4));
  }
  if (target.type === 'player' ? before - amount <= 0 : target.health <= 0) killEntity(ctx, target, attacker);
  return true;
}

/** Replaces flying-squid's attack (1 damage, overflowing knockback). */
export function installMelee(ctx: EmbeddedContext, player: any): void {
  player.on('attack_cancel', (data: any, cancel: (run?: boolean) => void) => {
    cancel(false);
    const target = data.attackedEntity;
    if (!target || target.dead || target === player) return;
    if (player.gameMode === 3) return;
    const item = heldItem(player);
    hurtEntity(ctx, target, meleeDamage(player), player, player.position);
    if (item && WEAPON_DAMAGE[item.name] !== undefined) {
      ctx.stats.add(player.username, 'used', item.name);
      // Swords and tridents lose 1 durability per hit, other tools 2.
      damageItemInSlot(ctx, player, HOTBAR_START + player.heldItemSlot, /_sword$|^trident$/.test(item.name) ? 1 : 2);
    }
  });
}
