/**
 * Flint and steel (or a fire charge) used on TNT primes it, as vanilla
 * 1.16's TntBlock.onUse: the block becomes a primed TNT entity, flint and
 * steel loses one durability (a fire charge is used up) and used:<item>
 * counts. The explosion itself is not modelled: the primed TNT disappears
 * after its 80-tick fuse and a limitation says so.
 */
import { Vec3 } from 'vec3';
import { afterTicks } from './serverClock';
import type { EmbeddedContext } from './context';
import { heldItem, HOTBAR_START } from '../inventory';
import { damageItemInSlot } from './durability';
import { consumeHeld } from './exchange';
import { budgetOf } from '../limits';
import { TNT_FUSE_TICKS } from '../../../vanilla/entityLife';

const NO_EXPLOSION = 'primed TNT does not explode on the embedded server: what its explosion would destroy or hurt is missing from the verification';

/** Replaces the TNT block at `pos` by a primed TNT entity (also what fire does to TNT it reaches: FireBlock.catchOnFire). */
export async function primeTnt(ctx: EmbeddedContext, world: any, pos: Vec3): Promise<void> {
  const serv = ctx.serv;
  await serv.setBlock(world, pos, 0);
  const tnt = serv.spawnObject(serv.registry.entitiesByName.tnt.id, world, pos.offset(0.5, 0, 0.5), { velocity: new Vec3(0, 0, 0) });
  afterTicks(ctx, TNT_FUSE_TICKS, () => tnt.destroy?.());
  const notes = budgetOf(ctx).limitations;
  if (!notes.includes(NO_EXPLOSION)) notes.push(NO_EXPLOSION);
}

export function installTntIgnition(ctx: EmbeddedContext): void {
  const serv = ctx.serv;
  serv.onBlockInteraction('tnt', async ({ block, player }: any) => {
    const item = heldItem(player);
    if (!item || (item.name !== 'flint_and_steel' && item.name !== 'fire_charge')) return false;
    if (player.crouching) return false;
    await primeTnt(ctx, player.world, block.position);
    if (item.name === 'flint_and_steel') damageItemInSlot(ctx, player, HOTBAR_START + player.heldItemSlot, 1);
    else consumeHeld(player);
    ctx.stats.add(player.username, 'used', item.name);
    return true;
  });
}
