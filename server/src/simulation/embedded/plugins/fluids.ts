/**
 * Flowing water and lava on the server tick, as vanilla 1.16.5's scheduled
 * fluid ticks run them (FlowableFluid.onScheduledTick / tryFlow /
 * getUpdatedState / getSpread, FluidBlock.onBlockAdded / neighborUpdate /
 * receiveNeighborFluids; the facts are in vanilla/fluidRules.ts):
 *
 * - a block change (a bucket emptied or filled, /setblock, /fill, mining …)
 *   schedules a tick for every fluid at and around it, after the fluid's
 *   tick rate (water 5 ticks, lava 30; 10 in the nether);
 * - a ticked flowing block recomputes itself from its neighbours (falling
 *   under a fluid, the strongest side minus the decrease, or nothing: a
 *   removed source drains its flow), then flows down if it can, else
 *   sideways towards the nearest way down within the slope distance (all
 *   sides on flat ground): water reaches 7 blocks, lava 3; two water sources
 *   beside a block on solid ground make a source;
 * - lava touched by water from above or a side becomes obsidian (a source)
 *   or cobblestone (flowing); lava falling into water makes stone.
 *
 * Bounded: at most FLUID_UPDATES_PER_TICK scheduled updates run per server
 * tick (the rest wait, in order). Not modelled: waterlogged blocks, lava's
 * random slower ticks and fire spread, soul soil + blue ice basalt, fluids
 * pushing entities (the client's physics does that for the agent).
 */
import { Vec3 } from 'vec3';
import type { EmbeddedContext } from './context';
import {
  canFill, Fluid, FluidName, fluidKind, FluidKind, fluidOfLevel, flowing, FLUID_UPDATES_PER_TICK, isFluidName, isSolidBelow,
  LAVA_FALLS_INTO_WATER, lavaMeetsWater, levelOfFluid, sameFluid, sourceOf,
} from '../../../vanilla/fluidRules';
import { spawnDestroyDrops } from './blockDrops';

const HORIZONTAL = [new Vec3(0, 0, -1), new Vec3(0, 0, 1), new Vec3(-1, 0, 0), new Vec3(1, 0, 0)];
const DOWN = new Vec3(0, -1, 0);
const UP = new Vec3(0, 1, 0);
const AROUND = [...HORIZONTAL, DOWN, UP];

interface Scheduled { world: any; pos: Vec3; due: number }

export interface FluidTicker {
  /** Scheduled updates by world and position. */
  pending: Map<string, Scheduled>;
  /** Updates run so far (for tests and the bound). */
  updates: number;
}

