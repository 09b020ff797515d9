/**
 * Leads, as vanilla 1.16.5. A lead used on a mob that takes one
 * (MobEntity.interactWithItem → attachLeash; vanilla/leashRules.ts) leashes
 * it to the player and one lead is used up; no statistic counts. Using a
 * mob leashed to you lets it go (the lead drops). Right-clicking a fence
 * (FenceBlock.onUse → LeadItem.attachHeldMobsToBlock) ties every mob the
 * player leads within 7 blocks to a leash knot on it.
 *
 * used:lead follows ServerPlayerInteractionManager.interactBlock: the fence's
 * own use runs first unless the player sneaks with something in hand; when
 * it ties a mob, that is the end (no statistic). Only when it does not run
 * (sneaking) or ties nothing does the lead's LeadItem.useOnBlock run, and it
 * answers success on any fence, so ItemStack.useOnBlock counts used:lead. So
 * a plain right-click that ties a mob counts nothing; a sneaking one counts
 * one (and ties); a lead used on a fence while leading nothing counts one.
 *
 * A leashed mob is pulled after its holder beyond 6 blocks and the lead
 * snaps (dropping) beyond 10. Using a knot while leading mobs ties them to
 * it; using it otherwise removes it and lets its mobs go; so does breaking
 * its fence post (the leads drop).
 */
import { Vec3 } from 'vec3';
import type { EmbeddedContext } from './context';
import { everyTick } from './serverClock';
import { heldItem, HOTBAR_START, makeItem, OFFHAND } from '../inventory';
import { consumeHeld } from './exchange';
import { dropItem } from './drops';
import { walkMobToward } from './entityMotion';
import { unseat } from './boats';
import { entityTypeName } from '../commandHandlers/selectors';
import { isFence, LEASH_BREAK_DISTANCE, LEASH_PULL_DISTANCE, LEASH_TIE_RANGE, leashable } from '../../../vanilla/leashRules';

/** How far a pulled mob walks in a tick. */
const PULL_STEP = 0.3;

function leashed(ctx: EmbeddedContext): any[] {
  return Object.values<any>(ctx.serv.entities).filter((e) => e.mcuLeashHolder && !e.dead);
}

function sendAttach(mob: any, holderId: number): void {
  mob._writeOthersNearby?.('attach_entity', { entityId: mob.id, vehicleId: holderId });
}

/** MobEntity.attachLeash: a mob riding something (a boat) gets off when it is leashed. */
function attach(mob: any, holder: any): void {
  mob.mcuLeashHolder = holder;
  sendAttach(mob, holder.id);
  if (mob.mcuVehicle) unseat(mob.mcuVehicle, mob);
}

/** MobEntity.detachLeash: the lead drops unless `drop` is false. */
export function detach(ctx: EmbeddedContext, mob: any, drop: boolean): void {
  if (!mob.mcuLeashHolder) return;
  mob.mcuLeashHolder = undefined;
  sendAttach(mob, -1);
  if (drop) dropItem(ctx, mob.world, mob.position.offset(0, 0.5, 0), makeItem(ctx.serv, { name: 'lead' }, 1));
}

function knotAt(ctx: EmbeddedContext, world: any, fence: Vec3): any {
  return Object.values<any>(ctx.serv.entities).find((e) => e.mcuKnotAt === `${fence}` && e.world === world && !e.dead);
}

/** LeashKnotEntity.getOrCreate: one knot per fence post, at its middle. */
function getOrCreateKnot(ctx: EmbeddedContext, world: any, fence: Vec3): any {
  const found = knotAt(ctx, world, fence);
  if (found) return found;
  const serv = ctx.serv;
  const knot = serv.spawnObject(serv.registry.entitiesByName.leash_knot.id, world, fence.offset(0.5, 0.5, 0.5), {});
  knot.size = undefined;
  knot.metadata = [];
  knot.mcuKnotAt = `${fence}`;
  return knot;
}

/** LeadItem.attachHeldMobsToBlock: true when a mob was tied. */
function tieHeldMobs(ctx: EmbeddedContext, player: any, fence: Vec3): boolean {
  const mobs = leashed(ctx).filter((m) => m.mcuLeashHolder === player && m.world === player.world &&
    Math.abs(m.position.x - fence.x) <= LEASH_TIE_RANGE && Math.abs(m.position.y - fence.y) <= LEASH_TIE_RANGE && Math.abs(m.position.z - fence.z) <= LEASH_TIE_RANGE);
  if (!mobs.length) return false;
  let knot: any;
  try {
    knot = getOrCreateKnot(ctx, player.world, fence);
  } catch (err) {
    ctx.log(`leads: ${String(err)}`);
    return false;
  }
  for (const m of mobs) attach(m, knot);
  return true;
}

