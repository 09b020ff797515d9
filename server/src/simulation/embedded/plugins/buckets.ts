/**
 * Buckets, as vanilla 1.16.5 (BucketItem.use / placeFluid, FluidBlock.tryDrainFluid,
 * CowEntity / MooshroomEntity.interactMob, FishEntity.interactMob):
 *
 * - an empty bucket used while looking at a water or lava SOURCE within
 *   reach fills (the look ray passes through flowing fluid: SOURCE_ONLY);
 *   the source becomes air, `used:bucket` counts. Flowing fluid alone fills
 *   nothing and counts nothing;
 * - a water or lava bucket used while looking at a block (the ray ignores
 *   fluids) places a source in the cell in front of the face looked at when
 *   that cell is air, a fluid or a block that does not block movement (washed
 *   away with its drops); `used:water_bucket` / `used:lava_bucket` counts and
 *   the bucket comes back empty (survival). Water poured in the nether
 *   evaporates (still counted). The fluid then flows (fluids.ts);
 * - adventure and spectator players can do neither (canPlaceOn);
 * - an empty bucket on an adult cow or mooshroom gives a milk bucket, a bowl
 *   on an adult mooshroom a mushroom stew; neither counts any statistic
 *   (interactMob increments none; `used:bucket` is not moved by milking);
 * - a water bucket on a cod, salmon, pufferfish or tropical fish scoops it
 *   into a <fish>_bucket (no statistic).
 *
 * Not modelled: waterlogging blocks, emptying a fish bucket (it places water and the fish).
 */
import { Vec3 } from 'vec3';
import type { EmbeddedContext } from './context';
import { heldItem } from '../inventory';
import { exchangeHeld } from './exchange';
import { entityTypeName } from '../commandHandlers/selectors';
import { spawnDestroyDrops } from './blockDrops';
import { canFill, isFluidName } from '../../../vanilla/fluidRules';
import { bucketOfFish, bucketOfFluid, fluidOfBucket } from '../../../vanilla/buckets';
import { itemRay } from './itemRay';
import { WORLD_MAX_Y, WORLD_MIN_Y } from '../../../vanilla/commandLimits';
import { isAirBlock } from '../../../vanilla/airBlocks';

interface Hit { pos: Vec3; block: any; stateId: number; before: Vec3 }

/**
 * The first block the look ray meets within reach, and the cell just before
 * it (the one in front of the face looked at). `sourcesStop`: fluid sources
 * stop the ray (filling); otherwise every fluid is passed through (emptying).
 */
function rayHit(ctx: EmbeddedContext, player: any, sourcesStop: boolean): Hit | null {
  let before: Vec3 | undefined;
  for (const point of itemRay(player)) {
    const pos = point.floored();
    before ??= pos;
    if (pos.y < WORLD_MIN_Y || pos.y > WORLD_MAX_Y) return null;
    const stateId = player.world.sync.getBlockStateId(pos);
    const block = ctx.serv.registry.blocksByStateId[stateId];
    const fluid = isFluidName(block?.name);
    const passes = stateId === 0 || isAirBlock(block?.name) ||
      (fluid && !(sourcesStop && stateId === block.minStateId));
    if (!passes) return { pos, block, stateId, before };
    if (!pos.equals(before)) before = pos;
  }
  return null;
}

/** Adventure and spectator players cannot change blocks with a bucket. */
const mayModify = (player: any) => player.gameMode === 0 || player.gameMode === 1;

function fillBucket(ctx: EmbeddedContext, player: any): void {
  const hit = rayHit(ctx, player, true);
  const filled = hit ? bucketOfFluid(hit.block?.name) : undefined;
  if (!hit || !filled || !mayModify(player)) return;
  // Only a source (level 0) fills a bucket (FluidBlock.tryDrainFluid).
  if (hit.stateId !== hit.block.minStateId) return;
  void ctx.serv.setBlock(player.world, hit.pos, 0);
  exchangeHeld(ctx, player, filled);
  ctx.stats.add(player.username, 'used', 'bucket');
}

function emptyBucket(ctx: EmbeddedContext, player: any, bucket: string): void {
  const fluid = fluidOfBucket(bucket);
  const hit = rayHit(ctx, player, false);
  if (!fluid || !hit || !mayModify(player)) return;
  const at = hit.before;
  if (at.y < WORLD_MIN_Y || at.y > WORLD_MAX_Y) return;
  const serv = ctx.serv;
  const stateId = player.world.sync.getBlockStateId(at);
  const there = serv.registry.blocksByStateId[stateId];
  // BlockState.canBucketPlace / isAir: the cell must not block movement.
  if (stateId !== 0 && !(there && canFill(there.name, there.boundingBox)) && !isFluidName(there?.name)) return;
  if (!(fluid === 'water' && player.world === serv.netherworld)) {
    if (stateId !== 0 && !isFluidName(there?.name)) spawnDestroyDrops(ctx, player.world, at, null);
    void serv.setBlock(player.world, at, serv.registry.blocksByName[fluid].defaultState);
  }
  ctx.stats.add(player.username, 'used', bucket);
  if (player.gameMode !== 1) exchangeHeld(ctx, player, 'bucket');
}

export function installBuckets(ctx: EmbeddedContext, player: any): void {
  player._client.on('use_item', ({ hand }: any) => {
    if (hand !== 0 || player.health <= 0) return;
    const held = heldItem(player)?.name;
    if (held === 'bucket') fillBucket(ctx, player);
    else if (held && fluidOfBucket(held)) emptyBucket(ctx, player, held);
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
    } else if (item.name === 'bowl' && type === 'mooshroom' && !baby) {
      exchangeHeld(ctx, player, 'mushroom_stew');
    } else if (item.name === 'water_bucket' && bucketOfFish(type)) {
      exchangeHeld(ctx, player, bucketOfFish(type)!);
      e.dead = true;
      e.destroy();
    }
  });
}
