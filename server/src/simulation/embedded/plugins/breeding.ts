/**
 * Breeding, as vanilla 1.16's AnimalEntity: an adult animal fed its
 * breeding food (not in love, not resting after breeding) is in love for
 * 600 ticks and the food is used up; two animals of one species in love
 * within 8 blocks breed: a baby appears, both parents rest for 6000 ticks
 * and custom:animals_bred counts for the player who fed them. Mobs have no
 * AI here, so the parents do not walk to each other: they breed after
 * the 60 ticks vanilla's mate goal waits once they are together.
 */
import { Vec3 } from 'vec3';
import type { EmbeddedContext } from './context';
import { everyTick } from './serverClock';
import { heldItem } from '../inventory';
import { consumeHeld } from './exchange';
import { entityTypeName } from '../commandHandlers/selectors';
import { summonEntity } from '../commandHandlers/entityCommands';
import { BABY_AGE, BREED_COOLDOWN_TICKS, BREEDING_FOOD, LOVE_TICKS, MATE_RANGE, MATE_TICKS } from '../../../vanilla/breedingRules';


interface Love { until: number; player: string; pairedAt?: number }

function isBaby(e: any): boolean {
  return !!e.nbt?.IsBaby || (typeof e.nbt?.Age === 'number' && e.nbt.Age < 0);
}

export function installBreedingFeed(ctx: EmbeddedContext, player: any): void {
  player._client.on('use_entity', ({ target, mouse, hand }: any) => {
    if (mouse !== 0 || (hand ?? 0) !== 0) return;
    const e = ctx.serv.entities[target];
    const item = heldItem(player);
    if (!e || e.dead || !item) return;
    const foods = BREEDING_FOOD[entityTypeName(ctx.serv, e)];
    const now = ctx.serv.tickCount ?? 0;
    if (!foods?.includes(item.name) || isBaby(e) || e.mcuLove || (e.mcuRestUntil ?? 0) > now) return;
    consumeHeld(player);
    e.mcuLove = { until: now + LOVE_TICKS, player: player.username } as Love;
    // entity_status 18: the heart particles of an animal in love.
    e._writeOthersNearby?.('entity_status', { entityId: e.id, entityStatus: 18 });
  });
}

export function installBreedingTicker(ctx: EmbeddedContext): void {
  const serv = ctx.serv;
  everyTick(ctx, () => {
    const now = serv.tickCount ?? 0;
    const lovers = Object.values<any>(serv.entities).filter((e) => e.mcuLove && !e.dead);
    for (const e of lovers) if ((e.mcuLove as Love).until <= now) e.mcuLove = undefined;
    for (const a of lovers) {
      if (!a.mcuLove) continue;
      const type = entityTypeName(serv, a);
      const mate = lovers.find((b) => b !== a && b.mcuLove && b.world === a.world && entityTypeName(serv, b) === type &&
        b.position.distanceTo(a.position) <= MATE_RANGE);
      if (!mate) { (a.mcuLove as Love).pairedAt = undefined; continue; }
      const love = a.mcuLove as Love;
      const since = (love.pairedAt ??= now);
      if (now - since < MATE_TICKS) continue;
      breed(ctx, a, mate, type, now);
    }
  });
}

function breed(ctx: EmbeddedContext, a: any, b: any, type: string, now: number): void {
  const player = (a.mcuLove as Love).player ?? (b.mcuLove as Love).player;
  a.mcuLove = b.mcuLove = undefined;
  a.mcuRestUntil = b.mcuRestUntil = now + BREED_COOLDOWN_TICKS;
  const at: Vec3 = a.position.clone();
  try {
    summonEntity(ctx, { player: null, entity: null, position: at, yaw: 0, pitch: 0, world: a.world }, type, at, { Age: BABY_AGE });
  } catch (err) {
    // The entity limit: no baby (the limit notes itself); vanilla would have one.
    ctx.log(`breeding: ${String(err)}`);
    return;
  }
  ctx.stats.add(player, 'custom', 'animals_bred');
}
