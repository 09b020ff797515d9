/**
 * Crops in vanilla 1.16.5 (CropsBlock, BeetrootBlock, StemBlock): their
 * oldest age, what bone meal adds (CropsBlock.getBonemealAgeIncrease:
 * 2 to 5 stages, a third of that for beetroots; StemBlock: 2 to 5) and
 * whether bone meal takes (IGrowable.canGrow: not at the oldest age).
 * Shared by the embedded server and the agent.
 */

/** Crop block → its oldest age. */
export const CROP_MAX_AGE: Readonly<Record<string, number>> = {
  wheat: 7, carrots: 7, potatoes: 7, beetroots: 3, melon_stem: 7, pumpkin_stem: 7,
};

/** The item a ripe crop is harvested for (crops that drop a product; stems grow fruit beside them instead). */
export const CROP_PRODUCT: Readonly<Record<string, string>> = {
  wheat: 'wheat', carrots: 'carrot', potatoes: 'potato', beetroots: 'beetroot',
};

export function isCrop(block: string): boolean {
  return CROP_MAX_AGE[block] !== undefined;
}

/** Bone meal's growth on `crop` for a random draw `r` in [0, 1): vanilla's nextInt(2, 5) (inclusive), beetroots a third of it. */
export function boneMealStages(crop: string, r: number): number {
  const stages = 2 + Math.min(3, Math.floor(r * 4));
  return crop === 'beetroots' ? Math.floor(stages / 3) : stages;
}

/** The crop a ripe product comes from ("wheat" → wheat, "carrot" → carrots). */
export function cropOfProduct(item: string): string | undefined {
  return Object.keys(CROP_PRODUCT).find((c) => CROP_PRODUCT[c] === item);
}
