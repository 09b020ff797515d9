/**
 * Finding the blocks a ticking mechanic looks after (crops that grow, fire
 * that burns): vanilla ticks them wherever they are in loaded chunks; here
 * they are known from two sources, so a whole world is never scanned:
 *  - every serv.setBlock (planting, lighting, /setblock, spreading fire);
 *  - a periodic scan of the blocks around each player (what /fill and the
 *    world generator wrote, which bypass serv.setBlock).
 * Each watcher keeps the positions it was told about; its ticker drops a
 * position once the block there no longer matches.
 */
import { Vec3 } from 'vec3';
import type { EmbeddedContext } from './context';
import { everyTick } from './serverClock';

export interface Watched { world: any; pos: Vec3 }

interface Watcher { states: Uint8Array; found: Map<string, Watched> }

/** How often (in ticks) and how far around each player (blocks across, up and down) the scan looks. */
const SCAN_EVERY_TICKS = 100;
const SCAN_RADIUS = 24;
const SCAN_HEIGHT = 8;

export function watchKey(world: any, pos: Vec3): string {
  return `${world?.mcuWatchId ?? 0}:${pos.x},${pos.y},${pos.z}`;
}

function watchersOf(ctx: EmbeddedContext): Watcher[] {
  const serv = ctx.serv;
  if (serv.mcuBlockWatchers) return serv.mcuBlockWatchers;
  const watchers: Watcher[] = serv.mcuBlockWatchers = [];
  let worlds = 0;
  const tag = (world: any) => { if (world && world.mcuWatchId === undefined) world.mcuWatchId = ++worlds; };
  const setBlock = serv.setBlock.bind(serv);
  serv.setBlock = async (world: any, position: any, stateId: number) => {
    const r = await setBlock(world, position, stateId);
    tag(world);
    for (const w of watchers) {
      if (w.states[stateId]) {
        const pos = new Vec3(position.x, position.y, position.z).floored();
        w.found.set(watchKey(world, pos), { world, pos });
      }
    }
    return r;
  };
  everyTick(ctx, () => {
    if (serv.tickCount % SCAN_EVERY_TICKS !== 0) return;
    for (const player of serv.players ?? []) {
      if (!player.world || !player.mcuSpawned || player._client?.ended) continue;
      tag(player.world);
      const c = player.position.floored();
      const p = new Vec3(0, 0, 0);
      for (let y = Math.max(0, c.y - SCAN_HEIGHT); y <= Math.min(255, c.y + SCAN_HEIGHT); y++) {
        for (let x = c.x - SCAN_RADIUS; x <= c.x + SCAN_RADIUS; x++) {
          for (let z = c.z - SCAN_RADIUS; z <= c.z + SCAN_RADIUS; z++) {
            p.set(x, y, z);
            let state: number;
            try { state = player.world.sync.getBlockStateId(p); } catch { continue; }
            for (const w of watchers) if (w.states[state]) w.found.set(watchKey(player.world, p), { world: player.world, pos: p.clone() });
          }
        }
      }
    }
  });
  return watchers;
}

/** The positions of blocks whose name `matches`, kept up to date as described above. */
export function watchBlocks(ctx: EmbeddedContext, matches: (name: string) => boolean): Map<string, Watched> {
  const reg = ctx.serv.registry;
  let max = 0;
  for (const b of reg.blocksArray) max = Math.max(max, b.maxStateId ?? b.minStateId ?? 0);
  const states = new Uint8Array(max + 1);
  for (const b of reg.blocksArray) if (matches(b.name)) for (let s = b.minStateId; s <= b.maxStateId; s++) states[s] = 1;
  const found = new Map<string, Watched>();
  watchersOf(ctx).push({ states, found });
  return found;
}
