/**
 * Facts of vanilla 1.16.5's hanging entities (HangingEntity, Painting,
 * ItemFrame, Motive) and of armour stand placement (ArmorStandItem):
 * directions, the painting motives in registry order with their sizes in
 * pixels, and which cells a painting of a size covers.
 */

export interface Dir { x: number; y: number; z: number }

/** block_place `direction` (vanilla Direction 3D data value: down, up, north, south, west, east) → step. */
export const DIRECTION_STEPS: Dir[] = [
  { x: 0, y: -1, z: 0 }, { x: 0, y: 1, z: 0 }, { x: 0, y: 0, z: -1 }, { x: 0, y: 0, z: 1 }, { x: -1, y: 0, z: 0 }, { x: 1, y: 0, z: 0 },
];

/** Direction.get2DDataValue of a horizontal direction (south 0, west 1, north 2, east 3), by 3D value; -1 for up/down. */
export const HORIZONTAL_INDEX = [-1, -1, 2, 0, 1, 3];

/** Direction.getCounterClockWise() of a horizontal direction, by 3D value (north→west, south→east, west→south, east→north). */
export const COUNTER_CLOCKWISE = [-1, -1, 4, 5, 3, 2];

/** Motive registry of 1.16.5 in id order: [name, width px, height px]. */
export const MOTIVES: ReadonlyArray<readonly [string, number, number]> = [
  ['kebab', 16, 16], ['aztec', 16, 16], ['alban', 16, 16], ['aztec2', 16, 16], ['bomb', 16, 16], ['plant', 16, 16],
  ['wasteland', 16, 16], ['pool', 32, 16], ['courbet', 32, 16], ['sea', 32, 16], ['sunset', 32, 16], ['creebet', 32, 16],
  ['wanderer', 16, 32], ['graham', 16, 32], ['match', 32, 32], ['bust', 32, 32], ['stage', 32, 32], ['void', 32, 32],
  ['skull_and_roses', 32, 32], ['wither', 32, 32], ['fighters', 64, 32], ['pointer', 64, 64], ['pigscene', 64, 64],
  ['burning_skull', 64, 64], ['skeleton', 64, 48], ['donkey_kong', 64, 48],
];

/**
 * Offsets (along the counter-clockwise direction, and up) of the cells a
 * painting of `w`×`h` blocks covers, as HangingEntity.survives walks them:
 * i + (w-1)/-2 and j + (h-1)/-2 with Java's truncating division.
 */
export function motiveCells(w: number, h: number): Array<[number, number]> {
  const ox = Math.trunc((w - 1) / -2);
  const oy = Math.trunc((h - 1) / -2);
  const out: Array<[number, number]> = [];
  for (let i = 0; i < w; i++) for (let j = 0; j < h; j++) out.push([i + ox, j + oy]);
  return out;
}

/** Blocks whose material is not solid though their shape is a full cube in minecraft-data (carpets, snow layers). */
const NOT_SOLID_MATERIAL = /_carpet$|^snow$|^moss_carpet$/;
const DIODE = new Set(['repeater', 'comparator']);

/**
 * Whether a block can hold a hanging entity: vanilla's
 * `state.getMaterial().isSolid() || DiodeBlock.isDiode(state)` (diodes only for
 * a painting or a frame on a side face), with a full collision shape standing
 * for a solid material.
 */
export function holdsHanging(name: string, fullCube: boolean, sideFace: boolean): boolean {
  if (sideFace && DIODE.has(name)) return true;
  return fullCube && !NOT_SOLID_MATERIAL.test(name);
}
