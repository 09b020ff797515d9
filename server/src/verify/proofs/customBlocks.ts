/**
 * The block a custom statistic is counted at: `open_barrel` moves only when a
 * barrel is opened, `pot_flower` only when a flower pot is filled. A goal on
 * such a counter cannot be done without one of these blocks.
 */
import type { Registry } from '../../mc/registry';
import { ownTable } from '../../util/ownTable';

const BLOCKS: Record<string, string[]> = ownTable({
  open_barrel: ['barrel'],
  open_chest: ['chest'],
  trigger_trapped_chest: ['trapped_chest'],
  open_enderchest: ['ender_chest'],
  pot_flower: ['flower_pot'],
  interact_with_anvil: ['anvil', 'chipped_anvil', 'damaged_anvil'],
  interact_with_furnace: ['furnace'],
  interact_with_blast_furnace: ['blast_furnace'],
  interact_with_smoker: ['smoker'],
  interact_with_crafting_table: ['crafting_table'],
  interact_with_lectern: ['lectern'],
  interact_with_campfire: ['campfire', 'soul_campfire'],
  interact_with_brewingstand: ['brewing_stand'],
  interact_with_beacon: ['beacon'],
  interact_with_cartography_table: ['cartography_table'],
  interact_with_loom: ['loom'],
  interact_with_stonecutter: ['stonecutter'],
  interact_with_grindstone: ['grindstone'],
  interact_with_smithing_table: ['smithing_table'],
  play_noteblock: ['note_block'],
  tune_noteblock: ['note_block'],
  play_record: ['jukebox'],
  fill_cauldron: ['cauldron'],
  use_cauldron: ['cauldron'],
  inspect_dispenser: ['dispenser'],
  inspect_dropper: ['dropper'],
  inspect_hopper: ['hopper'],
  bell_ring: ['bell'],
  enchant_item: ['enchanting_table'],
});

/** Blocks a custom counter is counted at (any one); undefined for counters not tied to a block. */
export function counterBlocks(counter: string, reg: Registry): string[] | undefined {
  const name = counter.replace(/^minecraft:/, '');
  if (name === 'open_shulker_box') return [...reg.blocks.keys()].filter((b) => b.endsWith('shulker_box'));
  return BLOCKS[name]?.filter((b) => reg.blocks.has(b));
}
