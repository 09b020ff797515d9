/**
 * Shears used on a pumpkin carve it, as vanilla 1.16.5's PumpkinBlock.onUse:
 * the block becomes a carved_pumpkin facing the clicked side (for the top or
 * the bottom, facing the player), 4 pumpkin_seeds drop on that side and the
 * shears lose one durability. Vanilla 1.16.5 counts no statistic for it: the
 * block's use is not an item use (ItemStack.useOnBlock is never reached), and
 * PumpkinBlock awards used:shears only from 1.17 on; so nothing is counted
 * here either. A sneaking player with shears in hand does not use the block.
 */
import { Vec3 } from 'vec3';
import type { EmbeddedContext } from './context';
import { heldItem, HOTBAR_START } from '../inventory';
import { damageItemInSlot } from './durability';
import { dropItem } from './drops';
import { makeItem } from '../inventory';
import { stateIdFor } from '../blockState';
import { FACING_NAMES, facingIndex, HORIZONTAL_BY_YAW, oppositeFacing } from '../../../vanilla/facing';
import { DIRECTION_STEPS, type Dir } from '../../../vanilla/hangingRules';

/** A horizontal block_place face (2..5: north, south, west, east) as the carved_pumpkin facing and unit step. */
function sideOf(face: number): { facing: string; step: Dir } | undefined {
  return face >= 2 && face <= 5 ? { facing: FACING_NAMES[face], step: DIRECTION_STEPS[face] } : undefined;
}

/** The face towards the player for a yaw (Direction.fromRotation(yaw).getOpposite(); yaw 0 looks south). */
function towardsPlayer(yaw: number): number {
  const looking = HORIZONTAL_BY_YAW[Math.floor(yaw / 90 + 0.5) & 3];
  return facingIndex(oppositeFacing(looking))!;
}

export function installPumpkinCarving(ctx: EmbeddedContext, player: any): void {
  const serv = ctx.serv;
  player._client.on('block_place', async ({ location, direction, hand }: any) => {
    const shears = heldItem(player);
    if ((hand ?? 0) !== 0 || shears?.name !== 'shears' || player.gameMode === 3 || player.crouching) return;
    const pos = new Vec3(location.x, location.y, location.z);
    const world = player.world;
    if (serv.registry.blocksByStateId[await world.getBlockStateId(pos)]?.name !== 'pumpkin') return;
    const face = sideOf(direction) === undefined ? towardsPlayer(player.mcuYaw ?? 0) : direction;
    const side = sideOf(face)!;
    await serv.setBlock(world, pos, stateIdFor(serv.registry.blocksByName.carved_pumpkin, { facing: side.facing }));
    const at = pos.offset(0.5 + side.step.x * 0.65, 0.1, 0.5 + side.step.z * 0.65);
    dropItem(ctx, world, at, makeItem(serv, { name: 'pumpkin_seeds' }, 4), undefined, new Vec3(side.step.x, 1, side.step.z));
    damageItemInSlot(ctx, player, HOTBAR_START + player.heldItemSlot, 1);
  });
}
