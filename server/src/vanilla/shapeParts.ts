/**
 * What each buildable shape is made of in vanilla 1.16.5, besides any material the words name: the
 * building checks count these against the scene, and the dependency graph draws them as needs.
 */
/** The shapes the verifier can check in the world. */
export type StructureShape = 'pillar' | 'snow_golem' | 'iron_golem' | 'golem' | 'nether_portal' | 'waterfall' | 'pit' | 'beacon';

/** One part of a shape: any of `options`, `count` in all. */
export interface ShapePart {
  what: string;
  options: string[];
  count: number;
}

/** The minerals a beacon's base may be made of. */
export const BEACON_BASE = ['iron_block', 'gold_block', 'emerald_block', 'diamond_block', 'netherite_block'];

/** A golem's head. */
export const GOLEM_HEAD: ShapePart = { what: 'carved pumpkin (or jack o\'lantern)', options: ['carved_pumpkin', 'jack_o_lantern'], count: 1 };

const PARTS: Record<StructureShape, ShapePart[]> = {
  snow_golem: [{ what: 'snow_block', options: ['snow_block'], count: 2 }, GOLEM_HEAD],
  iron_golem: [{ what: 'iron_block', options: ['iron_block'], count: 4 }, GOLEM_HEAD],
  // Either golem: the smaller body (two snow blocks, or more of iron) is the least it can take.
  golem: [{ what: 'snow_block (or iron_block)', options: ['snow_block', 'iron_block'], count: 2 }, GOLEM_HEAD],
  // The smallest frame is 4×5 with its corners left out: 10 obsidian.
  nether_portal: [{ what: 'obsidian', options: ['obsidian'], count: 10 }, { what: 'flint_and_steel (or a fire_charge)', options: ['flint_and_steel', 'fire_charge'], count: 1 }],
  // A level-1 beacon: the beacon on a 3×3 layer of mineral blocks.
  beacon: [{ what: 'beacon', options: ['beacon'], count: 1 }, { what: 'mineral blocks (iron, gold, emerald, diamond or netherite)', options: BEACON_BASE, count: 9 }],
  waterfall: [{ what: 'water_bucket', options: ['water_bucket'], count: 1 }],
  // Any block will do unless the words name one (then that material is the part), and hands dig a pit.
  pillar: [],
  pit: [],
};

export function shapeParts(shape: StructureShape): readonly ShapePart[] {
  return PARTS[shape];
}
