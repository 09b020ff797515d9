/**
 * Vanilla refuses /fill and /setblock outside loaded chunks ("That position
 * is not loaded"). A real server keeps the spawn chunks and the chunks around
 * each player loaded; the embedded server uses the same rule, which also
 * keeps a task from making it generate thousands of chunks (a fill 32,767
 * blocks long once took minutes and a gigabyte).
 */
import type { Vec3 } from 'vec3';
import { SPAWN } from './flatWorld';

/** Spawn chunks kept loaded around the world spawn (in chunks). */
const SPAWN_RADIUS = 10;
/** Chunks loaded around each player (vanilla's default view distance). */
const PLAYER_RADIUS = 10;

function chunkOf(v: number): number {
  return Math.floor(v / 16);
}

export function isLoaded(serv: any, world: any, pos: Vec3): boolean {
  const cx = chunkOf(pos.x);
  const cz = chunkOf(pos.z);
  const near = (x: number, z: number, r: number) => Math.abs(cx - chunkOf(x)) <= r && Math.abs(cz - chunkOf(z)) <= r;
  const spawn = serv.mcuSpawn ?? SPAWN;
  if (world === serv.overworld && near(spawn.x, spawn.z, SPAWN_RADIUS)) return true;
  return (serv.players ?? []).some((p: any) => p.world === world && near(p.position.x, p.position.z, PLAYER_RADIUS));
}
