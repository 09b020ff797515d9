/**
 * The public shapes of the generated overworld (issue 29). A world is a pure
 * function of its seed and biome: nothing about a task reaches the generator,
 * so two servers started with the same spec stand in the same landscape.
 */

import { GENERATED_BIOME_IDS, type GeneratedBiomeId } from '../../../vanilla/biomes';

/** The biomes the generator reproduces (vanilla/biomes.ts). */
export type NaturalBiome = GeneratedBiomeId;

export const NATURAL_BIOMES: readonly NaturalBiome[] = GENERATED_BIOME_IDS;

export interface NaturalWorldSpec { seed: number; biome: NaturalBiome }

export type NaturalAnimalType = 'cow' | 'pig' | 'sheep' | 'chicken' | 'wolf' | 'horse' | 'donkey';

export interface NaturalAnimal {
  type: NaturalAnimalType;
  x: number;
  y: number;
  z: number;
  /** Sheep wool colour, 0..15 (vanilla's Color tag). */
  color?: number;
}

export interface NaturalWorld {
  spec: NaturalWorldSpec;
  /** flying-squid generation function: a fresh prismarine-chunk Chunk for the column. */
  generate(chunkX: number, chunkZ: number): any;
  /**
   * Animals vanilla spawns when this chunk is generated (world coordinates, feet on the surface).
   * `generated` is the chunk `generate` just returned, before anything changed it (saves building it again).
   */
  animalsOf(chunkX: number, chunkZ: number, generated?: any): NaturalAnimal[];
  /** Spawn point: {x,y,z} with x,z block centres (n+0.5) and y the first air block above dry grass. */
  spawnPoint(): { x: number; y: number; z: number };
  /** Surface height (y of the top solid/fluid block) of a column, pure function of x,z. */
  surfaceY(x: number, z: number): number;
}
