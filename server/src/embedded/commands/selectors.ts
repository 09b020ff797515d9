/**
 * Target selectors (@s @p @a @e @r) with the arguments task files use:
 * type (with ! and tags not supported), name, limit, sort, distance
 * (ranges like ..5, 2.., 3), x/y/z and dx/dy/dz, gamemode. A player name
 * selects that player.
 */
import { Vec3 } from 'vec3';
import { bareId } from './reader';
import { CommandError, CommandSource } from './types';

export function entityTypeName(serv: any, e: any): string {
  if (e.type === 'player') return 'player';
  return serv.registry.entities[e.entityType]?.name ?? e.name ?? 'unknown';
}

export function entityDisplayName(serv: any, e: any): string {
  if (e.type === 'player') return e.username;
  return e.customName ?? serv.registry.entities[e.entityType]?.displayName ?? entityTypeName(serv, e);
}

function parseRange(raw: string): { min: number; max: number } {
  const num = (t: string) => {
    const n = Number(t);
    if (t === '' || !Number.isFinite(n)) throw new CommandError(`Invalid range '${raw}'`);
    return n;
  };
  const dots = raw.indexOf('..');
  if (dots < 0) { const v = num(raw); return { min: v, max: v }; }
  const lo = raw.slice(0, dots);
  const hi = raw.slice(dots + 2);
  if (!lo && !hi) throw new CommandError(`Invalid range '${raw}'`);
  return { min: lo ? num(lo) : -Infinity, max: hi ? num(hi) : Infinity };
}

const GAMEMODES: Record<string, number> = { survival: 0, creative: 1, adventure: 2, spectator: 3 };

function splitSelectorArgs(inner: string): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  let depth = 0;
  let cur = '';
  const push = () => {
    if (!cur.trim()) return;
    const eq = cur.indexOf('=');
    if (eq < 0) throw new CommandError(`Expected value for option '${cur.trim()}'`);
    out.push([cur.slice(0, eq).trim(), cur.slice(eq + 1).trim()]);
    cur = '';
  };
  for (const c of inner) {
    if (c === '{' || c === '[') depth++;
    if (c === '}' || c === ']') depth--;
    if (c === ',' && depth === 0) push(); else cur += c;
  }
  push();
  return out;
}

/** Entities a selector (or player name) matches, in vanilla order. Never throws for "no match": returns []. */
export function selectEntities(serv: any, selector: string, src: CommandSource): any[] {
  if (!selector.startsWith('@')) {
    const p = serv.players.find((pl: any) => pl.username === selector);
    return p ? [p] : [];
  }
  const m = /^@([pares])(?:\[(.*)\])?$/s.exec(selector);
  if (!m) throw new CommandError(`Unknown selector type '${selector}'`);
  const kind = m[1];
  const args = m[2] ? splitSelectorArgs(m[2]) : [];
  const origin = src.position.clone();
  let limit = kind === 'p' || kind === 'r' || kind === 's' ? 1 : Infinity;
  let sort = kind === 'p' ? 'nearest' : kind === 'r' ? 'random' : 'arbitrary';
  const filters: Array<(e: any) => boolean> = [];
  const box: { dx?: number; dy?: number; dz?: number } = {};
  for (const [key, val] of args) {
    switch (key) {
      case 'x': origin.x = Number(val); break;
      case 'y': origin.y = Number(val); break;
      case 'z': origin.z = Number(val); break;
      case 'dx': box.dx = Number(val); break;
      case 'dy': box.dy = Number(val); break;
      case 'dz': box.dz = Number(val); break;
      case 'limit': limit = Number(val); if (!(limit >= 1)) throw new CommandError('Limit must be at least 1'); break;
      case 'sort':
        if (!['nearest', 'furthest', 'random', 'arbitrary'].includes(val)) throw new CommandError(`Invalid or unknown sort type '${val}'`);
        sort = val; break;
      case 'distance': {
        const r = parseRange(val);
        filters.push((e) => { const d = e.position.distanceTo(origin); return d >= r.min && d <= r.max; });
        break;
      }
      case 'type': {
        const neg = val.startsWith('!');
        const want = bareId(neg ? val.slice(1) : val);
        if (want.startsWith('#')) throw new CommandError(`Entity type tags are not supported: ${val}`);
        if (want !== 'player' && !serv.registry.entitiesByName[want]) throw new CommandError(`Unknown entity type '${val}'`);
        filters.push((e) => (entityTypeName(serv, e) === want) !== neg);
        break;
      }
      case 'name': {
        const neg = val.startsWith('!');
        const want = (neg ? val.slice(1) : val).replace(/^"(.*)"$/, '$1');
        filters.push((e) => (entityDisplayName(serv, e) === want) !== neg);
        break;
      }
      case 'gamemode': {
        const neg = val.startsWith('!');
        const gm = GAMEMODES[neg ? val.slice(1) : val];
        if (gm === undefined) throw new CommandError(`Invalid or unknown game mode '${val}'`);
        filters.push((e) => e.type === 'player' && (e.gameMode === gm) !== neg);
        break;
      }
      case 'tag': case 'team': case 'scores': case 'advancements': case 'nbt': case 'predicate':
      case 'level': case 'x_rotation': case 'y_rotation':
        throw new CommandError(`Selector option '${key}' is not supported by the embedded server`);
      default:
        throw new CommandError(`Unknown option '${key}'`);
    }
  }
  if (box.dx !== undefined || box.dy !== undefined || box.dz !== undefined) {
    const lo = origin.clone();
    const hi = origin.plus(new Vec3(box.dx ?? 0, box.dy ?? 0, box.dz ?? 0));
    const min = new Vec3(Math.min(lo.x, hi.x), Math.min(lo.y, hi.y), Math.min(lo.z, hi.z)).floored();
    const max = new Vec3(Math.max(lo.x, hi.x), Math.max(lo.y, hi.y), Math.max(lo.z, hi.z)).floored().offset(1, 1, 1);
    filters.push((e) => e.position.x >= min.x && e.position.x < max.x && e.position.y >= min.y &&
      e.position.y < max.y && e.position.z >= min.z && e.position.z < max.z);
  }

  let pool: any[];
  if (kind === 's') pool = src.entity ? [src.entity] : [];
  else if (kind === 'e') pool = Object.values(serv.entities).filter((e: any) => !e.dead && !(e.type === 'player' && e.health <= 0));
  else pool = serv.players.filter((p: any) => !p.disconnected);
  pool = pool.filter((e) => e.world === src.world || !src.world).filter((e) => filters.every((f) => f(e)));
  if (sort === 'nearest') pool.sort((a, b) => a.position.distanceTo(origin) - b.position.distanceTo(origin));
  else if (sort === 'furthest') pool.sort((a, b) => b.position.distanceTo(origin) - a.position.distanceTo(origin));
  else if (sort === 'random') pool.sort(() => Math.random() - 0.5);
  return pool.slice(0, limit);
}

/** Like selectEntities but fails the command when nothing matches (vanilla: "No entity was found"). */
export function requireEntities(serv: any, selector: string, src: CommandSource, playersOnly = false): any[] {
  const found = selectEntities(serv, selector, src);
  const list = playersOnly ? found.filter((e) => e.type === 'player') : found;
  if (list.length === 0) throw new CommandError(playersOnly ? 'No player was found' : 'No entity was found');
  return list;
}
