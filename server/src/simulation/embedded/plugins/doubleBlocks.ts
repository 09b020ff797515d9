/**
 * Two-block doors and the halves of beds and doors, as vanilla 1.16.5's
 * DoorBlock and BedBlock:
 * - a door item (not iron alone: any *_door) places the lower half where it
 *   is used and the upper half above it, facing the player's direction,
 *   closed; refused (nothing counted) when the cell above is not free or the
 *   block below has no full top (DoorBlock.canSurvive). The hinge is left
 *   (vanilla picks it from the neighbours and the click position).
 * - breaking one half of a bed or a door removes the other half (its
 *   updateShape turns it to air). Only one item drops in all: the loot the
 *   broken half drops here, the partner dropping nothing, as vanilla's loot
 *   tables (a bed drops from its head, a door from its lower half) add up to
 *   exactly one.
 */
import { Vec3 } from 'vec3';
import type { EmbeddedContext } from './context';
import { ownTable } from '../../../util/ownTable';
import { stateIdFor, stateProperties } from '../blockState';
import { facingOfYaw, REPLACEABLE } from '../../../vanilla/bedRules';
import { DIRECTION_STEPS } from '../../../vanilla/hangingRules';
import { FACING_NAMES, facingIndex } from '../../../vanilla/facing';
import { WORLD_MAX_Y } from '../../../vanilla/commandLimits';


/** The other half of a bed or door in state `props` at `pos`, or null for other blocks. */
export function partnerOf(name: string, props: Record<string, string>, pos: Vec3): { pos: Vec3; part: [string, string] } | null {
  if (name.endsWith('_bed')) {
    const d = DIRECTION_STEPS[facingIndex(props.facing) ?? 3];
    const sign = props.part === 'foot' ? 1 : -1;
    return { pos: pos.offset(d.x * sign, 0, d.z * sign), part: ['part', props.part === 'foot' ? 'head' : 'foot'] };
  }
  if (name.endsWith('_door')) {
    return { pos: pos.offset(0, props.half === 'lower' ? 1 : -1, 0), part: ['half', props.half === 'lower' ? 'upper' : 'lower'] };
  }
  return null;
}

function placeDoor(ctx: EmbeddedContext, name: string, { player, placedPosition }: any): { id: number; data: number } {
  const serv = ctx.serv;
  const block = serv.registry.blocksByName[name];
  const world = player.world;
  const above = placedPosition.offset(0, 1, 0);
  const below = serv.registry.blocksByStateId[world.sync.getBlockStateId(placedPosition.offset(0, -1, 0))];
  const aboveName = serv.registry.blocksByStateId[world.sync.getBlockStateId(above)]?.name ?? 'air';
  if (above.y > WORLD_MAX_Y || !REPLACEABLE.has(aboveName) || below?.boundingBox !== 'block') return { id: -1, data: 0 };
  const facing = FACING_NAMES[facingOfYaw(player.mcuYaw ?? (player.yaw ?? 0) * 360 / 256)];
  const props = { facing, hinge: 'left', open: 'false', powered: 'false' };
  serv.setBlock(world, above, stateIdFor(block, { ...props, half: 'upper' }));
  return { id: block.id, data: stateIdFor(block, { ...props, half: 'lower' }) - block.minStateId };
}

export function installDoorPlacing(ctx: EmbeddedContext): void {
  const serv = ctx.serv;
  for (const name of Object.keys(serv.registry.blocksByName)) {
    if (name.endsWith('_door') && serv.registry.itemsByName[name]) serv.onItemPlace(name, (data: any) => placeDoor(ctx, name, data), false);
  }
}

/** When the player breaks one half of a bed or door, the other half goes too (without a drop of its own). */
export function installHalves(ctx: EmbeddedContext, player: any): void {
  const serv = ctx.serv;
  player.on('dug_cancel', (data: any) => {
    data.mcuHalfState = player.world.sync.getBlockStateId(data.position);
  });
  player.on('dug', (data: any, cancelled: boolean) => {
    if (cancelled || data.mcuHalfState === undefined) return;
    const block = serv.registry.blocksByStateId[data.mcuHalfState];
    if (!block) return;
    const other = partnerOf(block.name, stateProperties(block, data.mcuHalfState), new Vec3(data.position.x, data.position.y, data.position.z));
    if (!other) return;
    // After the broken half's own drops are spawned (they read the block before it turns to air).
    const timer = setTimeout(() => {
      ctx.timers.delete(timer);
      const state = player.world.sync.getBlockStateId(other.pos);
      const b = serv.registry.blocksByStateId[state];
      if (b?.name === block.name && stateProperties(b, state)[other.part[0]] === other.part[1]) serv.setBlock(player.world, other.pos, 0);
    }, 100);
    ctx.timers.add(timer);
  });
}
