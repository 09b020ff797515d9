/**
 * Server-side window clicks for the player inventory (with its 2×2
 * crafting grid), crafting tables, furnaces, chests and merchants. flying-squid
 * applies every click to the player inventory whatever window it targets
 * and never confirms transactions; this replaces that. Clicks are applied
 * with prismarine-windows (the library mineflayer uses for its own model),
 * then the server confirms the transaction and resends the window, so
 * client and server always agree.
 */
import type { EmbeddedContext } from './context';
import { matchRecipe } from './recipes';
import { Container } from './containers';
import { payFurnaceExperience } from './experienceGain';
import { lookVector } from './motionPackets';
import { recipeRemainder } from '../../../vanilla/recipeRemainders';
import { windowTypeId } from '../../../vanilla/windowTypes';
import { CRAFTING_TABLE_GRID, INVENTORY_GRID } from '../../../vanilla/windowSlots';

export type WindowKind = 'inventory' | 'crafting' | 'furnace' | 'chest' | 'merchant' | 'enchantment' | 'anvil' | 'brewing_stand'
  | 'blast_furnace' | 'smoker' | 'shulker_box' | 'generic_3x3' | 'hopper' | 'grindstone' | 'loom' | 'smithing' | 'cartography' | 'stonecutter';

/** What a window with slots of its own rules (the merchant's payment and result slots) adds to plain clicks. */
export interface WindowRules {
  /** Handles a click on `slot` itself; false lets it through as a plain click. */
  click(slot: number, mode: number, mouseButton?: number): boolean;
  /** Recomputes the slots that follow from the others (the trade result) after a plain click. */
  refresh(): void;
  /** Slots whose items go back to the player when the window closes (the payment slots). */
  returnOnClose: number[];
  /** Called once when the window closes. */
  closed(): void;
}

export interface WindowSession {
  id: number;
  window: any;
  kind: WindowKind;
  /** Grid geometry for crafting windows. */
  grid?: { start: number; w: number; h: number };
  container?: Container;
  rules?: WindowRules;
  detach?: () => void;
}


function ItemOf(ctx: EmbeddedContext): any { return require('prismarine-item')(ctx.serv.registry); }

/** Mutes flying-squid's per-slot packets while a click is processed (the window is resent whole afterwards). */
function withMutedSlots<T>(player: any, fn: () => T): T {
  player.mcuMuteSlots = true;
  try { return fn(); } finally { player.mcuMuteSlots = false; }
}

export function sendWindow(ctx: EmbeddedContext, player: any, s: WindowSession): void {
  const Item = ItemOf(ctx);
  player._client.write('window_items', { windowId: s.id, items: s.window.slots.map((it: any) => Item.toNotch(it ?? null)) });
  player._client.write('set_slot', { windowId: -1, slot: -1, item: Item.toNotch(s.window.selectedItem ?? null) });
}

function inventorySession(player: any): WindowSession {
  return (player.mcuInvSession ??= { id: 0, window: player.inventory, kind: 'inventory', grid: { ...INVENTORY_GRID } });
}

/** A copy of an item (each window owns its item objects: prismarine-item keeps the slot on the item). */
function cloneItem(ctx: EmbeddedContext, it: any, slot: number): any {
  if (!it) return null;
  const Item = ItemOf(ctx);
  const copy = new Item(it.type, it.count, it.metadata, it.nbt ? JSON.parse(JSON.stringify(it.nbt)) : null);
  copy.slot = slot;
  return copy;
}

/** Copies the player's main inventory + hotbar (inventory slots 9..44) into a window's inventory region. */
function copyInventoryIn(ctx: EmbeddedContext, player: any, win: any): void {
  for (let i = 0; i < 36; i++) win.slots[win.inventoryStart + i] = cloneItem(ctx, player.inventory.slots[9 + i], win.inventoryStart + i);
}

/** Writes a window's inventory region back to the player inventory (no packets: the caller resyncs). */
function copyInventoryOut(ctx: EmbeddedContext, player: any, win: any): void {
  for (let i = 0; i < 36; i++) player.inventory.slots[9 + i] = cloneItem(ctx, win.slots[win.inventoryStart + i], 9 + i);
}

