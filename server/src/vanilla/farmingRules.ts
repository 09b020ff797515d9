/** Vanilla 1.16 farming facts shared by the embedded server and the agent. */

/** The crop block each plantable item places on farmland (vanilla's AliasedBlockItem). */
export const CROP_OF_SEED: Readonly<Record<string, string>> = {
  wheat_seeds: 'wheat', beetroot_seeds: 'beetroots', carrot: 'carrots', potato: 'potatoes',
  melon_seeds: 'melon_stem', pumpkin_seeds: 'pumpkin_stem',
};

/** The items planted as field crops on farmland (the seeds and roots; not the melon and pumpkin stems). */
export const FIELD_CROP_SEEDS: readonly string[] = Object.keys(CROP_OF_SEED).filter((s) => !CROP_OF_SEED[s].endsWith('_stem'));

/** What a hoe turns each tillable block into (HoeItem.TILLED_BLOCKS). */
export const TILLED_TO: Readonly<Record<string, string>> = {
  grass_block: 'farmland', dirt: 'farmland', grass_path: 'farmland', coarse_dirt: 'dirt',
};
