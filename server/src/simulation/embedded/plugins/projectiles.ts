/**
 * Projectiles in flight, moved on the server tick (vanilla 1.16.5
 * AbstractArrowEntity / ThrowableEntity / TridentEntity): each tick a
 * projectile moves by its velocity (checked in quarter-block steps for the
 * first living entity or solid block on the way), then its velocity is
 * multiplied by 0.99 and gravity is taken off (0.05 for arrows and tridents,
 * 0.03 for thrown snowballs, eggs and ender pearls).
 *
 * What a hit does follows each entity class's onHitEntity / onHit:
 * - arrow: ceil(speed × base damage) (AbstractArrowEntity); a blocked arrow
 *   bounces back (velocity × −0.1). It sticks in a block and is removed a
 *   second later (pickup of arrows is not modelled).
 * - snowball: 3 damage to a blaze, 0 to anything else (a 0-damage hit still
 *   shows the hurt animation and knocks a mob back); it breaks on any hit.
 * - egg: 0 damage; on breaking, one time in 8 a baby chicken hatches
 *   (vanilla: random.nextInt(8) == 0). Here it is deterministic: every 8th egg
 *   that breaks on this server hatches one chick (vanilla's rarer 4-chick
 *   roll is left out).
 * - ender pearl: 0 damage to an entity it hits; wherever it breaks, its
 *   thrower (a living player in the same world) is teleported there and takes
 *   5 fall damage (ThrownEnderpearlEntity.onHit: hurt(DamageSource.FALL, 5)).
 * - trident: 8 damage (TridentEntity), then it bounces off (velocity ×
 *   (−0.01, −0.1, −0.01)) and hurts nothing else; stuck in a block it stays
 *   (a player's trident never despawns). With Loyalty it returns to its owner
 *   once it has hit something or sat in the ground 4 ticks, flying through
 *   blocks toward the owner's eyes (velocity × 0.95 + 0.05 × level toward
 *   them), and goes back into the owner's inventory on touch. Without Loyalty
 *   any player touching it after it stopped (7 ticks) picks it up.
 *   Neither pickup counts a statistic (AbstractArrowEntity.playerTouch
 *   awards none, unlike an item entity's).
 */
import { Vec3 } from 'vec3';
import type { EmbeddedContext } from './context';
import { everyTick } from './serverClock';
import { hurtEntity } from './combat';
import { dropItem } from './drops';
import { entityTypeName } from '../commandHandlers/selectors';
import { teleportEntity, summonEntity } from '../commandHandlers/entityCommands';
import { addToInventory } from '../inventory';
import { ARROW_SHAKE_TICKS, LOYALTY_GROUND_TICKS, PROJECTILE_GRAVITY, type ProjectileKind } from '../../../vanilla/projectiles';
import { WORLD_MAX_Y, WORLD_MIN_Y } from '../../../vanilla/commandLimits';

export type { ProjectileKind };

export interface Projectile {
  kind: ProjectileKind;
  entity: any;
  /** Blocks per tick. */
  vel: Vec3;
  /** The player or mob that launched it (null: none). */
  shooter: any;
  /** Arrows: base damage (× speed); tridents: the damage of a hit. */
  damage: number;
  age: number;
  /** Ticks spent stuck in a block (0 while flying). */
  stuck: number;
  /** A trident's item stack (enchantments and wear kept for its return). */
  item?: any;
  loyalty: number;
  /** A trident that hit something: it hurts nothing more. */
  dealtDamage: boolean;
  /** A Loyalty trident on its way back (no collisions). */
  returning: boolean;
}

/**
 * Ticks a stuck arrow stays before it is removed.
 * @notGameFact our shortcut: vanilla keeps a stuck arrow 1200 ticks and lets players pick it up
 */
const ARROW_STUCK_TICKS = 20;
/** A projectile that flies this long without hitting anything is removed. */
const MAX_FLIGHT_TICKS = 400;

export function projectilesOf(ctx: EmbeddedContext): Set<Projectile> {
  return (ctx.serv.mcuProjectiles ??= new Set<Projectile>());
}

/** Living entities a projectile can hit in `world`. */
/** The living entities of `world` a projectile can hit: players alive and not spectating, mobs with health and a size. */
export function livingTargets(ctx: EmbeddedContext, world: any): any[] {
  return Object.values<any>(ctx.serv.entities).filter((e) => e.world === world && !e.dead &&
    (e.type === 'player' ? (e.health ?? 20) > 0 && e.gameMode !== 3 : e.type === 'mob' && e.health !== undefined && e.mcuSize));
}

