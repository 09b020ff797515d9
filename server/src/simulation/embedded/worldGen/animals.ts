/**
 * Animals of a new chunk, as vanilla 1.16's WorldEntitySpawner.performWorldGenSpawning:
 * while nextFloat() < 0.1 (the biome's creature spawn probability), a pack of
 * one weighted creature type starts at a random column of the chunk; each
 * member gets up to 4 tries, walking nextInt(5) - nextInt(5) per axis (kept
 * inside the chunk), and stands where vanilla's checks pass: the top block
 * (leaves ignored, as the MOTION_BLOCKING_NO_LEAVES height map) is
 * grass_block and the two blocks above it are free of anything solid.
 * Spawn weights and pack sizes are vanilla's creature lists (vanilla/biomes.ts); mountains' llama
 * packs (weight 5) are drawn but not spawned (no llama in NaturalAnimal).
 * Sheep wool as SheepEntity.getRandomSheepColor: 5% black, 5% gray, 5% light
 * gray, 3% brown, of the rest 1/500 pink, else white (≈81.8%).
 */
import { GENERATED_BIOMES, type CreatureSpawn } from '../../../vanilla/biomes';
import type { Rng } from './random';
import type { NaturalAnimal, NaturalAnimalType, NaturalBiome } from './generatorTypes';
import { DYE_COLORS } from '../../../vanilla/variants';

type Spawner = CreatureSpawn;

const CREATURE_SPAWN_PROBABILITY = 0.1;
/** A sheep's Color is the dye's id: its place in DyeColor's order. */
const COLOR = Object.fromEntries(DYE_COLORS.map((c, i) => [c, i])) as Record<string, number>;

function sheepColor(rng: Rng): number {
  const i = rng.int(100);
  if (i < 5) return COLOR.black;
  if (i < 10) return COLOR.gray;
  if (i < 15) return COLOR.light_gray;
  if (i < 18) return COLOR.brown;
  return rng.int(500) === 0 ? COLOR.pink : COLOR.white;
}

function pick(rng: Rng, list: readonly Spawner[]): Spawner {
  let r = rng.int(list.reduce((n, s) => n + s.weight, 0));
  for (const s of list) { r -= s.weight; if (r < 0) return s; }
  return list[list.length - 1];
}

/**
 * The packs of one chunk, each a list of animals (a pack can come out empty
 * where no try found a spot, as in vanilla). `standY(x, z)` is the feet y of
 * a creature at column (x, z), or null where none may stand.
 */
export function animalPacks(biome: NaturalBiome, rng: Rng, chunkX: number, chunkZ: number,
  standY: (x: number, z: number) => number | null): NaturalAnimal[][] {
  const packs: NaturalAnimal[][] = [];
  const x0 = chunkX * 16;
  const z0 = chunkZ * 16;
  const inside = (x: number, z: number) => x >= x0 && x < x0 + 16 && z >= z0 && z < z0 + 16;
  while (rng.next() < CREATURE_SPAWN_PROBABILITY) {
    const s = pick(rng, GENERATED_BIOMES[biome].creatures);
    const size = s.min + rng.int(1 + s.max - s.min);
    const startX = x0 + rng.int(16);
    const startZ = z0 + rng.int(16);
    let x = startX;
    let z = startZ;
    const pack: NaturalAnimal[] = [];
    for (let m = 0; m < size; m++) {
      let placed = false;
      for (let t = 0; !placed && t < 4; t++) {
        const y = standY(x, z);
        if (y !== null && s.type !== 'llama') {
          const animal: NaturalAnimal = { type: s.type as NaturalAnimalType, x: x + 0.5, y, z: z + 0.5 };
          if (s.type === 'sheep') animal.color = sheepColor(rng);
          pack.push(animal);
          placed = true;
        }
        x += rng.int(5) - rng.int(5);
        z += rng.int(5) - rng.int(5);
        while (!inside(x, z)) {
          x = startX + rng.int(5) - rng.int(5);
          z = startZ + rng.int(5) - rng.int(5);
        }
      }
    }
    packs.push(pack);
  }
  return packs;
}
