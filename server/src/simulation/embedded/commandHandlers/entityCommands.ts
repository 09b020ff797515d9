/** /summon, /kill, /tp|/teleport, /effect (1.13+ forms). */
import { Vec3 } from 'vec3';
import { EFFECT_IDS, MAX_HEALTH, NON_LIVING, VILLAGER_PROFESSIONS, VILLAGER_TYPES } from '../../../vanilla/mobs';
import { makeItem } from '../inventory';
import { resolveRotation, resolveVec3 } from './coords';
import { requireEntities, entityDisplayName } from './selectors';
import { setMobEquipment } from './itemCommands';
import { bareId, CommandError, CommandSource, CommandSpec } from './handlerTypes';
import { tagsOf } from '../scoreboard';
import type { EmbeddedContext } from '../plugins/context';
import { killEntity } from '../plugins/combat';
import { budgetOf, checkEntityRoom } from '../limits';
import { noteEffect, noteEffectRemoved, resetFall } from '../plugins/harm';
import { INSTANT_EFFECTS, UNMODELLED_HAZARDS } from '../../../vanilla/harmRules';
import { activeEffectsOf, pickupDelayOf } from '../../../vanilla/targetRules';
import { initBoat } from '../plugins/boats';
import { summonHanging } from '../plugins/hanging';
import { AGEABLE_BABY, MOB_FLAGS } from '../../../vanilla/entityMetadata';

/** Entity metadata (1.16.5 indices) for the summon NBT the protocol can show. */
function metadataFromNbt(type: string, nbt: any): any[] {
  const md: any[] = [];
  if (typeof nbt.CustomName === 'string') {
    let name = nbt.CustomName;
    try { const j = JSON.parse(name); name = typeof j === 'string' ? j : j.text ?? name; } catch { /* plain text */ }
    md.push({ key: 2, type: 5, value: JSON.stringify({ text: name }) });
    if (nbt.CustomNameVisible) md.push({ key: 3, type: 7, value: true });
  }
  if (nbt.NoAI) md.push({ key: MOB_FLAGS, type: 0, value: 1 });
  if (nbt.IsBaby || (typeof nbt.Age === 'number' && nbt.Age < 0)) md.push({ key: AGEABLE_BABY, type: 7, value: true });
  if (type === 'sheep' && (nbt.Color !== undefined || nbt.Sheared)) {
    md.push({ key: 16, type: 0, value: ((Number(nbt.Color ?? 0) & 0x0f) | (nbt.Sheared ? 0x10 : 0)) });
  }
  if ((type === 'villager' || type === 'zombie_villager') && nbt.VillagerData) {
    const vd = nbt.VillagerData;
    const prof = VILLAGER_PROFESSIONS.indexOf(bareId(String(vd.profession ?? 'none')));
    const vtype = VILLAGER_TYPES.indexOf(bareId(String(vd.type ?? 'plains')));
    md.push({
      key: type === 'villager' ? 17 : 18, type: 16,
      value: { villagerType: Math.max(0, vtype), villagerProfession: Math.max(0, prof), level: Number(vd.level ?? 1) },
    });
  }
  return md;
}

function checkNbt(type: string, nbt: any): void {
  if (nbt.VillagerData?.profession !== undefined &&
    !VILLAGER_PROFESSIONS.includes(bareId(String(nbt.VillagerData.profession)))) {
    throw new CommandError(`Unknown villager profession '${nbt.VillagerData.profession}'`);
  }
  if (type === 'sheep' && nbt.Color !== undefined && !(Number(nbt.Color) >= 0 && Number(nbt.Color) <= 15)) {
    throw new CommandError(`Invalid sheep Color ${nbt.Color}`);
  }
}

