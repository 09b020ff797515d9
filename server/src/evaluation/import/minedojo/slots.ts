/**
 * MineDojo's inventory slots → 1.16.5 `/replaceitem entity` slot names.
 * MineDojo (minedojo/sim/inventory.py) accepts `mainhand`, `offhand`, `head`,
 * `chest`, `legs`, `feet` or an index 0–40: 0 is the main hand (the first
 * hotbar slot, selected at the start), 1–8 the rest of the hotbar, 9–35 the
 * main inventory (its slot.inventory.N is index − 9), 36 feet, 37 legs,
 * 38 chest, 39 head and 40 the off hand.
 */

import { equipmentIndex, MAX_PLAYER_SLOT, slotNameOfIndex } from '../../../vanilla/slots';

/** The slot's index 0–40, or undefined for anything MineDojo would refuse. */
export function slotIndex(slot: string | number): number | undefined {
  const named = typeof slot === 'string' ? equipmentIndex(slot) : undefined;
  if (named !== undefined) return named;
  const n = typeof slot === 'number' ? slot : /^\d+$/.test(slot) ? Number(slot) : NaN;
  return Number.isInteger(n) && n >= 0 && n <= MAX_PLAYER_SLOT ? n : undefined;
}

/** The 1.16.5 slot argument of /replaceitem for a MineDojo slot, or undefined when the slot is not one. */
export function replaceItemSlot(slot: string | number): string | undefined {
  const i = slotIndex(slot);
  return i === undefined ? undefined : slotNameOfIndex(i);
}