function updateCraftResult(ctx: EmbeddedContext, s: WindowSession): void {
  if (!s.grid) return;
  const { start, w, h } = s.grid;
  const grid: Array<number | null> = [];
  for (let i = 0; i < w * h; i++) grid.push(s.window.slots[start + i]?.type ?? null);
  const r = matchRecipe(ctx.serv.registry, grid, w, h);
  const Item = ItemOf(ctx);
  const item = r ? new Item(r.id, r.count) : null;
  if (item) item.slot = 0;
  s.window.slots[0] = item;
}


function consumeGrid(ctx: EmbeddedContext, s: WindowSession): void {
  const { start, w, h } = s.grid!;
  const Item = ItemOf(ctx);
  for (let i = start; i < start + w * h; i++) {
    const it = s.window.slots[i];
    if (!it) continue;
    const rem = recipeRemainder(it.name);
    it.count -= 1;
    if (it.count <= 0) s.window.slots[i] = rem ? Object.assign(new Item(ctx.serv.registry.itemsByName[rem].id, 1), { slot: i }) : null;
  }
}

/** Fits `item` into the window's inventory region (last slot first, as vanilla's result quick-move does). */
export function fitsInventory(win: any, item: any): boolean {
  let left = item.count;
  for (let i = win.inventoryEnd - 1; i >= win.inventoryStart && left > 0; i--) {
    const it = win.slots[i];
    if (!it) left -= item.stackSize;
    else if (it.type === item.type && JSON.stringify(it.nbt ?? null) === JSON.stringify(item.nbt ?? null)) left -= it.stackSize - it.count;
  }
  return left <= 0;
}

export function moveIntoInventory(ctx: EmbeddedContext, win: any, item: any): void {
  const Item = ItemOf(ctx);
  let left = item.count;
  for (let i = win.inventoryEnd - 1; i >= win.inventoryStart && left > 0; i--) {
    const it = win.slots[i];
    if (it && it.type === item.type && JSON.stringify(it.nbt ?? null) === JSON.stringify(item.nbt ?? null) && it.count < it.stackSize) {
      const n = Math.min(left, it.stackSize - it.count);
      it.count += n; left -= n;
    }
  }
  for (let i = win.inventoryEnd - 1; i >= win.inventoryStart && left > 0; i--) {
    if (!win.slots[i]) {
      const n = Math.min(left, item.stackSize);
      win.slots[i] = Object.assign(new Item(item.type, n, item.metadata, item.nbt), { slot: i });
      left -= n;
    }
  }
}

/** Taking the crafting result: cursor pick-up (mode 0) or shift-click (mode 1, repeated while possible). */
function takeCraftResult(ctx: EmbeddedContext, player: any, s: WindowSession, mode: number): void {
  const win = s.window;
  const Item = ItemOf(ctx);
  for (let guard = 0; guard < 64; guard++) {
    const result = win.slots[0];
    if (!result) return;
    if (mode === 1) {
      if (!fitsInventory(win, result)) return;
      moveIntoInventory(ctx, win, result);
    } else if (mode === 0) {
      const cur = win.selectedItem;
      if (!cur) win.selectedItem = new Item(result.type, result.count, result.metadata, result.nbt);
      else if (cur.type === result.type && cur.count + result.count <= cur.stackSize) cur.count += result.count;
      else return;
    } else {
      return;
    }
    ctx.stats.add(player.username, 'crafted', result.name, result.count);
    consumeGrid(ctx, s);
    updateCraftResult(ctx, s);
    if (mode !== 1) return;
  }
}

