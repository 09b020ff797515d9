/**
 * Brewing, as vanilla 1.16.5 does it: what a brewing stand needs to make each
 * potion. Every brew burns blaze powder as the stand's fuel (since 1.9); most
 * potions start from an awkward potion (water bottle + nether wart) and add
 * the effect's ingredient; a few start from a plain water bottle. No vanilla
 * statistic counts a brew, so the goal is the potion in the inventory. The
 * routes come from the stand's own mixes (vanilla/brewingRules.ts).
 */
import { ownTable } from '../../util/ownTable';
import { brewingRoute, itemMixRoute } from '../../vanilla/brewingRules';

export interface PotionRecipe {
  /** The vanilla Potion id (the item's `Potion` tag without namespace). */
  id: string;
  /** Starts from an awkward potion: nether wart is brewed into the water bottles first. */
  awkward: boolean;
  /** What is brewed in after the base, in order (fermented spider eye turns one potion into another). */
  ingredients: string[];
}

/** The shortest route to `id` from a water bottle, split into the awkward base and what follows it. */
function recipe(id: string): PotionRecipe {
  const route = brewingRoute(id);
  if (!route) throw new Error(`no brewing mix makes ${id}`);
  const awkward = route[0] === 'nether_wart';
  return { id, awkward, ingredients: awkward ? route.slice(1) : route };
}

/** Potions by the words an author uses for them; longer names first ("instant damage" before "damage"). */
const BY_WORDS: Array<[RegExp, PotionRecipe]> = [
  [/\b(?:fire resistance|fire resist)\b/, recipe('fire_resistance')],
  [/\bwater breathing\b/, recipe('water_breathing')],
  [/\bnight vision\b/, recipe('night_vision')],
  [/\bslow falling\b/, recipe('slow_falling')],
  [/\bturtle master\b/, recipe('turtle_master')],
  [/\binvisibility\b/, recipe('invisibility')],
  [/\b(?:swiftness|speed)\b/, recipe('swiftness')],
  [/\bslowness\b/, recipe('slowness')],
  [/\bstrength\b/, recipe('strength')],
  [/\b(?:harming|instant damage)\b/, recipe('harming')],
  [/\b(?:healing|instant health|health)\b/, recipe('healing')],
  [/\b(?:leaping|jump boost|jumping)\b/, recipe('leaping')],
  [/\b(?:regeneration|regen)\b/, recipe('regeneration')],
  [/\bpoison\b/, recipe('poison')],
  [/\bweakness\b/, recipe('weakness')],
  [/\bawkward\b/, recipe('awkward')],
  [/\bthick\b/, recipe('thick')],
  [/\bmundane\b/, recipe('mundane')],
];

/** The potion a clause names ("a potion of swiftness", "two healing potions"); undefined when it names none. */
export function potionIn(clause: string): PotionRecipe | undefined {
  return BY_WORDS.find(([re]) => re.test(clause))?.[1];
}

/** The potion item a clause asks for: splash (gunpowder) and lingering (dragon's breath) potions are items of their own. */
export function potionItemIn(clause: string): { item: 'potion' | 'splash_potion' | 'lingering_potion'; extra: string[] } {
  if (/\bsplash\b/.test(clause)) return { item: 'splash_potion', extra: itemMixRoute('splash_potion') };
  if (/\blingering\b/.test(clause)) return { item: 'lingering_potion', extra: itemMixRoute('lingering_potion') };
  return { item: 'potion', extra: [] };
}

/** Potions that are brewed on an awkward base, by id (for the checks, which start from a goal's `potion`). */
export const POTIONS: Record<string, PotionRecipe> = ownTable(Object.fromEntries(BY_WORDS.map(([, r]) => [r.id, r])));
