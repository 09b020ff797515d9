/**
 * Beds, as vanilla 1.16.5's BedItem/BedBlock, ServerPlayer.startSleepInBed /
 * stopSleepInBed and ServerLevel's night skip:
 * - a bed item places two blocks: the foot where it is used, the head one
 *   further along the player's facing (refused, nothing counted, when that
 *   cell is not free); used:<color>_bed counts (itemUse.ts counts the foot).
 * - using a bed (either half; the head decides) sets the player's spawn point
 *   and then sleeps there only at night or in a thunderstorm, only within
 *   reach, only with its top free, only with no monster within 8 blocks
 *   horizontally / 5 vertically; otherwise the vanilla message is shown on
 *   the action bar and nothing counts. Sleeping counts custom:sleep_in_bed,
 *   marks the bed occupied and shows the player lying (pose SLEEPING, entity
 *   metadata 6 = 2, sleeping position = metadata 13).
 * - once every player (spectators aside) has slept 100 ticks the night is
 *   skipped: the time goes to the next morning (with doDaylightCycle), all
 *   wake up, the weather clears (with doWeatherCycle). A sleeper also wakes
 *   when day comes, when the bed goes, or when the client leaves the bed
 *   (entity_action stop_sleeping); waking sends animation 2.
 */
import { Vec3 } from 'vec3';
import type { EmbeddedContext } from './context';
import { everyTick } from './serverClock';
import { ownTable } from '../../../util/ownTable';
import { bypassesBlockUse } from './hands';
import { stateIdFor, stateProperties } from '../blockState';
import { gamerule, setTime, setWeather } from '../commandHandlers/gameCommands';
import { entityTypeName } from '../commandHandlers/selectors';
import { DIRECTION_STEPS } from '../../../vanilla/hangingRules';
import { FACING_NAMES, facingIndex } from '../../../vanilla/facing';
import {
  BED_MESSAGES, BED_REACH, facingOfYaw, isDayForSleep, MONSTER_RANGE, PREVENTS_REST, REPLACEABLE, SLEEP_LONG_ENOUGH,
} from '../../../vanilla/bedRules';
import { WORLD_MAX_Y } from '../../../vanilla/commandLimits';


interface Sleep { head: Vec3; foot: Vec3; ticks: number }

function stepOf(facing: number): Vec3 {
  const d = DIRECTION_STEPS[facing];
  return new Vec3(d.x, d.y, d.z);
}

function bedColors(serv: any): string[] {
  return Object.keys(serv.registry.blocksByName).filter((n) => n.endsWith('_bed'));
}

/** Sends a translated message to the action bar (displayClientMessage(…, true)). */
function actionBar(player: any, key: string): void {
  player._client.write('chat', { message: JSON.stringify({ translate: key }), position: 2, sender: '00000000-0000-0000-0000-000000000000' });
}

function blockAt(serv: any, world: any, pos: Vec3): any {
  return serv.registry.blocksByStateId[world.sync.getBlockStateId(pos)];
}

/** Sets a property on the bed block at `pos`, if it is one. */
function setBedProp(serv: any, world: any, pos: Vec3, props: Record<string, string>): void {
  const b = blockAt(serv, world, pos);
  if (!b?.name.endsWith('_bed')) return;
  const cur = stateProperties(b, world.sync.getBlockStateId(pos));
  serv.setBlock(world, pos, stateIdFor(b, { ...cur, ...props }));
}

/** Where a player gets up (BedBlock.findStandUpPosition, simplified): a free two-high cell on solid ground around the bed, else on top of it. */
function standUpPosition(serv: any, world: any, s: Pick<Sleep, 'head' | 'foot'>): Vec3 {
  const free = (p: Vec3) => (blockAt(serv, world, p)?.boundingBox ?? 'empty') === 'empty';
  for (const part of [s.foot, s.head]) {
    for (const [dx, dz] of [[1, 0], [-1, 0], [0, 1], [0, -1], [1, 1], [-1, -1], [1, -1], [-1, 1]]) {
      const p = part.offset(dx, 0, dz);
      if (p.equals(s.head) || p.equals(s.foot)) continue;
      if (free(p) && free(p.offset(0, 1, 0)) && blockAt(serv, world, p.offset(0, -1, 0))?.boundingBox === 'block') return p.offset(0.5, 0, 0.5);
    }
  }
  return s.head.offset(0.5, 0.5625, 0.5);
}

