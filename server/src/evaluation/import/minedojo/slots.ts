/**
 * MineDojo's inventory slots → 1.16.5 `/replaceitem entity` slot names.
 * MineDojo (minedojo/sim/inventory.py) accepts `mainhand`, `offhand`, `head`,
 * `chest`, `legs`, `feet` or an index 0–40: 0 is the main hand (the first
 * hotbar slot, selected at the start), 1–8 the rest of the hotbar, 9–35 the
 * main inventory (its slot.inventory.N is index − 9), 36 feet, 37 legs,
 * 38 chest, 39 head and 40 the off hand.
 */

const NAMED: Readonly<Record<string, number>> = Object.freeze({ mainhand: 0, offhand: 40, head: 39, chest: 38, legs: 37, feet: 36 });
const ARMOR: Readonly<Record<number, string>> = Object.freeze({ 36: 'armor.feet', 37: 'armor.legs', 38: 'armor.chest', 39: 'armor.head' });

/** The slot's index 0–40, or undefined for anything MineDojo would refuse. */
export function slotIndex(slot: string | number): number | undefined {
  if (typeof slot === 'string' && slot in NAMED) return NAMED[slot];
  const n = typeof slot === 'number' ? slot : /^\d+$/.test(slot) ? Number(slot) : NaN;
  return Number.isInteger(n) && n >= 0 && n <= 40 ? n : undefined;
}

/** The 1.16.5 slot argument of /replaceitem for a MineDojo slot, or undefined when the slot is not one. */
export function replaceItemSlot(slot: string | number): string | undefined {
  const i = slotIndex(slot);
  if (i === undefined) return undefined;
  if (i === 0) return 'weapon.mainhand';
  if (i === 40) return 'weapon.offhand';
  if (i >= 36) return ARMOR[i];
  if (i <= 8) return `hotbar.${i}`;
  return `inventory.${i - 9}`;
}
