/**
 * Potting a flower: a pottable plant used on an empty flower pot becomes
 * potted_<plant>, one is taken (not in creative) and custom:pot_flower
 * counts, as vanilla 1.16's FlowerPotBlock.onUse. Any other item does
 * nothing there (vanilla consumes the click: no block is placed).
 */
import type { EmbeddedContext } from './context';
import { heldItem } from '../inventory';
import { consumeHeld } from './exchange';

export function installFlowerPot(ctx: EmbeddedContext): void {
  const serv = ctx.serv;
  serv.onBlockInteraction('flower_pot', async ({ block, player }: any) => {
    const item = heldItem(player);
    if (player.crouching && item) return false;
    const potted = item ? serv.registry.blocksByName[`potted_${item.name}`] : undefined;
    if (!potted) return true;
    await serv.setBlock(player.world, block.position, potted.defaultState);
    consumeHeld(player);
    ctx.stats.add(player.username, 'custom', 'pot_flower');
    return true;
  });
}
