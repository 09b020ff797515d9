/**
 * The player's inventory slots in vanilla 1.16.5 and their names.
 * PlayerInventory's indices: 0–8 the hotbar (0 selected at the start),
 * 9–35 the main inventory, 36–39 the armour (feet, legs, chest, head), 40 the
 * off hand. EquipmentSlotType names them mainhand, offhand, feet, legs, chest,
 * head; /replaceitem's slot argument (ItemSlotArgument) says weapon /
 * weapon.mainhand, weapon.offhand, armor.<part>, hotbar.0–8, inventory.0–26
 * (index − 9) and container.0–35 (the index itself).
 */
import { ownTable } from '../util/ownTable';

export const MAINHAND_INDEX = 0;
export const OFFHAND_INDEX = 40;
/** The highest player inventory index (the off hand). */
export const MAX_PLAYER_SLOT = 40;

/** EquipmentSlotType name → player inventory index. */
const EQUIPMENT: Record<string, number> = ownTable({ mainhand: 0, offhand: 40, feet: 36, legs: 37, chest: 38, head: 39 });

/** The armour parts in index order from 36 (feet) to 39 (head). */
const ARMOR_PARTS: readonly string[] = Object.keys(EQUIPMENT).filter((k) => EQUIPMENT[k] >= 36 && EQUIPMENT[k] <= 39)
  .sort((a, b) => EQUIPMENT[a] - EQUIPMENT[b]);

/** The player inventory index of an equipment slot name (mainhand, offhand, feet, legs, chest, head). */
export function equipmentIndex(name: string): number | undefined {
  return EQUIPMENT[name];
}

/** The player inventory index a /replaceitem slot name reaches; undefined for slots outside the player's inventory. */
export function slotIndexOfName(name: string): number | undefined {
  if (name === 'weapon' || name === 'weapon.mainhand') return MAINHAND_INDEX;
  if (name === 'weapon.offhand') return OFFHAND_INDEX;
  let m = /^armor\.([a-z]+)$/.exec(name);
  if (m && ARMOR_PARTS.includes(m[1])) return EQUIPMENT[m[1]];
  m = /^hotbar\.(\d+)$/.exec(name);
  if (m && +m[1] <= 8) return +m[1];
  m = /^inventory\.(\d+)$/.exec(name);
  if (m && +m[1] <= 26) return 9 + +m[1];
  m = /^container\.(\d+)$/.exec(name);
  if (m && +m[1] <= 35) return +m[1];
  return undefined;
}

/** The /replaceitem slot name of a player inventory index: the hands and armour by name, then hotbar.N, else inventory.(index − 9). */
export function slotNameOfIndex(index: number): string {
  if (index === MAINHAND_INDEX) return 'weapon.mainhand';
  if (index === OFFHAND_INDEX) return 'weapon.offhand';
  if (index >= 36 && index <= 39) return `armor.${ARMOR_PARTS[index - 36]}`;
  if (index >= 1 && index <= 8) return `hotbar.${index}`;
  return `inventory.${index - 9}`;
}
