/**
 * The air blocks of vanilla 1.16.5 (Blocks.AIR, CAVE_AIR, VOID_AIR): all
 * three are empty space (AbstractBlock.isAir), the last two made by the
 * world generator (caves) and outside the built world.
 */
export const AIR_BLOCKS: ReadonlySet<string> = new Set(['air', 'cave_air', 'void_air']);

export function isAirBlock(name: string | undefined): boolean {
  return name !== undefined && AIR_BLOCKS.has(name);
}
