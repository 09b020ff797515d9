/**
 * Moving entities the embedded server has no physics for (mobs have no AI
 * here and are kept out of flying-squid's physics): a push given as a
 * vanilla velocity (blocks per tick) flies the mob with vanilla's gravity
 * (0.08 a tick) and drag (0.98 in the air, 0.91 × 0.6 sliding on the
 * ground) until it rests; a walk steps a mob along the ground. Walls stop
 * both. Used by the fishing rod's pull and by leashes.
 */
import { Vec3 } from 'vec3';
import type { EmbeddedContext } from './context';
import { everyTick } from './serverClock';
import { AIR_FRICTION, GROUND_FRICTION, LIVING_GRAVITY, LIVING_VERTICAL_DRAG } from '../../../vanilla/entityPhysics';

const MAX_FLIGHT_TICKS = 60;

export function blockAt(ctx: EmbeddedContext, world: any, pos: Vec3): any {
  return ctx.serv.registry.blocksByStateId[world.sync.getBlockStateId(pos.floored())];
}

export function solidAt(ctx: EmbeddedContext, world: any, pos: Vec3): boolean {
  return blockAt(ctx, world, pos)?.boundingBox === 'block';
}

export function waterAt(ctx: EmbeddedContext, world: any, pos: Vec3): boolean {
  const b = blockAt(ctx, world, pos);
  return b?.name === 'water' || b?.name === 'bubble_column' || b?.name === 'kelp' || b?.name === 'seagrass' || b?.name === 'tall_seagrass';
}

/**
 * Moves an entity and tells the clients. flying-squid's sendPosition sends the
 * difference from the last position it sent, taking the current position for
 * that on the first call: it must be known before `position` changes, or the
 * first move never reaches the clients (they would see the entity a move behind).
 */
export function moveEntity(e: any, pos: Vec3, onGround: boolean): void {
  e.knownPosition ??= e.position.clone();
  e.sendPosition(pos, onGround);
  e.position = pos;
  e.onGround = onGround;
}

interface Flight { mob: any; vel: Vec3; ticks: number }

function flights(ctx: EmbeddedContext): Set<Flight> {
  const serv = ctx.serv;
  if (!serv.mcuFlights) {
    serv.mcuFlights = new Set<Flight>();
    everyTick(ctx, () => {
      for (const f of serv.mcuFlights as Set<Flight>) {
        if (f.mob.dead || !serv.entities[f.mob.id] || f.ticks++ > MAX_FLIGHT_TICKS || !flyOneTick(ctx, f)) serv.mcuFlights.delete(f);
      }
    });
  }
  return serv.mcuFlights;
}

/** One tick of flight; false once the mob rests. */
function flyOneTick(ctx: EmbeddedContext, f: Flight): boolean {
  const mob = f.mob;
  const from: Vec3 = mob.position;
  let to = from.plus(f.vel);
  // A wall stops the horizontal motion; the ground (or a ceiling) the vertical one.
  if (solidAt(ctx, mob.world, new Vec3(to.x, from.y + 0.01, to.z))) { to = new Vec3(from.x, to.y, from.z); f.vel = new Vec3(0, f.vel.y, 0); }
  let onGround = false;
  if (f.vel.y <= 0 && solidAt(ctx, mob.world, new Vec3(to.x, to.y, to.z))) {
    to = new Vec3(to.x, Math.floor(to.y) + 1, to.z);
    onGround = true;
  } else if (f.vel.y > 0 && solidAt(ctx, mob.world, new Vec3(to.x, to.y + (mob.mcuSize?.y ?? 1), to.z))) {
    to = new Vec3(to.x, from.y, to.z);
    f.vel = new Vec3(f.vel.x, 0, f.vel.z);
  }
  moveEntity(mob, to, onGround);
  if (onGround) {
    f.vel = new Vec3(f.vel.x * GROUND_FRICTION, 0, f.vel.z * GROUND_FRICTION);
    return Math.abs(f.vel.x) + Math.abs(f.vel.z) > 0.01;
  }
  f.vel = new Vec3(f.vel.x * AIR_FRICTION, (f.vel.y - LIVING_GRAVITY) * LIVING_VERTICAL_DRAG, f.vel.z * AIR_FRICTION);
  return true;
}

/** Adds `vel` (blocks per tick, as vanilla's Entity.addVelocity) to a mob and lets it fly. */
export function pushMob(ctx: EmbeddedContext, mob: any, vel: Vec3): void {
  const set = flights(ctx);
  const f = [...set].find((x) => x.mob === mob);
  if (f) { f.vel = f.vel.plus(vel); f.ticks = 0; return; }
  set.add({ mob, vel, ticks: 0 });
}

/** Moves a mob up to `step` blocks towards `target` on the ground (one block up or down at most); false when a wall is in the way. */
export function walkMobToward(ctx: EmbeddedContext, mob: any, target: Vec3, step: number): boolean {
  const from: Vec3 = mob.position;
  const d = new Vec3(target.x - from.x, 0, target.z - from.z);
  const len = Math.sqrt(d.x * d.x + d.z * d.z);
  if (len < 1e-3) return true;
  const s = Math.min(step, len);
  const to = from.plus(d.scaled(s / len));
  let y = from.y;
  if (solidAt(ctx, mob.world, new Vec3(to.x, y, to.z))) {
    if (solidAt(ctx, mob.world, new Vec3(to.x, y + 1, to.z))) return false;
    y = Math.floor(y) + 1;
  } else if (!solidAt(ctx, mob.world, new Vec3(to.x, y - 1, to.z)) && !waterAt(ctx, mob.world, new Vec3(to.x, y - 1, to.z))) {
    y -= 1;
  }
  moveEntity(mob, new Vec3(to.x, y, to.z), true);
  return true;
}
