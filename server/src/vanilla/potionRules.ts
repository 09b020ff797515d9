/**
 * Potions of vanilla 1.16.5 (net.minecraft.potion.Potions): the effects each
 * `Potion` id gives (effect name, duration in ticks, amplifier), and how a
 * splash scales them with distance (PotionEntity.applySplashPotion,
 * InstantHealthOrDamageStatusEffect.applyInstantEffect).
 */

export interface PotionEffect { effect: string; ticks: number; amplifier: number }

const e = (effect: string, ticks: number, amplifier = 0): PotionEffect => ({ effect, ticks, amplifier });

/** Effects by potion id (without `minecraft:`); water, mundane, thick and awkward give none. */
export const POTION_EFFECTS: Readonly<Record<string, PotionEffect[]>> = Object.freeze(Object.assign(Object.create(null), {
  empty: [], water: [], mundane: [], thick: [], awkward: [],
  night_vision: [e('night_vision', 3600)], long_night_vision: [e('night_vision', 9600)],
  invisibility: [e('invisibility', 3600)], long_invisibility: [e('invisibility', 9600)],
  leaping: [e('jump_boost', 3600)], long_leaping: [e('jump_boost', 9600)], strong_leaping: [e('jump_boost', 1800, 1)],
  fire_resistance: [e('fire_resistance', 3600)], long_fire_resistance: [e('fire_resistance', 9600)],
  swiftness: [e('speed', 3600)], long_swiftness: [e('speed', 9600)], strong_swiftness: [e('speed', 1800, 1)],
  slowness: [e('slowness', 1800)], long_slowness: [e('slowness', 4800)], strong_slowness: [e('slowness', 400, 3)],
  turtle_master: [e('slowness', 400, 3), e('resistance', 400, 2)],
  long_turtle_master: [e('slowness', 800, 3), e('resistance', 800, 2)],
  strong_turtle_master: [e('slowness', 400, 5), e('resistance', 400, 3)],
  water_breathing: [e('water_breathing', 3600)], long_water_breathing: [e('water_breathing', 9600)],
  healing: [e('instant_health', 1)], strong_healing: [e('instant_health', 1, 1)],
  harming: [e('instant_damage', 1)], strong_harming: [e('instant_damage', 1, 1)],
  poison: [e('poison', 900)], long_poison: [e('poison', 1800)], strong_poison: [e('poison', 432, 1)],
  regeneration: [e('regeneration', 900)], long_regeneration: [e('regeneration', 1800)], strong_regeneration: [e('regeneration', 450, 1)],
  strength: [e('strength', 3600)], long_strength: [e('strength', 9600)], strong_strength: [e('strength', 1800, 1)],
  weakness: [e('weakness', 1800)], long_weakness: [e('weakness', 4800)],
  luck: [e('luck', 6000)],
  slow_falling: [e('slow_falling', 1800)], long_slow_falling: [e('slow_falling', 4800)],
}));

/** Every Potion id of 1.16.5 (the `Potion` item tag), in registry order. */
export const POTION_IDS: readonly string[] = Object.keys(POTION_EFFECTS);

/** The potion id an item's NBT names (`Potion:"minecraft:harming"`); 'empty' when none (an uncrafted bottle, vanilla's Potions.EMPTY). */
export function potionIdOf(nbtPotion: unknown): string {
  if (typeof nbtPotion !== 'string' || !nbtPotion) return 'empty';
  return nbtPotion.replace(/^minecraft:/, '');
}

/** The effects of a potion item: its Potion's plus its CustomPotionEffects (given as effect name, ticks, amplifier). */
export function potionEffects(potion: string, custom: PotionEffect[] = []): PotionEffect[] {
  return [...(POTION_EFFECTS[potion] ?? []), ...custom];
}

export const INSTANT = new Set(['instant_health', 'instant_damage']);

/** A splash potion's area: entities within this many blocks (squared distance < 16) of where it broke. */
export const SPLASH_RADIUS = 4;

/** How much of a splash reaches an entity `distance` blocks away (1 for a direct hit). */
export function splashProximity(distance: number, directHit: boolean): number {
  if (directHit) return 1;
  return distance < SPLASH_RADIUS ? 1 - distance / SPLASH_RADIUS : 0;
}

/** Instant health/damage of `amplifier` at `proximity`: (int)(proximity × (base << amplifier) + 0.5), base 4 (healing) or 6 (harming). */
export function instantAmount(effect: string, amplifier: number, proximity: number): number {
  const base = effect === 'instant_health' ? 4 : 6;
  return Math.floor(proximity * Math.max(base << amplifier, 0) + 0.5);
}

/** A lasting effect's splash duration: (int)(proximity × ticks + 0.5), applied only above 20 ticks. */
export function splashTicks(ticks: number, proximity: number): number {
  return Math.floor(proximity * ticks + 0.5);
}

/**
 * A thrown splash potion (PotionEntity, ThrowablePotionItem): thrown at 0.5
 * with its pitch raised 20°, then 0.05 gravity and 0.99 drag a tick.
 */
export const SPLASH_THROW = Object.freeze({ speed: 0.5, pitchOffset: -20, gravity: 0.05, drag: 0.99 });
