/**
 * What a brewing stand does in vanilla 1.16.5 (BrewingRecipeRegistry.registerDefaults
 * and BrewingStandBlockEntity): the potion mixes (a potion + an ingredient →
 * another potion of the same item), the item mixes (a potion + gunpowder → the
 * splash potion of the same kind, a splash potion + dragon's breath → the
 * lingering one), the fuel (blaze powder: one powder is 20 brews) and the brew
 * time (400 ticks). The server's stand and the goal reader's "how to brew X"
 * both read this one table.
 *
 * Potions are vanilla Potion ids without the namespace ("fire_resistance",
 * "long_fire_resistance", "strong_healing"); an item with no Potion tag is
 * "empty" (the uncraftable potion), which brews into nothing.
 */
import { ownTable } from '../util/ownTable';
import { POTION_EFFECTS, POTION_IDS } from './potionRules';

/** Ticks one brew takes (BrewingStandBlockEntity: brewTime = 400). */
export const BREW_TICKS = 400;
/** Brews one blaze powder fuels (fuel = 20). */
export const FUEL_PER_POWDER = 20;
export const FUEL_ITEM = 'blaze_powder';

/** Items that hold a potion: the only items a bottle slot takes, with the glass bottle (PotionSlot.matches). */
export const POTION_ITEMS: readonly string[] = ['potion', 'splash_potion', 'lingering_potion'];
export const BOTTLE_SLOT_ITEMS: readonly string[] = [...POTION_ITEMS, 'glass_bottle'];

export interface PotionMix { from: string; ingredient: string; to: string }

const mix = (from: string, ingredient: string, to: string): PotionMix => ({ from, ingredient, to });

/**
 * Vanilla's potion mixes. The order is vanilla's except that, where two
 * routes reach one potion, the one with the commoner ingredient comes first
 * (swiftness before leaping for slowness, healing before poison for harming):
 * the reader's shortest route follows this order. Every (from, ingredient)
 * pair has one result, so the order never changes what a stand brews.
 */
export const POTION_MIXES: readonly PotionMix[] = [
  mix('water', 'nether_wart', 'awkward'),
  mix('water', 'redstone', 'mundane'),
  mix('water', 'glowstone_dust', 'thick'),
  mix('water', 'fermented_spider_eye', 'weakness'),
  mix('water', 'glistering_melon_slice', 'mundane'),
  mix('water', 'ghast_tear', 'mundane'),
  mix('water', 'rabbit_foot', 'mundane'),
  mix('water', 'blaze_powder', 'mundane'),
  mix('water', 'spider_eye', 'mundane'),
  mix('water', 'sugar', 'mundane'),
  mix('water', 'magma_cream', 'mundane'),
  mix('awkward', 'golden_carrot', 'night_vision'),
  mix('night_vision', 'redstone', 'long_night_vision'),
  mix('night_vision', 'fermented_spider_eye', 'invisibility'),
  mix('long_night_vision', 'fermented_spider_eye', 'long_invisibility'),
  mix('invisibility', 'redstone', 'long_invisibility'),
  mix('awkward', 'magma_cream', 'fire_resistance'),
  mix('fire_resistance', 'redstone', 'long_fire_resistance'),
  mix('awkward', 'sugar', 'swiftness'),
  mix('swiftness', 'redstone', 'long_swiftness'),
  mix('swiftness', 'glowstone_dust', 'strong_swiftness'),
  mix('swiftness', 'fermented_spider_eye', 'slowness'),
  mix('long_swiftness', 'fermented_spider_eye', 'long_slowness'),
  mix('awkward', 'rabbit_foot', 'leaping'),
  mix('leaping', 'redstone', 'long_leaping'),
  mix('leaping', 'glowstone_dust', 'strong_leaping'),
  mix('leaping', 'fermented_spider_eye', 'slowness'),
  mix('long_leaping', 'fermented_spider_eye', 'long_slowness'),
  mix('slowness', 'redstone', 'long_slowness'),
  mix('slowness', 'glowstone_dust', 'strong_slowness'),
  mix('awkward', 'turtle_helmet', 'turtle_master'),
  mix('turtle_master', 'redstone', 'long_turtle_master'),
  mix('turtle_master', 'glowstone_dust', 'strong_turtle_master'),
  mix('awkward', 'pufferfish', 'water_breathing'),
  mix('water_breathing', 'redstone', 'long_water_breathing'),
  mix('awkward', 'glistering_melon_slice', 'healing'),
  mix('healing', 'glowstone_dust', 'strong_healing'),
  mix('healing', 'fermented_spider_eye', 'harming'),
  mix('strong_healing', 'fermented_spider_eye', 'strong_harming'),
  mix('harming', 'glowstone_dust', 'strong_harming'),
  mix('awkward', 'spider_eye', 'poison'),
  mix('poison', 'redstone', 'long_poison'),
  mix('poison', 'glowstone_dust', 'strong_poison'),
  mix('poison', 'fermented_spider_eye', 'harming'),
  mix('long_poison', 'fermented_spider_eye', 'harming'),
  mix('strong_poison', 'fermented_spider_eye', 'strong_harming'),
  mix('awkward', 'ghast_tear', 'regeneration'),
  mix('regeneration', 'redstone', 'long_regeneration'),
  mix('regeneration', 'glowstone_dust', 'strong_regeneration'),
  mix('awkward', 'blaze_powder', 'strength'),
  mix('strength', 'redstone', 'long_strength'),
  mix('strength', 'glowstone_dust', 'strong_strength'),
  mix('weakness', 'redstone', 'long_weakness'),
  mix('awkward', 'phantom_membrane', 'slow_falling'),
  mix('slow_falling', 'redstone', 'long_slow_falling'),
];

