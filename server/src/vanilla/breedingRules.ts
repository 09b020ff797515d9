/**
 * What each animal eats to breed in vanilla 1.16 (AnimalEntity.isBreedingItem
 * overrides), for the animals that need no taming first.
 */
export const BREEDING_FOOD: Readonly<Record<string, readonly string[]>> = {
  cow: ['wheat'], mooshroom: ['wheat'], sheep: ['wheat'],
  pig: ['carrot', 'potato', 'beetroot'],
  chicken: ['wheat_seeds', 'melon_seeds', 'pumpkin_seeds', 'beetroot_seeds'],
  rabbit: ['dandelion', 'carrot', 'golden_carrot'],
  turtle: ['seagrass'], panda: ['bamboo'], fox: ['sweet_berries'],
  hoglin: ['crimson_fungus'], strider: ['warped_fungus'],
};

/** Ticks an animal stays in love after eating (AnimalEntity.lovePlayer: 600). */
export const LOVE_TICKS = 600;
/** Ticks a parent must wait before it can breed again (setBreedingAge(6000)). */
export const BREED_COOLDOWN_TICKS = 6000;
/** A baby's age at birth: it grows up after 24000 ticks. */
export const BABY_AGE = -24000;
