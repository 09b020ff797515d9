/**
 * The blocks that smelt in vanilla 1.16.5 (AbstractFurnaceBlockEntity's
 * three kinds): the furnace, and the smoker and blast furnace, which smelt
 * food and ores (and metal gear) twice as fast.
 */
export const SMELTERS: ReadonlySet<string> = new Set(['furnace', 'smoker', 'blast_furnace']);

/** AbstractFurnaceTileEntity: ticks to cook one item in a furnace (the smoker and blast furnace take half). */
export const FURNACE_COOK_TICKS = 200;
