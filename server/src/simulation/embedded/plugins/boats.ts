/**
 * Boats, as vanilla 1.16.5's BoatItem and BoatEntity. A boat item used while
 * looking at a block or a fluid within 5 blocks places a boat where the look
 * meets it (on water or on land), unless the boat would overlap a block;
 * used:<wood>_boat counts and one is taken (not in creative). Using a boat
 * (not sneaking) seats the player (a player always takes the front, the
 * steering seat); sneaking or the unmount input gets off. An empty boat, or
 * one no player steers, seats a mob its box touches when fewer than 2 ride
 * it and the mob is living, narrower than the boat (1.375), no water mob and
 * no player (BoatEntity.tick); a spider (1.4 wide) is never seated. Boats
 * carry at most 2. The steering player's forward input paddles the boat
 * (+0.04 a tick along its facing, × 0.9 on water, × 0.6 on land) and
 * custom:boat_one_cm counts the distance for every player aboard. Hits break
 * it as BoatEntity.damage does (wobble + 10 × damage over 40, or any hit in
 * creative), dropping the boat item.
 * Not modelled: a boat pushed by walking into it, sinking, the rider's own
 * client position (mineflayer does not follow its vehicle).
 */
import { Vec3 } from 'vec3';
import type { EmbeddedContext } from './context';
import { everyTick } from './serverClock';
import { HOTBAR_START, makeItem, OFFHAND } from '../inventory';
import { dropItem } from './drops';
import { blockAt, moveEntity, solidAt, waterAt } from './entityMotion';
import { meleeDamage } from './combat';
import { resetFall } from './harm';
import { NON_LIVING } from '../../../vanilla/mobs';
import { entityTypeName } from '../commandHandlers/selectors';
import {
  BOAT_HEIGHT, BOAT_LAND_MOMENTUM, BOAT_MAX_PASSENGERS, BOAT_PADDLE_BACK, BOAT_PADDLE_FORWARD, BOAT_TYPE_OF_ITEM, BOAT_WATER_MOMENTUM, BOAT_WIDTH, BOAT_WOBBLE_BREAKS, BOAT_WOBBLE_PER_DAMAGE, SIZED_MOBS, whyNotSeated,
} from '../../../vanilla/boatRules';
import { itemRay } from './itemRay';

const WOODS = ['oak', 'spruce', 'birch', 'jungle', 'acacia', 'dark_oak'];

export interface BoatState {
  item: string;
  passengers: any[];
  vel: Vec3;
  yaw: number;
  wobble: number;
}

export function boatOf(e: any): BoatState | undefined {
  return e?.mcuBoat;
}

function boats(ctx: EmbeddedContext): any[] {
  return Object.values<any>(ctx.serv.entities).filter((e) => e.mcuBoat && !e.dead);
}

function angleByte(deg: number): number {
  const b = Math.round((((deg % 360) + 360) % 360) / 360 * 256) & 0xff;
  return b > 127 ? b - 256 : b;
}

/** Where the look ray first meets a block with a collision box or a fluid (BoatItem raycasts fluids too). */
function aimPoint(ctx: EmbeddedContext, player: any): { point: Vec3; cell: Vec3; fluid: boolean; top: boolean } | null {
  let prev: Vec3 | undefined;
  for (const p of itemRay(player)) {
    prev ??= p;
    const cell = p.floored();
    const b = blockAt(ctx, player.world, cell);
    const fluid = b?.name === 'water' || b?.name === 'lava';
    if (fluid && p.y - cell.y > 8 / 9) { prev = p; continue; }
    if (fluid || b?.boundingBox === 'block') return { point: p, cell, fluid, top: prev.y >= cell.y + (fluid ? 8 / 9 : 1) - 1e-6 };
    prev = p;
  }
  return null;
}

/** Does a boat at `pos` (its box shrunk by 0.1) overlap a block or another boat? */
function boxBlocked(ctx: EmbeddedContext, world: any, pos: Vec3, except?: any): boolean {
  const half = BOAT_WIDTH / 2 - 0.1;
  for (let x = Math.floor(pos.x - half); x <= Math.floor(pos.x + half); x++) {
    for (let y = Math.floor(pos.y + 0.1); y <= Math.floor(pos.y + BOAT_HEIGHT - 0.1); y++) {
      for (let z = Math.floor(pos.z - half); z <= Math.floor(pos.z + half); z++) {
        if (solidAt(ctx, world, new Vec3(x, y, z))) return true;
      }
    }
  }
  return boats(ctx).some((b) => b !== except && b.world === world && Math.abs(b.position.x - pos.x) < BOAT_WIDTH - 0.2 &&
    Math.abs(b.position.z - pos.z) < BOAT_WIDTH - 0.2 && Math.abs(b.position.y - pos.y) < BOAT_HEIGHT);
}

