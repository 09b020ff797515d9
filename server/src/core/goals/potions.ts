/**
 * Brewing, as vanilla 1.16.5 does it: what a brewing stand needs to make each
 * potion. Every brew burns blaze powder as the stand's fuel (since 1.9); most
 * potions start from an awkward potion (water bottle + nether wart) and add
 * the effect's ingredient; a few start from a plain water bottle. No vanilla
 * statistic counts a brew, so the goal is the potion in the inventory.
 */
import { ownTable } from '../../util/ownTable';

export interface PotionRecipe {
  /** The vanilla Potion id (the item's `Potion` tag without namespace). */
  id: string;
  /** Starts from an awkward potion: nether wart is brewed into the water bottles first. */
  awkward: boolean;
  /** What is brewed in after the base, in order (fermented spider eye turns one potion into another). */
  ingredients: string[];
}

const recipe = (id: string, awkward: boolean, ...ingredients: string[]): PotionRecipe => ({ id, awkward, ingredients });

/** Potions by the words an author uses for them; longer names first ("instant damage" before "damage"). */
const BY_WORDS: Array<[RegExp, PotionRecipe]> = [
  [/\b(?:fire resistance|fire resist)\b/, recipe('fire_resistance', true, 'magma_cream')],
  [/\bwater breathing\b/, recipe('water_breathing', true, 'pufferfish')],
  [/\bnight vision\b/, recipe('night_vision', true, 'golden_carrot')],
  [/\bslow falling\b/, recipe('slow_falling', true, 'phantom_membrane')],
  [/\bturtle master\b/, recipe('turtle_master', true, 'turtle_helmet')],
  [/\binvisibility\b/, recipe('invisibility', true, 'golden_carrot', 'fermented_spider_eye')],
  [/\b(?:swiftness|speed)\b/, recipe('swiftness', true, 'sugar')],
  [/\bslowness\b/, recipe('slowness', true, 'sugar', 'fermented_spider_eye')],
  [/\bstrength\b/, recipe('strength', true, 'blaze_powder')],
  [/\b(?:harming|instant damage)\b/, recipe('harming', true, 'glistering_melon_slice', 'fermented_spider_eye')],
  [/\b(?:healing|instant health|health)\b/, recipe('healing', true, 'glistering_melon_slice')],
  [/\b(?:leaping|jump boost|jumping)\b/, recipe('leaping', true, 'rabbit_foot')],
  [/\b(?:regeneration|regen)\b/, recipe('regeneration', true, 'ghast_tear')],
  [/\bpoison\b/, recipe('poison', true, 'spider_eye')],
  [/\bweakness\b/, recipe('weakness', false, 'fermented_spider_eye')],
  [/\bawkward\b/, recipe('awkward', true)],
  [/\bthick\b/, recipe('thick', false, 'glowstone_dust')],
  [/\bmundane\b/, recipe('mundane', false, 'redstone')],
];

/** The potion a clause names ("a potion of swiftness", "two healing potions"); undefined when it names none. */
export function potionIn(clause: string): PotionRecipe | undefined {
  return BY_WORDS.find(([re]) => re.test(clause))?.[1];
}

/** The potion item a clause asks for: splash (gunpowder) and lingering (dragon's breath) potions are items of their own. */
export function potionItemIn(clause: string): { item: 'potion' | 'splash_potion' | 'lingering_potion'; extra: string[] } {
  if (/\bsplash\b/.test(clause)) return { item: 'splash_potion', extra: ['gunpowder'] };
  if (/\blingering\b/.test(clause)) return { item: 'lingering_potion', extra: ['gunpowder', 'dragon_breath'] };
  return { item: 'potion', extra: [] };
}

/** Potions that are brewed on an awkward base, by id (for the checks, which start from a goal's `potion`). */
export const POTIONS: Record<string, PotionRecipe> = ownTable(Object.fromEntries(BY_WORDS.map(([, r]) => [r.id, r])));
