/**
 * Buckets, as vanilla 1.16: an empty bucket used while looking at a water
 * (or lava) source within reach fills (BucketItem.use: the source becomes
 * air, used:bucket counts); an empty bucket on an adult cow or mooshroom
 * gives a milk bucket (CowEntity.interactMob, no statistic); a water bucket
 * on a cod, salmon, pufferfish or tropical fish scoops it into a
 * <fish>_bucket (FishEntity.interactMob, no statistic).
 */
import { Vec3 } from 'vec3';
import type { EmbeddedContext } from './context';
import { heldItem } from '../inventory';
import { exchangeHeld } from './exchange';
import { lookVector } from './itemUse';
import { entityTypeName } from '../commands/selectors';

/** Vanilla's block reach in survival. */
const REACH = 5;
const EYE_HEIGHT = 1.62;
const FILLED: Record<string, string> = { water: 'water_bucket', lava: 'lava_bucket' };
const FISH_BUCKET: Record<string, string> = { cod: 'cod_bucket', salmon: 'salmon_bucket', pufferfish: 'pufferfish_bucket', tropical_fish: 'tropical_fish_bucket' };

/** The first block the look ray meets that is not air (fluids included), within reach. */
function firstBlockInSight(ctx: EmbeddedContext, player: any): { pos: Vec3; block: any; stateId: number } | null {
  const dir = lookVector(player.mcuYaw ?? 0, player.mcuPitch ?? 0);
  const eye: Vec3 = player.position.offset(0, EYE_HEIGHT, 0);
  for (let d = 0; d <= REACH; d += 0.05) {
    const pos = eye.plus(dir.scaled(d)).floored();
    const stateId = player.world.sync.getBlockStateId(pos);
    if (stateId === 0) continue;
    return { pos, block: ctx.serv.registry.blocksByStateId[stateId], stateId };
  }
  return null;
}

function fillBucket(ctx: EmbeddedContext, player: any): void {
  const hit = firstBlockInSight(ctx, player);
  if (!hit || !FILLED[hit.block?.name]) return;
  // Only a source (level 0) fills a bucket.
  if (hit.stateId !== hit.block.minStateId) return;
  void ctx.serv.setBlock(player.world, hit.pos, 0);
  exchangeHeld(ctx, player, FILLED[hit.block.name]);
  ctx.stats.add(player.username, 'used', 'bucket');
}

export function installBuckets(ctx: EmbeddedContext, player: any): void {
  player._client.on('use_item', ({ hand }: any) => {
    if (hand !== 0 || heldItem(player)?.name !== 'bucket' || player.health <= 0) return;
    fillBucket(ctx, player);
  });
  player._client.on('use_entity', ({ target, mouse, hand }: any) => {
    if (mouse !== 0 || (hand ?? 0) !== 0) return;
    const e = ctx.serv.entities[target];
    const item = heldItem(player);
    if (!e || e.dead || !item) return;
    const type = entityTypeName(ctx.serv, e);
    const baby = e.nbt?.IsBaby || (typeof e.nbt?.Age === 'number' && e.nbt.Age < 0);
    if (item.name === 'bucket' && (type === 'cow' || type === 'mooshroom') && !baby) {
      exchangeHeld(ctx, player, 'milk_bucket');
    } else if (item.name === 'water_bucket' && FISH_BUCKET[type]) {
      exchangeHeld(ctx, player, FISH_BUCKET[type]);
      e.dead = true;
      e.destroy();
    }
  });
}
