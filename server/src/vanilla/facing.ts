/**
 * Vanilla 1.16.5's six directions by name, in Direction's 3D data-value order
 * (Direction.byId: down 0, up 1, north 2, south 3, west 4, east 5). The
 * block_place packet's face numbers and the `facing` block-state values use
 * these; each direction's opposite is its neighbour in the pair (index ^ 1).
 * Their unit steps are hangingRules.ts's DIRECTION_STEPS, in the same order.
 */

export const FACING_NAMES: readonly string[] = ['down', 'up', 'north', 'south', 'west', 'east'];

/** The name of a 3D data value (undefined outside 0..5). */
export function facingName(index: number): string | undefined {
  return FACING_NAMES[index];
}

/** The 3D data value of a direction name (undefined for anything else). */
export function facingIndex(name: string | undefined): number | undefined {
  const i = name === undefined ? -1 : FACING_NAMES.indexOf(name);
  return i < 0 ? undefined : i;
}

/** Direction.getOpposite by name (undefined for anything else). */
export function oppositeFacing(name: string): string | undefined {
  const i = facingIndex(name);
  return i === undefined ? undefined : FACING_NAMES[i ^ 1];
}

/** Direction.byHorizontalIndex: south, west, north, east — the facing a yaw of 0, 90, 180, 270 looks towards. */
export const HORIZONTAL_BY_YAW: readonly string[] = ['south', 'west', 'north', 'east'];
