/**
 * The window (screen handler) types of vanilla 1.16.5 by the numeric id the
 * open_window packet sends: the ScreenHandlerType registry in registration
 * order (generic_9x1 0 … generic_9x6 5, generic_3x3 6, anvil 7, beacon 8,
 * blast_furnace 9, brewing_stand 10, crafting 11, enchantment 12, furnace 13,
 * grindstone 14, hopper 15, lectern 16, loom 17, merchant 18, shulker_box 19,
 * smithing 20, smoker 21, cartography 22, stonecutter 23). `chest` is the
 * 27-slot generic_9x3.
 */
import { ownTable } from '../util/ownTable';

const WINDOW_TYPES: Record<string, number> = ownTable({
  chest: 2, generic_3x3: 6, anvil: 7, blast_furnace: 9, brewing_stand: 10, crafting: 11, enchantment: 12, furnace: 13,
  grindstone: 14, hopper: 15, loom: 17, merchant: 18, shulker_box: 19, smithing: 20, smoker: 21, cartography: 22, stonecutter: 23,
});

/** The open_window inventory type of a window kind; undefined for a kind not listed. */
export function windowTypeId(kind: string): number | undefined {
  return WINDOW_TYPES[kind];
}
