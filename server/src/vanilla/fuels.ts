/**
 * Furnace fuels in the order a player reaches for them: coal first, then
 * the long burners, then wood (logs before planks before sticks). How long
 * each burns is the registry's (`fuels`, vanilla 1.16.5's
 * AbstractFurnaceTileEntity.getBurnTimes).
 */
export const FUEL_PREFERENCE: readonly string[] = [
  'coal', 'charcoal', 'coal_block', 'lava_bucket', 'blaze_rod', 'oak_log', 'birch_log', 'spruce_log', 'jungle_log',
  'acacia_log', 'dark_oak_log', 'oak_planks', 'birch_planks', 'spruce_planks', 'jungle_planks', 'acacia_planks', 'dark_oak_planks', 'stick',
];
