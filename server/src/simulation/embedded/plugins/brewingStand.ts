/**
 * The brewing stand, as vanilla 1.16.5 (BrewingStandBlock, BrewingStandBlockEntity,
 * BrewingStandScreenHandler):
 * - using the block opens its window (type minecraft:brewing_stand: slots 0-2
 *   bottles, 3 ingredient, 4 fuel) and counts custom:interact_with_brewingstand;
 *   sneaking with an item in hand does not open it;
 * - a bottle slot takes one potion, splash potion, lingering potion or glass
 *   bottle; the ingredient slot only an ingredient of some mix; the fuel slot
 *   only blaze powder (the slots' canInsert/getMaxItemCount);
 * - each tick: an empty fuel gauge takes one blaze powder for 20 brews; a brew
 *   starts when the ingredient makes something of a bottle and there is fuel
 *   (one fuel spent), runs 400 ticks, stops if the ingredient changes or no
 *   longer makes anything, and at the end turns every bottle it can and uses
 *   up one ingredient (its remainder, a glass bottle for dragon's breath,
 *   stays or drops);
 * - taking a potion out counts no statistic: PotionSlot.onTakeItem only
 *   triggers the brewed_potion advancement criterion (a brewed potion is not
 *   "crafted", MC-154487).
 * Window properties: 0 brew time left, 1 fuel left. The block shows a bottle on
 * each arm whose slot holds one (has_bottle_0..2).
 */
import { Vec3 } from 'vec3';
import type { EmbeddedContext } from './context';
import { itemClass as serverItemClass } from '../inventory';
import { everyTick } from './serverClock';
import { containersOf, Container, getContainer } from './containers';
import { openWindow, WindowRules, WindowSession } from './windows';
import { BOTTLE_SLOT_ITEMS, BREW_TICKS, brewBottle, FUEL_ITEM, FUEL_PER_POWDER, INGREDIENT_REMAINDER, isIngredient } from '../../../vanilla/brewingRules';
import { potionNbt, potionOfStack } from '../../../vanilla/potionTag';
import { stateIdFor } from '../blockState';
import { BREWING_SLOTS } from '../../../vanilla/windowSlots';

const { ingredient: INGREDIENT, fuel: FUEL, bottles: BOTTLES } = BREWING_SLOTS;

interface StandState { brewTime: number; fuel: number; brewing?: string; sent?: string }
const states = new WeakMap<Container, StandState>();

function stateOf(c: Container): StandState {
  let s = states.get(c);
  if (!s) { s = { brewTime: 0, fuel: 0 }; states.set(c, s); }
  return s;
}

/** The server's one prismarine-item class (inventory.itemClass caches it per server). */
const ItemOf = (ctx: EmbeddedContext): any => serverItemClass(ctx.serv);

/** BrewingStandBlockEntity.canCraft: the ingredient makes something of at least one bottle. */
function canBrew(c: Container): boolean {
  const ing = c.slots[INGREDIENT];
  if (!ing || !isIngredient(ing.name)) return false;
  return BOTTLES.some((i) => c.slots[i] && brewBottle(ing.name, { item: c.slots[i].name, potion: potionOfStack(c.slots[i]) }));
}

/** BrewingStandBlockEntity.craft: every bottle the ingredient turns, then one ingredient used. */
function finishBrew(ctx: EmbeddedContext, world: any, pos: Vec3 | null, c: Container): void {
  const Item = ItemOf(ctx);
  const reg = ctx.serv.registry;
  const ing = c.slots[INGREDIENT];
  for (const i of BOTTLES) {
    const b = c.slots[i];
    if (!b) continue;
    const out = brewBottle(ing.name, { item: b.name, potion: potionOfStack(b) });
    if (out) c.setSlot(i, new Item(reg.itemsByName[out.item].id, 1, 0, potionNbt(out.potion)));
  }
  const remainder = INGREDIENT_REMAINDER[ing.name];
  ing.count -= 1;
  if (ing.count > 0) {
    c.setSlot(INGREDIENT, ing);
    if (remainder && pos) {
      require('./drops').dropItem(ctx, world, pos.offset(0.5, 0.5, 0.5), new Item(reg.itemsByName[remainder].id, 1), 2000);
    }
  } else {
    c.setSlot(INGREDIENT, remainder ? new Item(reg.itemsByName[remainder].id, 1) : null);
  }
}

/** The block shows a bottle on each arm whose slot holds one (has_bottle_0..2, updated when they change). */
function showBottles(ctx: EmbeddedContext, world: any, pos: Vec3, c: Container): void {
  const stateId = world.sync.getBlockStateId(pos);
  const block = ctx.serv.registry.blocksByStateId[stateId];
  if (block?.name !== 'brewing_stand') return;
  const props: Record<string, string> = {};
  for (const i of BOTTLES) props[`has_bottle_${i}`] = c.slots[i] ? 'true' : 'false';
  const want = stateIdFor(block, props);
  if (want !== stateId) void ctx.serv.setBlock(world, pos, want);
}