function weatherOf(serv: any): 'clear' | 'rain' | 'thunder' {
  return serv.mcuWeather ?? 'clear';
}

function poseMetadata(sleeping: Vec3 | null): any[] {
  return [{ key: 6, type: 18, value: sleeping ? 2 : 0 }, { key: 13, type: 10, value: sleeping ?? undefined }];
}

export function wakeUp(ctx: EmbeddedContext, player: any): void {
  const s: Sleep | undefined = player.mcuSleep;
  if (!s) return;
  player.mcuSleep = undefined;
  const serv = ctx.serv;
  player._writeOthersNearby('animation', { entityId: player.id, animation: 2 });
  player._client.write('animation', { entityId: player.id, animation: 2 });
  setBedProp(serv, player.world, s.head, { occupied: 'false' });
  setBedProp(serv, player.world, s.foot, { occupied: 'false' });
  const md = { entityId: player.id, metadata: poseMetadata(null) };
  player._writeOthersNearby('entity_metadata', md);
  player._client.write('entity_metadata', md);
  const to = standUpPosition(serv, player.world, s);
  player.position = to;
  player.sendSelfPosition(to.clone());
}

/** Tries to sleep in the bed whose block at `pos` was used. */
function useBed(ctx: EmbeddedContext, player: any, pos: Vec3): void {
  const serv = ctx.serv;
  const world = player.world;
  const bed = blockAt(serv, world, pos);
  const props = stateProperties(bed, world.sync.getBlockStateId(pos));
  const facing = facingIndex(props.facing) ?? 3;
  let head = pos;
  if (props.part !== 'head') {
    head = pos.plus(stepOf(facing));
    const other = blockAt(serv, world, head);
    if (!other?.name.endsWith('_bed') || stateProperties(other, world.sync.getBlockStateId(head)).part !== 'head') return;
  }
  const foot = head.minus(stepOf(facing));
  if (stateProperties(blockAt(serv, world, head), world.sync.getBlockStateId(head)).occupied === 'true') {
    actionBar(player, BED_MESSAGES.occupied);
    return;
  }
  if (player.mcuSleep || player.health <= 0) return;
  const p = player.position;
  const inReach = (b: Vec3) => Math.abs(p.x - (b.x + 0.5)) <= BED_REACH.horizontal && Math.abs(p.y - b.y) <= BED_REACH.vertical &&
    Math.abs(p.z - (b.z + 0.5)) <= BED_REACH.horizontal;
  if (!inReach(head) && !inReach(foot)) { actionBar(player, BED_MESSAGES.tooFar); return; }
  const suffocates = (c: Vec3) => blockAt(serv, world, c)?.boundingBox === 'block';
  if (suffocates(head.offset(0, 1, 0)) || suffocates(foot.offset(0, 1, 0))) { actionBar(player, BED_MESSAGES.obstructed); return; }
  // The spawn point is set before the time is checked: a bed used by day still sets it (1.16).
  const spawn = standUpPosition(serv, world, { head, foot });
  if (!player.mcuBedSpawn?.equals(head)) actionBar(player, BED_MESSAGES.setSpawn);
  player.mcuBedSpawn = head.clone();
  player.spawnPoint = spawn;
  player.findSpawnPoint = async () => { /* keep the bed's spawn point across respawns */ };
  if (isDayForSleep(serv.time ?? 0, weatherOf(serv))) { actionBar(player, BED_MESSAGES.noSleep); return; }
  if (player.gameMode !== 1) {
    const c = head.offset(0.5, 0, 0.5);
    const monster = Object.values<any>(serv.entities).some((e) => e.world === world && e.type === 'mob' && !e.dead &&
      PREVENTS_REST.has(entityTypeName(serv, e)) && Math.abs(e.position.x - c.x) <= MONSTER_RANGE.horizontal &&
      Math.abs(e.position.z - c.z) <= MONSTER_RANGE.horizontal && Math.abs(e.position.y - c.y) <= MONSTER_RANGE.vertical);
    if (monster) { actionBar(player, BED_MESSAGES.notSafe); return; }
  }
  player.mcuSleep = { head: head.clone(), foot: foot.clone(), ticks: 0 } as Sleep;
  setBedProp(serv, world, head, { occupied: 'true' });
  setBedProp(serv, world, foot, { occupied: 'true' });
  player.position = head.offset(0.5, 0.6875, 0.5);
  const md = { entityId: player.id, metadata: poseMetadata(head) };
  player._writeOthersNearby('entity_metadata', md);
  player._client.write('entity_metadata', md);
  ctx.stats.add(player.username, 'custom', 'sleep_in_bed');
}

