/**
 * The flowers and two-block plants of the overworld's plant patches, as
 * vanilla 1.16.5's flower providers choose them (Features.FLOWER_PLAIN's
 * PlainFlowerBlockStateProvider, Features.FLOWER_DEFAULT, and the forest's
 * FOREST_FLOWER_VEGETATION_COMMON). Order matters: the generator indexes
 * these lists with vanilla's random draws.
 */

/** Plains flowers where the info noise is below -0.8 (PlainFlowerBlockStateProvider.LOW_NOISE_FLOWERS). */
export const PLAINS_TULIPS = ['orange_tulip', 'red_tulip', 'pink_tulip', 'white_tulip'] as const;

/** Plains flowers elsewhere, two times in three (HIGH_NOISE_FLOWERS); the third time a dandelion. */
export const PLAINS_FLOWERS = ['poppy', 'azure_bluet', 'oxeye_daisy', 'cornflower'] as const;

/** Tall flowers: two blocks high (TallFlowerBlock), lower and upper half. */
export const TALL_FLOWERS = ['lilac', 'rose_bush', 'peony'] as const;

/** One block high, found in forests. */
export const LILY_OF_THE_VALLEY = 'lily_of_the_valley';

/** The forest's extra flower patch picks one of these. */
export const FOREST_FLOWERS = [...TALL_FLOWERS, LILY_OF_THE_VALLEY] as const;

/** Two-block plants the generator places: tall grass and the tall flowers. */
export const DOUBLE_PLANTS = ['tall_grass', ...TALL_FLOWERS] as const;
export type DoublePlant = typeof DOUBLE_PLANTS[number];

/** Flowers of the default flower patch (Features.FLOWER_DEFAULT): poppy twice as often as dandelion. */
export const DEFAULT_FLOWER = 'poppy';
export const DANDELION = 'dandelion';

/** Every one-block flower the patches above can place. */
export const GENERATED_FLOWERS: readonly string[] = [...new Set<string>([
  DANDELION, DEFAULT_FLOWER, ...PLAINS_FLOWERS, ...PLAINS_TULIPS, LILY_OF_THE_VALLEY,
])];