/** One tick of a stand (BrewingStandBlockEntity.tick). */
export function tickStand(ctx: EmbeddedContext, world: any, pos: Vec3 | null, c: Container): void {
  const s = stateOf(c);
  const fuel = c.slots[FUEL];
  if (s.fuel <= 0 && fuel?.name === FUEL_ITEM) {
    s.fuel = FUEL_PER_POWDER;
    fuel.count -= 1;
    c.setSlot(FUEL, fuel.count > 0 ? fuel : null);
  }
  const can = canBrew(c);
  const ingredient = c.slots[INGREDIENT]?.name;
  if (s.brewTime > 0) {
    s.brewTime--;
    if (s.brewTime === 0 && can) finishBrew(ctx, world, pos, c);
    else if (!can || s.brewing !== ingredient) s.brewTime = 0;
  } else if (can && s.fuel > 0) {
    s.fuel--;
    s.brewTime = BREW_TICKS;
    s.brewing = ingredient;
  }
  if (pos) showBottles(ctx, world, pos, c);
  const now = `${s.brewTime}|${s.fuel}`;
  if (now !== s.sent) {
    s.sent = now;
    for (const w of c.propWatchers) { w(0, s.brewTime); w(1, s.fuel); }
  }
}

/** The brew time and fuel a stand shows now (for tests and the window's first properties). */
export function standProgress(c: Container): { brewTime: number; fuel: number } {
  const s = stateOf(c);
  return { brewTime: s.brewTime, fuel: s.fuel };
}

/**
 * A stand set by /setblock takes its block entity's `Fuel` (and `BrewTime`) from the block NBT
 * (BrewingStandBlockEntity.fromTag): `brewing_stand{Fuel:20b}` brews 20 times without blaze powder.
 * Its `Items` are not read (the stand starts empty).
 */
export function noteBrewingStand(ctx: EmbeddedContext, world: any, pos: Vec3, blockName: string, nbt: Record<string, unknown> | undefined): void {
  if (blockName !== 'brewing_stand') return;
  const c = getContainer(ctx, world, pos);
  if (!c) return;
  const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? Math.max(0, Math.min(32767, Math.trunc(v))) : 0);
  const s = stateOf(c);
  s.fuel = num(nbt?.Fuel);
  s.brewTime = num(nbt?.BrewTime);
  s.brewing = c.slots[INGREDIENT]?.name;
}

/** Slot.canInsert of the stand's own slots. */
function fits(slot: number, item: any): boolean {
  if (BOTTLES.includes(slot)) return BOTTLE_SLOT_ITEMS.includes(item.name);
  if (slot === INGREDIENT) return isIngredient(item.name);
  if (slot === FUEL) return item.name === FUEL_ITEM;
  return true;
}

/** Slot.getMaxItemCount for `item` (bottles hold one). */
function maxIn(slot: number, item: any): number {
  return BOTTLES.includes(slot) ? 1 : item.stackSize;
}

function same(a: any, b: any): boolean {
  return a.type === b.type && JSON.stringify(a.nbt ?? null) === JSON.stringify(b.nbt ?? null);
}

/**
 * The stand's window rules: clicks on its five slots follow their limits, and
 * shift-clicks move items as BrewingStandScreenHandler.transferSlot does.
 */
