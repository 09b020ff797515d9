/**
 * Vanilla spawns a chunk's passive animals once, when the chunk is generated
 * (1.16's spawnMobsForChunkGeneration). flying-squid's generation function
 * returns blocks only, so the chunks it generates are noted here and their
 * animals (decided by the generator from the seed alone) are summoned once the
 * column is in the world. A chunk flying-squid unloads and generates again
 * does not get a second herd.
 */
import { Vec3 } from 'vec3';
import type { EmbeddedContext } from './plugins/context';
import type { NaturalWorld } from './natural/types';
import { summonEntity } from './commands/entityCommands';

/** How often pending chunks are populated (ms): a chunk's animals appear within a tick or two of its blocks. */
const POPULATE_EVERY_MS = 50;

export interface Population {
  /** Called by the generation function for every chunk it makes. */
  generated(chunkX: number, chunkZ: number): void;
  /** Animals summoned so far. */
  readonly spawned: number;
}

export function populateAnimals(ctx: EmbeddedContext, world: () => NaturalWorld | undefined): Population {
  const pending: Array<[number, number]> = [];
  const done = new Set<string>();
  let spawned = 0;
  const timer = setInterval(() => {
    const w = world();
    const overworld = ctx.serv.overworld;
    if (!w || !overworld || !pending.length) return;
    const later: Array<[number, number]> = [];
    for (const [cx, cz] of pending.splice(0)) {
      const key = `${cx},${cz}`;
      if (done.has(key)) continue;
      // The column must be in the world before a mob can be settled on its ground.
      if (!overworld.sync.getColumn(cx, cz)) { later.push([cx, cz]); continue; }
      done.add(key);
      for (const a of w.animalsOf(cx, cz)) {
        const src = { player: null, entity: null, position: new Vec3(a.x, a.y, a.z), yaw: 0, pitch: 0, world: overworld };
        try {
          summonEntity(ctx, src, a.type, new Vec3(a.x, a.y, a.z), a.color !== undefined ? { Color: a.color } : {});
          spawned++;
        } catch (e) {
          // The entity limit reached: vanilla's mob cap would stop spawning too.
          ctx.log(`natural animals: ${String((e as Error).message ?? e)}`);
        }
      }
    }
    pending.push(...later);
  }, POPULATE_EVERY_MS);
  ctx.timers.add(timer);
  return {
    generated: (cx, cz) => { if (!done.has(`${cx},${cz}`)) pending.push([cx, cz]); },
    get spawned() { return spawned; },
  };
}