/** BedItem/BedBlock.getStateForPlacement: the foot here, the head one cell along the player's facing, if that cell is free. */
function placeBed(ctx: EmbeddedContext, name: string, { player, placedPosition }: any): { id: number; data: number } {
  const serv = ctx.serv;
  const block = serv.registry.blocksByName[name];
  const facing = facingOfYaw(player.mcuYaw ?? (player.yaw ?? 0) * 360 / 256);
  const head = placedPosition.plus(stepOf(facing));
  if (!REPLACEABLE.has(blockAt(serv, player.world, head)?.name ?? 'air') || head.y > WORLD_MAX_Y) return { id: -1, data: 0 };
  const facingName = FACING_NAMES[facing];
  serv.setBlock(player.world, head, stateIdFor(block, { facing: facingName, part: 'head', occupied: 'false' }));
  return { id: block.id, data: stateIdFor(block, { facing: facingName, part: 'foot', occupied: 'false' }) - block.minStateId };
}

export function installBeds(ctx: EmbeddedContext): void {
  const serv = ctx.serv;
  for (const name of bedColors(serv)) {
    serv.onItemPlace(name, (data: any) => placeBed(ctx, name, data), false);
    serv.onBlockInteraction(name, ({ block, player }: any) => {
      if (bypassesBlockUse(player)) return false;
      try { useBed(ctx, player, new Vec3(block.position.x, block.position.y, block.position.z)); } catch (err) { ctx.log(`beds: ${String(err)}`); }
      return true;
    });
  }
  everyTick(ctx, () => {
    const players = serv.players.filter((p: any) => p.world === serv.overworld && !p._client.ended);
    for (const p of players) {
      const s: Sleep | undefined = p.mcuSleep;
      if (!s) continue;
      s.ticks++;
      if (!blockAt(serv, p.world, s.head)?.name.endsWith('_bed') || isDayForSleep(serv.time ?? 0, weatherOf(serv))) wakeUp(ctx, p);
    }
    const awake = players.filter((p: any) => p.gameMode !== 3 && !(p.mcuSleep && p.mcuSleep.ticks >= SLEEP_LONG_ENOUGH));
    if (!players.some((p: any) => p.mcuSleep) || awake.length) return;
    if (serv.doDaylightCycle !== false) setTime(ctx, 0);
    for (const p of players) wakeUp(ctx, p);
    if (gamerule(ctx, 'doWeatherCycle') !== 'false' && weatherOf(serv) !== 'clear') setWeather(ctx, 'clear');
  });
}

/** The client's "leave bed" (entity_action stop_sleeping). */
export function installLeaveBed(ctx: EmbeddedContext, player: any): void {
  player._client.on('entity_action', ({ actionId }: any) => {
    if (actionId === 2 || actionId === 'stop_sleeping') wakeUp(ctx, player);
  });
  player._client.on('end', () => { if (player.mcuSleep) player.mcuSleep = undefined; });
}
