/**
 * A hoe used on the top or a side of grass_block, dirt or grass_path with
 * air above turns it into farmland (coarse_dirt into dirt), as vanilla
 * 1.16's HoeItem.useOnBlock; the hoe loses one durability and used:<hoe>
 * counts (vanilla counts every item use on a block that succeeds).
 * A listener of its own: flying-squid's placement refuses a click whose
 * result would land in the player's feet, which tilling the block the
 * player stands on is.
 */
import { Vec3 } from 'vec3';
import type { EmbeddedContext } from './context';
import { heldItem, HOTBAR_START } from '../inventory';
import { damageItemInSlot } from './durability';
import { TILLED_TO } from '../../../vanilla/farmingRules';
import { facingIndex } from '../../../vanilla/facing';

/** block_place face 0 is the bottom: vanilla never tills from below. */
const BOTTOM_FACE = facingIndex('down');

export function installTilling(ctx: EmbeddedContext, player: any): void {
  const serv = ctx.serv;
  player._client.on('block_place', async ({ location, direction, hand }: any) => {
    const hoe = heldItem(player);
    if ((hand ?? 0) !== 0 || !hoe || !/_hoe$/.test(hoe.name) || player.gameMode >= 2 || direction === BOTTOM_FACE) return;
    const pos = new Vec3(location.x, location.y, location.z);
    const world = player.world;
    const block = serv.registry.blocksByStateId[await world.getBlockStateId(pos)];
    const into = block ? TILLED_TO[block.name] : undefined;
    if (!into || (await world.getBlockStateId(pos.offset(0, 1, 0))) !== 0) return;
    await serv.setBlock(world, pos, serv.registry.blocksByName[into].defaultState);
    ctx.stats.add(player.username, 'used', hoe.name);
    damageItemInSlot(ctx, player, HOTBAR_START + player.heldItemSlot, 1);
  });
}
