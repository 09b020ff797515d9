/**
 * Slot numbers of 1.16.5's container windows as the protocol counts them
 * (each container's own slots first, then the player's inventory): the
 * player's window (PlayerContainer), the anvil, the villager's trade window,
 * the enchanting table and the brewing stand. Inventory indices (what
 * /replaceitem names) are in slots.ts; these are the window's numbers.
 */

/** PlayerContainer: 5–8 the armour (head, chest, legs, feet), 9–35 the main inventory, 36–44 the hotbar, 45 the off hand. */
export const PLAYER_WINDOW_ARMOR: Readonly<Record<string, number>> = Object.freeze({ head: 5, chest: 6, legs: 7, feet: 8 });
export const PLAYER_WINDOW_MAIN_START = 9;
export const PLAYER_WINDOW_MAIN_SIZE = 27;
export const PLAYER_WINDOW_HOTBAR_START = 36;
export const PLAYER_WINDOW_OFFHAND = 45;

/** RepairContainer: the two inputs and the result. */
export const ANVIL_SLOTS = Object.freeze({ first: 0, second: 1, output: 2 });
/** MerchantContainer: the two payments and the result. */
export const MERCHANT_SLOTS = Object.freeze({ payA: 0, payB: 1, result: 2 });
/** EnchantmentContainer: the item and the lapis. */
export const ENCHANTING_SLOTS = Object.freeze({ item: 0, lapis: 1 });
/** BrewingStandContainer: three bottles, the ingredient, the blaze powder. */
export const BREWING_SLOTS = Object.freeze({ bottles: Object.freeze([0, 1, 2]) as readonly number[], ingredient: 3, fuel: 4 });

/** A mob's equipment index as entity_equipment and EquipmentSlotType count: main hand, off hand, feet, legs, chest, head. */
export const MOB_EQUIPMENT: Readonly<Record<string, number>> = Object.freeze({ mainhand: 0, offhand: 1, feet: 2, legs: 3, chest: 4, head: 5 });

/** The crafting grids: the player window's 2×2 and the crafting table's 3×3, both from slot 1 (slot 0 is the result). */
export const INVENTORY_GRID = Object.freeze({ start: 1, w: 2, h: 2 });
export const CRAFTING_TABLE_GRID = Object.freeze({ start: 1, w: 3, h: 3 });
