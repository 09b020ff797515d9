/**
 * Planting: seeds (and carrots, potatoes) used on the top of farmland
 * place their crop above it, as vanilla's AliasedBlockItem; flying-squid
 * knew only items that share their block's name. One is taken (not in
 * creative) and used:<item> counts, as for every block item placed.
 * A listener of its own: flying-squid's placement refuses a spot in the
 * player's feet, where vanilla plants (a crop has no collision box).
 */
import { Vec3 } from 'vec3';
import type { EmbeddedContext } from './context';
import { heldItem } from '../inventory';
import { consumeHeld } from './exchange';
import { CROP_OF_SEED } from '../../../vanilla/farmingRules';
import { facingIndex } from '../../../vanilla/facing';

const TOP_FACE = facingIndex('up');

export function installPlanting(ctx: EmbeddedContext, player: any): void {
  const serv = ctx.serv;
  player._client.on('block_place', async ({ location, direction, hand }: any) => {
    const seed = heldItem(player);
    const crop = seed ? CROP_OF_SEED[seed.name] : undefined;
    if ((hand ?? 0) !== 0 || !crop || player.gameMode >= 2 || direction !== TOP_FACE) return;
    const pos = new Vec3(location.x, location.y, location.z);
    const world = player.world;
    const below = serv.registry.blocksByStateId[await world.getBlockStateId(pos)];
    const at = pos.offset(0, 1, 0);
    if (below?.name !== 'farmland' || (await world.getBlockStateId(at)) !== 0) return;
    await serv.setBlock(world, at, serv.registry.blocksByName[crop].defaultState);
    consumeHeld(player);
    ctx.stats.add(player.username, 'used', seed.name);
  });
}
