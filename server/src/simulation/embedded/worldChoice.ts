/**
 * Which world an embedded server generates: the superflat one (fast, empty
 * but for grass, dirt and stone) or a generated overworld of one biome made
 * from a seed (issue 29). The generator reads nothing but this.
 */
import type { NaturalBiome } from './worldGen/generatorTypes';
import type { SeedScene } from './flatWorld';

export type WorldSpec =
  | { kind: 'flat'; scene?: SeedScene }
  | { kind: 'natural'; seed: number; biome: NaturalBiome };

/** "a flat world", "this plains world, seed 12345": how reports and reasons name it. */
export function worldWords(w: WorldSpec | undefined): string {
  if (!w || w.kind === 'flat') return 'this superflat world';
  return `this ${w.biome} world, seed ${w.seed}`;
}
