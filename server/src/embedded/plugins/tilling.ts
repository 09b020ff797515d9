/**
 * A hoe used on the top or a side of grass_block, dirt or grass_path with
 * air above turns it into farmland (coarse_dirt into dirt), as vanilla
 * 1.16's HoeItem.useOnBlock; the hoe loses one durability and used:<hoe>
 * counts (vanilla counts every item use on a block that succeeds).
 */
import { Vec3 } from 'vec3';
import type { EmbeddedContext } from './context';
import { HOTBAR_START } from '../inventory';
import { damageItemInSlot } from './durability';

const HOES = ['wooden_hoe', 'stone_hoe', 'iron_hoe', 'golden_hoe', 'diamond_hoe', 'netherite_hoe'];
const TILLED_TO: Record<string, string> = { grass_block: 'farmland', dirt: 'farmland', grass_path: 'farmland', coarse_dirt: 'dirt' };
/** block_place face 0 is the bottom: vanilla never tills from below. */
const BOTTOM_FACE = 0;

export function installTilling(ctx: EmbeddedContext): void {
  const serv = ctx.serv;
  for (const hoe of HOES) {
    serv.onItemPlace(hoe, async ({ player, referencePosition, direction }: any) => {
      const world = player.world;
      const block = serv.registry.blocksByStateId[await world.getBlockStateId(referencePosition)];
      const into = block ? TILLED_TO[block.name] : undefined;
      const above = await world.getBlockStateId((referencePosition as Vec3).offset(0, 1, 0));
      if (!into || direction === BOTTOM_FACE || above !== 0) return { id: -1, data: 0 };
      await serv.setBlock(world, referencePosition, serv.registry.blocksByName[into].defaultState);
      ctx.stats.add(player.username, 'used', hoe);
      damageItemInSlot(ctx, player, HOTBAR_START + player.heldItemSlot, 1);
      // id -1: nothing is placed (flying-squid stops there).
      return { id: -1, data: 0 };
    });
  }
}
