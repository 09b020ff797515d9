/**
 * Deterministic superflat terrain for the embedded server: bedrock at y=0,
 * a thick stone layer (y=1..STONE_TOP) so a bot can dig down and a /fill
 * below the surface never reaches the void, three dirt layers and grass on
 * top. The player stands at y = SURFACE_Y (air directly above the grass).
 * With scene 'trees', a few oak trees stand near spawn (fixed positions).
 */
import { Vec3 } from 'vec3';
import { stateIdFor } from './blockState';
import { WORLD_HEIGHT } from '../../vanilla/commandLimits';

export const STONE_TOP = 59;
export const GRASS_Y = 63;
/** First air block above the ground: where feet stand. */
export const SURFACE_Y = GRASS_Y + 1;
/** World spawn (block centre of 0,0 on the surface). */
export const SPAWN = { x: 0.5, y: SURFACE_Y, z: 0.5 };

export type SeedScene = 'flat' | 'trees';

/** Trunk bases of the trees of the 'trees' scene, a few blocks from spawn. */
export const TREE_BASES: ReadonlyArray<{ x: number; z: number }> = [
  { x: 5, z: 3 }, { x: -4, z: 6 }, { x: 3, z: -6 },
];
const TRUNK_HEIGHT = 5;

interface GenOptions { registry: any; scene?: SeedScene }

/** Block positions (world coordinates) and block names of every tree. */
function treeBlocks(): Array<{ x: number; y: number; z: number; name: 'oak_log' | 'oak_leaves' }> {
  const out: Array<{ x: number; y: number; z: number; name: 'oak_log' | 'oak_leaves' }> = [];
  for (const base of TREE_BASES) {
    const top = SURFACE_Y + TRUNK_HEIGHT - 1;
    // Leaves: two 5x5 layers below the top, a 3x3 layer at and above the top.
    for (let y = top - 2; y <= top + 1; y++) {
      const r = y < top ? 2 : 1;
      for (let dx = -r; dx <= r; dx++) {
        for (let dz = -r; dz <= r; dz++) {
          if (dx === 0 && dz === 0 && y <= top) continue;
          out.push({ x: base.x + dx, y, z: base.z + dz, name: 'oak_leaves' });
        }
      }
    }
    for (let y = SURFACE_Y; y <= top; y++) out.push({ x: base.x, y, z: base.z, name: 'oak_log' });
  }
  return out;
}

/** flying-squid generation module: (options) => (chunkX, chunkZ) => Chunk. */
export function flatGeneration(options: GenOptions): (chunkX: number, chunkZ: number) => any {
  const registry = options.registry;
  const Chunk = require('prismarine-chunk')(registry);
  const state = (name: string) => registry.blocksByName[name].defaultState as number;
  const bedrock = state('bedrock');
  const stone = state('stone');
  const dirt = state('dirt');
  const grass = state('grass_block');
  const plains = registry.biomesByName.plains.id;
  const trees = options.scene === 'trees' ? treeBlocks() : [];
  // persistent leaves never decay (no decay is simulated anyway, but a bot reading states sees vanilla-like data)
  const leafState = stateIdFor(registry.blocksByName.oak_leaves, { persistent: 'true', distance: '1' });
  const logState = state('oak_log');

  // Every column is the same: build one chunk, then clone it (much faster than filling each).
  const template = new Chunk();
  const p = new Vec3(0, 0, 0);
  for (let x = 0; x < 16; x++) {
    for (let z = 0; z < 16; z++) {
      p.x = x; p.z = z;
      for (let y = 0; y <= GRASS_Y; y++) {
        p.y = y;
        template.setBlockStateId(p, y === 0 ? bedrock : y <= STONE_TOP ? stone : y < GRASS_Y ? dirt : grass);
      }
      for (let y = GRASS_Y + 1; y < WORLD_HEIGHT; y++) { p.y = y; template.setSkyLight(p, 15); }
      if (x % 4 === 0 && z % 4 === 0) {
        for (let y = 0; y < WORLD_HEIGHT; y += 4) { p.y = y; template.setBiome(p, plains); }
      }
    }
  }
  const json = template.toJson();

  return (chunkX: number, chunkZ: number) => {
    const chunk = Chunk.fromJson(json);
    for (const b of trees) {
      if (Math.floor(b.x / 16) !== chunkX || Math.floor(b.z / 16) !== chunkZ) continue;
      const local = new Vec3(b.x - chunkX * 16, b.y, b.z - chunkZ * 16);
      chunk.setBlockStateId(local, b.name === 'oak_log' ? logState : leafState);
    }
    return chunk;
  };
}