/** Item mixes: the potion keeps its kind and changes item (registerItemRecipe). */
export const ITEM_MIXES: readonly { from: string; ingredient: string; to: string }[] = [
  { from: 'potion', ingredient: 'gunpowder', to: 'splash_potion' },
  { from: 'splash_potion', ingredient: 'dragon_breath', to: 'lingering_potion' },
];

/** The ingredients that turn a drinkable potion into `item` (gunpowder for a splash potion, then dragon's breath for a lingering one). */
export function itemMixRoute(item: string): string[] {
  const mix = ITEM_MIXES.find((m) => m.to === item);
  return mix ? [...itemMixRoute(mix.from), mix.ingredient] : [];
}

/**
 * The potions a stand brews that give an effect, without their long_ and strong_ forms, in the
 * Potions registry order (night_vision, invisibility, leaping … slow_falling); luck is not brewed.
 */
export function brewedEffectPotions(): string[] {
  const brewed = (id: string) => POTION_MIXES.some((m) => m.to === id);
  return POTION_IDS.filter((id) => !/^(long|strong)_/.test(id) && (POTION_EFFECTS[id]?.length ?? 0) > 0 && brewed(id));
}

/** What an ingredient leaves in the stand when it is used up (Item.getRecipeRemainder). */
export const INGREDIENT_REMAINDER: Readonly<Record<string, string>> = ownTable({ dragon_breath: 'glass_bottle' });

const INGREDIENTS = new Set([...POTION_MIXES.map((m) => m.ingredient), ...ITEM_MIXES.map((m) => m.ingredient)]);

/** BrewingRecipeRegistry.isValidIngredient: the ingredient slot takes only these. */
export function isIngredient(item: string): boolean {
  return INGREDIENTS.has(item);
}

/** A bottle's content: the item and its potion ("empty" when the item has no Potion tag). */
export interface Bottle { item: string; potion: string }

/**
 * BrewingRecipeRegistry.craft: what `ingredient` makes of `bottle`, or undefined
 * when there is no recipe (the bottle stays as it is). Item mixes come first.
 */
export function brewBottle(ingredient: string, bottle: Bottle): Bottle | undefined {
  if (!POTION_ITEMS.includes(bottle.item)) return undefined;
  const im = ITEM_MIXES.find((m) => m.from === bottle.item && m.ingredient === ingredient);
  if (im) return { item: im.to, potion: bottle.potion };
  const pm = POTION_MIXES.find((m) => m.from === bottle.potion && m.ingredient === ingredient);
  return pm ? { item: bottle.item, potion: pm.to } : undefined;
}

/**
 * The shortest way to brew `potion` from a water bottle: the ingredients in
 * order (["nether_wart", "magma_cream"] for fire resistance); undefined when
 * no mix makes it. Water itself needs nothing.
 */
export function brewingRoute(potion: string): string[] | undefined {
  const from = new Map<string, { prev: string; ingredient: string }>();
  const seen = new Set(['water']);
  let frontier = ['water'];
  while (frontier.length && !seen.has(potion)) {
    const next: string[] = [];
    for (const p of frontier) {
      for (const m of POTION_MIXES) {
        if (m.from !== p || seen.has(m.to)) continue;
        seen.add(m.to);
        from.set(m.to, { prev: p, ingredient: m.ingredient });
        next.push(m.to);
      }
    }
    frontier = next;
  }
  if (!seen.has(potion)) return undefined;
  const route: string[] = [];
  for (let p = potion; p !== 'water'; p = from.get(p)!.prev) route.unshift(from.get(p)!.ingredient);
  return route;
}

/** The bottle every brew starts from: a potion item holding water (PotionUtils' minecraft:water). */
export const WATER_BOTTLE: Readonly<Bottle> = Object.freeze({ item: 'potion', potion: 'water' });
