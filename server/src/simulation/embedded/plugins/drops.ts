/** Item entities carrying a whole stack (count and NBT), and picking them up. */
import { Vec3 } from 'vec3';
import type { EmbeddedContext } from './context';
import { addToInventory } from '../inventory';
import { budgetOf, LIMITS } from '../limits';
import { draw } from './gameDraws';

/** Milliseconds before a dropped item can be picked up (vanilla: 10 ticks for block drops, 40 for thrown). */
export const BLOCK_DROP_PICKUP_MS = 500;
const DESPAWN_MS = 5 * 60 * 1000;

/**
 * Spawns an item entity for `item` (a prismarine-item) at `pos`. At the
 * embedded server's entity limit the drop is skipped and noted as a
 * limitation (flying-squid would throw "Too many mobs !" from whatever
 * command or block break caused it); returns null then.
 */
export function dropItem(ctx: EmbeddedContext, world: any, pos: Vec3, item: any, pickupMs = BLOCK_DROP_PICKUP_MS,
  velocity?: Vec3): any {
  const serv = ctx.serv;
  if (Object.keys(serv.entities).length >= LIMITS.entities) {
    const why = `the embedded server holds at most ${LIMITS.entities} entities, so some dropped items were not spawned (a verification limit)`;
    const notes = budgetOf(ctx).limitations;
    if (!notes.includes(why)) notes.push(why);
    return null;
  }
  // A small pop like vanilla's, kept short so drops land next to the block they came from.
  const v = velocity ?? new Vec3((draw(ctx, 'toss') - 0.5) * 0.8, 2, (draw(ctx, 'toss') - 0.5) * 0.8);
  const obj = serv.spawnObject(serv.registry.entitiesByName.item.id, world, pos, {
    velocity: v,
    itemId: item.type,
    itemCount: item.count,
    pickupTime: pickupMs,
    deathTime: DESPAWN_MS,
  });
  obj.mcuItem = item;
  return obj;
}

/**
 * Replaces flying-squid's player.collect (which always adds one item and
 * drops NBT): the whole stack goes in, `picked_up` counts what went in, and
 * a partial pickup leaves the rest on the ground.
 */
export function installCollect(ctx: EmbeddedContext, player: any): void {
  const serv = ctx.serv;
  player.collect = (entity: any) => {
    if (entity.mcuCollected || player.health <= 0) return;
    const Item = require('prismarine-item')(serv.registry);
    const item = entity.mcuItem ?? new Item(entity.itemId, entity.itemCount ?? 1);
    const name = serv.registry.items[item.type]?.name;
    if (!name) return;
    const left = addToInventory(serv, player, { name, nbt: item.nbt ?? undefined }, item.count);
    const taken = item.count - left;
    if (taken <= 0) return;
    ctx.stats.add(player.username, 'picked_up', name, taken);
    entity._writeOthersNearby('collect', { collectedEntityId: entity.id, collectorEntityId: player.id, pickupItemCount: taken });
    player._client.write('collect', { collectedEntityId: entity.id, collectorEntityId: player.id, pickupItemCount: taken });
    if (left > 0) {
      item.count = left;
      entity.itemCount = left;
      return;
    }
    entity.mcuCollected = true;
    entity.destroy();
  };
}