function useOnFence(ctx: EmbeddedContext, player: any, fence: Vec3): void {
  const main = player.inventory.slots[HOTBAR_START + (player.heldItemSlot ?? 0)];
  const handsFull = !!main || !!player.inventory.slots[OFFHAND];
  // The fence's own use (skipped when sneaking with something in hand): tying ends the interaction.
  if (!(player.mcuSneaking && handsFull) && tieHeldMobs(ctx, player, fence)) return;
  // Then the held item's use: a lead on a fence ties (if anything is left to tie) and counts as used.
  if (main?.name !== 'lead' || player.gameMode >= 2) return;
  tieHeldMobs(ctx, player, fence);
  ctx.stats.add(player.username, 'used', 'lead');
}

function useOnMob(ctx: EmbeddedContext, player: any, mob: any): void {
  if (mob.mcuLeashHolder === player) { detach(ctx, mob, player.gameMode !== 1); return; }
  const item = heldItem(player);
  const type = entityTypeName(ctx.serv, mob);
  if (item?.name !== 'lead' || mob.mcuLeashHolder || !leashable(type) || mob.type !== 'mob' || !mob.mcuSize) return;
  attach(mob, player);
  consumeHeld(player);
}

function useOnKnot(ctx: EmbeddedContext, player: any, knot: any): void {
  const fence = knot.position.floored();
  if (tieHeldMobs(ctx, player, fence)) return;
  for (const m of leashed(ctx)) if (m.mcuLeashHolder === knot) detach(ctx, m, player.gameMode !== 1);
  knot.dead = true;
  knot.destroy();
}

/** A knot whose fence post is gone goes too (LeashKnotEntity.canStayAttached), letting its mobs go. */
function dropKnotsWithoutFence(ctx: EmbeddedContext): void {
  for (const knot of Object.values<any>(ctx.serv.entities)) {
    if (!knot.mcuKnotAt || knot.dead) continue;
    const name = ctx.serv.registry.blocksByStateId[knot.world.sync.getBlockStateId(knot.position.floored())]?.name;
    if (name && isFence(name)) continue;
    knot.dead = true;
    knot.destroy();
  }
}

export function installLeadTicker(ctx: EmbeddedContext): void {
  everyTick(ctx, () => {
    dropKnotsWithoutFence(ctx);
    for (const mob of Object.values<any>(ctx.serv.entities).filter((e) => e.mcuLeashHolder)) {
      // A leashed mob that dies drops its lead.
      if (mob.dead) { detach(ctx, mob, true); continue; }
      const h = mob.mcuLeashHolder;
      const gone = h.dead || !ctx.serv.entities[h.id] || (h.type === 'player' && (h._client?.ended || (h.health ?? 20) <= 0)) || h.world !== mob.world;
      if (gone) { detach(ctx, mob, true); continue; }
      const d = h.position.distanceTo(mob.position);
      if (d > LEASH_BREAK_DISTANCE) { detach(ctx, mob, true); continue; }
      if (d > LEASH_PULL_DISTANCE && !mob.mcuVehicle) walkMobToward(ctx, mob, h.position, PULL_STEP);
    }
  });
}

export function installLeads(ctx: EmbeddedContext, player: any): void {
  player._client.on('use_entity', ({ target, mouse, hand }: any) => {
    if (mouse !== 0 || (hand ?? 0) !== 0 || player.gameMode === 3) return;
    const e = ctx.serv.entities[target];
    if (!e || e.dead) return;
    if (e.mcuKnotAt) useOnKnot(ctx, player, e);
    else useOnMob(ctx, player, e);
  });
  player._client.on('block_place', ({ location, hand }: any) => {
    if ((hand ?? 0) !== 0 || player.gameMode === 3 || !location) return;
    const pos = new Vec3(location.x, location.y, location.z);
    const name = ctx.serv.registry.blocksByStateId[player.world.sync.getBlockStateId(pos)]?.name;
    if (name && isFence(name)) useOnFence(ctx, player, pos);
  });
}
