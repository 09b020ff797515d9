/**
 * Blocks that come onto dirt by themselves in vanilla 1.16.5: grass and
 * mycelium spread onto dirt next to them (SpreadableBlock.randomTick), and a
 * podzol is counted with them (it turns up on dirt where a giant tree grows).
 */
export const SPREADS_ONTO_DIRT: readonly string[] = ['grass_block', 'mycelium', 'podzol'];
