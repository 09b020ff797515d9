/**
 * Fire, as vanilla 1.16.5's FlintAndSteelItem, FireBlock and AbstractFireBlock:
 *  - flint and steel (FireChargeItem alike, used up instead of worn) on an unlit campfire lights it; on any other face it
 *    places fire in the block beside that face when that block is air and
 *    fire may stand there (a solid block under it, or something burnable next
 *    to it); soul fire over soul sand or soul soil. Flint and steel loses
 *    one durability and used:flint_and_steel counts (the item's use
 *    succeeded). Anything else (the block beside is not air, fire could not
 *    stand there, adventure or spectator mode) does nothing and counts
 *    nothing. A block the player uses instead (TNT, a chest, a door …)
 *    takes the click unless the player sneaks.
 *  - fire ticks (FireBlock.tick) age it, put it out when nothing holds it
 *    (no burnable neighbour: at once without a solid block under it, else
 *    past age 3), let neighbours catch and burn away by their flammability
 *    (fireRules.ts; chance 1/300 a point beside, 1/250 above and below) and
 *    spread it into air next to burnable blocks by their encouragement.
 *    Deterministic and faster: a fire ticks every FIRE_TICK_TICKS game ticks
 *    (vanilla 30–39, about a third) and each chance is accumulated per block
 *    (a block catches once its summed chances reach 1), the +1 age steps come
 *    every third tick (vanilla: chance 1/3). Netherrack and magma keep fire
 *    burning. /gamerule doFireTick false freezes fires as in vanilla.
 *    Soul fire does not spread or age; it goes out off soul sand/soil.
 *    TNT that catches is primed (tntIgnition.ts). Not modelled: rain putting
 *    fire out, humid biomes, fire on a block that stops holding it going out
 *    at once (it goes at its next tick).
 *  - a mob in fire takes fire damage and burns for 8 seconds (the same
 *    HealthModel harm.ts uses for players, which already burns players
 *    standing in fire); fire-immune mobs are spared.
 */
import { Vec3 } from 'vec3';
import type { EmbeddedContext } from './context';
import { heldItem, HOTBAR_START } from '../inventory';
import { blockUseConsumes, bypassesBlockUse } from './hands';
import { damageItemInSlot } from './durability';
import { consumeHeld } from './exchange';
import { hurtEntity } from './combat';
import { stateIdFor, stateProperties } from '../blockState';
import { burnsForever, encouragement, flammability } from '../../../vanilla/fireRules';
import { HealthModel } from '../../../vanilla/healthModel';
import { watchBlocks, watchKey } from './blockWatch';
import { everyTick } from './serverClock';
import { entityTypeName } from '../commandHandlers/selectors';
import { primeTnt } from './tntIgnition';
import { isAirBlock } from '../../../vanilla/airBlocks';
import { FIRE_IMMUNE_ENTITIES } from '../../../vanilla/fireImmunity';
import { FACING_NAMES } from '../../../vanilla/facing';
import { DIRECTION_STEPS } from '../../../vanilla/hangingRules';

/**
 * Game ticks between two ticks of one fire.
 * @notGameFact our faster, deterministic clock: vanilla schedules 30 + nextInt(10) ticks
 */
export const FIRE_TICK_TICKS = 11;

/** block_place faces: 0 down, 1 up, 2 north, 3 south, 4 west, 5 east. */
const FACE_STEP = DIRECTION_STEPS.map((d) => new Vec3(d.x, d.y, d.z));
/** Fire's side properties: the four horizontal faces and up (FireBlock's NORTH … UP), with their steps. */
const SIDE_PROPS: Array<[string, Vec3]> = [2, 3, 4, 5, 1].map((i) => [FACING_NAMES[i], FACE_STEP[i]]);

/** Blocks a right click uses (vanilla Block.onUse answers) before the held item is tried, unless the player sneaks. */


function nameAt(serv: any, world: any, pos: Vec3): string {
  try { return serv.registry.blocksByStateId[world.sync.getBlockStateId(pos)]?.name ?? 'air'; } catch { return 'air'; }
}


function solidTop(serv: any, world: any, pos: Vec3): boolean {
  let b: any;
  try { b = serv.registry.blocksByStateId[world.sync.getBlockStateId(pos)]; } catch { return false; }
  return !!b && b.boundingBox === 'block';
}

function neighboursBurn(serv: any, world: any, pos: Vec3): boolean {
  return FACE_STEP.some((s) => encouragement(nameAt(serv, world, pos.plus(s))) > 0);
}

