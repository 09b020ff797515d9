/**
 * The height map: the y of the top solid block of every column, a pure
 * function of (seed, biome, x, z). Vanilla 1.16 shapes terrain with 3-D noise
 * and biome depth/scale; a 2-D height map of a few simplex octaves gives the
 * same kind of surface for one biome without overhangs or caves (the
 * simplification: no caves, no overhangs, no ravines).
 *
 * Rivers: a ridge of |river noise| (its zero line, meandered by a warp noise)
 * is carved down to a bed below the sea, so wherever the noise crosses zero a
 * winding river runs — every few hundred blocks, which keeps water within
 * ~100 blocks of most places. Low ground elsewhere becomes lakes: any column
 * below the sea is filled with water up to SEA_TOP.
 */
import type { NaturalBiome } from './generatorTypes';
import { GENERATED_BIOMES, type Relief } from '../../../vanilla/biomes';
import type { Noises } from './noise';
import { BEDROCK_TOP_Y, SEA_SURFACE_Y } from '../../../vanilla/naturalWorld';

/** The highest water block. Vanilla's sea level is 63: the first air block above the sea. */
export const SEA_TOP = SEA_SURFACE_Y;
/** Bedrock: y 0 always, y 1..BEDROCK_TOP sometimes (vanilla's floor). */
export const BEDROCK_TOP = BEDROCK_TOP_Y;

/**
 * Each biome's relief (vanilla/biomes.ts): plains gentle, mostly 63–72;
 * forest a little rougher; mountains valleys near 70, massifs to ~130, their
 * rivers cutting wide valleys (a wide bank).
 */
type Shape = Relief;

const RIVER_SCALE = 340;
const WARP_SCALE = 120;
const WARP_BLOCKS = 30;

function smoothstep(a: number, b: number, x: number): number {
  const t = Math.min(1, Math.max(0, (x - a) / (b - a)));
  return t * t * (3 - 2 * t);
}

export class Terrain {
  private readonly shape: Shape;

  constructor(readonly biome: NaturalBiome, private readonly noise: Noises) {
    this.shape = GENERATED_BIOMES[biome].relief;
  }

  /** y of the top solid block of column (x, z), before any feature. */
  groundY(x: number, z: number): number {
    const s = this.shape;
    const n = this.noise;
    const [o0, o1, o2] = s.octaves;
    let h = s.base
      + o0[0] * n.octave0(x / o0[1], z / o0[1])
      + o1[0] * n.octave1(x / o1[1], z / o1[1])
      + o2[0] * n.octave2(x / o2[1], z / o2[1]);
    if (s.uplift) {
      const u = (n.uplift(x / s.uplift.scale, z / s.uplift.scale) + 1) / 2;
      h += s.uplift.height * Math.pow(u, s.uplift.power);
    }
    if (s.ridge) h += s.ridge.height * (1 - 2 * Math.abs(n.ridge(x / s.ridge.scale, z / s.ridge.scale)));
    const w = WARP_BLOCKS * n.riverWarp(x / WARP_SCALE, z / WARP_SCALE);
    const r = Math.abs(n.river((x + w) / RIVER_SCALE, (z - w) / RIVER_SCALE));
    const carved = s.river.bed + (h - s.river.bed) * smoothstep(s.river.half, s.river.half + s.river.bank, r);
    if (carved < h) h = carved;
    return Math.max(BEDROCK_TOP + 2, Math.min(250, Math.floor(h)));
  }

  /** y of the top solid or fluid block: the water's surface over a river or lake. */
  surfaceY(x: number, z: number): number {
    return Math.max(this.groundY(x, z), SEA_TOP);
  }
}
