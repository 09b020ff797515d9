/**
 * Mobs a player builds from blocks in vanilla 1.16.5: the golems
 * (CarvedPumpkinBlock's patterns, their parts in shapeParts.ts) and the
 * wither (WitherSkullBlock's pattern: four blocks of the
 * `wither_summon_base_blocks` tag, soul sand or soul soil, under three
 * wither skeleton skulls).
 */
import { shapeParts, ShapePart } from './shapeParts';

const WITHER: readonly ShapePart[] = [
  { what: 'soul_sand (or soul_soil)', options: ['soul_sand', 'soul_soil'], count: 4 },
  { what: 'wither_skeleton_skull', options: ['wither_skeleton_skull'], count: 3 },
];

/** The parts a built mob takes (any of `options`, `count` in all); undefined for a mob that is not built. */
export function builtMobParts(mob: string): readonly ShapePart[] | undefined {
  if (mob === 'snow_golem' || mob === 'iron_golem') return shapeParts(mob);
  if (mob === 'wither') return WITHER;
  return undefined;
}

/** The mobs builtMobParts knows. */
export const BUILT_MOBS: readonly string[] = ['snow_golem', 'iron_golem', 'wither'];
