/**
 * Vanilla spawns a chunk's passive animals once, when the chunk is generated
 * (1.16's spawnMobsForChunkGeneration). flying-squid's generation function
 * returns blocks only, so the generation hands each new chunk's animals
 * (decided by the generator from the seed alone, on the chunk as generated)
 * here, and they are summoned once the column is in the world. A chunk
 * flying-squid unloads and generates again does not get a second herd.
 */
import { Vec3 } from 'vec3';
import type { EmbeddedContext } from './plugins/context';
import type { NaturalAnimal } from './worldGen/generatorTypes';
import { summonEntity } from './commandHandlers/entityCommands';
import { pushAll } from '../../util/pushAll';
import { everyTick } from './plugins/serverClock';


interface Herd { chunkX: number; chunkZ: number; animals: NaturalAnimal[] }

/** Where the generation leaves each new chunk's animals; generated before the server's context exists, so it only collects. */
export class AnimalQueue {
  readonly pending: Herd[] = [];
  readonly seen = new Set<string>();

  generated(chunkX: number, chunkZ: number, animals: NaturalAnimal[]): void {
    const key = `${chunkX},${chunkZ}`;
    if (this.seen.has(key)) return;
    this.seen.add(key);
    if (animals.length) this.pending.push({ chunkX, chunkZ, animals });
  }
}

/** Summons the queued animals of every chunk whose column is in the world, each tick: a chunk's animals appear within a tick of its blocks. */
export function populateAnimals(ctx: EmbeddedContext, queue: AnimalQueue): void {
  everyTick(ctx, () => {
    const overworld = ctx.serv.overworld;
    if (!overworld || !queue.pending.length) return;
    const later: Herd[] = [];
    for (const herd of queue.pending.splice(0)) {
      // The column must be in the world before a mob can be settled on its ground.
      if (!overworld.sync.getColumn(herd.chunkX, herd.chunkZ)) { later.push(herd); continue; }
      for (const a of herd.animals) {
        const at = new Vec3(a.x, a.y, a.z);
        try {
          summonEntity(ctx, { player: null, entity: null, position: at, yaw: 0, pitch: 0, world: overworld }, a.type, at, a.color !== undefined ? { Color: a.color } : {});
        } catch (e) {
          // The entity limit reached: vanilla's mob cap would stop spawning too.
          ctx.log(`natural animals: ${String((e as Error).message ?? e)}`);
        }
      }
    }
    pushAll(queue.pending, later);
  });
}
