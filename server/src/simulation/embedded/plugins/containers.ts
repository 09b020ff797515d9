/**
 * Block inventories (flying-squid keeps none): a container per block
 * position for chests, barrels, furnaces and brewing stands, created on first use and
 * removed when the block changes.
 */
import { Vec3 } from 'vec3';
import type { EmbeddedContext } from './context';
import { containerSize } from '../../../vanilla/containers';

export interface Container {
  kind: string;
  size: number;
  slots: any[];
  setSlot(i: number, item: any): void;
  /** Listeners told about slot changes (open windows). */
  watchers: Set<(slot: number, item: any) => void>;
  /** Listeners told about furnace progress (window property, value). */
  propWatchers: Set<(property: number, value: number) => void>;
  /** Furnace state, when kind is a furnace. */
  furnace?: { burnLeft: number; burnTotal: number; cookProgress: number; cookTotal: number; xp: number };
}

const byWorld = new WeakMap<any, Map<string, Container>>();

function key(p: Vec3): string { return `${p.x},${p.y},${p.z}`; }

export function getContainer(ctx: EmbeddedContext, world: any, pos: Vec3): Container | null {
  let map = byWorld.get(world);
  if (!map) { map = new Map(); byWorld.set(world, map); }
  const k = key(pos);
  const existing = map.get(k);
  const stateId = world.sync?.getBlockStateId?.(pos);
  const block = stateId !== undefined ? ctx.serv.registry.blocksByStateId[stateId] : null;
  const size = block ? containerSize(block.name) : undefined;
  if (!block || size === undefined) { map.delete(k); return null; }
  if (existing && existing.kind === block.name) return existing;
  const c: Container = {
    kind: block.name,
    size,
    slots: new Array(size).fill(null),
    watchers: new Set(),
    propWatchers: new Set(),
    setSlot(i, item) { c.slots[i] = item && item.count > 0 ? item : null; for (const w of c.watchers) w(i, c.slots[i]); },
  };
  map.set(k, c);
  return c;
}

/** All containers of a world (the furnace ticker walks them). */
export function containersOf(world: any): Map<string, Container> {
  return byWorld.get(world) ?? new Map();
}
