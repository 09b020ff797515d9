/**
 * Paintings and item frames, as vanilla 1.16.5's HangingEntityItem,
 * HangingEntity, Painting and ItemFrame:
 * - used on a face of a block (a painting only on a side face, an item frame
 *   on any face) the entity hangs in the cell in front of it when it
 *   survives there (the wall behind every covered cell solid, the covered
 *   cells free of collision and of other hanging entities); one item is taken
 *   (not in creative) and used:<item> counts. Where it would not survive,
 *   vanilla's item returns CONSUME, so used:<item> still counts and nothing
 *   hangs or is taken (ItemStack.useOn awards the stat on any consumed action).
 * - a painting picks, among the motives that survive there, one of the
 *   largest (Painting's constructor).
 * - every 100 ticks a hanging entity checks it still survives; if not it is
 *   removed and drops as an item (an item frame drops its item too).
 * - using an item on an empty item frame puts one in it (no statistic), on a
 *   full one turns the item; hitting a frame with an item drops the item,
 *   hitting an empty frame or a painting breaks it (dropped unless creative).
 * Spawned with 1.16.5's packets: spawn_entity (objectData = facing) for a
 * frame, spawn_entity_painting (title = motive id, direction 2D) for a
 * painting; a frame's item is entity metadata 7 (slot), its rotation 8.
 */
import { Vec3 } from 'vec3';
import type { EmbeddedContext } from './context';
import { everyTick } from './serverClock';
import { dropItem } from './drops';
import { bypassesBlockUse, blockUseConsumes, itemInHand, shrinkInHand } from './hands';
import { itemClass } from '../inventory';
import { checkEntityRoom } from '../limits';
import { gamerule } from '../commandHandlers/gameCommands';
import { COUNTER_CLOCKWISE, DIRECTION_STEPS, HORIZONTAL_INDEX, holdsHanging, motiveCells, MOTIVES } from '../../../vanilla/hangingRules';
import { facingIndex, HORIZONTAL_BY_YAW } from '../../../vanilla/facing';
import { WORLD_MAX_Y, WORLD_MIN_Y } from '../../../vanilla/commandLimits';
import { draw } from './gameDraws';

const HANGABLE = new Set(['painting', 'item_frame']);
/** Ticks between a hanging entity's checks of its support (HangingEntity.tick). */
const CHECK_INTERVAL = 100;

export interface Hanging {
  kind: 'painting' | 'item_frame';
  /** The cell the entity's block position is (in front of the wall). */
  cell: Vec3;
  /** Direction 3D data value it faces (away from the wall). */
  facing: number;
  /** Size in blocks (1×1 for a frame). */
  w: number;
  h: number;
  motive?: number;
  /** A frame's item (a prismarine-item), or null. */
  item: any;
  rotation: number;
  ticks: number;
  /** A frame summoned with Fixed:1b: it never drops and cannot be changed. */
  fixed?: boolean;
}

function step(facing: number): Vec3 {
  const d = DIRECTION_STEPS[facing];
  return new Vec3(d.x, d.y, d.z);
}

/** The cells (in front of the wall) a hanging entity covers. */
function coveredCells(h: Pick<Hanging, 'cell' | 'facing' | 'w' | 'h'>): Vec3[] {
  if (h.w === 1 && h.h === 1) return [h.cell];
  const left = step(COUNTER_CLOCKWISE[h.facing]);
  return motiveCells(h.w, h.h).map(([i, j]) => h.cell.plus(left.scaled(i)).offset(0, j, 0));
}

function allHanging(ctx: EmbeddedContext): Set<any> {
  return (ctx.serv.mcuHanging ??= new Set<any>());
}

/** Whether `h` could hang in `world` (HangingEntity/ItemFrame.survives), ignoring `self`. */
export function survives(ctx: EmbeddedContext, world: any, h: Pick<Hanging, 'cell' | 'facing' | 'w' | 'h'>, self?: any): boolean {
  const reg = ctx.serv.registry;
  const sideFace = HORIZONTAL_INDEX[h.facing] >= 0;
  const back = step(h.facing).scaled(-1);
  const cells = coveredCells(h);
  for (const c of cells) {
    const front = reg.blocksByStateId[world.sync.getBlockStateId(c)];
    if (front && front.boundingBox !== 'empty') return false;
    const wall = reg.blocksByStateId[world.sync.getBlockStateId(c.plus(back))];
    if (!wall || !holdsHanging(wall.name, wall.boundingBox === 'block', sideFace)) return false;
  }
  const keys = new Set(cells.map((c) => `${c}`));
  for (const e of allHanging(ctx)) {
    if (e === self || e.world !== world || e.mcuHanging.facing !== h.facing) continue;
    if (coveredCells(e.mcuHanging).some((c) => keys.has(`${c}`))) return false;
  }
  return true;
}

