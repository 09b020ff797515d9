/**
 * Blocks with an inventory in vanilla 1.16.5 and how many slots it has (the
 * block entities' inventory sizes: ChestBlockEntity and BarrelBlockEntity 27,
 * AbstractFurnaceBlockEntity 3, DispenserBlockEntity 9, HopperBlockEntity 5,
 * BrewingStandBlockEntity 5, ShulkerBoxBlockEntity 27 for every colour).
 */
import { ownTable } from '../util/ownTable';

/** The furnace-like blocks (AbstractFurnaceBlock): each smelts with fuel and stores the recipes' experience. */
export const FURNACES: readonly string[] = ['furnace', 'smoker', 'blast_furnace'];

const SIZES: Record<string, number> = ownTable({
  chest: 27, trapped_chest: 27, barrel: 27, furnace: 3, blast_furnace: 3, smoker: 3, dispenser: 9, dropper: 9, hopper: 5, brewing_stand: 5,
});

/** A shulker box of any colour (or the plain one). */
const SHULKER_BOX = /^([a-z_]+_)?shulker_box$/;
const SHULKER_BOX_SIZE = 27;

/** The number of slots a block's inventory has; undefined for a block without one. */
export function containerSize(block: string): number | undefined {
  return SIZES[block] ?? (SHULKER_BOX.test(block) ? SHULKER_BOX_SIZE : undefined);
}
