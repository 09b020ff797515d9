/**
 * Entity rules of the first seconds: hanging entities in open air drop,
 * undead burn in daylight, mobs vanilla would despawn go.
 */
import { Vec3 } from 'vec3';
import type { EmbeddedContext } from '../plugins/context';
import { dropItem } from '../plugins/drops';
import { BURNS_IN_DAYLIGHT, DESPAWN_DISTANCE, HANGING, HOSTILE, isBurningDaylight } from '../../../vanilla/settleRules';
import { isSolidState, SettleChange } from './settleTypes';
import { MOB_EQUIPMENT } from '../../../vanilla/windowSlots';
import { EFFECT_IDS } from '../../../vanilla/mobs';
import { WORLD_HEIGHT } from '../../../vanilla/commandLimits';

const HORIZONTAL = [new Vec3(1, 0, 0), new Vec3(-1, 0, 0), new Vec3(0, 0, 1), new Vec3(0, 0, -1)];
const AROUND = [...HORIZONTAL, new Vec3(0, 1, 0), new Vec3(0, -1, 0)];
/** Helmet slot of a mob's equipment (hand, off hand, feet, legs, chest, head). */
const HEAD_SLOT = MOB_EQUIPMENT.head;
const FIRE_RESISTANCE = EFFECT_IDS.fire_resistance;

/** The entity's registry name (objects such as item frames carry only their type number). */
const nameOf = (serv: any, e: any): string => String(serv.registry.entities[e.entityType]?.name ?? e.name ?? '');
const where = (e: any) => `${Math.floor(e.position.x)} ${Math.floor(e.position.y)} ${Math.floor(e.position.z)}`;

function change(rule: SettleChange['rule'], id: string, e: any, detail: string): SettleChange {
  return { rule, id, x: Math.floor(e.position.x), y: Math.floor(e.position.y), z: Math.floor(e.position.z), detail };
}

export function dropLooseHanging(ctx: EmbeddedContext): SettleChange[] {
  const serv = ctx.serv;
  const out: SettleChange[] = [];
  for (const e of Object.values<any>(serv.entities)) {
    const id = nameOf(serv, e);
    if (!HANGING.has(id) || !e.world) continue;
    const cell = e.position.floored();
    const sides = id === 'painting' ? HORIZONTAL : AROUND;
    if (sides.some((d) => isSolidState(serv, e.world.sync.getBlockStateId(cell.plus(d))))) continue;
    const item = serv.registry.itemsByName[id === 'leash_knot' ? 'lead' : id];
    if (item) dropItem(ctx, e.world, e.position.clone(), new (require('prismarine-item')(serv.registry))(item.id, 1));
    out.push(change('hanging-entity', id, e, `the ${id} at ${where(e)} has no block to hang on: vanilla drops it as an item on the first tick`));
    e.destroy();
  }
  return out;
}

/** Is there a block above `pos` that shades it from the sky? */
function shaded(serv: any, world: any, pos: Vec3): boolean {
  for (let y = Math.floor(pos.y) + 2; y < WORLD_HEIGHT; y++) {
    const b = serv.registry.blocksByStateId[world.sync.getBlockStateId(new Vec3(Math.floor(pos.x), y, Math.floor(pos.z)))];
    if (b && b.name !== 'air' && !b.transparent) return true;
  }
  return false;
}

export function burnUndead(ctx: EmbeddedContext): SettleChange[] {
  const serv = ctx.serv;
  // Rain and thunder stop undead from burning.
  if (!isBurningDaylight(serv.time ?? 0) || (serv.mcuWeather ?? 'clear') !== 'clear') return [];
  const out: SettleChange[] = [];
  for (const e of Object.values<any>(serv.entities)) {
    const id = nameOf(serv, e);
    if (!BURNS_IN_DAYLIGHT.has(id) || !e.world) continue;
    if (e.equipment?.[HEAD_SLOT]) continue;
    const effects = e.nbt?.ActiveEffects;
    if (Array.isArray(effects) && effects.some((x: any) => Number(x?.Id) === FIRE_RESISTANCE)) continue;
    if (shaded(serv, e.world, e.position)) continue;
    out.push(change('undead-daylight', id, e, `the ${id} at ${where(e)} has no helmet and open sky above it in daylight: it burns to death within seconds`));
    e.destroy();
  }
  return out;
}

export function despawnMobs(ctx: EmbeddedContext): SettleChange[] {
  const serv = ctx.serv;
  const players: any[] = serv.players ?? [];
  const out: SettleChange[] = [];
  for (const e of Object.values<any>(serv.entities)) {
    const id = nameOf(serv, e);
    if (!HOSTILE.has(id)) continue;
    if (serv.difficulty === 0) {
      out.push(change('despawn', id, e, `the ${id} at ${where(e)} is hostile and the difficulty is peaceful: vanilla removes it at once`));
      e.destroy();
      continue;
    }
    // Named or persistent mobs stay wherever they are.
    if (e.nbt?.PersistenceRequired || e.customName) continue;
    const near = players.some((p) => p.position.distanceTo(e.position) <= DESPAWN_DISTANCE);
    if (near || !players.length) continue;
    out.push(change('despawn', id, e, `the ${id} at ${where(e)} is more than ${DESPAWN_DISTANCE} blocks from the agent: vanilla despawns it at once`));
    e.destroy();
  }
  return out;
}
