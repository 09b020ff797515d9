/**
 * What hurts a player in vanilla, applied every tick: one HealthModel
 * (vanilla/healthModel.ts, shared with the static checks) per player, fed with
 * where the player is (the void below y −64, lava, fire, eyes inside a
 * solid block, water), the effects /effect gave it and its falls (from the
 * positions the client reports). A player the model kills dies the way
 * /kill kills it (combat.killEntity), with the cause recorded for the report.
 *
 * flying-squid has none of this: before, a player survived the void, lava,
 * instant damage and any fall.
 */
import { Vec3 } from 'vec3';
import type { EmbeddedContext } from './context';
import { everyTick } from './serverClock';
import { HealthModel, Exposure } from '../../../vanilla/healthModel';
import { contactDamage, INSTANT_EFFECTS, isFireBlock, isHotFloor, isLava, landingOn, VOID_DAMAGE_Y, WORLD_TOP_Y } from '../../../vanilla/harmRules';
import { killEntity } from './combat';
import { deathsOf } from './deaths';
import { PLAYER_EYE_HEIGHT } from '../../../vanilla/playerBody';


/** Eye height of a standing player. */

interface PlayerHarm {
  model: HealthModel;
  /** The last exposure the ticker saw. */
  exposure?: Exposure;
  /** Last y the client reported (undefined right after a teleport or a respawn). */
  lastY?: number;
  /** Where the client last reported it was (undefined after a teleport or a respawn), and whether on the ground. */
  reported?: { x: number; y: number; z: number; onGround: boolean };
  fallen: number;
}


function harmOf(player: any): PlayerHarm {
  return (player.mcuHarm ??= { model: new HealthModel(), fallen: 0 });
}


/** The block at `pos`; air outside the world's height (nothing to touch there). */
function blockAt(serv: any, world: any, pos: Vec3): any {
  const p = pos.floored();
  if (!(p.y >= 0 && p.y <= WORLD_TOP_Y) || !Number.isFinite(p.x) || !Number.isFinite(p.z)) return undefined;
  return serv.registry.blocksByStateId[world.sync.getBlockStateId(p)];
}

const blockName = (serv: any, world: any, pos: Vec3): string => blockAt(serv, world, pos)?.name ?? 'air';

/** The game settings the model honours, read from the world now. */
function syncRules(ctx: EmbeddedContext, player: any, model: HealthModel): void {
  const rule = (name: string) => ctx.gamerules?.get(name) !== 'false';
  model.rules = {
    invulnerable: player.gameMode === 1 || player.gameMode === 3,
    fallDamage: rule('fallDamage'),
    fireDamage: rule('fireDamage'),
    drowningDamage: rule('drowningDamage'),
    naturalRegeneration: rule('naturalRegeneration'),
    peaceful: ctx.serv.difficulty === 0,
  };
}

function exposure(ctx: EmbeddedContext, player: any): Exposure {
  const p: Vec3 = player.position;
  if (p.y < VOID_DAMAGE_Y) return { void: true };
  const world = player.world;
  const serv = ctx.serv;
  const feet = blockName(serv, world, p);
  const body = blockName(serv, world, p.offset(0, 1, 0));
  const below = blockName(serv, world, p.offset(0, -0.2, 0));
  const eyes = blockAt(serv, world, p.offset(0, PLAYER_EYE_HEIGHT, 0));
  return {
    lava: isLava(feet) || isLava(body),
    fire: feet === 'soul_fire' ? 2 : isFireBlock(feet) ? 1 : 0,
    // A full, opaque block at the eyes suffocates (glass, leaves and slabs do not).
    inWall: !!eyes && eyes.boundingBox === 'block' && !eyes.transparent,
    water: feet === 'water' || body === 'water',
    underwater: eyes?.name === 'water',
    contact: Math.max(contactDamage(feet), contactDamage(body)),
    hotFloor: isHotFloor(below) && !player.crouching,
  };
}

/** Writes what the model decided to the player: health, the hurt animation, damage_taken, death. */
function commit(ctx: EmbeddedContext, player: any, model: HealthModel): void {
  const before = player.health ?? 20;
  const now = model.health;
  if (now === before) return;
  if (now < before) {
    ctx.stats.add(player.username, 'custom', 'damage_taken', Math.round((before - now) * 10));
    const status = { entityId: player.id, entityStatus: 2 };
    player._writeOthersNearby?.('entity_status', status);
    if (!player._client.ended) player._client.write('entity_status', status);
  }
  if (now <= 0) { killPlayer(ctx, player, model.lastCause ?? 'died'); return; }
  player.updateHealth(now);
}

/** Kills a player with a recorded cause ("fell out of the world (below y −64)"). */
export function killPlayer(ctx: EmbeddedContext, player: any, cause: string): void {
  player.mcuDeathCause = cause;
  killEntity(ctx, player, null);
}


/** A teleport or respawn: the next reported position starts a new fall. */
export function resetFall(player: any): void {
  const h = harmOf(player);
  h.lastY = undefined;
  h.reported = undefined;
  h.fallen = 0;
}

