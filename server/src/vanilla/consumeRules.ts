/**
 * What a player can eat or drink, and how long it takes, as vanilla 1.16.5
 * decides (one table for the embedded server's item use and the agent):
 *
 * - food (Item.use for an item with a FoodComponent) is eaten only when
 *   PlayerEntity.canConsume(alwaysEdible) holds: the hunger bar is not full,
 *   or the food is always edible (FoodComponents: golden_apple,
 *   enchanted_golden_apple, chorus_fruit — not suspicious stew), or the
 *   player is invulnerable (creative);
 * - potions, milk and honey are drunk through ItemUsage.consumeHeldItem,
 *   with no hunger check at all (PotionItem, MilkBucketItem,
 *   HoneyBottleItem.use);
 * - eating takes 32 ticks (16 for a snack: dried kelp), drinking a potion or
 *   milk 32, honey 40 (getMaxUseTime).
 */

/** Foods with FoodComponent.alwaysEdible in 1.16.5. */
export const ALWAYS_EDIBLE_FOODS: ReadonlySet<string> = new Set(['golden_apple', 'enchanted_golden_apple', 'chorus_fruit']);

/** Items drunk (UseAction.DRINK) whatever the hunger bar shows. */
export const DRINKS: ReadonlySet<string> = new Set(['potion', 'milk_bucket', 'honey_bottle']);

/** Items that can be consumed with a full hunger bar: always-edible foods and drinks. */
export const ALWAYS_CONSUMABLE: ReadonlySet<string> = new Set([...ALWAYS_EDIBLE_FOODS, ...DRINKS]);

/** Snacks (FoodComponent.snack): eaten in 16 ticks. */
const SNACKS: ReadonlySet<string> = new Set(['dried_kelp']);

/** Ticks to eat or drink `item` (getMaxUseTime). */
export function useTicks(item: string): number {
  if (item === 'honey_bottle') return 40;
  if (SNACKS.has(item)) return 16;
  return 32;
}

/** Whether `item` can be consumed at all: a food or a drink. */
export function isConsumable(item: string, isFood: boolean): boolean {
  return isFood || DRINKS.has(item);
}

/**
 * Whether a player with `food` hunger points may start consuming `item`
 * (`creative`: creative mode's invulnerability eats regardless).
 */
export function canConsume(item: string, isFood: boolean, food: number, creative: boolean): boolean {
  if (!isConsumable(item, isFood)) return false;
  return creative || food < 20 || ALWAYS_CONSUMABLE.has(item);
}

/** Foods eaten out of a bowl, which gives the bowl back (SoupItem, SuspiciousStewItem). */
export const BOWL_FOODS: ReadonlySet<string> = new Set(['mushroom_stew', 'rabbit_stew', 'beetroot_soup', 'suspicious_stew']);
