/**
 * Planting: seeds (and carrots, potatoes) used on the top of farmland
 * place their crop above it, as vanilla's AliasedBlockItem; flying-squid
 * knew only items that share their block's name. Placing counts
 * used:<item>, as every block item placed does.
 */
import type { EmbeddedContext } from './context';

export const CROP_OF_SEED: Record<string, string> = {
  wheat_seeds: 'wheat', beetroot_seeds: 'beetroots', carrot: 'carrots', potato: 'potatoes',
  melon_seeds: 'melon_stem', pumpkin_seeds: 'pumpkin_stem',
};
const TOP_FACE = 1;

export function installPlanting(ctx: EmbeddedContext): void {
  const serv = ctx.serv;
  for (const [seed, crop] of Object.entries(CROP_OF_SEED)) {
    serv.onItemPlace(seed, async ({ player, referencePosition, placedPosition, direction }: any) => {
      const world = player.world;
      const below = serv.registry.blocksByStateId[await world.getBlockStateId(referencePosition)];
      const target = await world.getBlockStateId(placedPosition);
      if (below?.name !== 'farmland' || direction !== TOP_FACE || target !== 0) return { id: -1, data: 0 };
      // flying-squid places the block returned here (and takes one seed) right after.
      ctx.stats.add(player.username, 'used', seed);
      return { id: serv.registry.blocksByName[crop].id, data: 0 };
    });
  }
}
