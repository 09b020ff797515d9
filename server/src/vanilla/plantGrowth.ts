/**
 * What planting an item in vanilla 1.16.5 leads to, once it has grown and is
 * broken (CropBlock, StemBlock, SaplingBlock and the trees' loot tables,
 * CocoaBlock, SweetBerryBushBlock, NetherWartBlock), and what hatches from an
 * egg (a chicken; a turtle egg's young turtle drops a scute when it grows up).
 * Over-estimated: every possible yield is listed.
 */
import { ownTable } from '../util/ownTable';

export const GROWS_INTO: Readonly<Record<string, readonly string[]>> = ownTable({
  wheat_seeds: ['wheat'], beetroot_seeds: ['beetroot'], melon_seeds: ['melon_slice', 'melon'], pumpkin_seeds: ['pumpkin'],
  carrot: ['carrot'], potato: ['poisonous_potato'], cocoa_beans: ['cocoa_beans'], sweet_berries: ['sweet_berries'],
  oak_sapling: ['oak_log', 'oak_leaves', 'apple', 'stick'], birch_sapling: ['birch_log', 'birch_leaves', 'stick'],
  spruce_sapling: ['spruce_log', 'spruce_leaves', 'stick'], jungle_sapling: ['jungle_log', 'jungle_leaves', 'cocoa_beans', 'stick'],
  acacia_sapling: ['acacia_log', 'acacia_leaves', 'stick'], dark_oak_sapling: ['dark_oak_log', 'dark_oak_leaves', 'apple', 'stick'],
  egg: ['chicken', 'feather'], turtle_egg: ['scute'], nether_wart: ['nether_wart'],
});
