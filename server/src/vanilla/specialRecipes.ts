/**
 * Items made in ways minecraft-data's recipe list does not show: special
 * crafting recipes (fireworks, tipped arrows, map and book copies, dyed
 * leather, a shield with a banner), the brewing stand, the smithing table
 * (netherite gear) and the stonecutter's shapes. Their absence from the list
 * is never proof that they cannot be made.
 */
const SPECIAL_RESULTS = new Set([
  'firework_rocket', 'firework_star', 'tipped_arrow', 'suspicious_stew', 'filled_map', 'written_book', 'potion', 'splash_potion',
  'lingering_potion', 'shield', 'leather_helmet', 'leather_chestplate', 'leather_leggings', 'leather_boots', 'leather_horse_armor',
]);

/** Smithing-table results (diamond gear + netherite ingot). */
const SMITHED = /^netherite_(sword|pickaxe|axe|shovel|hoe|helmet|chestplate|leggings|boots)$/;
/** Stonecutter results: every one also has a crafting recipe or is one of these shapes. */
const CUT_SHAPES = /(_stairs|_slab|_wall|bricks|^chiseled_|^polished_|^cut_)/;

export function madeOutsideRecipeList(id: string): boolean {
  return SPECIAL_RESULTS.has(id) || SMITHED.test(id) || CUT_SHAPES.test(id) || /_banner$|_shulker_box$/.test(id);
}
