/**
 * The look ray an item traces (Item.getPlayerPOVHitResult, used by buckets,
 * glass bottles and boats): from the player's eyes along its look, out to the
 * item reach, sampled every twentieth of a block. Each user decides what stops it.
 */
import type { Vec3 } from 'vec3';
import { lookVector } from './motionPackets';
import { ITEM_TRACE_REACH, PLAYER_EYE_HEIGHT } from '../../../vanilla/playerBody';

const STEP = 0.05;

/** The points of the player's item ray, nearest first, starting at its eyes. */
export function* itemRay(player: any): Generator<Vec3> {
  const dir = lookVector(player.mcuYaw ?? 0, player.mcuPitch ?? 0);
  const eye: Vec3 = player.position.offset(0, PLAYER_EYE_HEIGHT, 0);
  for (let d = 0; d <= ITEM_TRACE_REACH; d += STEP) yield eye.plus(dir.scaled(d));
}