/** Spawns an entity as /summon does; returns it. NBT (the checker's plain values) is kept on entity.nbt. */
export function summonEntity(ctx: EmbeddedContext, src: CommandSource, type: string, pos: Vec3, nbt: Record<string, any>): any {
  const serv = ctx.serv;
  const def = serv.registry.entitiesByName[type];
  if (!def || type === 'player') throw new CommandError(`Unable to summon entity: unknown or unsummonable type '${type}'`);
  checkNbt(type, nbt);
  if (pos.y < -64 || pos.y > 320) throw new CommandError('Invalid position for summon');
  checkEntityRoom(serv);
  let ent: any;
  if (type === 'painting' || type === 'item_frame') {
    ent = summonHanging(ctx, src.world, type, pos, nbt);
  } else if (NON_LIVING.has(type)) {
    if (type === 'item') {
      const it = nbt.Item;
      if (!it?.id || !serv.registry.itemsByName[bareId(String(it.id))]) throw new CommandError('Unable to summon entity: an item entity needs Item:{id:...}');
      const { dropItem } = require('../plugins/drops');
      // PickupDelay in ticks; 32767 (or negative) is never counted down, so never picked up.
      const delay = pickupDelayOf(nbt);
      const pickupMs = delay === 'never' ? Infinity : Math.max(delay * 50, 1);
      ent = dropItem(ctx, src.world, pos, makeItem(serv, { name: bareId(String(it.id)) }, Number(it.Count ?? 1)), nbt.PickupDelay === undefined ? 500 : pickupMs, new Vec3(0, 0, 0));
      checkEntityRoom(serv);
      if (!ent) throw new CommandError('Unable to summon entity');
    } else {
      ent = serv.spawnObject(def.id, src.world, pos, { velocity: new Vec3(0, 0, 0) });
      // A summoned boat floats, carries and is steered like a placed one (Type: its wood).
      if (type === 'boat') initBoat(ctx, ent, `${String(nbt.Type ?? 'oak')}_boat`, 0);
    }
  } else {
    // Mobs have no AI here, and flying-squid's physics lets them float; settle them on the ground
    // once, as vanilla gravity would, before they are spawned: clients are told where the mob is
    // only at its spawn, so one settled afterwards would still float for them (out of the agent's reach).
    ent = serv.spawnMob(def.id, src.world, groundBelow(src.world, pos, serv), { velocity: new Vec3(0, 0, 0), metadata: metadataFromNbt(type, nbt) });
    ent.health = Number(nbt.Health ?? MAX_HEALTH[type] ?? 20);
    ent.maxHealth = MAX_HEALTH[type] ?? 20;
    // Keep them out of flying-squid's physics (which needs entity.size).
    ent.mcuSize = new Vec3(def.width ?? 0.6, def.height ?? 1.8, def.width ?? 0.6);
    ent.size = undefined;
    const hand = Array.isArray(nbt.HandItems) ? nbt.HandItems : [];
    const armor = Array.isArray(nbt.ArmorItems) ? nbt.ArmorItems : [];
    const equip = (idx: number, it: any) => {
      const name = it?.id ? bareId(String(it.id)) : '';
      if (name && serv.registry.itemsByName[name]) setMobEquipment(serv, ent, idx, makeItem(serv, { name }, Number(it.Count ?? 1)));
    };
    hand.forEach((it: any, i: number) => equip(i, it));
    armor.forEach((it: any, i: number) => equip(2 + i, it));
  }
  ent.nbt = nbt;
  // ActiveEffects with a positive Duration (ticks) act as /effect would (Resistance V makes a mob immune to attacks).
  if (!NON_LIVING.has(type)) for (const e of activeEffectsOf(nbt)) applyEffect(ctx, ent, e.id, e.ticks / 20, e.amplifier, false);
  if (Array.isArray(nbt.Tags)) for (const t of nbt.Tags) if (typeof t === 'string') tagsOf(ent).add(t);
  if (typeof nbt.CustomName === 'string') ent.customName = nbt.CustomName.replace(/^"(.*)"$/, '$1');
  return ent;
}

/** Where a mob summoned at `pos` comes to rest: on the first solid block below (a position inside a block is kept). */
function groundBelow(world: any, pos: Vec3, serv: any): Vec3 {
  const blocks = serv.registry.blocksByStateId;
  const solid = (y: number) => blocks[world.sync.getBlockStateId(new Vec3(pos.x, y, pos.z).floored())]?.boundingBox === 'block';
  let y = Math.floor(pos.y);
  if (solid(y)) return pos; // inside a block: leave it where the command put it
  while (y > 0 && !solid(y - 1)) y--;
  return y !== pos.y ? new Vec3(pos.x, y, pos.z) : pos;
}

