/**
 * Fishing rods, as vanilla 1.16.5's FishingRodItem and FishingBobberEntity:
 * using a rod with no bobber out casts one (a fishing_bobber entity flies
 * from the eyes; used:fishing_rod counts on the cast only); a bobber in
 * water waits (nextInt(100, 600) ticks, 100 less per Lure level), a fish
 * swims in (20–80 ticks) and bites (6 fishing particles, 20–40 ticks to reel
 * in). Using the rod again reels in: during a bite a catch from the fishing
 * loot table (custom:fish_caught only for an item of the `fishes` tag) and
 * 1–6 experience; a hooked mob is pulled towards the player (velocity +
 * 0.1 × the offset); the rod wears 1 for a catch, 2 when the bobber lies on
 * the ground, 5 for a hooked mob. A bobber on land catches nothing. Waits
 * and catches come from a seeded generator (the same run draws the same).
 * Not modelled: rain speeding the wait up, hooking players and items.
 */
import { Vec3 } from 'vec3';
import type { EmbeddedContext } from './context';
import { giveExperience } from './experienceGain';
import { everyTick } from './serverClock';
import { HOTBAR_START, makeItem, OFFHAND } from '../inventory';
import { damageItemInSlot } from './durability';
import { dropItem } from './drops';
import { blockAt, moveEntity, pushMob, solidAt, waterAt } from './entityMotion';
import { NON_LIVING } from '../../../vanilla/mobs';
import { entityTypeName } from '../commandHandlers/selectors';
import {
  BITE_MAX_TICKS, BITE_MIN_TICKS, BITE_PARTICLES, BOBBER_DRAG, BOBBING_DRAG, WATER_ENTRY_SLOWDOWN, BOBBER_GRAVITY, BOBBER_MAX_DISTANCE, castStart, chooseCatch, FISHES,
  LURE_TICKS_PER_LEVEL, REEL_DAMAGE, seededRandom, TRAVEL_MAX_TICKS, TRAVEL_MIN_TICKS, WAIT_MAX_TICKS, WAIT_MIN_TICKS,
} from '../../../vanilla/fishingRules';
import { PLAYER_EYE_HEIGHT } from '../../../vanilla/playerBody';
import { BOBBER_BITING, BOBBER_HOOKED } from '../../../vanilla/entityMetadata';
import { isAirBlock } from '../../../vanilla/airBlocks';

/**
 * How far below the water's top the bobber floats.
 * @notGameFact our resting depth: vanilla's bobber bobs on the water by its own buoyancy
 */
const FLOAT_DEPTH = 0.1;
/** Seed of the fishing generator (fixed: a verification is repeatable). */
const FISHING_SEED = 0x5eedf15;

interface Bobber {
  player: any;
  entity: any;
  slot: number;
  vel: Vec3;
  state: 'flying' | 'bobbing' | 'hooked';
  onGround: boolean;
  hooked?: any;
  lure: number;
  luck: number;
  wait: number;
  travel: number;
  bite: number;
  openWater: boolean;
  outOfOpenWater: number;
  skyVisible?: boolean;
}

interface FishingState { bobbers: Map<any, Bobber>; random: () => number }

function state(ctx: EmbeddedContext): FishingState {
  return (ctx.serv.mcuFishing ??= { bobbers: new Map(), random: seededRandom(FISHING_SEED) });
}

