/** /summon, /kill, /tp|/teleport, /effect (1.13+ forms). */
import { Vec3 } from 'vec3';
import { EFFECT_IDS, MAX_HEALTH, NON_LIVING, VILLAGER_PROFESSIONS, VILLAGER_TYPES } from '../mobs';
import { makeItem } from '../inventory';
import { parseSnbt, simplifyNbt, NbtTag } from './snbt';
import { parseVec3, parseRotation } from './coords';
import { bareId, parseIntArg, splitArgs } from './reader';
import { requireEntities, entityDisplayName } from './selectors';
import { setMobEquipment } from './itemCommands';
import { CommandError, CommandSource, CommandSpec } from './types';
import type { EmbeddedContext } from '../plugins/context';
import { killEntity } from '../plugins/combat';
import { checkEntityRoom } from '../limits';

/** Entity metadata (1.16.5 indices) for the summon NBT the protocol can show. */
function metadataFromNbt(type: string, nbt: any): any[] {
  const md: any[] = [];
  if (typeof nbt.CustomName === 'string') {
    let name = nbt.CustomName;
    try { const j = JSON.parse(name); name = typeof j === 'string' ? j : j.text ?? name; } catch { /* plain text */ }
    md.push({ key: 2, type: 5, value: JSON.stringify({ text: name }) });
    if (nbt.CustomNameVisible) md.push({ key: 3, type: 7, value: true });
  }
  if (nbt.NoAI) md.push({ key: 14, type: 0, value: 1 });
  if (nbt.IsBaby || (typeof nbt.Age === 'number' && nbt.Age < 0)) md.push({ key: 15, type: 7, value: true });
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

/** Spawns an entity as /summon does; returns it. NBT is kept on entity.nbt. */
export function summonEntity(ctx: EmbeddedContext, src: CommandSource, type: string, pos: Vec3, nbtTag: NbtTag | null): any {
  const serv = ctx.serv;
  const def = serv.registry.entitiesByName[type];
  if (!def || type === 'player') throw new CommandError(`Unable to summon entity: unknown or unsummonable type '${type}'`);
  const nbt = nbtTag ? simplifyNbt(nbtTag) : {};
  checkNbt(type, nbt);
  if (pos.y < -64 || pos.y > 320) throw new CommandError('Invalid position for summon');
  checkEntityRoom(serv);
  let ent: any;
  if (NON_LIVING.has(type)) {
    if (type === 'item') {
      const it = nbt.Item;
      if (!it?.id || !serv.registry.itemsByName[bareId(String(it.id))]) throw new CommandError('Unable to summon entity: an item entity needs Item:{id:...}');
      const { dropItem } = require('../plugins/drops');
      ent = dropItem(ctx, src.world, pos, makeItem(serv, { name: bareId(String(it.id)) }, Number(it.Count ?? 1)), 500, new Vec3(0, 0, 0));
      checkEntityRoom(serv);
      if (!ent) throw new CommandError('Unable to summon entity');
    } else {
      ent = serv.spawnObject(def.id, src.world, pos, { velocity: new Vec3(0, 0, 0) });
    }
  } else {
    ent = serv.spawnMob(def.id, src.world, pos, { velocity: new Vec3(0, 0, 0), metadata: metadataFromNbt(type, nbt) });
    ent.health = Number(nbt.Health ?? MAX_HEALTH[type] ?? 20);
    ent.maxHealth = MAX_HEALTH[type] ?? 20;
    // Mobs have no AI here, and flying-squid's physics lets them float; settle them on the ground
    // once, as vanilla gravity would, and keep them out of its physics (which needs entity.size).
    ent.mcuSize = new Vec3(def.width ?? 0.6, def.height ?? 1.8, def.width ?? 0.6);
    ent.size = undefined;
    settleOnGround(ctx, ent);
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
  if (typeof nbt.CustomName === 'string') ent.customName = nbt.CustomName.replace(/^"(.*)"$/, '$1');
  return ent;
}

function settleOnGround(ctx: EmbeddedContext, ent: any): void {
  const blocks = ctx.serv.registry.blocksByStateId;
  const solid = (y: number) => blocks[ent.world.sync.getBlockStateId(new Vec3(ent.position.x, y, ent.position.z).floored())]?.boundingBox === 'block';
  let y = Math.floor(ent.position.y);
  if (solid(y)) return; // inside a block: leave it where the command put it
  while (y > 0 && !solid(y - 1)) y--;
  if (y !== ent.position.y) ent.position = new Vec3(ent.position.x, y, ent.position.z);
}

const summon: CommandSpec = {
  name: 'summon',
  usage: '/summon <entity> [<pos>] [<nbt>]',
  run(args, src, ctx) {
    const a = splitArgs(args);
    if (a.length === 0 || a.length === 2 || a.length === 3 || a.length > 5) throw new CommandError(`Usage: ${summon.usage}`);
    const type = bareId(a[0]);
    const pos = a.length >= 4 ? parseVec3(a.slice(1, 4), src) : src.position.clone();
    let tag: NbtTag | null = null;
    if (a[4]) {
      try { tag = parseSnbt(a[4]); } catch (err) { throw new CommandError(`Invalid NBT: ${(err as Error).message}`); }
      if (tag.type !== 'compound') throw new CommandError('Expected a compound tag');
    }
    const ent = summonEntity(ctx, src, type, pos, tag);
    return `Summoned new ${entityDisplayName(ctx.serv, ent)}`;
  },
};

const kill: CommandSpec = {
  name: 'kill',
  usage: '/kill [<targets>]',
  run(args, src, ctx) {
    const a = splitArgs(args);
    const targets = a[0] ? requireEntities(ctx.serv, a[0], src) : (src.entity ? [src.entity] : []);
    if (targets.length === 0) throw new CommandError('No entity was found');
    for (const t of targets) killEntity(ctx, t, null);
    return targets.length === 1 ? `Killed ${entityDisplayName(ctx.serv, targets[0])}` : `Killed ${targets.length} entities`;
  },
};

function teleportEntity(e: any, pos: Vec3, rot?: { yaw: number; pitch: number }): void {
  if (e.type === 'player') {
    if (rot) { e.mcuYaw = rot.yaw; e.mcuPitch = rot.pitch; }
    e.position = pos.clone();
    e.sendSelfPosition(pos.clone());
    e.updateAndSpawn?.();
    e._writeOthersNearby?.('entity_teleport', { entityId: e.id, x: pos.x, y: pos.y, z: pos.z, yaw: 0, pitch: 0, onGround: false });
  } else {
    e.teleport(pos.clone());
  }
}

const teleport: CommandSpec = {
  name: 'teleport',
  aliases: ['tp'],
  usage: '/teleport [<targets>] (<location> [<rotation>]|<destination>)',
  run(args, src, ctx) {
    const a = splitArgs(args);
    const isCoord = (t?: string) => t !== undefined && /^[~^]?-?[\d.]*$/.test(t) && t !== '';
    let targets: any[];
    let rest: string[];
    if (a.length === 1 || (a.length === 3 && isCoord(a[0]))) {
      if (!src.entity) throw new CommandError('A target is required when run without an entity');
      targets = [src.entity];
      rest = a;
    } else if (a.length >= 2) {
      targets = requireEntities(ctx.serv, a[0], src);
      rest = a.slice(1);
    } else {
      throw new CommandError(`Usage: ${teleport.usage}`);
    }
    if (rest.length === 1) {
      const dest = requireEntities(ctx.serv, rest[0], src);
      if (dest.length !== 1) throw new CommandError('Only one entity is allowed, but the provided selector allows more than one');
      for (const t of targets) teleportEntity(t, dest[0].position);
      return `Teleported ${targets.length === 1 ? entityDisplayName(ctx.serv, targets[0]) : `${targets.length} entities`} to ${entityDisplayName(ctx.serv, dest[0])}`;
    }
    if (rest.length !== 3 && rest.length !== 5) throw new CommandError(`Usage: ${teleport.usage}`);
    const pos = parseVec3(rest.slice(0, 3), src);
    if (Math.abs(pos.x) > 29999999 || Math.abs(pos.z) > 29999999 || pos.y < -20000000 || pos.y > 20000000) throw new CommandError('Invalid position for teleport');
    const rot = rest.length === 5 ? parseRotation(rest.slice(3), src) : undefined;
    for (const t of targets) teleportEntity(t, pos, rot);
    const f = (n: number) => n.toFixed(6);
    return `Teleported ${targets.length === 1 ? entityDisplayName(ctx.serv, targets[0]) : `${targets.length} entities`} to ${f(pos.x)}, ${f(pos.y)}, ${f(pos.z)}`;
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
}

export function removeEffect(ctx: EmbeddedContext, e: any, id: number): boolean {
  const cur = e.effects?.[id];
  if (!cur) return false;
  clearTimeout(cur.timeout);
  ctx.timers.delete(cur.timeout);
  e.effects[id] = null;
  const packet = { entityId: e.id, effectId: id };
  if (e.type === 'player' && !e._client.ended) e._client.write('remove_entity_effect', packet);
  e._writeOthersNearby?.('remove_entity_effect', packet);
  return true;
}

const effect: CommandSpec = {
  name: 'effect',
  usage: '/effect (give <targets> <effect> [<seconds>] [<amplifier>] [<hideParticles>]|clear [<targets>] [<effect>])',
  run(args, src, ctx) {
    const a = splitArgs(args);
    if (a[0] === 'give') {
      if (a.length < 3 || a.length > 6) throw new CommandError(`Usage: ${effect.usage}`);
      const targets = requireEntities(ctx.serv, a[1], src);
      const id = effectId(a[2]);
      const seconds = a[3] === undefined ? 30 : parseIntArg(a[3], 'seconds', 1, 1000000);
      const amp = a[4] === undefined ? 0 : parseIntArg(a[4], 'amplifier', 0, 255);
      if (a[5] !== undefined && a[5] !== 'true' && a[5] !== 'false') throw new CommandError(`Invalid boolean, expected 'true' or 'false' but found '${a[5]}'`);
      const living = targets.filter((t) => t.type === 'player' || !NON_LIVING.has(ctx.serv.registry.entities[t.entityType]?.name));
      if (living.length === 0) throw new CommandError('Unable to apply this effect (target is either immune to effects, or has something stronger)');
      for (const t of living) applyEffect(ctx, t, id, seconds, amp, a[5] === 'true');
      const name = bareId(a[2]).replace(/_/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
      return `Applied effect ${name} to ${living.length === 1 ? entityDisplayName(ctx.serv, living[0]) : `${living.length} targets`}`;
    }
    if (a[0] === 'clear') {
      const targets = a[1] ? requireEntities(ctx.serv, a[1], src) : (src.entity ? [src.entity] : []);
      if (targets.length === 0) throw new CommandError('No entity was found');
      let removed = 0;
      const only = a[2] ? effectId(a[2]) : null;
      for (const t of targets) {
        for (const key of Object.keys(t.effects ?? {})) {
          const id = Number(key);
          if (only !== null && id !== only) continue;
          if (removeEffect(ctx, t, id)) removed++;
        }
      }
      if (removed === 0) throw new CommandError(only ? 'Failed to remove effect (target doesn\'t have the requested effect)' : 'Failed to remove effects (target has no effects to remove)');
      return `Removed ${only ? 'effect' : 'every effect'} from ${targets.length === 1 ? entityDisplayName(ctx.serv, targets[0]) : `${targets.length} targets`}`;
    }
    throw new CommandError(`Usage: ${effect.usage} (the pre-1.13 form /effect <player> <effect> is not valid in 1.16)`);
  },
};

export const entityCommands: CommandSpec[] = [summon, kill, teleport, effect];