/** AbstractFireBlock.getState + FireBlock.getStateForPlacement: soul fire on soul blocks, else fire clinging to burnable sides when nothing holds it from below. */
function fireStateFor(serv: any, world: any, pos: Vec3, age = 0): number {
  const below = nameAt(serv, world, pos.offset(0, -1, 0));
  if (below === 'soul_sand' || below === 'soul_soil') return serv.registry.blocksByName.soul_fire.defaultState;
  const props: Record<string, string> = { age: String(age) };
  if (!solidTop(serv, world, pos.offset(0, -1, 0)) && encouragement(below) === 0) {
    for (const [name, step] of SIDE_PROPS) props[name] = encouragement(nameAt(serv, world, pos.plus(step))) > 0 ? 'true' : 'false';
  }
  return stateIdFor(serv.registry.blocksByName.fire, props);
}

/** Whether fire may stand at `pos` (FireBlock.isValidPosition). */
function fireMayStand(serv: any, world: any, pos: Vec3): boolean {
  return solidTop(serv, world, pos.offset(0, -1, 0)) || neighboursBurn(serv, world, pos);
}

export function installFlintAndSteel(ctx: EmbeddedContext, player: any): void {
  const serv = ctx.serv;
  player._client.on('block_place', async ({ location, direction, hand }: any) => {
    const item = heldItem(player);
    if ((hand ?? 0) !== 0 || (item?.name !== 'flint_and_steel' && item?.name !== 'fire_charge') || player.gameMode >= 2) return;
    const face = FACE_STEP[direction];
    if (!face) return;
    const world = player.world;
    const pos = new Vec3(location.x, location.y, location.z);
    const clickedState = await world.getBlockStateId(pos);
    const clicked = serv.registry.blocksByStateId[clickedState];
    // TNT's own use takes flint and steel or a fire charge (tntIgnition.ts primes it).
    if (!clicked || clicked.name === 'tnt' || (blockUseConsumes(clicked.name) && !bypassesBlockUse(player))) return;
    let lit = false;
    if (clicked.name === 'obsidian' && item.name === 'flint_and_steel') {
      // flying-squid's own handler lights a nether portal in an obsidian frame (or fire): count what it lit.
      const at = pos.plus(face);
      const t = setTimeout(() => {
        ctx.timers.delete(t);
        const now = nameAt(serv, world, at);
        if (now !== 'nether_portal' && now !== 'fire') return;
        damageItemInSlot(ctx, player, HOTBAR_START + player.heldItemSlot, 1);
        ctx.stats.add(player.username, 'used', 'flint_and_steel');
      }, 150);
      ctx.timers.add(t);
      return;
    }
    if (clicked.name === 'campfire' || clicked.name === 'soul_campfire') {
      const props = stateProperties(clicked, clickedState);
      if (props.lit === 'false' && props.waterlogged === 'false') {
        await serv.setBlock(world, pos, stateIdFor(clicked, { ...props, lit: 'true' }));
        lit = true;
      }
    } else {
      const at = pos.plus(face);
      if (isAirBlock(nameAt(serv, world, at)) && fireMayStand(serv, world, at)) {
        await serv.setBlock(world, at, fireStateFor(serv, world, at));
        lit = true;
      }
    }
    if (!lit) return;
    if (item.name === 'flint_and_steel') damageItemInSlot(ctx, player, HOTBAR_START + player.heldItemSlot, 1);
    else consumeHeld(player);
    ctx.stats.add(player.username, 'used', item.name);
  });
}

interface FireState { due: number; ticks: number }

/** flying-squid places fire wherever flint and steel is used; only its nether portal lighting (on obsidian) is kept. */
function replacePlacement(serv: any): void {
  const placeItem = serv.placeItem;
  serv.placeItem = async (data: any) => {
    if (data?.item?.name === 'flint_and_steel') {
      const clicked = nameAt(serv, data.player.world, new Vec3(data.referencePosition.x, data.referencePosition.y, data.referencePosition.z));
      if (clicked !== 'obsidian') return { id: -1, data: 0 };
    }
    return placeItem(data);
  };
}