/** Where the entity's centre is (HangingEntity.recalculateBoundingBox). */
function centre(h: Hanging): Vec3 {
  const s = step(h.facing);
  let p = h.cell.offset(0.5, 0.5, 0.5).minus(s.scaled(0.46875));
  if (h.kind === 'painting') {
    const left = step(COUNTER_CLOCKWISE[h.facing]);
    if ((h.w * 16) % 32 === 0) p = p.plus(left.scaled(0.5));
    if ((h.h * 16) % 32 === 0) p = p.offset(0, 0.5, 0);
  }
  return p;
}

function frameMetadata(ctx: EmbeddedContext, h: Hanging): any[] {
  const Item = itemClass(ctx.serv);
  return [{ key: 7, type: 6, value: Item.toNotch(h.item ?? null) }, { key: 8, type: 1, value: h.rotation }];
}

/** Spawns the entity for `h` in `world` and tracks it. */
export function spawnHanging(ctx: EmbeddedContext, world: any, h: Hanging): any {
  const serv = ctx.serv;
  checkEntityRoom(serv);
  const def = serv.registry.entitiesByName[h.kind];
  const ent = serv.initEntity('object', def.id, world, centre(h));
  ent.uuid = require('crypto').randomUUID();
  ent.name = h.kind;
  ent.velocity = new Vec3(0, 0, 0);
  ent.yaw = 0;
  ent.pitch = 0;
  ent.data = h.facing;
  // Hanging entities do not move: kept out of flying-squid's physics (which needs entity.size).
  ent.size = undefined;
  ent.mcuHanging = h;
  ent.nbt = { Facing: h.facing };
  ent.metadata = h.kind === 'item_frame' ? frameMetadata(ctx, h) : [];
  if (h.kind === 'painting') {
    ent.spawnPacketName = 'spawn_entity_painting';
    ent.getSpawnPacket = () => ({ entityId: ent.id, entityUUID: ent.uuid, title: h.motive ?? 0, location: h.cell, direction: HORIZONTAL_INDEX[h.facing] });
  }
  allHanging(ctx).add(ent);
  ent.updateAndSpawn();
  return ent;
}

/** Removes a hanging entity, dropping its items as vanilla's dropItem does (none for a creative player, none without doEntityDrops). */
function breakHanging(ctx: EmbeddedContext, ent: any, breaker: any | null): void {
  const h: Hanging = ent.mcuHanging;
  allHanging(ctx).delete(ent);
  const drops = gamerule(ctx, 'doEntityDrops') !== 'false' && !(breaker?.type === 'player' && breaker.gameMode === 1);
  const at = ent.position.clone();
  ent.destroy();
  if (!drops) return;
  const Item = itemClass(ctx.serv);
  dropItem(ctx, ent.world, at, new Item(ctx.serv.registry.itemsByName[h.kind].id, 1));
  if (h.item) dropItem(ctx, ent.world, at, h.item);
}

/** Chooses a painting for the wall: among the motives that survive, one of the largest (random among equals). */
function choosePainting(ctx: EmbeddedContext, world: any, cell: Vec3, facing: number): Hanging | null {
  const fits: Hanging[] = [];
  MOTIVES.forEach(([, w, hgt], id) => {
    const h: Hanging = { kind: 'painting', cell, facing, w: w / 16, h: hgt / 16, motive: id, item: null, rotation: 0, ticks: 0 };
    if (survives(ctx, world, h)) fits.push(h);
  });
  if (!fits.length) return null;
  const max = Math.max(...fits.map((h) => h.w * h.h));
  const best = fits.filter((h) => h.w * h.h === max);
  return best[Math.floor(draw(ctx, 'painting') * best.length)];
}

export function installHangingTicker(ctx: EmbeddedContext): void {
  everyTick(ctx, () => {
    for (const ent of [...allHanging(ctx)]) {
      const h: Hanging = ent.mcuHanging;
      if (!ctx.serv.entities[ent.id]) { allHanging(ctx).delete(ent); continue; }
      if (++h.ticks % CHECK_INTERVAL !== 0 || h.fixed) continue;
      if (!survives(ctx, ent.world, h, ent)) breakHanging(ctx, ent, null);
    }
  });
}