const summon: CommandSpec = {
  name: 'summon',
  run(args, src, ctx) {
    const type = args.id('entity')!;
    const coords = args.coords('pos');
    const pos = coords ? resolveVec3(coords, src) : src.position.clone();
    const nbt = args.value('nbt');
    const ent = summonEntity(ctx, src, type, pos, nbt?.type === 'nbt' ? nbt.value as Record<string, any> : {});
    const hazard = UNMODELLED_HAZARDS[type];
    if (hazard) budgetOf(ctx).limitations.push(`lethal setup not modelled: ${hazard} in vanilla; the embedded server does not model it, so what it destroys or whom it hurts is missing from the verification`);
    return `Summoned new ${entityDisplayName(ctx.serv, ent)}`;
  },
};

const kill: CommandSpec = {
  name: 'kill',
  run(args, src, ctx) {
    const targets = requireEntities(ctx, args.selector('targets'), src);
    for (const t of targets) {
      if (t.type === 'player') t.mcuDeathCause = 'killed by /kill';
      killEntity(ctx, t, null);
    }
    const reply = targets.length === 1 ? `Killed ${entityDisplayName(ctx.serv, targets[0])}` : `Killed ${targets.length} entities`;
    return { reply, result: targets.length };
  },
};

/**
 * Vanilla sends a teleported player the chunks around its new place.
 * flying-squid does so only when the client's own movement takes it 16
 * blocks from where chunks were last sent, and the client's answer to a
 * teleport is no movement (the server already holds that position), so after
 * a far /tp the agent stood in chunks it never received and found nothing
 * there. Sent in the background, nearest first, as flying-squid sends them.
 */
function sendChunksAround(player: any): void {
  const last = player.lastPositionChunkUpdated;
  if (typeof player.worldSendRestOfChunks !== 'function' || (last && player.position.distanceTo(last) <= 16)) return;
  void Promise.resolve(player.worldSendRestOfChunks()).catch(() => undefined);
}

export function teleportEntity(e: any, pos: Vec3, rot?: { yaw: number; pitch: number }): void {
  if (e.type === 'player') {
    // A teleport is not a fall: vanilla's /tp puts the entity on the ground.
    resetFall(e);
    if (rot) { e.mcuYaw = rot.yaw; e.mcuPitch = rot.pitch; }
    e.position = pos.clone();
    e.sendSelfPosition(pos.clone());
    e.updateAndSpawn?.();
    e._writeOthersNearby?.('entity_teleport', { entityId: e.id, x: pos.x, y: pos.y, z: pos.z, yaw: 0, pitch: 0, onGround: false });
    sendChunksAround(e);
  } else {
    e.teleport(pos.clone());
  }
}

function facingAngles(from: Vec3, to: Vec3): { yaw: number; pitch: number } {
  const d = to.minus(from);
  const horiz = Math.sqrt(d.x * d.x + d.z * d.z);
  return { yaw: (Math.atan2(d.z, d.x) * 180) / Math.PI - 90, pitch: -(Math.atan2(d.y, horiz) * 180) / Math.PI };
}

const teleport: CommandSpec = {
  name: 'teleport',
  run(args, src, ctx) {
    const targetsSel = args.selector('targets');
    const targets = targetsSel ? requireEntities(ctx, targetsSel, src) : src.entity ? [src.entity] : [];
    if (targets.length === 0) throw new CommandError('A target is required when run without an entity');
    const who = targets.length === 1 ? entityDisplayName(ctx.serv, targets[0]) : `${targets.length} entities`;
    const destSel = args.selector('destination');
    if (destSel) {
      const dest = requireEntities(ctx, destSel, src);
      for (const t of targets) teleportEntity(t, dest[0].position);
      return `Teleported ${who} to ${entityDisplayName(ctx.serv, dest[0])}`;
    }
    const pos = resolveVec3(args.coords('location')!, src);
    if (Math.abs(pos.x) > 29999999 || Math.abs(pos.z) > 29999999 || pos.y < -20000000 || pos.y > 20000000) throw new CommandError('Invalid position for teleport');
    let rot = args.coords('rotation') ? resolveRotation(args.coords('rotation')!, src) : undefined;
    const facingAt = args.coords('facingLocation');
    if (facingAt) rot = facingAngles(pos, resolveVec3(facingAt, src));
    const facingSel = args.selector('facingEntity');
    if (facingSel) rot = facingAngles(pos, requireEntities(ctx, facingSel, src)[0].position);
    for (const t of targets) teleportEntity(t, pos, rot);
    const f = (n: number) => n.toFixed(6);
    return `Teleported ${who} to ${f(pos.x)}, ${f(pos.y)}, ${f(pos.z)}`;
  },
};

