/**
 * Hanging a painting or an item frame, as vanilla 1.16's HangingItem: the
 * item used on a face of a block whose neighbour cell on that face is free
 * hangs there (a painting only on a side face; an item frame on any face),
 * one is taken (not in creative) and used:<item> counts.
 */
import { Vec3 } from 'vec3';
import type { EmbeddedContext } from './context';
import { heldItem } from '../inventory';
import { consumeHeld } from './exchange';
import { summonEntity } from '../commands/entityCommands';
import { isSolidState } from '../settle/types';

/** block_place face → offset of the cell in front of it, and the Facing value vanilla stores (down, up, north, south, west, east). */
const FACES: Array<{ offset: Vec3; facing: number }> = [
  { offset: new Vec3(0, -1, 0), facing: 0 }, { offset: new Vec3(0, 1, 0), facing: 1 },
  { offset: new Vec3(0, 0, -1), facing: 2 }, { offset: new Vec3(0, 0, 1), facing: 3 },
  { offset: new Vec3(-1, 0, 0), facing: 4 }, { offset: new Vec3(1, 0, 0), facing: 5 },
];
const HANGABLE = new Set(['painting', 'item_frame']);

export function installHanging(ctx: EmbeddedContext, player: any): void {
  const serv = ctx.serv;
  player._client.on('block_place', ({ location, direction, hand }: any) => {
    const item = heldItem(player);
    if ((hand ?? 0) !== 0 || !item || !HANGABLE.has(item.name) || player.gameMode >= 2) return;
    const face = FACES[direction];
    if (!face || (item.name === 'painting' && face.offset.y !== 0)) return;
    const wall = new Vec3(location.x, location.y, location.z);
    const cell = wall.plus(face.offset);
    const world = player.world;
    if (!isSolidState(serv, world.sync.getBlockStateId(wall)) || world.sync.getBlockStateId(cell) !== 0) return;
    // Another hanging entity in that cell is in the way.
    const taken = Object.values<any>(serv.entities).some((e) => e.world === world && e.mcuHangingAt === `${cell}`);
    if (taken) return;
    try {
      const ent = summonEntity(ctx, { player, entity: player, position: cell, yaw: 0, pitch: 0, world }, item.name, cell.offset(0.5, 0.5, 0.5), { Facing: face.facing });
      ent.mcuHangingAt = `${cell}`;
    } catch (err) {
      ctx.log(`hanging: ${String(err)}`);
      return;
    }
    consumeHeld(player);
    ctx.stats.add(player.username, 'used', item.name);
  });
}