function placeBoat(ctx: EmbeddedContext, player: any, hand: number): void {
  const slot = hand === 1 ? OFFHAND : HOTBAR_START + (player.heldItemSlot ?? 0);
  const item = player.inventory.slots[slot];
  if (!item || BOAT_TYPE_OF_ITEM[item.name] === undefined) return;
  const hit = aimPoint(ctx, player);
  if (!hit) return;
  const pos = hit.top ? new Vec3(hit.point.x, hit.cell.y + (hit.fluid ? 8 / 9 : 1), hit.point.z) : hit.point;
  if (boxBlocked(ctx, player.world, pos)) { ctx.log(`boats: no room for a boat at ${pos}`); return; }
  const serv = ctx.serv;
  const yaw = player.mcuYaw ?? 0;
  let boat: any;
  try {
    boat = serv.spawnObject(serv.registry.entitiesByName.boat.id, player.world, pos, { yaw: angleByte(yaw) });
  } catch (err) {
    ctx.log(`boats: ${String(err)}`);
    return;
  }
  initBoat(ctx, boat, item.name, yaw);
  if (player.gameMode !== 1) {
    item.count -= 1;
    player.inventory.updateSlot(slot, item.count > 0 ? item : null);
  }
  ctx.stats.add(player.username, 'used', item.name);
}

/** Makes a spawned boat entity one this plugin moves and seats (also for /summon boat). */
export function initBoat(ctx: EmbeddedContext, boat: any, item: string, yaw: number): void {
  boat.mcuCtx = ctx;
  // Kept out of flying-squid's physics; entity data 10 is the wood type.
  boat.size = undefined;
  boat.metadata = [{ key: 10, type: 1, value: BOAT_TYPE_OF_ITEM[item] ?? 0 }];
  boat._writeOthersNearby?.('entity_metadata', { entityId: boat.id, metadata: boat.metadata });
  boat.mcuBoat = { item, passengers: [], vel: new Vec3(0, 0, 0), yaw, wobble: 0 } as BoatState;
}

function sendPassengers(boat: any): void {
  const ids = (boat.mcuBoat as BoatState).passengers.map((p) => p.id);
  boat._writeOthersNearby?.('set_passengers', { entityId: boat.id, passengers: ids });
}

function seat(boat: any, e: any): void {
  const st = boat.mcuBoat as BoatState;
  // BoatEntity.addPassenger: a player takes the front seat unless a player already has it.
  if (e.type === 'player' && st.passengers[0]?.type !== 'player') st.passengers.unshift(e);
  else st.passengers.push(e);
  e.mcuVehicle = boat;
  sendPassengers(boat);
}

export function unseat(boat: any, e: any): void {
  const st = boat.mcuBoat as BoatState | undefined;
  if (!st) return;
  st.passengers = st.passengers.filter((p) => p !== e);
  if (e.mcuVehicle === boat) e.mcuVehicle = undefined;
  sendPassengers(boat);
  if (e.type !== 'player') return;
  // mineflayer learns that its own player got off only from an attach_entity with no vehicle (a vanilla
  // client reads that packet as a leash update, which a player never has: harmless there).
  e._client?.write('attach_entity', { entityId: e.id, vehicleId: -1 });
  // ServerPlayerEntity.stopRiding: the player is teleported to where it gets off (beside the boat).
  if (e._client?.ended || (e.health ?? 20) <= 0) return;
  const at = dismountPosition(boat);
  resetFall(e);
  e.position = at.clone();
  e.sendSelfPosition(at.clone());
}

/** Where a player getting off a boat stands: the first free spot beside it with ground (or water) below, else on top of it. */
function dismountPosition(boat: any): Vec3 {
  const ctx = boat.mcuCtx as EmbeddedContext;
  const st = boat.mcuBoat as BoatState;
  const r = Math.PI / 180;
  const reach = (BOAT_WIDTH + 0.6) / 2 + 0.3;
  for (const turn of [90, -90, 0, 180, 45, -45, 135, -135]) {
    const a = (st.yaw + turn) * r;
    const x = boat.position.x - Math.sin(a) * reach;
    const z = boat.position.z + Math.cos(a) * reach;
    for (const y of [Math.floor(boat.position.y), Math.floor(boat.position.y) + 1]) {
      const feetAt = new Vec3(x, y, z);
      if (solidAt(ctx, boat.world, feetAt) || solidAt(ctx, boat.world, feetAt.offset(0, 1, 0))) continue;
      if (solidAt(ctx, boat.world, feetAt.offset(0, -1, 0))) return feetAt;
    }
  }
  return boat.position.offset(0, BOAT_HEIGHT, 0);
}

