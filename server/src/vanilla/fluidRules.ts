/**
 * Water and lava as vanilla 1.16.5 moves them (net.minecraft.fluid.FlowableFluid,
 * WaterFluid, LavaFluid; net.minecraft.block.FluidBlock): the facts, free of
 * any world. The embedded server's fluid ticker (embedded/plugins/fluids.ts)
 * runs them.
 *
 * A fluid block's `level` property (minecraft-data: 16 values, state =
 * minStateId + level) encodes the fluid state (FluidBlock.getFluidState,
 * FlowableFluid.method_15741): 0 is a source; 1..7 flowing with amount
 * 8 − level (7 next to the source, 1 at the edge); 8..15 falling (amount 8).
 */

export type FluidName = 'water' | 'lava';

/** A fluid state: `amount` 1..8 (8 for a source and a falling column), `source`, `falling`. */
export interface Fluid {
  name: FluidName;
  amount: number;
  source: boolean;
  falling: boolean;
}

/** How a fluid spreads in a dimension (the nether is "ultrawarm"). */
export interface FluidKind {
  /** Ticks between two updates (getTickRate): water 5; lava 30, 10 in the nether. */
  tickRate: number;
  /** Amount lost per block sideways (getLevelDecreasePerBlock): water 1 (7 blocks on flat ground); lava 2 (3 blocks), 1 in the nether. */
  decrease: number;
  /** How far sideways it looks for a way down (getFlowSpeed): water 4; lava 2, 4 in the nether. */
  slopeDistance: number;
  /** Two sources beside a block on solid ground (or a source) make a new source (isInfinite): water only. */
  infinite: boolean;
}

export function fluidKind(name: FluidName, nether: boolean): FluidKind {
  if (name === 'water') return { tickRate: 5, decrease: 1, slopeDistance: 4, infinite: true };
  return nether ? { tickRate: 10, decrease: 1, slopeDistance: 4, infinite: false } : { tickRate: 30, decrease: 2, slopeDistance: 2, infinite: false };
}

export function isFluidName(name: string | undefined): name is FluidName {
  return name === 'water' || name === 'lava';
}

/** The fluid state of a water or lava block with `level`. */
export function fluidOfLevel(name: FluidName, level: number): Fluid {
  if (level === 0) return { name, amount: 8, source: true, falling: false };
  if (level >= 8) return { name, amount: 8, source: false, falling: true };
  return { name, amount: 8 - level, source: false, falling: false };
}

/** The block `level` of a fluid state (the inverse of fluidOfLevel). */
export function levelOfFluid(f: Fluid): number {
  if (f.source) return 0;
  return 8 - Math.min(f.amount, 8) + (f.falling ? 8 : 0);
}

export const flowing = (name: FluidName, amount: number, falling: boolean): Fluid => ({ name, amount, source: false, falling });
export const sourceOf = (name: FluidName): Fluid => ({ name, amount: 8, source: true, falling: false });

export function sameFluid(a: Fluid | null, b: Fluid | null): boolean {
  if (!a || !b) return a === b;
  return a.name === b.name && a.amount === b.amount && a.source === b.source && a.falling === b.falling;
}

/**
 * Blocks a fluid never flows into although nothing solid stops it
 * (FlowableFluid.canFill: doors, signs, ladders, sugar cane, bubble columns,
 * portals, structure voids and underwater plants).
 */
const NEVER_FILLED = /^(.*_sign|.*_wall_sign|ladder|sugar_cane|bubble_column|nether_portal|end_portal|end_gateway|structure_void|seagrass|tall_seagrass|kelp|kelp_plant|.*_door)$/;

/**
 * Whether a fluid can flow into a block: air, another fluid, or a block
 * that does not block movement (a flower, grass, a torch, redstone dust …),
 * which it washes away with its drops. `boundingBox` is minecraft-data's
 * ('empty' when nothing collides).
 */
export function canFill(name: string, boundingBox: string | undefined): boolean {
  if (NEVER_FILLED.test(name)) return false;
  return boundingBox === 'empty' || name === 'air' || name === 'cave_air' || name === 'void_air';
}

/** Solid enough under two sources for water to make a third (Material.isSolid, approximated by a full collision box). */
export function isSolidBelow(boundingBox: string | undefined): boolean {
  return boundingBox === 'block';
}

/**
 * What a lava block becomes when water touches it from above or a side
 * (FluidBlock.receiveNeighborFluids): obsidian from a source, cobblestone
 * from flowing lava. Water below does not count.
 */
export function lavaMeetsWater(lava: Fluid): 'obsidian' | 'cobblestone' {
  return lava.source ? 'obsidian' : 'cobblestone';
}

/** Lava flowing down into water turns the water into stone (LavaFluid.flow). */
export const LAVA_FALLS_INTO_WATER = 'stone';

/**
 * The most fluid blocks the embedded server updates in one server tick. Vanilla
 * has no cap; this one bounds a big pour (an ocean opened by /fill) so a tick
 * never stalls: the rest wait for the next tick, in order.
 */
export const FLUID_UPDATES_PER_TICK = 256;

/** Blocks whose fluid is always a water source (their FluidState): underwater plants and bubble columns. */
export const WATER_SOURCE_BLOCKS: ReadonlySet<string> = new Set(['seagrass', 'tall_seagrass', 'kelp', 'kelp_plant', 'bubble_column']);

/** Blocks that are a fluid: water, lava, and a bubble column (water with a current). */
export const FLUID_BLOCKS: ReadonlySet<string> = new Set(['water', 'lava', 'bubble_column']);