function touches(e: any, pos: Vec3, margin: number): boolean {
  const half = (e.type === 'player' ? 0.6 : e.mcuSize.x) / 2 + margin;
  const height = e.type === 'player' ? 1.8 : e.mcuSize.y;
  return Math.abs(pos.x - e.position.x) <= half && Math.abs(pos.z - e.position.z) <= half &&
    pos.y >= e.position.y - margin && pos.y <= e.position.y + height + margin;
}

function solidAt(ctx: EmbeddedContext, world: any, pos: Vec3): boolean {
  const p = pos.floored();
  if (p.y < WORLD_MIN_Y || p.y > WORLD_MAX_Y) return false;
  const b = ctx.serv.registry.blocksByStateId[world.sync.getBlockStateId(p)];
  return !!b && b.boundingBox === 'block';
}

/** Spawns a projectile entity at `start` flying with `vel` (blocks per tick) and lets the ticker move it. */
export function launchProjectile(ctx: EmbeddedContext, kind: ProjectileKind, shooter: any, start: Vec3, vel: Vec3,
  opts: { damage?: number; item?: any } = {}): Projectile {
  const serv = ctx.serv;
  const type = serv.registry.entitiesByName[kind].id;
  const entity = serv.spawnObject(type, shooter?.world ?? serv.overworld, start, { velocity: vel.scaled(20), data: shooter ? shooter.id + 1 : 0 });
  // Moved by this ticker, not by flying-squid's physics.
  entity.size = undefined;
  const loyalty = kind === 'trident' ? (opts.item?.enchants ?? []).find((e: any) => e.name === 'loyalty')?.lvl ?? 0 : 0;
  const p: Projectile = { kind, entity, vel, shooter, damage: opts.damage ?? 0, age: 0, stuck: 0, item: opts.item, loyalty, dealtDamage: false, returning: false };
  projectilesOf(ctx).add(p);
  return p;
}

function remove(ctx: EmbeddedContext, p: Projectile): void {
  projectilesOf(ctx).delete(p);
  if (ctx.serv.entities[p.entity.id]) p.entity.destroy();
}

/** The hatching rule: every 8th egg broken on this server hatches a baby chicken. */
function eggBreaks(ctx: EmbeddedContext, world: any, at: Vec3): void {
  const serv = ctx.serv;
  serv.mcuEggsBroken = (serv.mcuEggsBroken ?? 0) + 1;
  if (serv.mcuEggsBroken % 8 !== 0) return;
  try {
    summonEntity(ctx, { player: null, entity: null, position: at, yaw: 0, pitch: 0, world } as any, 'chicken', at.clone(), { Age: -24000 });
  } catch (e) {
    ctx.log(`an egg's chick could not hatch: ${e instanceof Error ? e.message : String(e)}`);
  }
}

function pearlLands(ctx: EmbeddedContext, p: Projectile, at: Vec3): void {
  const owner = p.shooter;
  if (!owner || owner.type !== 'player' || owner._client?.ended || (owner.health ?? 20) <= 0 || owner.world !== p.entity.world) return;
  teleportEntity(owner, at.clone());
  hurtEntity(ctx, owner, 5, null, null);
}

/** A thrown item breaks (on an entity or a block): its effect where it broke. */
function thrownBreaks(ctx: EmbeddedContext, p: Projectile, at: Vec3): void {
  if (p.kind === 'egg') eggBreaks(ctx, p.entity.world, at);
  if (p.kind === 'ender_pearl') pearlLands(ctx, p, at);
  remove(ctx, p);
}

/** Puts a trident back in `player`'s inventory; false when it does not fit. */
function giveBack(ctx: EmbeddedContext, p: Projectile, player: any): boolean {
  const item = p.item;
  if (!item) return true;
  if (player.gameMode !== 1) {
    const left = addToInventory(ctx.serv, player, { name: item.name, nbt: item.nbt ?? undefined }, 1);
    // The stack's NBT carries its enchantments and its wear (Damage).
    if (left > 0) return false;
  }
  const packet = { collectedEntityId: p.entity.id, collectorEntityId: player.id, pickupItemCount: 1 };
  p.entity._writeOthersNearby?.('collect', packet);
  player._client.write('collect', packet);
  return true;
}

