/**
 * Where a player lights a fire with flint and steel or a fire charge in
 * vanilla 1.16.5 (FlintAndSteelItem.useOnBlock): fire goes on top of the
 * clicked block when the space above is free; clicking TNT primes it
 * instead (TntBlock.onUse), and a fluid is no block to click.
 */

/** Blocks a click with flint and steel does not light a fire on. */
export const NOT_LIT_ON: ReadonlySet<string> = new Set(['tnt', 'water', 'lava']);

/** Common full blocks, overworld and Nether, a fire can be lit on: where to look first. */
export const COMMON_FIRE_GROUND: readonly string[] = ['grass_block', 'dirt', 'stone', 'netherrack', 'sand', 'cobblestone', 'oak_planks'];
