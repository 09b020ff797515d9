/**
 * Evaluates a target selector the checker parsed (@s @p @a @e @r with their
 * 1.16 options, a player name, a UUID) against the world: matching only,
 * every option value comes from the checker's selector reader.
 */
import { Vec3 } from 'vec3';
import type { NbtValue, SelectorArgument } from '../../../model/commands';
import type { SelectorValue } from './args';
import { CommandError, CommandSource } from './handlerTypes';
import type { EmbeddedContext } from '../plugins/context';
import { getScore, holderName, tagsOf } from '../scoreboard';
import { budgetOf } from '../limits';
import { nbtMatches } from './nbtMatch';
import { entityTypeTag } from '../../../vanilla/entityTypeTags';
import { GAME_MODE_IDS } from '../../../vanilla/gameModes';
import { draw } from '../plugins/gameDraws';

export function entityTypeName(serv: any, e: any): string {
  if (e.type === 'player') return 'player';
  return serv.registry.entities[e.entityType]?.name ?? e.name ?? 'unknown';
}

export function entityDisplayName(serv: any, e: any): string {
  if (e.type === 'player') return e.username;
  return e.customName ?? serv.registry.entities[e.entityType]?.displayName ?? entityTypeName(serv, e);
}


type Range = { min?: number; max?: number };
const inRange = (v: number, r: Range) => (r.min === undefined || v >= r.min) && (r.max === undefined || v <= r.max);
/** Rotation ranges wrap: y_rotation=90..-90 means everything from 90 round to -90. */
const inWrapped = (v: number, r: Range) => (r.min !== undefined && r.max !== undefined && r.min > r.max ? v >= r.min || v <= r.max : inRange(v, r));

function yawOf(e: any): number { return e.type === 'player' ? (e.mcuYaw ?? 0) : ((e.yaw ?? 0) * 360) / 256; }
function pitchOf(e: any): number { return e.type === 'player' ? (e.mcuPitch ?? 0) : 0; }

/** The NBT an entity is known to have: what /summon gave it, plus its position and tags. */
function entityNbt(e: any): Record<string, NbtValue> {
  const tags = [...tagsOf(e)];
  return { ...(e.nbt ?? {}), ...(tags.length ? { Tags: tags } : {}), Pos: [e.position.x, e.position.y, e.position.z] };
}

function optionFilter(ctx: EmbeddedContext, a: SelectorArgument, origin: () => Vec3): ((e: any) => boolean) | null {
  const serv = ctx.serv;
  const p = a.parsed;
  const neg = (f: (e: any) => boolean) => (a.negated ? (e: any) => !f(e) : f);
  switch (a.key) {
    case 'distance':
      return p?.kind === 'range' ? (e) => inRange(e.position.distanceTo(origin()), p) : null;
    case 'level':
      return p?.kind === 'range' ? (e) => e.type === 'player' && inRange(e.mcuXpLevel ?? 0, p) : null;
    case 'x_rotation':
      return p?.kind === 'range' ? (e) => inWrapped(pitchOf(e), p) : null;
    case 'y_rotation':
      return p?.kind === 'range' ? (e) => inWrapped(yawOf(e), p) : null;
    case 'type': {
      if (p?.kind !== 'id') return null;
      if (p.tag) {
        const tagged = entityTypeTag(p.id);
        if (!tagged) budgetOf(ctx).limitations.push(`The embedded server does not know the members of entity type tag #${p.id}; it matched no entity`);
        const members = new Set(tagged ?? []);
        return neg((e) => members.has(entityTypeName(serv, e)));
      }
      return neg((e) => entityTypeName(serv, e) === p.id);
    }
    case 'name':
      return p?.kind === 'string' ? neg((e) => entityDisplayName(serv, e) === p.value) : null;
    case 'gamemode':
      return p?.kind === 'string' ? neg((e) => e.type === 'player' && e.gameMode === GAME_MODE_IDS[p.value]) : null;
    case 'tag': {
      if (p?.kind !== 'string') return null;
      // tag= (empty) selects entities without any tag; tag=!  those with at least one.
      if (p.value === '') return neg((e) => tagsOf(e).size === 0);
      return neg((e) => tagsOf(e).has(p.value));
    }
    case 'team':
      // No teams exist in the embedded server: every entity is in no team.
      return p?.kind === 'string' ? neg(() => p.value === '') : null;
    case 'scores':
      return p?.kind === 'scores' ? (e) => Object.entries(p.scores).every(([obj, r]) => {
        const s = getScore(ctx, holderName(e), obj);
        return s !== undefined && inRange(s, r);
      }) : null;
    case 'nbt':
      return p?.kind === 'nbt' ? neg((e) => nbtMatches(p.value, entityNbt(e))) : null;
    case 'predicate': case 'advancements':
      budgetOf(ctx).limitations.push(`Selector option ${a.key}= needs data packs and advancements the embedded server does not have; it was ignored`);
      return null;
    default:
      return null;
  }
}

