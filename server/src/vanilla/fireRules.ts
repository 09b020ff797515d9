/**
 * Which blocks burn, from vanilla 1.16.5's FireBlock.init: each burnable
 * block's encouragement (how readily fire spreads into the air next to it)
 * and flammability (how readily the block itself catches and is destroyed).
 */

const WOODS = ['oak', 'spruce', 'birch', 'jungle', 'acacia', 'dark_oak'];
const COLOURS = ['white', 'orange', 'magenta', 'light_blue', 'yellow', 'lime', 'pink', 'gray', 'light_gray', 'cyan', 'purple', 'blue', 'brown', 'green', 'red', 'black'];
const PLANTS = ['grass', 'fern', 'dead_bush', 'sunflower', 'lilac', 'rose_bush', 'peony', 'tall_grass', 'large_fern', 'dandelion', 'poppy',
  'blue_orchid', 'allium', 'azure_bluet', 'red_tulip', 'orange_tulip', 'white_tulip', 'pink_tulip', 'oxeye_daisy', 'cornflower',
  'lily_of_the_valley', 'wither_rose', 'sweet_berry_bush'];

function table(): Map<string, [number, number]> {
  const t = new Map<string, [number, number]>();
  const set = (names: string[], enc: number, flam: number) => { for (const n of names) t.set(n, [enc, flam]); };
  for (const w of WOODS) {
    set([`${w}_planks`, `${w}_slab`, `${w}_fence_gate`, `${w}_fence`, `${w}_stairs`], 5, 20);
    set([`${w}_log`, `stripped_${w}_log`, `${w}_wood`, `stripped_${w}_wood`], 5, 5);
    set([`${w}_leaves`], 30, 60);
  }
  set(['bookshelf'], 30, 20);
  set(['tnt'], 15, 100);
  set(PLANTS, 60, 100);
  set(COLOURS.map((c) => `${c}_wool`), 30, 60);
  set(COLOURS.map((c) => `${c}_carpet`), 60, 20);
  set(['vine'], 15, 100);
  set(['coal_block'], 5, 5);
  set(['hay_block'], 60, 20);
  set(['target'], 15, 20);
  set(['dried_kelp_block'], 30, 60);
  set(['bamboo', 'scaffolding'], 60, 60);
  set(['lectern'], 30, 20);
  set(['composter', 'beehive'], 5, 20);
  set(['bee_nest'], 30, 20);
  return t;
}

const FIRE_INFO = table();

/** How readily fire spreads next to `block` (0: it does not burn). */
export function encouragement(block: string): number {
  return FIRE_INFO.get(block)?.[0] ?? 0;
}

/** How readily `block` catches fire and burns away (0: never). */
export function flammability(block: string): number {
  return FIRE_INFO.get(block)?.[1] ?? 0;
}

/** Blocks fire burns on for ever in the overworld (the infiniburn_overworld tag). */
export function burnsForever(block: string): boolean {
  return block === 'netherrack' || block === 'magma_block';
}
