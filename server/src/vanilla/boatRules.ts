/**
 * Boats in vanilla 1.16.5 (BoatEntity): who a boat seats and how many.
 * BoatEntity.tick seats a mob its box touches only when no player steers the
 * boat, fewer than 2 ride it, the mob rides nothing, is narrower than the
 * boat, is living, is not a WaterCreatureEntity and is not a player;
 * anything else is pushed away. Entity widths come from minecraft-data.
 */
import { ownTable } from '../util/ownTable';

/** Width of a 1.16.5 boat (EntityType.BOAT: 1.375 × 0.5625). */
export const BOAT_WIDTH = 1.375;
export const BOAT_HEIGHT = 0.5625;
/** BoatEntity.canAddPassenger: at most 2 passengers. */
export const BOAT_MAX_PASSENGERS = 2;
/** WaterCreatureEntity in 1.16.5 (squid, dolphin, the fish): a boat never seats them. */
export const WATER_MOBS: ReadonlySet<string> = new Set(['squid', 'cod', 'salmon', 'pufferfish', 'tropical_fish', 'dolphin']);
/** Their width follows their size (a small slime fits): not judged from the type alone. */
export const SIZED_MOBS: ReadonlySet<string> = new Set(['slime', 'magma_cube']);

/** Why a boat does not seat a mob of this type and width (undefined: it does). */
export function whyNotSeated(type: string, width: number | undefined, boatWidth = BOAT_WIDTH): string | undefined {
  if (type === 'player') return 'a boat never pulls a player in (a player gets in by using it)';
  if (WATER_MOBS.has(type)) return `a boat never seats water mobs (${type} is one)`;
  if (width !== undefined && width >= boatWidth) return `${type} is ${width} blocks wide and a boat seats only mobs narrower than itself (${boatWidth} blocks)`;
  return undefined;
}

/** The boat item of each wood, and the Type (entity data index 10) vanilla gives its boat. */
export const BOAT_TYPE_OF_ITEM: Readonly<Record<string, number>> = ownTable({
  oak_boat: 0, spruce_boat: 1, birch_boat: 2, jungle_boat: 3, acacia_boat: 4, dark_oak_boat: 5,
});

/** BoatEntity.controlBoat: speed a paddle stroke adds forward, and backward. */
export const BOAT_PADDLE_FORWARD = 0.04;
export const BOAT_PADDLE_BACK = 0.005;
/** BoatEntity.floatBoat: momentum kept per tick on water, and on ordinary ground (its slipperiness 0.6). */
export const BOAT_WATER_MOMENTUM = 0.9;
export const BOAT_LAND_MOMENTUM = 0.6;
/** BoatEntity.hurt: damage taken grows by ten per point of damage, and the boat breaks past 40. */
export const BOAT_WOBBLE_PER_DAMAGE = 10;
export const BOAT_WOBBLE_BREAKS = 40;