function standRules(ctx: EmbeddedContext, s: WindowSession): WindowRules {
  const win = s.window;
  const Item = ItemOf(ctx);
  const put = (slot: number, item: any) => { win.slots[slot] = item && item.count > 0 ? Object.assign(item, { slot }) : null; };
  const copy = (item: any, count: number) => new Item(item.type, count, item.metadata, item.nbt ? JSON.parse(JSON.stringify(item.nbt)) : null);

  /** ScreenHandler.insertItem: merge into equal stacks, then the first empty slot that takes it; true when anything moved. */
  const insert = (item: any, slots: readonly number[]): boolean => {
    let moved = false;
    if (item.stackSize > 1) {
      for (const i of slots) {
        const t = win.slots[i];
        if (item.count <= 0) break;
        if (!t || !same(t, item)) continue;
        const n = Math.min(item.count, Math.min(maxIn(i, item), item.stackSize) - t.count);
        if (n > 0) { t.count += n; item.count -= n; moved = true; }
      }
    }
    if (item.count > 0) {
      for (const i of slots) {
        if (win.slots[i] || !fits(i, item)) continue;
        const n = Math.min(item.count, maxIn(i, item));
        put(i, copy(item, n));
        item.count -= n;
        moved = true;
        break;
      }
    }
    return moved;
  };

  const range = (a: number, b: number) => Array.from({ length: b - a }, (_, i) => a + i);
  const invStart = win.inventoryStart as number;
  const invEnd = win.inventoryEnd as number;
  const hotbarStart = invEnd - 9;

  const quickMove = (slot: number) => {
    const item = win.slots[slot];
    if (!item) return;
    const moving = copy(item, item.count);
    if (slot <= FUEL) {
      insert(moving, range(invStart, invEnd).reverse());
    } else if (moving.name === FUEL_ITEM) {
      if (!insert(moving, [FUEL])) insert(moving, [INGREDIENT]);
    } else if (isIngredient(moving.name)) {
      insert(moving, [INGREDIENT]);
    } else if (BOTTLE_SLOT_ITEMS.includes(moving.name) && moving.count === 1) {
      insert(moving, BOTTLES);
    } else if (slot < hotbarStart) {
      insert(moving, range(hotbarStart, invEnd));
    } else {
      insert(moving, range(invStart, hotbarStart));
    }
    put(slot, moving.count > 0 ? moving : null);
  };

  /** A left (button 0) or right (button 1) click on one of the stand's slots (ScreenHandler PICKUP with the slot's limits). */
  const pickup = (slot: number, right: boolean) => {
    const here = win.slots[slot];
    const cur = win.selectedItem;
    if (!cur) {
      if (!here) return;
      const n = right ? Math.ceil(here.count / 2) : here.count;
      win.selectedItem = copy(here, n);
      here.count -= n;
      put(slot, here.count > 0 ? here : null);
      return;
    }
    if (!fits(slot, cur)) return;
    const max = Math.min(maxIn(slot, cur), cur.stackSize);
    if (!here) {
      const n = Math.min(right ? 1 : cur.count, max);
      put(slot, copy(cur, n));
      cur.count -= n;
    } else if (same(here, cur)) {
      const n = Math.min(right ? 1 : cur.count, max - here.count);
      if (n <= 0) return;
      here.count += n;
      cur.count -= n;
    } else if (cur.count <= max) {
      win.selectedItem = here;
      put(slot, cur);
      return;
    } else {
      return;
    }
    if (cur.count <= 0) win.selectedItem = null;
  };

  /** The number keys: swap the slot with a hotbar slot when the slot takes that item. */
  const swap = (slot: number, button: number) => {
    const hot = invEnd - 9 + button;
    if (button < 0 || button > 8) return;
    const here = win.slots[slot];
    const there = win.slots[hot];
    if (there && (!fits(slot, there) || there.count > maxIn(slot, there))) return;
    put(hot, here ? copy(here, here.count) : null);
    put(slot, there ? copy(there, there.count) : null);
  };

  return {
    click(slot: number, mode: number, button = 0): boolean {
      const own = slot >= 0 && slot <= FUEL;
      if (mode === 1 && slot >= 0 && slot < invEnd) { quickMove(slot); return true; }
      if (!own) return false;
      if (mode === 0) { pickup(slot, button === 1); return true; }
      if (mode === 2) { swap(slot, button); return true; }
      // A drag over the stand's slots leaves them out; drops and double clicks act as anywhere.
      if (mode === 5) return true;
      return false;
    },
    refresh() {},
    returnOnClose: [],
    closed() {},
  };
}

/** Opens the stand at `pos` for `player` (BrewingStandBlock.onUse) and counts the interaction. */
function openStand(ctx: EmbeddedContext, player: any, pos: Vec3): boolean {
  const container = getContainer(ctx, player.world, pos);
  if (!container) return false;
  const s = openWindow(ctx, player, 'brewing_stand', 'Brewing Stand', container);
  s.rules = standRules(ctx, s);
  const { brewTime, fuel } = standProgress(container);
  player._client.write('craft_progress_bar', { windowId: s.id, property: 0, value: brewTime });
  player._client.write('craft_progress_bar', { windowId: s.id, property: 1, value: fuel });
  ctx.stats.add(player.username, 'custom', 'interact_with_brewingstand');
  return true;
}

export function installBrewingStand(ctx: EmbeddedContext): void {
  ctx.serv.onBlockInteraction('brewing_stand', ({ block, player }: any) => {
    // A sneaking player holding an item uses the item, not the block (ServerPlayerInteractionManager.interactBlock).
    if (player.crouching && (player.inventory.slots[36 + player.heldItemSlot] || player.inventory.slots[45])) return false;
    return openStand(ctx, player, block.position);
  });
  everyTick(ctx, () => {
    for (const world of [ctx.serv.overworld, ctx.serv.netherworld]) {
      if (!world) continue;
      for (const [key, c] of containersOf(world)) {
        if (c.kind !== 'brewing_stand') continue;
        const [x, y, z] = key.split(',').map(Number);
        const pos = new Vec3(x, y, z);
        // A stand broken or replaced stops (getContainer forgets it).
        if (getContainer(ctx, world, pos) !== c) continue;
        tickStand(ctx, world, pos, c);
      }
    }
  });
}
