/**
 * The blocks of the superflat world the embedded server makes for a task
 * that needs no natural world, top first. Vanilla 1.16.5's Classic Flat
 * preset is grass_block over two dirt over bedrock; ours puts a thick stone
 * layer above the bedrock, so a bot can dig down and a /fill below the
 * surface never reaches the void (simulation/embedded/flatWorld.ts).
 */
export const SUPERFLAT_BLOCKS: readonly string[] = ['grass_block', 'dirt', 'stone', 'bedrock'];
