/**
 * Thrown splash potions, as vanilla 1.16.5 (ThrowablePotionItem.use,
 * ThrownEntity.setProperties, PotionEntity.onCollision / applySplashPotion):
 * using a splash potion throws it (`used:splash_potion` at the throw, the
 * stack used up in survival) from the eyes, 20° above the look, at 0.5
 * blocks a tick; it falls 0.05 a tick (drag 0.99) and breaks on the first
 * block or living entity it meets. Every living entity within 4 blocks of
 * where it broke gets its effects scaled by 1 − distance / 4 (1 for the one
 * it hit): instant damage and health by that fraction, lasting effects for
 * that fraction of their time when above 20 ticks.
 *
 * A lingering potion is thrown the same way (`used:lingering_potion`) but its
 * area effect cloud is not modelled: it breaks without effect.
 *
 * Not modelled: lingering potions' clouds, a water splash
 * putting out fire and hurting water-sensitive mobs, undead mobs healed by
 * harming and hurt by healing.
 */
import { Vec3 } from 'vec3';
import type { EmbeddedContext } from './context';
import { livingTargets } from './projectiles';
import { heldItem } from '../inventory';
import { consumeHeld } from './exchange';
import { hurtEntity } from './combat';
import { applyPotionEffects } from './consume';
import { potionOfStack } from '../../../vanilla/potionTag';
import { potionEffects, PotionEffect, SPLASH_RADIUS, SPLASH_THROW, splashProximity } from '../../../vanilla/potionRules';
import { PLAYER_EYE_HEIGHT } from '../../../vanilla/playerBody';

const MAX_AGE_TICKS = 200;

interface FlyingPotion { entity: any; pos: Vec3; vel: Vec3; thrower: any; effects: PotionEffect[]; age: number }

const widthOf = (e: any) => (e.type === 'player' ? 0.6 : e.mcuSize.x);
const heightOf = (e: any) => (e.type === 'player' ? 1.8 : e.mcuSize.y);

function breakAt(ctx: EmbeddedContext, p: FlyingPotion, direct: any | null): void {
  if (p.effects.length) {
    for (const e of livingTargets(ctx, p.entity.world)) {
      // The area: the potion's box grown by 4 sideways and 2 up and down, then a squared distance under 16.
      const half = widthOf(e) / 2 + 0.125 + SPLASH_RADIUS;
      if (Math.abs(e.position.x - p.pos.x) > half || Math.abs(e.position.z - p.pos.z) > half) continue;
      if (e.position.y > p.pos.y + 0.25 + 2 || e.position.y + heightOf(e) < p.pos.y - 2) continue;
      const proximity = splashProximity(e.position.distanceTo(p.pos), e === direct);
      if (proximity <= 0) continue;
      applyPotionEffects(ctx, e, p.effects, proximity, (mob, amount) => hurtEntity(ctx, mob, amount, null, null));
    }
  }
  p.entity.destroy();
}

/** Returns the per-tick step that moves thrown potions (pack.ts runs it on the server tick). */
export function installSplashTicker(ctx: EmbeddedContext): () => void {
  const flying = new Set<FlyingPotion>();
  ctx.serv.mcuSplashes = flying;
  return () => {
    for (const p of flying) {
      p.age++;
      const from = p.pos;
      const steps = Math.max(1, Math.ceil(p.vel.norm() / 0.2));
      let done = false;
      for (let i = 1; i <= steps && !done; i++) {
        const at = from.plus(p.vel.scaled(i / steps));
        for (const e of livingTargets(ctx, p.entity.world)) {
          // The thrower is out of reach for its own potion's first ticks (it starts inside the thrower's box).
          if (e === p.thrower && p.age < 5) continue;
          const half = widthOf(e) / 2 + 0.125;
          if (Math.abs(at.x - e.position.x) <= half && Math.abs(at.z - e.position.z) <= half && at.y >= e.position.y - 0.125 && at.y <= e.position.y + heightOf(e)) {
            p.pos = at;
            flying.delete(p);
            breakAt(ctx, p, e);
            done = true;
            break;
          }
        }
        if (done) break;
        const b = ctx.serv.registry.blocksByStateId[p.entity.world.sync.getBlockStateId(at.floored())];
        if (at.y < 0 || (b && b.boundingBox === 'block')) {
          p.pos = from.plus(p.vel.scaled((i - 1) / steps));
          flying.delete(p);
          breakAt(ctx, p, null);
          done = true;
        }
      }
      if (done) continue;
      p.pos = from.plus(p.vel);
      p.entity.position = p.pos;
      p.entity.sendPosition?.(p.pos, false);
      p.vel = p.vel.scaled(SPLASH_THROW.drag).offset(0, -SPLASH_THROW.gravity, 0);
      if (p.age > MAX_AGE_TICKS) { flying.delete(p); p.entity.destroy(); }
    }
  };
}

/** ThrownEntity.setProperties(user, pitch, yaw, −20, 0.5, 1) without the random spread. */
function throwVelocity(yaw: number, pitch: number): Vec3 {
  const r = Math.PI / 180;
  const v = new Vec3(-Math.sin(yaw * r) * Math.cos(pitch * r), -Math.sin((pitch + SPLASH_THROW.pitchOffset) * r), Math.cos(yaw * r) * Math.cos(pitch * r));
  return v.scaled(SPLASH_THROW.speed / (v.norm() || 1));
}

function throwPotion(ctx: EmbeddedContext, player: any, item: any): void {
  const effects = item.name === 'splash_potion' ? potionEffects(potionOfStack(item)) : [];
  const pos = player.position.offset(0, PLAYER_EYE_HEIGHT - 0.1, 0);
  const vel = throwVelocity(player.mcuYaw ?? 0, player.mcuPitch ?? 0);
  const entity = ctx.serv.spawnObject(ctx.serv.registry.entitiesByName.potion.id, player.world, pos, { velocity: vel.scaled(20), data: 0 });
  // Moved by the ticker above, not by flying-squid's physics.
  entity.size = undefined;
  ctx.serv.mcuSplashes.add({ entity, pos, vel, thrower: player, effects, age: 0 });
  ctx.stats.add(player.username, 'used', item.name);
  consumeHeld(player);
}

export function installSplashPotions(ctx: EmbeddedContext, player: any): void {
  player._client.on('use_item', ({ hand }: any) => {
    if (hand !== 0 || (player.health ?? 20) <= 0 || player.gameMode === 3) return;
    const item = heldItem(player);
    if (item?.name === 'splash_potion' || item?.name === 'lingering_potion') throwPotion(ctx, player, item);
  });
}