export function installHanging(ctx: EmbeddedContext, player: any): void {
  const serv = ctx.serv;
  player._client.on('block_place', ({ location, direction, hand }: any) => {
    const item = itemInHand(player, hand);
    if (!item || !HANGABLE.has(item.name) || player.gameMode >= 2 || !DIRECTION_STEPS[direction]) return;
    const world = player.world;
    const wall = new Vec3(location.x, location.y, location.z);
    // The clicked block's own use (a chest opening) comes first, unless the player sneaks holding something.
    if (!bypassesBlockUse(player) && blockUseConsumes(serv.registry.blocksByStateId[world.sync.getBlockStateId(wall)]?.name ?? 'air')) return;
    // HangingEntityItem.mayPlace: a painting never on a floor or a ceiling (FAIL: nothing counts).
    if (item.name === 'painting' && HORIZONTAL_INDEX[direction] < 0) return;
    const cell = wall.plus(step(direction));
    if (cell.y < WORLD_MIN_Y || cell.y > WORLD_MAX_Y) return;
    const h: Hanging | null = item.name === 'painting'
      ? choosePainting(ctx, world, cell, direction)
      : { kind: 'item_frame', cell, facing: direction, w: 1, h: 1, item: null, rotation: 0, ticks: 0 };
    if (h && survives(ctx, world, h)) {
      try {
        spawnHanging(ctx, world, h);
      } catch (err) {
        ctx.log(`hanging: ${String(err)}`);
        return;
      }
      shrinkInHand(player, hand);
    }
    ctx.stats.add(player.username, 'used', item.name);
  });

  player._client.on('use_entity', ({ target, mouse, hand }: any) => {
    const ent = serv.entities[target];
    if (!ent?.mcuHanging || ent.world !== player.world || player.gameMode === 3) return;
    const h: Hanging = ent.mcuHanging;
    if (h.fixed) return;
    if (mouse === 1) {
      if (player.gameMode === 2) return;
      // ItemFrame.hurt: a frame holding an item loses the item first.
      if (h.kind === 'item_frame' && h.item) {
        const it = h.item;
        h.item = null;
        h.rotation = 0;
        ent._writeOthersNearby('entity_metadata', { entityId: ent.id, metadata: frameMetadata(ctx, h) });
        if (player.gameMode !== 1 && gamerule(ctx, 'doEntityDrops') !== 'false') dropItem(ctx, ent.world, ent.position.clone(), it);
        return;
      }
      breakHanging(ctx, ent, player);
      return;
    }
    if (mouse !== 0 || h.kind !== 'item_frame') return;
    const held = itemInHand(player, hand);
    if (!h.item) {
      if (!held) return;
      const Item = itemClass(serv);
      h.item = new Item(held.type, 1, held.metadata, held.nbt ? JSON.parse(JSON.stringify(held.nbt)) : null);
      shrinkInHand(player, hand);
    } else {
      h.rotation = (h.rotation + 1) % 8;
    }
    ent._writeOthersNearby('entity_metadata', { entityId: ent.id, metadata: frameMetadata(ctx, h) });
  });
}

/**
 * /summon of a painting or an item frame: it hangs in the cell of the given
 * position, facing its Facing tag (an item frame's is the 3D value, 0 = down
 * when absent; a painting's the 2D value, 0 = south), a painting with its
 * Motive (kebab when absent), a frame with its Item. Summoned, it is not
 * checked at once: the 100-tick support check (or the scene's settling) drops
 * it where it cannot hang. A Fixed frame never drops.
 */
export function summonHanging(ctx: EmbeddedContext, world: any, kind: 'painting' | 'item_frame', pos: Vec3, nbt: Record<string, any>): any {
  const cell = pos.floored();
  const raw = Number(nbt.Facing ?? 0) | 0;
  let h: Hanging;
  if (kind === 'painting') {
    const facing = facingIndex(HORIZONTAL_BY_YAW[((raw % 4) + 4) % 4])!;
    const name = String(nbt.Motive ?? 'kebab').replace(/^minecraft:/, '');
    const id = Math.max(0, MOTIVES.findIndex(([n]) => n === name));
    const [, w, hgt] = MOTIVES[id];
    h = { kind, cell, facing, w: w / 16, h: hgt / 16, motive: id, item: null, rotation: 0, ticks: 0 };
  } else {
    const facing = raw >= 0 && raw <= 5 ? raw : 0;
    let item: any = null;
    const it = nbt.Item;
    const name = it?.id ? String(it.id).replace(/^minecraft:/, '') : '';
    if (name && ctx.serv.registry.itemsByName[name]) {
      const Item = itemClass(ctx.serv);
      item = new Item(ctx.serv.registry.itemsByName[name].id, 1);
    }
    h = { kind, cell, facing, w: 1, h: 1, item, rotation: (Number(nbt.ItemRotation ?? 0) | 0) & 7, ticks: 0, fixed: !!nbt.Fixed };
  }
  return spawnHanging(ctx, world, h);
}