/** MathHelper.nextInt(random, min, max): inclusive. */
function nextInt(random: () => number, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

function enchantLevel(item: any, name: string): number {
  return (item?.enchants ?? []).find((e: any) => e.name === name)?.lvl ?? 0;
}

function rodSlot(player: any, hand: number): number {
  return hand === 1 ? OFFHAND : HOTBAR_START + (player.heldItemSlot ?? 0);
}

function holdsRod(player: any): boolean {
  return player.inventory.slots[HOTBAR_START + (player.heldItemSlot ?? 0)]?.name === 'fishing_rod' || player.inventory.slots[OFFHAND]?.name === 'fishing_rod';
}

export function bobberOf(ctx: EmbeddedContext, player: any): Bobber | undefined {
  return state(ctx).bobbers.get(player);
}

function removeBobber(ctx: EmbeddedContext, b: Bobber): void {
  state(ctx).bobbers.delete(b.player);
  if (ctx.serv.entities[b.entity.id]) b.entity.destroy();
}

function cast(ctx: EmbeddedContext, player: any, slot: number, rod: any): void {
  const serv = ctx.serv;
  const s = castStart(player.position.x, player.position.y + PLAYER_EYE_HEIGHT, player.position.z, player.mcuYaw ?? 0, player.mcuPitch ?? 0);
  const start = new Vec3(...s.pos);
  const vel = new Vec3(...s.vel);
  let entity: any;
  try {
    entity = serv.spawnObject(serv.registry.entitiesByName.fishing_bobber.id, player.world, start, { velocity: vel.scaled(20), data: player.id });
  } catch (err) {
    ctx.log(`fishing: ${String(err)}`);
    return;
  }
  // Moved by our ticker, not by flying-squid's physics; entity data: hooked entity id + 1 (7), caught fish (8).
  entity.size = undefined;
  entity.metadata = [{ key: BOBBER_HOOKED, type: 1, value: 0 }, { key: BOBBER_BITING, type: 7, value: false }];
  entity.mcuBobber = true;
  state(ctx).bobbers.set(player, {
    player, entity, slot, vel, state: 'flying', onGround: false, lure: enchantLevel(rod, 'lure'), luck: enchantLevel(rod, 'luck_of_the_sea'),
    wait: 0, travel: 0, bite: 0, openWater: true, outOfOpenWater: 0,
  });
  ctx.stats.add(player.username, 'used', 'fishing_rod');
}

/** Living mobs the bobber can hook (not its owner). */
function hookable(ctx: EmbeddedContext, b: Bobber): any[] {
  return Object.values<any>(ctx.serv.entities).filter((e) => e.world === b.entity.world && !e.dead && e.type === 'mob' && e.mcuSize &&
    !NON_LIVING.has(entityTypeName(ctx.serv, e)));
}

function touches(e: any, p: Vec3): boolean {
  const half = e.mcuSize.x / 2 + 0.125;
  return Math.abs(p.x - e.position.x) <= half && Math.abs(p.z - e.position.z) <= half && p.y >= e.position.y - 0.125 && p.y <= e.position.y + e.mcuSize.y + 0.125;
}

function setMetadata(b: Bobber, key: number, type: number, value: unknown): void {
  const meta = b.entity.metadata.filter((m: any) => m.key !== key);
  meta.push({ key, type, value });
  b.entity.metadata = meta;
  b.entity._writeOthersNearby?.('entity_metadata', { entityId: b.entity.id, metadata: [{ key, type, value }] });
}

function moveTo(b: Bobber, pos: Vec3, onGround: boolean): void {
  moveEntity(b.entity, pos, onGround);
  b.onGround = onGround;
}

/** The top of the water column the bobber is in (the water surface, 8/9 up the top source block). */
function waterSurface(ctx: EmbeddedContext, world: any, pos: Vec3): number {
  let y = Math.floor(pos.y);
  while (waterAt(ctx, world, new Vec3(pos.x, y + 1, pos.z)) && y < pos.y + 16) y++;
  return y + 8 / 9;
}

function fly(ctx: EmbeddedContext, b: Bobber): void {
  const from: Vec3 = b.entity.position;
  const world = b.entity.world;
  // Entering water: the speed drops to (0.3, 0.2, 0.3) of it and the bobber starts bobbing.
  if (waterAt(ctx, world, from)) { b.state = 'bobbing'; b.vel = new Vec3(b.vel.x * WATER_ENTRY_SLOWDOWN, 0, b.vel.z * WATER_ENTRY_SLOWDOWN); return; }
  // Lying on a block: it stays until that block is gone.
  if (b.onGround && solidAt(ctx, world, from.offset(0, -0.05, 0))) return;
  const steps = Math.max(1, Math.ceil(b.vel.norm() / 0.2));
  let pos = from;
  for (let i = 1; i <= steps; i++) {
    const next = from.plus(b.vel.scaled(i / steps));
    const hit = hookable(ctx, b).find((e) => touches(e, next));
    if (hit) {
      b.state = 'hooked';
      b.hooked = hit;
      setMetadata(b, 7, 1, hit.id + 1);
      return;
    }
    if (solidAt(ctx, world, next)) {
      // Landing on top of a block: the bobber lies on it; against a wall it drops.
      const landed = solidAt(ctx, world, new Vec3(pos.x, next.y, pos.z));
      b.vel = new Vec3(0, 0, 0);
      moveTo(b, landed ? new Vec3(pos.x, Math.floor(next.y) + 1, pos.z) : pos, landed);
      return;
    }
    pos = next;
    if (waterAt(ctx, world, pos)) break;
  }
  moveTo(b, pos, false);
  b.vel = new Vec3(b.vel.x, b.vel.y - BOBBER_GRAVITY, b.vel.z).scaled(BOBBER_DRAG);
}

function skyVisible(ctx: EmbeddedContext, world: any, pos: Vec3): boolean {
  for (let y = Math.floor(pos.y) + 1; y < Math.floor(pos.y) + 64; y++) {
    const b = blockAt(ctx, world, new Vec3(pos.x, y, pos.z));
    if (b && !isAirBlock(b.name) && !waterAt(ctx, world, new Vec3(pos.x, y, pos.z))) return false;
  }
  return true;
}

/** FishingBobberEntity.getPositionType over a 5×5 layer: all above water, all inside still water, or neither. */
function layerType(ctx: EmbeddedContext, world: any, center: Vec3, dy: number): 'above' | 'inside' | 'invalid' {
  let type: 'above' | 'inside' | 'invalid' | undefined;
  for (let dx = -2; dx <= 2; dx++) {
    for (let dz = -2; dz <= 2; dz++) {
      const p = center.offset(dx, dy, dz);
      const b = blockAt(ctx, world, p);
      const stateId = world.sync.getBlockStateId(p.floored());
      const t = !b || isAirBlock(b.name) || b.name === 'lily_pad' ? 'above'
        : b.name === 'water' && stateId === b.minStateId ? 'inside' : 'invalid';
      if (type !== undefined && t !== type) return 'invalid';
      type = t;
    }
  }
  return type ?? 'invalid';
}

/** FishingBobberEntity.isOpenOrWaterAround: layers -1..2 go from inside water to above water, never back. */
function openWaterAround(ctx: EmbeddedContext, world: any, pos: Vec3): boolean {
  const center = pos.floored();
  let prev: 'above' | 'inside' | 'invalid' = 'invalid';
  for (let dy = -1; dy <= 2; dy++) {
    const t = layerType(ctx, world, center, dy);
    if (t === 'invalid') return false;
    if (t === 'above' && prev === 'invalid') return false;
    if (t === 'inside' && prev === 'above') return false;
    prev = t;
  }
  return true;
}

function particles(b: Bobber, particleId: number, at: Vec3, count: number, spread: number, speed: number): void {
  b.entity._writeOthersNearby?.('world_particles', {
    particleId, longDistance: false, x: at.x, y: at.y, z: at.z, offsetX: spread, offsetY: 0, offsetZ: spread, particleData: speed, particles: count,
  });
}

function bob(ctx: EmbeddedContext, b: Bobber, random: () => number): void {
  const world = b.entity.world;
  const pos: Vec3 = b.entity.position;
  if (!waterAt(ctx, world, pos) && !waterAt(ctx, world, pos.offset(0, -0.5, 0))) { b.state = 'flying'; return; }
  // Float at the surface; the throw's speed dies out (× 0.9 × 0.92 a tick), walls stop it.
  const surface = waterSurface(ctx, world, pos) - FLOAT_DEPTH;
  let next = new Vec3(pos.x + b.vel.x, surface, pos.z + b.vel.z);
  if (solidAt(ctx, world, next)) { next = new Vec3(pos.x, surface, pos.z); b.vel = new Vec3(0, 0, 0); }
  b.vel = new Vec3(b.vel.x * BOBBING_DRAG, 0, b.vel.z * BOBBING_DRAG);
  if (next.distanceTo(pos) > 1e-3) moveTo(b, next, false);
  // Open water: checked while no fish is coming (tick()'s inOpenWater bookkeeping).
  if (b.bite <= 0 && b.travel <= 0) b.openWater = true;
  else b.openWater = b.openWater && b.outOfOpenWater < 10 && openWaterAround(ctx, world, next);
  b.outOfOpenWater = Math.max(0, b.outOfOpenWater - 1);
  b.skyVisible ??= skyVisible(ctx, world, next);
  fishingLogic(ctx, b, random);
}

/** FishingBobberEntity.tickFishingLogic (rain, which adds a step a quarter of the time, is not modelled). */
function fishingLogic(ctx: EmbeddedContext, b: Bobber, random: () => number): void {
  let rate = 1;
  if (random() < 0.5 && !b.skyVisible) rate--;
  if (b.bite > 0) {
    b.bite--;
    if (b.bite <= 0) { b.wait = 0; b.travel = 0; setMetadata(b, 8, 7, false); }
  } else if (b.travel > 0) {
    b.travel -= rate;
    if (b.travel <= 0) {
      const at = b.entity.position.offset(0, 0.5, 0);
      const reg = ctx.serv.registry;
      particles(b, reg.particlesByName.bubble.id, at, BITE_PARTICLES, 0.25, 0.2);
      particles(b, reg.particlesByName.fishing.id, at, BITE_PARTICLES, 0.25, 0.2);
      b.bite = nextInt(random, BITE_MIN_TICKS, BITE_MAX_TICKS);
      setMetadata(b, 8, 7, true);
    }
  } else if (b.wait > 0) {
    b.wait -= rate;
    if (b.wait <= 0) b.travel = nextInt(random, TRAVEL_MIN_TICKS, TRAVEL_MAX_TICKS);
  } else {
    b.wait = nextInt(random, WAIT_MIN_TICKS, WAIT_MAX_TICKS) - b.lure * LURE_TICKS_PER_LEVEL;
  }
}

function followHooked(ctx: EmbeddedContext, b: Bobber): void {
  const e = b.hooked;
  if (!e || e.dead || !ctx.serv.entities[e.id]) {
    b.hooked = undefined;
    b.state = 'flying';
    setMetadata(b, 7, 1, 0);
    return;
  }
  moveTo(b, e.position.offset(0, (e.mcuSize?.y ?? 1) * 0.8, 0), false);
}

export function installFishingTicker(ctx: EmbeddedContext): void {
  const st = state(ctx);
  everyTick(ctx, () => {
    for (const b of [...st.bobbers.values()]) {
      const p = b.player;
      if (p._client?.ended || (p.health ?? 20) <= 0 || !holdsRod(p) || !ctx.serv.entities[b.entity.id] || p.world !== b.entity.world ||
        p.position.distanceTo(b.entity.position) > BOBBER_MAX_DISTANCE) {
        removeBobber(ctx, b);
        continue;
      }
      if (b.state === 'hooked') followHooked(ctx, b);
      else if (b.state === 'bobbing') bob(ctx, b, st.random);
      else fly(ctx, b);
    }
  });
}

/** FishingBobberEntity.use: what reeling in does; returns the durability it costs. */
function reelIn(ctx: EmbeddedContext, b: Bobber, random: () => number): number {
  const player = b.player;
  let damage = 0;
  if (b.state === 'hooked' && b.hooked) {
    const e = b.hooked;
    const pull = player.position.minus(b.entity.position).scaled(0.1);
    pushMob(ctx, e, pull);
    b.entity._writeOthersNearby?.('entity_status', { entityId: b.entity.id, entityStatus: 31 });
    damage = REEL_DAMAGE.entity;
  } else if (b.bite > 0) {
    const caught = chooseCatch(random, b.luck, b.openWater);
    const item = makeItem(ctx.serv, { name: caught.item }, caught.count);
    // Vanilla throws the catch to the player, who picks it up a moment later: it is dropped at the player's feet.
    dropItem(ctx, player.world, player.position.offset(0, 0.5, 0), item, 250, new Vec3(0, 0, 0));
    // The catch's 1-6 experience, kept by the player's one experience model (embedded/experience.ts).
    giveExperience(player, nextInt(random, 1, 6));
    if (FISHES.has(caught.item)) ctx.stats.add(player.username, 'custom', 'fish_caught');
    ctx.log(`fishing: ${player.username} caught ${caught.count} ${caught.item} (${caught.category})`);
    damage = REEL_DAMAGE.catch;
  }
  if (b.onGround) damage = REEL_DAMAGE.ground;
  removeBobber(ctx, b);
  return damage;
}

export function installFishing(ctx: EmbeddedContext, player: any): void {
  player._client.on('use_item', ({ hand }: any) => {
    if (player.gameMode === 3 || (player.health ?? 20) <= 0) return;
    const h = hand === 1 ? 1 : 0;
    const slot = rodSlot(player, h);
    const rod = player.inventory.slots[slot];
    if (rod?.name !== 'fishing_rod') return;
    // The client tries the main hand first: an off-hand rod is used only when the main hand has none.
    if (h === 1 && player.inventory.slots[rodSlot(player, 0)]?.name === 'fishing_rod') return;
    const st = state(ctx);
    const b = st.bobbers.get(player);
    if (b) {
      const damage = reelIn(ctx, b, st.random);
      if (damage > 0) damageItemInSlot(ctx, player, slot, damage);
      return;
    }
    cast(ctx, player, slot, rod);
  });
}