export function installFireTicker(ctx: EmbeddedContext): void {
  const serv = ctx.serv;
  replacePlacement(serv);
  const fires = watchBlocks(ctx, (n) => n === 'fire' || n === 'soul_fire');
  const state = new Map<string, FireState>();
  /** Summed chances per block position (catching, spreading into air). */
  const heat = new Map<string, number>();
  let burnt = 0;

  const setFire = (world: any, pos: Vec3, age: number) => {
    heat.delete(watchKey(world, pos));
    void serv.setBlock(world, pos, fireStateFor(serv, world, pos, age));
  };
  const remove = (world: any, pos: Vec3, key: string) => {
    fires.delete(key);
    state.delete(key);
    void serv.setBlock(world, pos, 0);
  };

  const catchOnFire = (world: any, pos: Vec3, chance: number, age: number) => {
    const name = nameAt(serv, world, pos);
    const flam = flammability(name);
    if (flam <= 0) return;
    const key = watchKey(world, pos);
    const h = (heat.get(key) ?? 0) + flam / chance;
    if (h < 1) { heat.set(key, h); return; }
    heat.delete(key);
    // TNT reached by fire is primed (FireBlock.catchOnFire → TntBlock.primeTnt).
    if (name === 'tnt') { void primeTnt(ctx, world, pos); return; }
    // Vanilla: it turns to fire with chance 5/(age+10), else burns away.
    if (burnt++ % Math.ceil((age + 10) / 5) === 0) setFire(world, pos, Math.min(15, age));
    else void serv.setBlock(world, pos, 0);
  };

  const tickFire = (key: string, world: any, pos: Vec3, stateId: number, ticks: number) => {
    const block = serv.registry.blocksByStateId[stateId];
    const below = nameAt(serv, world, pos.offset(0, -1, 0));
    if (block.name === 'soul_fire') {
      if (below !== 'soul_sand' && below !== 'soul_soil') remove(world, pos, key);
      return;
    }
    if (!fireMayStand(serv, world, pos)) { remove(world, pos, key); return; }
    const age = Number(stateProperties(block, stateId).age ?? 0);
    const next = Math.min(15, age + (ticks % 3 === 2 ? 1 : 0));
    if (next !== age) void serv.setBlock(world, pos, stateIdFor(block, { ...stateProperties(block, stateId), age: String(next) }));
    if (!burnsForever(below)) {
      if (!neighboursBurn(serv, world, pos)) {
        if (!solidTop(serv, world, pos.offset(0, -1, 0)) || age > 3) remove(world, pos, key);
        return;
      }
      if (age === 15 && ticks % 4 === 0 && flammability(below) === 0 && encouragement(below) === 0) { remove(world, pos, key); return; }
    }
    for (const [i, step] of FACE_STEP.entries()) catchOnFire(world, pos.plus(step), i < 2 ? 250 : 300, age);
    const difficulty = serv.difficulty ?? 2;
    for (let dx = -1; dx <= 1; dx++) {
      for (let dz = -1; dz <= 1; dz++) {
        for (let dy = -1; dy <= 4; dy++) {
          if (dx === 0 && dy === 0 && dz === 0) continue;
          const spot = pos.offset(dx, dy, dz);
          if (!isAirBlock(nameAt(serv, world, spot))) continue;
          const enc = Math.max(...FACE_STEP.map((s) => encouragement(nameAt(serv, world, spot.plus(s)))));
          if (enc <= 0) continue;
          const strength = Math.floor((enc + 40 + difficulty * 7) / (age + 30));
          if (strength <= 0) continue;
          const k = watchKey(world, spot);
          const h = (heat.get(k) ?? 0) + (strength + 1) / (100 + (dy > 1 ? (dy - 1) * 100 : 0));
          if (h < 1) { heat.set(k, h); continue; }
          setFire(world, spot, age);
        }
      }
    }
  };

  everyTick(ctx, () => {
    if (!fires.size) return;
    const frozen = ctx.gamerules?.get('doFireTick') === 'false';
    const now = serv.tickCount ?? 0;
    for (const [key, { world, pos }] of fires) {
      let stateId: number;
      try { stateId = world.sync.getBlockStateId(pos); } catch { fires.delete(key); state.delete(key); continue; }
      const name = serv.registry.blocksByStateId[stateId]?.name;
      if (name !== 'fire' && name !== 'soul_fire') { fires.delete(key); state.delete(key); continue; }
      let s = state.get(key);
      if (!s) { s = { due: now + FIRE_TICK_TICKS, ticks: 0 }; state.set(key, s); }
      if (now < s.due || frozen) continue;
      s.due = now + FIRE_TICK_TICKS;
      tickFire(key, world, pos, stateId, s.ticks++);
    }
  });
}

/** Mobs standing in fire catch fire and burn, as players do (harm.ts). */
export function installMobBurning(ctx: EmbeddedContext): void {
  const serv = ctx.serv;
  everyTick(ctx, () => {
    for (const e of Object.values<any>(serv.entities)) {
      if (e.type !== 'mob' || e.dead || e.health === undefined || !e.world) continue;
      const feet = nameAt(serv, e.world, e.position.floored());
      const inFire = feet === 'fire' || feet === 'soul_fire';
      const model: HealthModel | undefined = e.mcuBurn;
      if (!inFire && !(model && model.fireTicks > 0)) continue;
      if (FIRE_IMMUNE_ENTITIES.has(entityTypeName(serv, e))) continue;
      const m = e.mcuBurn ??= new HealthModel({ naturalRegeneration: false });
      const before = e.health;
      m.health = before;
      const wasBurning = m.fireTicks > 0;
      m.tick({ fire: feet === 'soul_fire' ? 2 : inFire ? 1 : 0, water: feet === 'water' });
      const burning = m.fireTicks > 0;
      if (burning !== wasBurning) e._writeOthersNearby?.('entity_metadata', { entityId: e.id, metadata: [{ key: 0, type: 0, value: burning ? 1 : 0 }] });
      if (m.health < before) hurtEntity(ctx, e, before - m.health, null, null);
    }
  });
}