/** Entities a selector (or player name / UUID) matches, in vanilla order. Never throws for "no match": returns []. */
export function selectEntities(ctx: EmbeddedContext, sel: SelectorValue, src: CommandSource): any[] {
  const serv = ctx.serv;
  if (sel.variable === null) {
    if (sel.name === '*') return serv.players.filter((p: any) => !p.disconnected);
    if (sel.uuid) {
      const want = sel.uuid.toLowerCase();
      return Object.values(serv.entities).filter((e: any) => String(e.mcuUuid ?? e.uuid ?? '').toLowerCase() === want);
    }
    const p = serv.players.find((pl: any) => pl.username === sel.name);
    return p ? [p] : [];
  }
  const kind = sel.variable;
  const origin = src.position.clone();
  let limit = kind === 'p' || kind === 'r' || kind === 's' ? 1 : Infinity;
  let sort = kind === 'p' ? 'nearest' : kind === 'r' ? 'random' : 'arbitrary';
  const box: { dx?: number; dy?: number; dz?: number } = {};
  let playersOnly = kind === 'p' || kind === 'a' || kind === 'r';
  for (const a of sel.arguments) {
    const p = a.parsed;
    if (p?.kind === 'number') {
      if (a.key === 'x' || a.key === 'y' || a.key === 'z') origin[a.key] = p.value;
      else if (a.key === 'dx' || a.key === 'dy' || a.key === 'dz') box[a.key] = p.value;
      else if (a.key === 'limit') limit = p.value;
    }
    if (a.key === 'sort' && p?.kind === 'string') sort = p.value;
    // @r[type=zombie] picks among entities in vanilla.
    if (a.key === 'type' && kind === 'r' && !a.negated) playersOnly = false;
  }
  const filters: Array<(e: any) => boolean> = [];
  for (const a of sel.arguments) {
    const f = optionFilter(ctx, a, () => origin);
    if (f) filters.push(f);
  }
  if (box.dx !== undefined || box.dy !== undefined || box.dz !== undefined) {
    const hi = origin.plus(new Vec3(box.dx ?? 0, box.dy ?? 0, box.dz ?? 0));
    const min = new Vec3(Math.min(origin.x, hi.x), Math.min(origin.y, hi.y), Math.min(origin.z, hi.z)).floored();
    const max = new Vec3(Math.max(origin.x, hi.x), Math.max(origin.y, hi.y), Math.max(origin.z, hi.z)).floored().offset(1, 1, 1);
    filters.push((e) => e.position.x >= min.x && e.position.x < max.x && e.position.y >= min.y &&
      e.position.y < max.y && e.position.z >= min.z && e.position.z < max.z);
  }
  let pool: any[];
  if (kind === 's') pool = src.entity ? [src.entity] : [];
  else if (!playersOnly) pool = Object.values(serv.entities).filter((e: any) => !e.dead && !(e.type === 'player' && e.health <= 0));
  else pool = serv.players.filter((p: any) => !p.disconnected);
  pool = pool.filter((e) => e.world === src.world || !src.world).filter((e) => filters.every((f) => f(e)));
  if (sort === 'nearest') pool.sort((a, b) => a.position.distanceTo(origin) - b.position.distanceTo(origin));
  else if (sort === 'furthest') pool.sort((a, b) => b.position.distanceTo(origin) - a.position.distanceTo(origin));
  else if (sort === 'random') pool.sort(() => draw(ctx, 'selector') - 0.5);
  return pool.slice(0, limit);
}

/** Like selectEntities but fails the command when nothing matches (vanilla: "No entity was found"). */
export function requireEntities(ctx: EmbeddedContext, sel: SelectorValue | undefined, src: CommandSource, playersOnly = false): any[] {
  const found = sel ? selectEntities(ctx, sel, src) : (src.entity ? [src.entity] : []);
  const list = playersOnly ? found.filter((e) => e.type === 'player') : found;
  if (list.length === 0) throw new CommandError(playersOnly ? 'No player was found' : 'No entity was found');
  return list;
}
