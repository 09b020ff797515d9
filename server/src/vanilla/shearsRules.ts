/**
 * Shears in vanilla 1.16.5. What a block drops when broken with shears
 * (the loot tables' match_tool shears entries: leaves, grass, ferns, dead
 * bushes, seagrass, vines, cobwebs) and the blocks whose breaking counts
 * used:shears (ShearsItem.onBlockDestroyed returns true only for the leaves
 * tag, cobweb, grass, fern, dead bush, vine, tripwire and the wool tag;
 * the shears lose one durability on any block but fire).
 */

const SHEARED: Readonly<Record<string, [string, number]>> = {
  grass: ['grass', 1], fern: ['fern', 1], tall_grass: ['grass', 2], large_fern: ['fern', 2],
  dead_bush: ['dead_bush', 1], seagrass: ['seagrass', 1], tall_seagrass: ['seagrass', 2],
  vine: ['vine', 1], cobweb: ['cobweb', 1],
};

/** What shears get from `block` (leaves drop themselves), or undefined when shears change nothing. */
export function shearedDrop(block: string): [string, number] | undefined {
  if (block.endsWith('_leaves')) return [block, 1];
  return SHEARED[block];
}

/** Blocks whose item only shears (or silk touch) yield: the agent needs shears to collect them. */
export function onlyShearsYield(block: string): boolean {
  return !!shearedDrop(block);
}

/** Does breaking `block` with shears count used:shears (ShearsItem.onBlockDestroyed)? */
export function shearsCountUse(block: string): boolean {
  return block.endsWith('_leaves') || block.endsWith('_wool') ||
    ['cobweb', 'grass', 'fern', 'dead_bush', 'vine', 'tripwire'].includes(block);
}
