/**
 * Where something sits relative to the agent, without running Minecraft.
 *
 * Positions live in a "frame": the agent's starting feet block is (0,0,0) of
 * frame 0; a teleport to absolute coordinates starts a new frame (we no
 * longer know how the old positions relate to the agent). Absolute
 * coordinates in /setblock, /fill or /summon get frame -1 (unknown place).
 * Local (`^`) coordinates keep their (left, up, forward) box around the
 * position they were given from: the agent's facing is unknown, so only their
 * length (and whether they contain the vertical axis) means something. We
 * assume the agent looks level, so `up` is the y axis.
 */
export type Vec = [number, number, number];

export interface Place {
  frame: number;
  space: 'world' | 'local';
  /** For local boxes: the execution position they are relative to (frame coordinates). */
  origin: Vec;
  /** World: frame coordinates; local: (left, up, forward) offsets from origin. */
  min: Vec;
  max: Vec;
}

export const UNKNOWN_FRAME = -1;
/**
 * Boxes given entirely in absolute coordinates, in the overworld: located
 * among themselves (two absolute /setblocks on one cell collide), never
 * against the agent, whose absolute position is not known.
 */
export const ABSOLUTE_FRAME = -2;

/** A cell as a task file writes it: `~2 ~ ~-1` in an agent frame, `10 64 -3` in absolute coordinates. */
export function cellText(c: Vec, frame: number): string {
  if (frame === ABSOLUTE_FRAME) return c.join(' ');
  const f = (v: number) => (v === 0 ? '~' : `~${v}`);
  return `${f(c[0])} ${f(c[1])} ${f(c[2])}`;
}

export function box(frame: number, space: 'world' | 'local', origin: Vec, a: Vec, b: Vec): Place {
  return {
    frame,
    space,
    origin,
    min: [Math.min(a[0], b[0]), Math.min(a[1], b[1]), Math.min(a[2], b[2])],
    max: [Math.max(a[0], b[0]), Math.max(a[1], b[1]), Math.max(a[2], b[2])],
  };
}

/** Number of blocks in the box (block coordinates are inclusive). */
export function volume(p: Place): number {
  return (Math.floor(p.max[0]) - Math.floor(p.min[0]) + 1) * (Math.floor(p.max[1]) - Math.floor(p.min[1]) + 1) * (Math.floor(p.max[2]) - Math.floor(p.min[2]) + 1);
}

const within = (v: number, lo: number, hi: number) => Math.floor(lo) <= Math.floor(v) && Math.floor(v) <= Math.floor(hi);

/** Does the box hold block position `pt` (frame coordinates)? undefined when that cannot be known. */
export function contains(p: Place, frame: number, pt: Vec): boolean | undefined {
  if (p.frame === UNKNOWN_FRAME || p.frame !== frame) return undefined;
  if (p.space === 'world') return within(pt[0], p.min[0], p.max[0]) && within(pt[1], p.min[1], p.max[1]) && within(pt[2], p.min[2], p.max[2]);
  const d: Vec = [pt[0] - p.origin[0], pt[1] - p.origin[1], pt[2] - p.origin[2]];
  // Only a point straight above or below the origin is independent of the facing.
  if (Math.floor(d[0]) !== 0 || Math.floor(d[2]) !== 0) return undefined;
  return within(0, p.min[0], p.max[0]) && within(d[1], p.min[1], p.max[1]) && within(0, p.min[2], p.max[2]);
}

/** Is `pt` on the outer shell of the box (for /fill hollow and outline)? */
export function onShell(p: Place, pt: Vec): boolean {
  const q = p.space === 'world' ? pt : ([0, pt[1] - p.origin[1], 0] as Vec);
  return [0, 1, 2].some((i) => Math.floor(q[i]) === Math.floor(p.min[i]) || Math.floor(q[i]) === Math.floor(p.max[i]));
}

/** Smallest horizontal distance between `pt` and the box; undefined when unknown. */
export function horizontalDistance(p: Place, frame: number, pt: Vec): number | undefined {
  if (p.frame === UNKNOWN_FRAME || p.frame !== frame) return undefined;
  const gap = (v: number, lo: number, hi: number) => (v < lo ? lo - v : v > hi ? v - hi : 0);
  if (p.space === 'world') return Math.hypot(gap(pt[0], p.min[0], p.max[0]), gap(pt[2], p.min[2], p.max[2]));
  const moved = Math.hypot(pt[0] - p.origin[0], pt[2] - p.origin[2]);
  if (moved > 0) return undefined;
  return Math.hypot(gap(0, p.min[0], p.max[0]), gap(0, p.min[2], p.max[2]));
}

/** Lowest y of the box relative to `pt`; undefined when unknown. */
export function heightAbove(p: Place, frame: number, pt: Vec): number | undefined {
  if (p.frame === UNKNOWN_FRAME || p.frame !== frame) return undefined;
  const base = p.space === 'world' ? 0 : p.origin[1];
  return base + p.min[1] - pt[1];
}