function mobWidth(ctx: EmbeddedContext, e: any, type: string): number {
  const base = ctx.serv.registry.entitiesByName[type]?.width ?? e.mcuSize?.x ?? 0.6;
  if (SIZED_MOBS.has(type)) return 0.51 * (Number(e.nbt?.Size ?? 0) + 1);
  const baby = e.nbt?.IsBaby === 1 || e.nbt?.IsBaby === true || (typeof e.nbt?.Age === 'number' && e.nbt.Age < 0);
  return baby ? base * 0.5 : base;
}

/** BoatEntity.tick's pick-up: mobs touching an unsteered boat get in if they fit. */
function pickUpMobs(ctx: EmbeddedContext, boat: any): void {
  const st = boat.mcuBoat as BoatState;
  if (st.passengers[0]?.type === 'player') return;
  const half = BOAT_WIDTH / 2 + 0.2;
  for (const e of Object.values<any>(ctx.serv.entities)) {
    if (st.passengers.length >= BOAT_MAX_PASSENGERS) return;
    if (e.world !== boat.world || e.dead || e.type !== 'mob' || !e.mcuSize || e.mcuVehicle || e.mcuBoat) continue;
    const type = entityTypeName(ctx.serv, e);
    if (NON_LIVING.has(type)) continue;
    const w = mobWidth(ctx, e, type);
    const touching = Math.abs(e.position.x - boat.position.x) < half + w / 2 && Math.abs(e.position.z - boat.position.z) < half + w / 2 &&
      e.position.y < boat.position.y + BOAT_HEIGHT - 0.01 && e.position.y + e.mcuSize.y > boat.position.y + 0.01;
    if (!touching || whyNotSeated(type, w) !== undefined) continue;
    seat(boat, e);
    moveEntity(e, seatPosition(boat, st.passengers.length - 1), false);
  }
}

/** Where the n-th passenger sits (front 0.2 ahead, back 0.6 behind when two ride), on the boat's deck. */
function seatPosition(boat: any, index: number): Vec3 {
  const st = boat.mcuBoat as BoatState;
  const r = Math.PI / 180;
  const along = st.passengers.length > 1 ? (index === 0 ? 0.2 : -0.6) : 0;
  return boat.position.offset(-Math.sin(st.yaw * r) * along, 0, Math.cos(st.yaw * r) * along);
}

/** Floats a boat in water up to the surface; drops it onto whatever is below when nothing holds it. */
function settle(ctx: EmbeddedContext, boat: any): Vec3 {
  const p: Vec3 = boat.position;
  if (waterAt(ctx, boat.world, p.offset(0, 0.2, 0))) {
    let y = Math.floor(p.y + 0.2);
    while (waterAt(ctx, boat.world, new Vec3(p.x, y + 1, p.z))) y++;
    return new Vec3(p.x, y + 8 / 9, p.z);
  }
  const below = new Vec3(p.x, p.y - 0.05, p.z);
  if (!solidAt(ctx, boat.world, below) && !waterAt(ctx, boat.world, below)) return new Vec3(p.x, Math.max(p.y - 0.5, Math.floor(p.y - 0.05)), p.z);
  return p;
}

function steer(ctx: EmbeddedContext, boat: any): void {
  const st = boat.mcuBoat as BoatState;
  const driver = st.passengers[0];
  const input = driver?.type === 'player' ? driver.mcuBoatInput : undefined;
  if (input) {
    // BoatEntity.controlBoat: turning 1° a tick, forward +0.04, back −0.005 along the facing.
    if (input.sideways > 0) st.yaw -= 1; else if (input.sideways < 0) st.yaw += 1;
    const f = input.forward > 0 ? BOAT_PADDLE_FORWARD : input.forward < 0 ? -BOAT_PADDLE_BACK : 0;
    const r = Math.PI / 180;
    st.vel = st.vel.offset(-Math.sin(st.yaw * r) * f, 0, Math.cos(st.yaw * r) * f);
  }
  const inWater = waterAt(ctx, boat.world, boat.position.offset(0, -0.2, 0)) || waterAt(ctx, boat.world, boat.position);
  st.vel = st.vel.scaled(inWater ? BOAT_WATER_MOMENTUM : BOAT_LAND_MOMENTUM);
  if (Math.abs(st.vel.x) + Math.abs(st.vel.z) < 1e-4) { st.vel = new Vec3(0, 0, 0); return; }
  const next = boat.position.plus(st.vel);
  if (boxBlocked(ctx, boat.world, next, boat)) { st.vel = new Vec3(0, 0, 0); return; }
  const moved = next.distanceTo(boat.position);
  moveEntity(boat, next, false);
  // PlayerEntity.increaseRidingMotionStats: boat_one_cm for every player aboard.
  const cm = Math.round(moved * 100);
  for (const p of st.passengers) if (p.type === 'player' && cm > 0) ctx.stats.add(p.username, 'custom', 'boat_one_cm', cm);
}