export function handleClick(ctx: EmbeddedContext, player: any, packet: any): void {
  const s: WindowSession | undefined = packet.windowId === 0 ? inventorySession(player) : player.mcuWindow;
  const confirm = (accepted: boolean) => player._client.write('transaction', { windowId: packet.windowId, action: packet.action, accepted });
  if (!s || s.id !== packet.windowId) {
    confirm(false);
    if (s) sendWindow(ctx, player, s);
    return;
  }
  const win = s.window;
  const slot: number = packet.slot;
  let ok = true;
  withMutedSlots(player, () => {
    try {
      const resultSlot = s.kind === 'furnace' ? 2 : s.grid ? 0 : -1;
      const before = s.kind === 'furnace' ? (win.slots[2]?.count ?? 0) : 0;
      const beforeName = win.slots[2]?.name;
      if (s.grid && slot === 0) {
        takeCraftResult(ctx, player, s, packet.mode);
      } else if (s.rules?.click(slot, packet.mode, packet.mouseButton)) {
        // The window's own slot (the trade result) did the work.
      } else {
        const click = { mode: packet.mode, mouseButton: packet.mouseButton, slot, item: slot >= 0 ? (win.slots[slot] ?? null) : null };
        if (slot === -999 && packet.mode === 0) {
          // Clicking outside the window drops the cursor stack (left) or one item (right).
          dropCursor(ctx, player, win, packet.mouseButton === 0);
        } else if (packet.mode === 4 && slot >= 0) {
          // Q over a slot drops one item, ctrl-Q the whole stack.
          dropFromSlot(ctx, player, win, slot, packet.mouseButton === 1);
        } else if (slot !== -999) {
          win.acceptClick(click, player.gameMode);
        }
        if (s.grid) updateCraftResult(ctx, s);
        s.rules?.refresh();
      }
      if (s.kind === 'furnace' && resultSlot === 2) {
        const taken = before - (win.slots[2]?.count ?? 0);
        if (taken > 0 && beforeName) ctx.stats.add(player.username, 'crafted', beforeName, taken);
        if (taken > 0 && s.container?.furnace) { payFurnaceExperience(ctx, player, s.container.furnace.xp); s.container.furnace.xp = 0; }
      }
      if (s.container) syncToContainer(ctx, s);
      if (s.kind !== 'inventory') copyInventoryOut(ctx, player, win);
    } catch (err) {
      ok = false;
      ctx.log(`window click rejected: ${(err as Error).message}`);
    }
  });
  confirm(ok);
  sendWindow(ctx, player, s);
}

function dropCursor(ctx: EmbeddedContext, player: any, win: any, all: boolean): void {
  const cur = win.selectedItem;
  if (!cur) return;
  const Item = ItemOf(ctx);
  const n = all ? cur.count : 1;
  const { dropItem } = require('./drops');
  const look = player.position.offset(0, 1.3, 0);
  dropItem(ctx, player.world, look, new Item(cur.type, n, cur.metadata, cur.nbt), 2000, throwVelocity(player));
  ctx.stats.add(player.username, 'dropped', cur.name, n);
  cur.count -= n;
  if (cur.count <= 0) win.selectedItem = null;
}

/** Thrown items fly ~0.3 blocks per tick where the player looks (flying-squid velocities are per second). */
function throwVelocity(player: any): any {
  return lookVector(player.mcuYaw ?? 0, player.mcuPitch ?? 0).scaled(6).offset(0, 2, 0);
}

function dropFromSlot(ctx: EmbeddedContext, player: any, win: any, slot: number, all: boolean): void {
  const it = win.slots[slot];
  if (!it) return;
  const n = all ? it.count : 1;
  const { dropItem } = require('./drops');
  const Item = ItemOf(ctx);
  dropItem(ctx, player.world, player.position.offset(0, 1.3, 0), new Item(it.type, n, it.metadata, it.nbt), 2000, throwVelocity(player));
  ctx.stats.add(player.username, 'dropped', it.name, n);
  it.count -= n;
  win.slots[slot] = it.count > 0 ? it : null;
}

function syncToContainer(ctx: EmbeddedContext, s: WindowSession): void {
  const c = s.container!;
  // Container slots hold their own copies (the furnace ticker mutates them).
  for (let i = 0; i < c.size; i++) c.slots[i] = cloneItem(ctx, s.window.slots[i], i);
}

/**
 * Changes an open window from the server side (a selected trade moving the payment in):
 * `change` edits the window's slots, then the inventory follows and the client gets the window.
 */
export function changeWindow(ctx: EmbeddedContext, player: any, s: WindowSession, change: () => void): void {
  withMutedSlots(player, () => {
    change();
    copyInventoryOut(ctx, player, s.window);
  });
  sendWindow(ctx, player, s);
}

