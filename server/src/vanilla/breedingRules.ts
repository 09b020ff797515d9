/**
 * What each animal eats to breed in vanilla 1.16 (AnimalEntity.isBreedingItem
 * overrides), for the animals that need no taming first. The first item is
 * the one task texts name.
 */
export const BREEDING_FOOD: Readonly<Record<string, readonly string[]>> = {
  cow: ['wheat'], mooshroom: ['wheat'], sheep: ['wheat'],
  pig: ['carrot', 'potato', 'beetroot'],
  chicken: ['wheat_seeds', 'melon_seeds', 'pumpkin_seeds', 'beetroot_seeds'],
  rabbit: ['dandelion', 'carrot', 'golden_carrot'],
  turtle: ['seagrass'], panda: ['bamboo'], fox: ['sweet_berries'],
  hoglin: ['crimson_fungus'], strider: ['warped_fungus'],
  // OcelotEntity: raw cod or salmon, no taming since 1.14; BeeEntity: any flower (the flowers tag; poppy named).
  ocelot: ['cod', 'salmon'], bee: ['poppy', 'dandelion', 'blue_orchid', 'allium', 'azure_bluet', 'red_tulip', 'orange_tulip', 'white_tulip', 'pink_tulip', 'oxeye_daisy', 'cornflower', 'lily_of_the_valley', 'wither_rose', 'sunflower', 'lilac', 'rose_bush', 'peony'],
};

/**
 * What tamed animals eat to breed (they breed only once tamed): horses and
 * donkeys golden carrots or apples (AbstractHorseEntity), llamas hay bales,
 * wolves any meat (WolfEntity: food that is meat), cats raw cod or salmon.
 */
export const BREEDING_FOOD_ONCE_TAMED: Readonly<Record<string, readonly string[]>> = {
  horse: ['golden_carrot', 'golden_apple', 'enchanted_golden_apple'],
  donkey: ['golden_carrot', 'golden_apple', 'enchanted_golden_apple'],
  llama: ['hay_block'],
  wolf: ['cooked_beef', 'beef', 'porkchop', 'cooked_porkchop', 'chicken', 'cooked_chicken', 'mutton', 'cooked_mutton', 'rabbit', 'cooked_rabbit', 'rotten_flesh'],
  cat: ['cod', 'salmon'],
};

/** Ticks an animal stays in love after eating (AnimalEntity.lovePlayer: 600). */
export const LOVE_TICKS = 600;
/** Ticks a parent must wait before it can breed again (setBreedingAge(6000)). */
export const BREED_COOLDOWN_TICKS = 6000;
/** A baby's age at birth: it grows up after 24000 ticks. */
export const BABY_AGE = -24000;
/** BreedGoal: a partner in love within 8 blocks… */
export const MATE_RANGE = 8;
/** …and the baby comes after 60 ticks together. */
export const MATE_TICKS = 60;
