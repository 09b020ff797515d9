/**
 * Moves entities by game ticks. flying-squid's own entity ticker steps an
 * entity's physics by the wall-clock seconds since the last tick, ages items
 * by Date.now(), and skips a tick while the last one is still working: motion
 * and lifetimes then depend on how fast the machine is and on the clock's
 * rate. This ticker replaces it with the same steps counted in ticks — one
 * twentieth of a second of physics per tick, lifetimes in ticks lived, no
 * tick skipped (late steps are caught up in order) — so a world stepped
 * faster than real time (settling) moves exactly as one at 20 ticks a second.
 */
import type { EmbeddedContext } from './context';
import { everyTick } from './serverClock';
import { TICKS_PER_SECOND } from '../../../vanilla/gameTime';

const SECONDS_PER_TICK = 1 / TICKS_PER_SECOND;
const MS_PER_TICK = 1000 / TICKS_PER_SECOND;
/**
 * How near a player must stand to collect an item.
 * @notGameFact flying-squid's pickup distance, kept as its ticker had it
 */
const COLLECT_RADIUS = 1.75;

/** Removes flying-squid's wall-clock entity ticker (recognised by the physics call it makes). */
function dropWallClockTicker(serv: any): boolean {
  const theirs = serv.listeners('tick').filter((l: (...a: unknown[]) => unknown) => /calculatePhysics\(delta\)/.test(String(l)));
  for (const l of theirs) serv.removeListener('tick', l);
  return theirs.length === 1;
}

async function stepEntity(serv: any, entity: any, tick: number): Promise<void> {
  entity.mcuBornTick ??= tick;
  const ageMs = (tick - entity.mcuBornTick) * MS_PER_TICK;
  if (entity.deathTime && ageMs >= entity.deathTime) {
    entity.destroy();
    return;
  }
  if (entity.pickupTime && ageMs >= entity.pickupTime) {
    const players = serv.getNearby({ world: entity.world, position: entity.position, radius: COLLECT_RADIUS });
    if (players.length) players[0].collect(entity);
  }
  if (!entity.velocity || !entity.size) return;
  const { position, onGround } = await entity.calculatePhysics(SECONDS_PER_TICK);
  const moving = entity.velocity.x !== 0 || entity.velocity.y !== 0 || entity.velocity.z !== 0;
  if (entity.type === 'mob' || (entity.type === 'object' && moving)) entity.sendPosition(position, onGround);
}

export function installEntityClock(ctx: EmbeddedContext): void {
  const serv = ctx.serv;
  if (!dropWallClockTicker(serv)) ctx.log('entity clock: flying-squid\'s entity ticker was not found where expected');
  let stepped = 0;
  let owed = 0;
  let running: Promise<void> | undefined;
  // Resolves once every tick so far has been stepped (stepTicks waits on it after a fast run).
  serv.mcuEntityClockIdle = () => running ?? Promise.resolve();
  const drain = async () => {
    try {
      while (owed > 0) {
        owed--;
        const tick = ++stepped;
        await Promise.all(Object.keys(serv.entities).map((id) => {
          const e = serv.entities[id];
          return e ? stepEntity(serv, e, tick) : undefined;
        }));
      }
    } catch (e) {
      ctx.log(`entity clock: ${String((e as Error)?.stack ?? e)}`);
    } finally {
      running = undefined;
    }
  };
  everyTick(ctx, () => {
    owed++;
    running ??= drain();
  });
}
