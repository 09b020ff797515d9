/**
 * Treasure enchantments of vanilla 1.16.5 (Enchantment.isTreasure): an
 * enchanting table never offers them. The curses (every `*_curse` of the
 * registry) are treasure, and so are mending, frost walker and soul speed
 * (MendingEnchantment, FrostWalkerEnchantment, SoulSpeedEnchantment).
 */
import type { Registry } from './registry';

const TREASURE_NOT_CURSE = ['mending', 'frost_walker', 'soul_speed'];

/** Whether an enchantment is treasure only (a curse, mending, frost walker, soul speed). */
export function isTreasure(enchantment: string): boolean {
  return enchantment.endsWith('_curse') || TREASURE_NOT_CURSE.includes(enchantment);
}

/** The treasure enchantments the registry has, in registry order. */
export function treasureEnchantments(reg: Registry): string[] {
  return [...reg.enchantments.keys()].filter(isTreasure);
}