function tickTrident(ctx: EmbeddedContext, p: Projectile): boolean {
  const owner = p.shooter;
  const ownerHere = owner && owner.type === 'player' && !owner._client?.ended && (owner.health ?? 20) > 0 && owner.world === p.entity.world;
  if (p.loyalty > 0 && (p.dealtDamage || p.stuck > LOYALTY_GROUND_TICKS) && !p.returning) {
    if (!ownerHere) {
      // TridentEntity.tick: an owner out of reach gets its trident dropped as an item.
      if (p.item) dropItem(ctx, p.entity.world, p.entity.position, p.item);
      remove(ctx, p);
      return true;
    }
    p.returning = true;
    p.stuck = 0;
  }
  if (p.returning) {
    if (!ownerHere) { if (p.item) dropItem(ctx, p.entity.world, p.entity.position, p.item); remove(ctx, p); return true; }
    const eyes: Vec3 = owner.position.offset(0, 1.62, 0);
    const to = eyes.minus(p.entity.position);
    const len = to.norm() || 1;
    let pos: Vec3 = p.entity.position.offset(0, to.y * 0.015 * p.loyalty, 0);
    p.vel = p.vel.scaled(0.95).plus(to.scaled(0.05 * p.loyalty / len));
    pos = pos.plus(p.vel);
    p.entity.sendPosition(pos, false);
    p.entity.position = pos;
    if (touches(owner, pos, 1.0) && giveBack(ctx, p, owner)) remove(ctx, p);
    return true;
  }
  if (p.stuck > 0) {
    p.stuck++;
    if (p.stuck > ARROW_SHAKE_TICKS && p.loyalty === 0) {
      for (const player of ctx.serv.players ?? []) {
        if (player.world !== p.entity.world || (player.health ?? 20) <= 0 || player.gameMode === 3) continue;
        if (touches(player, p.entity.position, 1.0) && giveBack(ctx, p, player)) { remove(ctx, p); break; }
      }
    }
    return true;
  }
  return false;
}

function tickOne(ctx: EmbeddedContext, p: Projectile): void {
  p.age++;
  if (p.kind === 'trident' && tickTrident(ctx, p)) return;
  if (p.stuck > 0) {
    if (p.kind === 'arrow' && ++p.stuck > ARROW_STUCK_TICKS) remove(ctx, p);
    return;
  }
  const world = p.entity.world;
  const from: Vec3 = p.entity.position.clone();
  const steps = Math.max(1, Math.ceil(p.vel.norm() / 0.25));
  const targets = p.dealtDamage ? [] : livingTargets(ctx, world);
  let prev = from;
  for (let i = 1; i <= steps; i++) {
    const pos = from.plus(p.vel.scaled(i / steps));
    const hit = targets.find((e) => !(e === p.shooter && p.age < 5) && touches(e, pos, 0.25));
    if (hit) { hitEntity(ctx, p, hit, from, pos); return; }
    if (solidAt(ctx, world, pos)) {
      if (p.kind === 'arrow' || p.kind === 'trident') {
        p.entity.sendPosition(prev, false);
        p.entity.position = prev;
        p.stuck = 1;
      } else {
        thrownBreaks(ctx, p, prev);
      }
      return;
    }
    prev = pos;
  }
  p.entity.sendPosition(prev, false);
  p.entity.position = prev;
  p.vel = p.vel.scaled(0.99).offset(0, -PROJECTILE_GRAVITY[p.kind], 0);
  if (p.age > MAX_FLIGHT_TICKS || prev.y < -64) remove(ctx, p);
}

function hitEntity(ctx: EmbeddedContext, p: Projectile, target: any, from: Vec3, at: Vec3): void {
  const opts = { projectile: true, allowZero: true };
  switch (p.kind) {
    case 'arrow': {
      const hurt = hurtEntity(ctx, target, Math.ceil(p.vel.norm() * p.damage), p.shooter, from, opts);
      if (hurt) { remove(ctx, p); return; }
      // Blocked (a shield): the arrow bounces back and falls.
      p.vel = p.vel.scaled(-0.1);
      p.dealtDamage = true;
      p.entity.position = at;
      return;
    }
    case 'trident':
      hurtEntity(ctx, target, p.damage, p.shooter, from, opts);
      p.dealtDamage = true;
      p.vel = new Vec3(p.vel.x * -0.01, p.vel.y * -0.1, p.vel.z * -0.01);
      p.entity.position = at;
      return;
    case 'snowball':
      hurtEntity(ctx, target, entityTypeName(ctx.serv, target) === 'blaze' ? 3 : 0, p.shooter, from, opts);
      thrownBreaks(ctx, p, at);
      return;
    default:
      hurtEntity(ctx, target, 0, p.shooter, from, opts);
      thrownBreaks(ctx, p, at);
  }
}

export function installProjectileTicker(ctx: EmbeddedContext): void {
  const flying = projectilesOf(ctx);
  everyTick(ctx, () => {
    for (const p of [...flying]) {
      try {
        tickOne(ctx, p);
      } catch (e) {
        // A projectile in a broken state (its world gone) is dropped, never the server.
        ctx.log(`a ${p.kind} was removed: ${e instanceof Error ? e.message : String(e)}`);
        remove(ctx, p);
      }
    }
  });
}