export function openWindow(ctx: EmbeddedContext, player: any, kind: Exclude<WindowKind, 'inventory'>, title: string,
  container?: Container): WindowSession {
  closeWindow(ctx, player, false);
  const windows = require('prismarine-windows')(ctx.serv.registry);
  player.mcuWindowCounter = ((player.mcuWindowCounter ?? 0) % 100) + 1;
  const id = player.mcuWindowCounter;
  const win = windows.createWindow(id, windowTypeId(kind), title);
  copyInventoryIn(ctx, player, win);
  const s: WindowSession = { id, window: win, kind, container };
  // Inventory changes made while the window is open (commands, pickups) show in the window too.
  const mirror = (slot: number, _old: any, item: any) => {
    if (slot < 9 || slot > 44) return;
    const at = win.inventoryStart + slot - 9;
    win.slots[at] = cloneItem(ctx, item, at);
  };
  player.inventory.on('updateSlot', mirror);
  const detachMirror = () => player.inventory.removeListener('updateSlot', mirror);
  if (kind === 'crafting') s.grid = { ...CRAFTING_TABLE_GRID };
  if (container) {
    for (let i = 0; i < container.size; i++) win.slots[i] = cloneItem(ctx, container.slots[i], i);
    // Furnace ticks change the container; mirror them into the open window.
    const watcher = (slot: number, item: any) => {
      win.slots[slot] = cloneItem(ctx, item, slot);
      const Item = ItemOf(ctx);
      player._client.write('set_slot', { windowId: id, slot, item: Item.toNotch(item ?? null) });
    };
    const propWatcher = (property: number, value: number) =>
      player._client.write('craft_progress_bar', { windowId: id, property, value });
    container.watchers.add(watcher);
    container.propWatchers.add(propWatcher);
    s.detach = () => { detachMirror(); container.watchers.delete(watcher); container.propWatchers.delete(propWatcher); };
  } else {
    s.detach = detachMirror;
  }
  // Carry the cursor over from the inventory window, as vanilla does.
  player.mcuWindow = s;
  player._client.write('open_window', { windowId: id, inventoryType: windowTypeId(kind), windowTitle: JSON.stringify({ text: title }) });
  sendWindow(ctx, player, s);
  return s;
}

/** Closes the open window: crafting grid and cursor go back to the inventory (or drop). */
export function closeWindow(ctx: EmbeddedContext, player: any, notifyClient: boolean): void {
  const s: WindowSession | undefined = player.mcuWindow;
  const { addToInventory } = require('../inventory');
  const giveBack = (it: any) => {
    if (!it) return;
    const name = ctx.serv.registry.items[it.type]?.name;
    const left = addToInventory(ctx.serv, player, { name, nbt: it.nbt ?? undefined }, it.count);
    if (left > 0) {
      const Item = ItemOf(ctx);
      require('./drops').dropItem(ctx, player.world, player.position.offset(0, 1.3, 0), new Item(it.type, left, it.metadata, it.nbt), 2000);
    }
  };
  if (!s) {
    // Inventory window: its 2×2 grid and cursor empty on close.
    const inv = player.inventory;
    const grid = [1, 2, 3, 4].map((i) => inv.slots[i]).filter(Boolean);
    const cursor = inv.selectedItem;
    withMutedSlots(player, () => {
      for (const i of [0, 1, 2, 3, 4]) inv.slots[i] = null;
      inv.selectedItem = null;
    });
    grid.forEach(giveBack);
    giveBack(cursor);
    if (grid.length || cursor) sendWindow(ctx, player, inventorySession(player));
    return;
  }
  player.mcuWindow = undefined;
  s.detach?.();
  if (s.container) syncToContainer(ctx, s);
  copyInventoryOut(ctx, player, s.window);
  const leftovers: any[] = [];
  if (s.grid) for (let i = s.grid.start; i < s.grid.start + s.grid.w * s.grid.h; i++) leftovers.push(s.window.slots[i]);
  for (const i of s.rules?.returnOnClose ?? []) leftovers.push(s.window.slots[i]);
  leftovers.push(s.window.selectedItem);
  s.rules?.closed();
  leftovers.forEach(giveBack);
  if (notifyClient) player._client.write('close_window', { windowId: s.id });
  sendWindow(ctx, player, inventorySession(player));
}