function breakBoat(ctx: EmbeddedContext, boat: any, dropIt: boolean): void {
  const st = boat.mcuBoat as BoatState;
  for (const p of [...st.passengers]) unseat(boat, p);
  boat.dead = true;
  if (dropIt) dropItem(ctx, boat.world, boat.position.offset(0, 0.3, 0), makeItem(ctx.serv, { name: st.item }, 1));
  boat.destroy();
}

export function installBoatTicker(ctx: EmbeddedContext): void {
  everyTick(ctx, () => {
    for (const boat of boats(ctx)) {
      const st = boat.mcuBoat as BoatState;
      st.wobble = Math.max(0, st.wobble - 1);
      st.passengers = st.passengers.filter((p) => {
        const gone = p.dead || !ctx.serv.entities[p.id] || (p.type === 'player' && (p._client?.ended || (p.health ?? 20) <= 0));
        if (gone && p.mcuVehicle === boat) p.mcuVehicle = undefined;
        return !gone;
      });
      const settled = settle(ctx, boat);
      if (!settled.equals(boat.position)) moveEntity(boat, settled, false);
      steer(ctx, boat);
      pickUpMobs(ctx, boat);
      // Mobs aboard sit on the deck as it moves.
      st.passengers.forEach((p, i) => {
        const at = seatPosition(boat, i);
        // The rider's client places itself on its vehicle (mineflayer stands still): the server keeps it there.
        if (p.type === 'player') { p.position = at; return; }
        if (at.distanceTo(p.position) > 0.01) moveEntity(p, at, false);
      });
    }
  });
}

export function installBoats(ctx: EmbeddedContext, player: any): void {
  player._client.on('use_item', ({ hand }: any) => {
    if (player.gameMode === 3 || (player.health ?? 20) <= 0) return;
    placeBoat(ctx, player, hand === 1 ? 1 : 0);
  });
  player._client.on('use_entity', ({ target, mouse, sneaking }: any) => {
    if (mouse !== 0) return;
    const boat = ctx.serv.entities[target];
    const st = boatOf(boat);
    if (!st || boat.dead || player.gameMode === 3) return;
    // BoatEntity.interact: nothing while sneaking; a player already aboard stays.
    if (sneaking || player.mcuSneaking || player.mcuVehicle === boat) return;
    if (st.passengers.length >= BOAT_MAX_PASSENGERS) return;
    if (player.mcuVehicle) unseat(player.mcuVehicle, player);
    player.mcuBoatInput = undefined;
    seat(boat, player);
  });
  const getOff = () => { if (player.mcuVehicle) unseat(player.mcuVehicle, player); };
  player._client.on('steer_vehicle', ({ sideways, forward, jump }: any) => {
    if ((Number(jump) & 2) !== 0) { getOff(); return; }
    player.mcuBoatInput = { sideways: Number(sideways) || 0, forward: Number(forward) || 0 };
  });
  player._client.on('entity_action', ({ actionId }: any) => { if (actionId === 0 || actionId === 'start_sneaking') getOff(); });
  player._client.on('end', getOff);
  // A hit on a boat wobbles it and may break it; it is not a kill (the melee handler must not see it).
  player.prependListener('attack_cancel', (data: any) => {
    const boat = data?.attackedEntity;
    if (!boatOf(boat) || boat.dead) return;
    data.attackedEntity = undefined;
    const st = boat.mcuBoat as BoatState;
    const creative = player.gameMode === 1;
    st.wobble += meleeDamage(player) * BOAT_WOBBLE_PER_DAMAGE;
    if (creative || st.wobble > BOAT_WOBBLE_BREAKS) breakBoat(ctx, boat, !creative && ctx.gamerules?.get('doEntityDrops') !== 'false');
  });
}

export const BOAT_ITEMS = WOODS.map((w) => `${w}_boat`);
