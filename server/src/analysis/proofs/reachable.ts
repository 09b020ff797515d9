/**
 * What a sealed-in agent can ever lay hands on, over-estimated on purpose: a
 * proof says an item is out of reach only when it is outside this set. The
 * set starts from everything the scene holds (inventory, ground, containers,
 * item ids in any NBT, drops of every block in the room and of every mob that
 * may be in it, whatever the tool or the chance), adds what plants grow into
 * and what shearing or golems yield, and closes over every crafting and
 * smelting recipe. Some sources yield items no table lists (a villager's own
 * offers, fishing treasure, bartering, spawners, loot tables): then anything
 * may be reachable and `open` is set.
 */
import type { NbtValue } from '../../model/commands/commandTypes';
import { Closure } from '../feasibility/craft';
import { extraMobYields } from '../../vanilla/naturalWorld';
import { livingEntities, placedBlockIds, SummonedEntity } from '../feasibility/scene';
import type { Registry } from '../../vanilla/registry';
import { GROWS_INTO } from '../../vanilla/plantGrowth';
import { allInWorldWays } from '../../vanilla/inWorldWays';
import { BUILT_MOBS, builtMobParts } from '../../vanilla/builtMobs';
import { PORTAL_BLOCKS } from '../../vanilla/portals';
import { difficulty, ProofContext } from './context';
import { inRoom, roomBlocks, SealedRoom, sealedRoom } from './sealed';
import { HOSTILE } from '../../vanilla/settleRules';
import { drawnTradeYields, fixedOffers, readOffer } from './villagers';

/** The `open` source of a spawner: it may spawn any mob, not only yield items. */
export const SPAWNER = 'a spawner';

export interface Reach {
  items: Closure;
  /** Set with the source when an untabled source (trades, fishing, spawners …) may yield anything. */
  open?: string;
  /** Mobs that may be in the room (located inside, or placed where we cannot tell). */
  mobs: SummonedEntity[];
}

/** Mobs whose trades, bartering or spawning are not tabled here: they may yield anything. */
function untabledSource(e: SummonedEntity): string | undefined {
  if (e.id === 'piglin') return 'a piglin (bartering)';
  // Villagers and wandering traders without fixed offers draw from vanilla's trade pools: tabled below.
  return undefined;
}

/** Every `id:"…"` string in an NBT value (held items, armour, chest contents, item frames …). */
export function nbtIds(v: NbtValue | undefined, out: string[] = []): string[] {
  if (Array.isArray(v)) for (const x of v) nbtIds(x, out);
  else if (v && typeof v === 'object') {
    for (const [k, x] of Object.entries(v)) {
      if ((k === 'id' || k === 'Id') && typeof x === 'string') out.push(x.replace(/^minecraft:/, ''));
      else nbtIds(x, out);
    }
  }
  return out;
}

/** Living mobs that may be in the room; on peaceful the hostile ones are gone. */
export function mobsInRoom(ctx: ProofContext, room: SealedRoom): SummonedEntity[] {
  const peaceful = difficulty(ctx)?.value === 'peaceful';
  return livingEntities(ctx.scene).filter((e) => e.id !== 'item' && inRoom(room, e.place) !== false && !(peaceful && HOSTILE.has(e.id)));
}

