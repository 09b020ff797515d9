/**
 * The block a custom statistic is counted at in vanilla 1.16.5: `open_barrel`
 * moves only when a barrel is opened, `pot_flower` only when a flower pot is
 * filled. The proofs read it one way (a goal on such a counter cannot be done
 * without one of these blocks), the goal reader the other ("work with the
 * loom" is the loom's counter).
 */
import type { Registry } from './registry';
import { ownTable } from '../util/ownTable';
import { ANVILS } from './anvilRules';

const BLOCKS: Record<string, string[]> = ownTable({
  open_barrel: ['barrel'],
  open_chest: ['chest'],
  trigger_trapped_chest: ['trapped_chest'],
  open_enderchest: ['ender_chest'],
  pot_flower: ['flower_pot'],
  interact_with_anvil: [...ANVILS],
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

/**
 * The counter working a block moves ("work with the loom" → interact_with_loom), the first of the table's
 * order where a block has several (a note block is played before it is tuned, a cauldron filled before used).
 */
export function counterOfBlock(block: string): string | undefined {
  if (block.endsWith('shulker_box')) return 'open_shulker_box';
  return Object.keys(BLOCKS).find((counter) => BLOCKS[counter].includes(block));
}
