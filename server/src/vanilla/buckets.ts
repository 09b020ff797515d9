/**
 * What a bucket picks up in vanilla 1.16.5: a fluid source fills an empty
 * bucket (BucketItem: water → water bucket, lava → lava bucket), and a water
 * bucket used on a fish scoops it (FishBucketItem via AbstractFishEntity.
 * interactMob: cod, salmon, pufferfish, tropical fish). Emptying reverses both.
 */
import { ownTable } from '../util/ownTable';

/** Fish entity → the bucket it is scooped into. */
const FISH_BUCKETS: Record<string, string> = ownTable({
  cod: 'cod_bucket', salmon: 'salmon_bucket', pufferfish: 'pufferfish_bucket', tropical_fish: 'tropical_fish_bucket',
});

/** Fluid → the filled bucket. */
const FLUID_BUCKETS: Record<string, string> = ownTable({ water: 'water_bucket', lava: 'lava_bucket' });

const inverse = (t: Record<string, string>): Record<string, string> =>
  ownTable(Object.fromEntries(Object.entries(t).map(([k, v]) => [v, k])));
const FISH_OF_BUCKET = inverse(FISH_BUCKETS);
const FLUID_OF_BUCKET = inverse(FLUID_BUCKETS);

/** The bucket a water bucket scoops `fish` into; undefined for any other entity. */
export function bucketOfFish(fish: string): string | undefined { return FISH_BUCKETS[fish]; }

/** The fish in a fish bucket; undefined for any other item. */
export function fishOfBucket(bucket: string): string | undefined { return FISH_OF_BUCKET[bucket]; }

/** Every (fish, bucket) pair. */
export function fishBuckets(): Array<[fish: string, bucket: string]> { return Object.entries(FISH_BUCKETS); }

/** The bucket a source of `fluid` fills; undefined for a block that fills none. */
export function bucketOfFluid(fluid: string): string | undefined { return FLUID_BUCKETS[fluid]; }

/** The fluid a filled bucket empties; undefined for any other item. */
export function fluidOfBucket(bucket: string): 'water' | 'lava' | undefined {
  return FLUID_OF_BUCKET[bucket] as 'water' | 'lava' | undefined;
}