export function reachableItems(ctx: ProofContext, room: SealedRoom): Reach {
  const { reg, scene } = ctx;
  const start = new Set<string>([...ctx.avail.pool.keys()].filter((id) => (ctx.avail.pool.get(id) ?? 0) > 0));
  let open: string | undefined;
  const blocks = roomBlocks(room, reg);
  for (const b of blocks) for (const d of reg.blocks.get(b)?.drops ?? []) start.add(d);
  for (const id of blocks) if (reg.items.has(id)) start.add(id);
  for (const [id, list] of placedBlockIds(scene)) {
    for (const b of list) {
      nbtIds(b.nbt as NbtValue | undefined).forEach((x) => start.add(x));
      if (b.nbt?.LootTable !== undefined) open ??= `a ${id} with a loot table`;
    }
    if (id === 'spawner' && list.some((b) => inRoom(room, b.place) !== false)) open ??= SPAWNER;
  }
  const mobs = mobsInRoom(ctx, room);
  for (const e of mobs) {
    for (const d of reg.entityLoot.get(e.id) ?? []) start.add(d.item);
    extraMobYields(e.id, reg).forEach((x) => start.add(x));
    // A trader's offers are not its drops: they are traded for below.
    const { Offers: _offers, ...carried } = e.nbt ?? {};
    nbtIds(carried).forEach((x) => start.add(x));
    open ??= untabledSource(e);
  }
  const items = new Closure({ reg, table: true, smelt: true }, start);
  // Growing, tool uses and golems feed the recipes and the recipes feed them: a few rounds reach the fixed point.
  for (let round = 0; round < 4; round++) {
    const before = items.items.size;
    for (const [seed, yields] of Object.entries(GROWS_INTO)) if (items.has(seed)) items.add(...yields);
    // What a tool or an item does in the world (vanilla/inWorldWays.ts): shears carve pumpkins, buckets fill,
    // a water bucket scoops a fish (AbstractFishEntity: only a water bucket, not an empty one) …
    const there = (id: string) => items.has(id) || blocks.has(id) || mobs.some((m) => m.id === id);
    for (const [made, ways] of allInWorldWays()) {
      if (ways.some((w) => w.from.some(there) && (!w.using.length || w.using.some(there)))) items.add(made);
    }
    // Mobs built from blocks (golems, the wither) and what they drop.
    for (const mob of BUILT_MOBS) {
      if (builtMobParts(mob)!.every((p) => p.options.some((o) => items.has(o)))) items.add(...(reg.entityLoot.get(mob) ?? []).map((d) => d.item));
    }
    for (const m of mobs) {
      for (const o of (fixedOffers(m.nbt) ?? []).map(readOffer)) if (o?.sell && o.buy.every((b) => items.has(b))) items.add(o.sell);
      // Without fixed offers: what its profession's pools (or the wandering trader's) sell for payments the agent has.
      if ((m.id === 'villager' || m.id === 'wandering_trader') && !fixedOffers(m.nbt)) {
        items.add(...drawnTradeYields(m.id, m.nbt, (id) => items.has(id) || blocks.has(id)));
      }
    }
    for (const id of [...items.items]) if (id.endsWith('_spawn_egg')) for (const d of reg.entityLoot.get(id.slice(0, -'_spawn_egg'.length)) ?? []) items.add(d.item);
    if (items.items.size === before) break;
  }
  // Lava meeting water makes obsidian (a portal frame): over-estimated as lava alone.
  if (blocks.has('lava') || items.has('lava_bucket')) items.add('obsidian');
  const water = blocks.has('water') || items.has('water_bucket');
  if (water && items.has('fishing_rod')) open ??= 'fishing';
  if (items.has('chorus_fruit')) open ??= 'chorus fruit';
  return { items, open, mobs };
}

/** Can the sealed agent get out (portals, chorus fruit)? Then the room proves nothing. */
export function canLeave(reach: Reach, room: SealedRoom, reg: Registry): boolean {
  const blocks = roomBlocks(room, reg);
  if (PORTAL_BLOCKS.some((b) => blocks.has(b))) return true;
  if (reach.items.has('chorus_fruit') || reach.items.has('ender_pearl')) return true;
  const fire = reach.items.has('flint_and_steel') || reach.items.has('fire_charge');
  const obsidian = reach.items.has('obsidian') || reach.items.has('lava_bucket') || blocks.has('lava');
  return fire && obsidian;
}

export interface Sealed {
  room: SealedRoom;
  reach: Reach;
}

/** The room the agent is shut in with what it can reach there; undefined when it is not provably shut in. */
export function sealedIn(ctx: ProofContext): Sealed | undefined {
  const room = sealedRoom(ctx);
  if (!room) return undefined;
  const reach = reachableItems(ctx, room);
  return canLeave(reach, room, ctx.reg) ? undefined : { room, reach };
}
