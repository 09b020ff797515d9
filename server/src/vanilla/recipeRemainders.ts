/**
 * What an item leaves behind when a recipe uses it up in vanilla 1.16.5
 * (Item.getRecipeRemainder, set by Item.Properties.craftRemainder): buckets of
 * milk, water and lava leave the bucket, honey bottles and dragon's breath the
 * glass bottle. Crafting grids and the brewing stand both give it back.
 */
import { ownTable } from '../util/ownTable';

const REMAINDERS: Record<string, string> = ownTable({
  milk_bucket: 'bucket', water_bucket: 'bucket', lava_bucket: 'bucket', honey_bottle: 'glass_bottle', dragon_breath: 'glass_bottle',
});

/** The item left in the slot after `item` is used in a recipe; undefined when nothing is left. */
export function recipeRemainder(item: string): string | undefined {
  return REMAINDERS[item];
}
