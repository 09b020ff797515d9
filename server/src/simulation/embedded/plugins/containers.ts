/**
 * Block inventories (flying-squid keeps none): a container per block
 * position for chests, barrels, furnaces and brewing stands, created on first use and
 * removed when the block changes.
 */
import { Vec3 } from 'vec3';
import type { EmbeddedContext } from './context';
import { ownTable } from '../../../util/ownTable';

export const CONTAINER_SIZES: Record<string, number> = ownTable({
  chest: 27, trapped_chest: 27, barrel: 27, furnace: 3, blast_furnace: 3, smoker: 3, dispenser: 9, dropper: 9, hopper: 5, brewing_stand: 5,
  ...Object.fromEntries(['', 'white_', 'orange_', 'magenta_', 'light_blue_', 'yellow_', 'lime_', 'pink_', 'gray_', 'light_gray_', 'cyan_',
    'purple_', 'blue_', 'brown_', 'green_', 'red_', 'black_'].map((c) => [`${c}shulker_box`, 27])),
});

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
  if (!block || CONTAINER_SIZES[block.name] === undefined) { map.delete(k); return null; }
  if (existing && existing.kind === block.name) return existing;
  const c: Container = {
    kind: block.name,
    size: CONTAINER_SIZES[block.name],
    slots: new Array(CONTAINER_SIZES[block.name]).fill(null),
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
