/**
 * Items a player places to climb in vanilla 1.16.5: the blocks of the
 * `minecraft:climbable` tag that come as an item of their own (LadderBlock,
 * ScaffoldingBlock, VineBlock). Weeping and twisting vines climb too but are
 * not placed from an item a scene gives.
 */
export const CLIMBING_ITEMS: readonly string[] = ['ladder', 'scaffolding', 'vine'];