/** /effect give on a player: the model applies it (instant ones at once, so the command's reply already shows a death). */
export function noteEffect(ctx: EmbeddedContext, entity: any, id: number, amplifier: number, ticks: number): void {
  if (entity.type !== 'player' || (entity.health ?? 20) <= 0) return;
  const { model } = harmOf(entity);
  syncRules(ctx, entity, model);
  model.health = entity.health ?? 20;
  model.addEffect(id, amplifier, INSTANT_EFFECTS.has(id) ? Math.max(1, Math.round(ticks)) : ticks);
  commit(ctx, entity, model);
}

/**
 * An instant health (heal) or instant damage of `amount` on a player, through
 * its health model (hurt cooldown, resistance, absorption): a drunk or
 * splashed potion, whose amount vanilla scales with the splash's distance
 * (InstantHealthOrDamageStatusEffect.applyInstantEffect).
 */
export function instantOnPlayer(ctx: EmbeddedContext, player: any, heal: boolean, amount: number): void {
  if (player.type !== 'player' || (player.health ?? 20) <= 0 || amount <= 0) return;
  const { model } = harmOf(player);
  syncRules(ctx, player, model);
  model.health = player.health ?? 20;
  if (heal) model.heal(amount);
  else model.hurt(amount, 'magic', `instant damage (${amount} HP)`);
  commit(ctx, player, model);
}

export function noteEffectRemoved(entity: any, id: number): void {
  if (entity.type === 'player') entity.mcuHarm?.model.removeEffect(id);
}

/** Follows the client's reported positions: distance fallen, and the landing (fall damage). */
export function installFallTracker(ctx: EmbeddedContext, player: any): void {
  const onMove = ({ x, y, z, onGround }: { x: number; y: number; z: number; onGround: boolean }) => {
    if ((player.health ?? 20) <= 0 || !Number.isFinite(y)) return;
    const h = harmOf(player);
    h.reported = { x, y, z, onGround };
    const feet = blockName(ctx.serv, player.world, new Vec3(player.position.x, y, player.position.z));
    // Water, ladders, vines and cobwebs end a fall where the player is.
    if (landingOn(feet).damageFactor === 0) h.fallen = 0;
    else if (h.lastY !== undefined && y < h.lastY) h.fallen += h.lastY - y;
    h.lastY = y;
    if (!onGround) return;
    if (h.fallen > 0) {
      const below = blockName(ctx.serv, player.world, new Vec3(player.position.x, y - 0.2, player.position.z));
      syncRules(ctx, player, h.model);
      h.model.health = player.health ?? 20;
      h.model.land(h.fallen, landingOn(below));
      commit(ctx, player, h.model);
    }
    h.fallen = 0;
  };
  player._client.on('position', onMove);
  player._client.on('position_look', onMove);
  // A client that stands still sends only whether it is on the ground (a look or an empty move).
  const onStill = ({ onGround }: { onGround: boolean }) => {
    const r = harmOf(player).reported;
    if (r) r.onGround = onGround;
  };
  player._client.on('flying', onStill);
  player._client.on('look', onStill);
}

/** Every server tick, every living player takes what its surroundings and effects deal. */
export function installHarmTicker(ctx: EmbeddedContext): void {
  everyTick(ctx, () => {
    for (const player of ctx.serv.players ?? []) {
      if (!player.mcuSpawned || player._client.ended || (player.health ?? 20) <= 0 || !player.world) continue;
      const { model } = harmOf(player);
      syncRules(ctx, player, model);
      model.health = player.health ?? 20;
      const where = exposure(ctx, player);
      harmOf(player).exposure = where;
      model.tick(where);
      commit(ctx, player, model);
    }
  });
}

/** Why the player is in a danger that plays out within seconds (falling, the void, lava, fire, a block at its eyes, burning; not slow effects such as poison), or undefined. */
export function dangerOf(player: any): string | undefined {
  const h: PlayerHarm | undefined = player.mcuHarm;
  if (!h) return undefined;
  const e = h.exposure ?? {};
  if (e.void || player.position?.y < 0) return 'below the world';
  if (e.lava || e.fire || e.inWall) return 'in lava, fire or a block';
  if (h.model.fireTicks > 0) return 'burning';
  if (h.fallen > 1) return 'falling';
  return undefined;
}

/**
 * Lets a quick danger play out (at most `maxMs`): a fall lands, the void or
 * lava kills, or the player gets clear. Returns once the player is dead or
 * has been out of danger for a moment.
 */
export async function waitOutDanger(player: any, maxMs: number): Promise<void> {
  // The client says it stands on the ground where the server has it, and nothing hurts there: no fall
  // is coming (a teleport since would have cleared `reported`), so there is nothing to wait out.
  const r: PlayerHarm['reported'] = player.mcuHarm?.reported;
  const p = player.position;
  if (r?.onGround && p && r.x === p.x && r.y === p.y && r.z === p.z && !dangerOf(player) && (player.health ?? 20) > 0) return;
  const end = Date.now() + maxMs;
  const deaths = deathsOf(player).length;
  let calm = 0;
  // A death ends the wait even when the respawned player stands in the same danger.
  while (Date.now() < end && (player.health ?? 20) > 0 && deathsOf(player).length === deaths && !player._client?.ended) {
    calm = dangerOf(player) ? 0 : calm + 1;
    if (calm >= 3) return;
    await new Promise((r) => setTimeout(r, 100));
  }
}
