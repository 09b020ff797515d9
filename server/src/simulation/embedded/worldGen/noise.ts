/**
 * The world's noise fields: simplex noise (simplex-noise 4) whose permutation
 * tables are drawn from the world seed, so a seed always gives the same hills.
 * Each field has its own table — the octaves of the height map must not be
 * copies of one another, or they would only add up to a louder single octave.
 */
import { createNoise2D, NoiseFunction2D } from 'simplex-noise';
import { hash, rngFrom, SALT } from './random';

export type NoiseField =
  | 'octave0' | 'octave1' | 'octave2' // the height map's octaves, broad to fine
  | 'uplift' | 'ridge' // mountains: where the massifs stand, and their crests
  | 'river' | 'riverWarp' // the river network and its meanders
  | 'info' // vanilla's Biome.INFO_NOISE stand-in: plains flower and grass patch counts, tulip zones
  | 'temperature'; // vanilla's TEMPERATURE_NOISE stand-in: how high the snow line lies

const FIELDS: readonly NoiseField[] = ['octave0', 'octave1', 'octave2', 'uplift', 'ridge', 'river', 'riverWarp', 'info', 'temperature'];

export type Noises = Record<NoiseField, NoiseFunction2D>;

export function worldNoises(seed: number): Noises {
  const out = {} as Noises;
  FIELDS.forEach((name, i) => { out[name] = createNoise2D(rngFrom(hash(seed, 0, 0, SALT.noise + i)).next); });
  return out;
}