/** Sets up the fluids of the server's worlds; returns the per-tick step (pack.ts runs it on the server tick). */
export function installFluids(ctx: EmbeddedContext): () => void {
  const serv = ctx.serv;
  const reg = serv.registry;
  const ticker: FluidTicker = { pending: new Map(), updates: 0 };
  serv.mcuFluids = ticker;
  const worldIds = new Map<any, number>();
  const keyOf = (world: any, p: Vec3) => `${worldIds.get(world) ?? 0}:${p.x},${p.y},${p.z}`;
  const now = () => serv.tickCount ?? 0;
  const nether = (world: any) => world === serv.netherworld;
  const kindOf = (world: any, name: FluidName): FluidKind => fluidKind(name, nether(world));

  const stateAt = (world: any, p: Vec3): number => (p.y < 0 || p.y > 255 ? -1 : world.sync.getBlockStateId(p));
  const blockOf = (state: number): any => reg.blocksByStateId[state];
  function fluidAt(world: any, p: Vec3): Fluid | null {
    const s = stateAt(world, p);
    const b = s >= 0 ? blockOf(s) : undefined;
    if (!b || !isFluidName(b.name)) return null;
    return fluidOfLevel(b.name, s - b.minStateId);
  }
  const isKind = (f: Fluid | null, name: FluidName): f is Fluid => !!f && f.name === name;
  const stillOf = (f: Fluid | null, name: FluidName) => isKind(f, name) && f.source;
  function fillable(world: any, p: Vec3): boolean {
    const s = stateAt(world, p);
    if (s < 0) return false;
    const b = blockOf(s);
    return !!b && canFill(b.name, b.boundingBox);
  }

  function schedule(world: any, p: Vec3, delay: number): void {
    const key = keyOf(world, p);
    const due = now() + delay;
    const old = ticker.pending.get(key);
    if (old && old.due <= due) return;
    ticker.pending.set(key, { world, pos: p.clone(), due });
  }

  /** Sets a block without flying-squid's async path, so this tick reads what it wrote; clients see it at once (the change then reaches `changed` through the world's blockUpdate). */
  function put(world: any, p: Vec3, stateId: number): void {
    // A fluid reaching a chunk not loaded (not generated yet) stops there.
    if (!world.sync.getColumnAt(p)) return;
    world.sync.setBlockStateId(p, stateId);
    for (const player of serv.players ?? []) if (player.world === world && !player._client?.ended) player.sendBlock(p, stateId);
  }
  const putFluid = (world: any, p: Vec3, f: Fluid) => put(world, p, reg.blocksByName[f.name].minStateId + levelOfFluid(f));

  /** FluidBlock.receiveNeighborFluids: lava touched by water from above or a side hardens. True when it did. */
  function hardenLava(world: any, p: Vec3): boolean {
    const lava = fluidAt(world, p);
    if (!isKind(lava, 'lava')) return false;
    for (const d of [UP, ...HORIZONTAL]) {
      if (isKind(fluidAt(world, p.plus(d)), 'water')) {
        put(world, p, reg.blocksByName[lavaMeetsWater(lava)].defaultState);
        return true;
      }
    }
    return false;
  }

  /** A block at `p` changed: what vanilla's neighbour updates do to the fluids there and around. */
  function changed(world: any, p: Vec3): void {
    for (const d of [new Vec3(0, 0, 0), ...AROUND]) {
      const q = p.plus(d);
      const f = fluidAt(world, q);
      if (!f) continue;
      if (f.name === 'lava' && hardenLava(world, q)) continue;
      schedule(world, q, kindOf(world, f.name).tickRate);
    }
  }

  /** FlowableFluid.getUpdatedState: what the fluid `name` at `p` should be, from its neighbours. */
  function updatedState(world: any, p: Vec3, name: FluidName): Fluid | null {
    const kind = kindOf(world, name);
    let most = 0;
    let sources = 0;
    for (const d of HORIZONTAL) {
      const f = fluidAt(world, p.plus(d));
      if (!isKind(f, name)) continue;
      if (f.source) sources++;
      most = Math.max(most, f.amount);
    }
    if (kind.infinite && sources >= 2) {
      const below = p.plus(DOWN);
      const s = stateAt(world, below);
      if ((s >= 0 && isSolidBelow(blockOf(s)?.boundingBox)) || stillOf(fluidAt(world, below), name)) return sourceOf(name);
    }
    if (isKind(fluidAt(world, p.plus(UP)), name)) return flowing(name, 8, true);
    const amount = most - kind.decrease;
    return amount <= 0 ? null : flowing(name, amount, false);
  }

  /** Whether fluid `name` may flow from its block into `to` going `dir` (canFlow: the target's fluid can be replaced, the block can be filled). */
  function canFlowInto(world: any, to: Vec3, name: FluidName, down: boolean): boolean {
    const there = fluidAt(world, to);
    if (there) {
      // Water is replaced only by lava falling into it (then stone); lava, by water (it hardens first, see hardenLava).
      if (there.name === 'water') return name === 'lava' && down;
      return false;
    }
    return fillable(world, to);
  }

  /** canFlowDownTo: a fluid at `p` could go down (the block below is the same fluid or can be filled). */
  function canGoDown(world: any, p: Vec3, name: FluidName): boolean {
    const below = p.plus(DOWN);
    return isKind(fluidAt(world, below), name) || fillable(world, below);
  }

  /** canFlowThrough: not a source of the same fluid, and fillable. */
  function passable(world: any, p: Vec3, name: FluidName): boolean {
    const f = fluidAt(world, p);
    if (stillOf(f, name)) return false;
    if (f) return f.name === name;
    return fillable(world, p);
  }

  /** FlowableFluid.method_15742: the shortest distance (≤ slope distance) from `p` to a way down, 1000 when none. */
  function slopeDistance(world: any, p: Vec3, distance: number, from: Vec3 | null, name: FluidName, max: number): number {
    let best = 1000;
    for (const d of HORIZONTAL) {
      if (from && d.x === from.x && d.z === from.z) continue;
      const q = p.plus(d);
      if (!passable(world, q, name)) continue;
      if (canGoDown(world, q, name)) return distance;
      if (distance < max) best = Math.min(best, slopeDistance(world, q, distance + 1, d.scaled(-1), name, max));
    }
    return best;
  }

  /** FlowableFluid.getSpread: the sides to flow to (those nearest a way down) with the state each would get. */
  function spread(world: any, p: Vec3, name: FluidName): Array<[Vec3, Fluid]> {
    const kind = kindOf(world, name);
    let best = 1000;
    let out: Array<[Vec3, Fluid]> = [];
    for (const d of HORIZONTAL) {
      const q = p.plus(d);
      if (!passable(world, q, name)) continue;
      const next = updatedState(world, q, name);
      if (!next) continue;
      const dist = canGoDown(world, q, name) ? 0 : slopeDistance(world, q, 1, d.scaled(-1), name, kind.slopeDistance);
      if (dist < best) { out = []; best = dist; }
      if (dist <= best) out.push([q, next]);
    }
    return out;
  }

  /** FlowableFluid.flow (+ LavaFluid.flow): fill `to` with `f`, washing away what was there. */
  function flowInto(world: any, to: Vec3, f: Fluid, down: boolean): void {
    const there = fluidAt(world, to);
    if (there?.name === 'water' && f.name === 'lava' && down) { put(world, to, reg.blocksByName[LAVA_FALLS_INTO_WATER].defaultState); return; }
    const s = stateAt(world, to);
    if (!there && s > 0) spawnDestroyDrops(ctx, world, to, null);
    putFluid(world, to, f);
  }

  function flowSideways(world: any, p: Vec3, f: Fluid): void {
    const left = f.falling ? 7 : f.amount - kindOf(world, f.name).decrease;
    if (left <= 0) return;
    for (const [q, next] of spread(world, p, f.name)) {
      if (canFlowInto(world, q, f.name, false)) flowInto(world, q, next, false);
    }
  }

  /** FlowableFluid.tryFlow. */
  function tryFlow(world: any, p: Vec3, f: Fluid): void {
    const below = p.plus(DOWN);
    const downState = updatedState(world, below, f.name) ?? flowing(f.name, 8, true);
    if (canFlowInto(world, below, f.name, true)) {
      flowInto(world, below, downState, true);
      let sources = 0;
      for (const d of HORIZONTAL) if (stillOf(fluidAt(world, p.plus(d)), f.name)) sources++;
      if (sources >= 3) flowSideways(world, p, f);
    } else if (f.source || !canGoDown(world, p, f.name)) {
      flowSideways(world, p, f);
    }
  }

  /** FlowableFluid.onScheduledTick. */
  function tick(world: any, p: Vec3): void {
    let f = fluidAt(world, p);
    if (!f) return;
    if (f.name === 'lava' && hardenLava(world, p)) return;
    if (!f.source) {
      const next = updatedState(world, p, f.name);
      if (!next) { put(world, p, 0); return; }
      if (!sameFluid(next, f)) {
        putFluid(world, p, next);
        f = next;
      }
    }
    tryFlow(world, p, f);
  }

  // Every block change, by any path (flying-squid's setBlock and /fill write through the async world, this
  // ticker through world.sync; each emits its own blockUpdate), is a neighbour update for the fluids around it.
  const listen = (world: any) => {
    if (!world || worldIds.has(world)) return;
    worldIds.set(world, worldIds.size);
    const onUpdate = (_old: any, block: any) => { if (block?.position) changed(world, block.position); };
    world.on('blockUpdate', onUpdate);
    world.sync?.on?.('blockUpdate', onUpdate);
  };
  listen(serv.overworld);
  listen(serv.netherworld);

  return () => {
    if (ticker.pending.size === 0) return;
    const t = now();
    const due = [...ticker.pending.entries()].filter(([, s]) => s.due <= t).sort((a, b) => a[1].due - b[1].due).slice(0, FLUID_UPDATES_PER_TICK);
    for (const [key, s] of due) {
      ticker.pending.delete(key);
      ticker.updates++;
      try { tick(s.world, s.pos); } catch (e) { ctx.log(`fluid update at ${s.pos} failed: ${(e as Error).message}`); }
    }
  };
}
