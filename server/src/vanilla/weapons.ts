/**
 * Melee weapons of vanilla 1.16.5: the attack damage each held tool deals
 * (the item's attack damage attribute + 1 for the hand; ToolItem /
 * SwordItem / TridentItem), and the order a player reaches for them in
 * (best first, weighing damage against attack speed).
 */
import { ownTable } from '../util/ownTable';

/** 1.16 attack damage by held item (hand = 1). */
export const WEAPON_DAMAGE: Record<string, number> = ownTable({
  wooden_sword: 4, golden_sword: 4, stone_sword: 5, iron_sword: 6, diamond_sword: 7, netherite_sword: 8,
  wooden_axe: 7, golden_axe: 7, stone_axe: 9, iron_axe: 9, diamond_axe: 9, netherite_axe: 10,
  wooden_pickaxe: 2, golden_pickaxe: 2, stone_pickaxe: 3, iron_pickaxe: 4, diamond_pickaxe: 5, netherite_pickaxe: 6,
  wooden_shovel: 2.5, golden_shovel: 2.5, stone_shovel: 3.5, iron_shovel: 4.5, diamond_shovel: 5.5, netherite_shovel: 6.5,
  trident: 9,
});

/** Weapons best first: the one an agent holds for a fight when it has several. */
export const WEAPON_PREFERENCE: readonly string[] = [
  'netherite_sword', 'diamond_sword', 'iron_sword', 'netherite_axe', 'diamond_axe', 'stone_sword', 'iron_axe', 'stone_axe',
  'golden_sword', 'wooden_sword', 'trident', 'golden_axe', 'wooden_axe',
];