function effectId(raw: string): number {
  const id = EFFECT_IDS[bareId(raw)];
  if (!id) throw new CommandError(`Unknown effect: ${raw}`);
  return id;
}
export function applyEffect(ctx: EmbeddedContext, e: any, id: number, seconds: number, amplifier: number, hide: boolean): void {
  e.effects = e.effects ?? {};
  const old = e.effects[id];
  if (old?.timeout) { clearTimeout(old.timeout); ctx.timers.delete(old.timeout); }
  const ticks = seconds * 20;
  const timeout = setTimeout(() => removeEffect(ctx, e, id), seconds * 1000);
  timeout.unref();
  ctx.timers.add(timeout);
  e.effects[id] = { amplifier, duration: ticks, particles: !hide, end: Date.now() + seconds * 1000, timeout };
  const packet = { entityId: e.id, effectId: id, amplifier: amplifier > 127 ? amplifier - 256 : amplifier, duration: ticks, hideParticles: (hide ? 0 : 0x02) | 0x04 };
  // 1.16 sends a flags byte in this field: 0x02 show particles, 0x04 show icon.
  if (e.type === 'player') e._client.write('entity_effect', packet);
  e._writeOthersNearby?.('entity_effect', packet);
  noteEffect(ctx, e, id, amplifier, ticks);
}

export function removeEffect(ctx: EmbeddedContext, e: any, id: number): boolean {
  const cur = e.effects?.[id];
  if (!cur) return false;
  clearTimeout(cur.timeout);
  ctx.timers.delete(cur.timeout);
  e.effects[id] = null;
  noteEffectRemoved(e, id);
  const packet = { entityId: e.id, effectId: id };
  if (e.type === 'player' && !e._client.ended) e._client.write('remove_entity_effect', packet);
  e._writeOthersNearby?.('remove_entity_effect', packet);
  return true;
}

const effect: CommandSpec = {
  name: 'effect',
  run(args, src, ctx) {
    if (args.has('give')) {
      const targets = requireEntities(ctx, args.selector('targets'), src);
      const raw = args.id('effect')!;
      const id = effectId(raw);
      // Instant effects take `seconds` as ticks (1 by default), the others seconds (30 by default).
      const given = args.number('seconds');
      const seconds = INSTANT_EFFECTS.has(id) ? (given ?? 1) / 20 : given ?? 30;
      const amp = args.number('amplifier') ?? 0;
      const hide = args.bool('hideParticles') ?? false;
      const living = targets.filter((t) => t.type === 'player' || !NON_LIVING.has(ctx.serv.registry.entities[t.entityType]?.name));
      if (living.length === 0) throw new CommandError('Unable to apply this effect (target is either immune to effects, or has something stronger)');
      for (const t of living) applyEffect(ctx, t, id, seconds, amp, hide);
      const name = bareId(raw).replace(/_/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
      return `Applied effect ${name} to ${living.length === 1 ? entityDisplayName(ctx.serv, living[0]) : `${living.length} targets`}`;
    }
    const targets = requireEntities(ctx, args.selector('targets'), src);
    let removed = 0;
    const raw = args.id('effect');
    const only = raw ? effectId(raw) : null;
    for (const t of targets) {
      for (const key of Object.keys(t.effects ?? {})) {
        const id = Number(key);
        if (only !== null && id !== only) continue;
        if (removeEffect(ctx, t, id)) removed++;
      }
    }
    if (removed === 0) throw new CommandError(only ? 'Failed to remove effect (target doesn\'t have the requested effect)' : 'Failed to remove effects (target has no effects to remove)');
    return `Removed ${only ? 'effect' : 'every effect'} from ${targets.length === 1 ? entityDisplayName(ctx.serv, targets[0]) : `${targets.length} targets`}`;
  },
};

export const entityCommands: CommandSpec[] = [summon, kill, teleport, effect];
