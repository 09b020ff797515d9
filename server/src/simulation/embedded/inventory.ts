/**
 * Player inventory helpers over flying-squid's prismarine-windows inventory
 * (window slots: 0 craft result, 1-4 craft grid, 5-8 armor head..feet,
 * 9-35 main, 36-44 hotbar, 45 offhand).
 */
import { CommandError } from './commandHandlers/handlerTypes';
import type { ItemValue } from './commandHandlers/args';

import { PLAYER_WINDOW_HOTBAR_START as HOTBAR_START, PLAYER_WINDOW_MAIN_SIZE, PLAYER_WINDOW_MAIN_START, PLAYER_WINDOW_OFFHAND as OFFHAND } from '../../vanilla/windowSlots';

export { HOTBAR_START, OFFHAND };
/** Order vanilla fills a player's inventory in: hotbar first, then the main rows. */
export const FILL_ORDER: number[] = [
  ...Array.from({ length: 9 }, (_, i) => HOTBAR_START + i), ...Array.from({ length: PLAYER_WINDOW_MAIN_SIZE }, (_, i) => PLAYER_WINDOW_MAIN_START + i),
];

export function itemClass(serv: any): any {
  return (serv.mcuItem ??= require('prismarine-item')(serv.registry));
}

export interface ItemStackSpec { name: string; nbt?: any }

/** The item the checker's item argument names, with its NBT as typed tags (as items carry it over the protocol). */
export function itemSpecOf(serv: any, v: ItemValue): ItemStackSpec {
  if (v.tag) throw new CommandError(`Item tags are not allowed here: #${v.id}`);
  if (!serv.registry.itemsByName[v.id]) throw new CommandError(`Unknown item '${v.id}'`);
  return v.nbtTag ? { name: v.id, nbt: { ...v.nbtTag, name: '' } } : { name: v.id };
}

export function makeItem(serv: any, spec: ItemStackSpec, count: number): any {
  const Item = itemClass(serv);
  const def = serv.registry.itemsByName[spec.name];
  return new Item(def.id, count, 0, spec.nbt ? JSON.parse(JSON.stringify(spec.nbt)) : null);
}

function sameStack(a: any, b: any): boolean {
  return a.type === b.type && JSON.stringify(a.nbt ?? null) === JSON.stringify(b.nbt ?? null);
}

/** Adds `count` of an item (merging stacks first); returns how many did not fit. */
export function addToInventory(serv: any, player: any, spec: ItemStackSpec, count: number): number {
  const inv = player.inventory;
  const proto = makeItem(serv, spec, 1);
  let left = count;
  for (const slot of FILL_ORDER) {
    if (left <= 0) break;
    const it = inv.slots[slot];
    if (it && sameStack(it, proto) && it.count < it.stackSize) {
      const n = Math.min(left, it.stackSize - it.count);
      it.count += n;
      left -= n;
      inv.updateSlot(slot, it);
    }
  }
  for (const slot of FILL_ORDER) {
    if (left <= 0) break;
    if (!inv.slots[slot]) {
      const n = Math.min(left, proto.stackSize);
      inv.updateSlot(slot, makeItem(serv, spec, n));
      left -= n;
    }
  }
  return left;
}

/** Puts an item object in a window slot and tells the client. */
export function setSlot(player: any, slot: number, item: any): void {
  player.inventory.updateSlot(slot, item && item.count > 0 ? item : null);
}

export function heldItem(player: any): any {
  return player.inventory.slots[HOTBAR_START + (player.heldItemSlot ?? 0)] ?? null;
}

/** Counts items of a type in the player inventory (all slots but the craft grid). */
export function countItem(player: any, name: string): number {
  let n = 0;
  for (let s = 5; s <= 45; s++) {
    const it = player.inventory.slots[s];
    if (it && it.name === name) n += it.count;
  }
  return n;
}
