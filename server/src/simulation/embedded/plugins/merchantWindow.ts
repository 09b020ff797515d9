/**
 * The merchant window's own slots, as vanilla 1.16.5's MerchantContainer:
 * slots 0 and 1 take the payment, slot 2 shows what the payment buys.
 * Taking slot 2 pays (the payment shrinks by the price), counts a use of
 * the offer and the `traded_with_villager` statistic; selecting a trade
 * moves the payment slots back to the inventory and fills them from it.
 */
import type { EmbeddedContext } from './context';
import type { WindowRules, WindowSession } from './windows';
import { fitsInventory, moveIntoInventory } from './windows';
import { MerchantOffer, offerForPayment, offerMatches, priceOf, SlotStack } from '../../../vanilla/merchantOffers';
import { MERCHANT_SLOTS } from '../../../vanilla/windowSlots';

const { payA: PAY_A, payB: PAY_B, result: RESULT } = MERCHANT_SLOTS;

export interface MerchantState {
  offers: MerchantOffer[];
  /** The trade the client selected (vanilla's currentRecipeIndex). */
  selected: number;
  /** Called after each trade (the villager's experience, villagerLife.ts). */
  traded?: (offer: MerchantOffer) => void;
}

function itemClass(ctx: EmbeddedContext): any { return require('prismarine-item')(ctx.serv.registry); }

function stackSizeOf(ctx: EmbeddedContext): (name: string) => number {
  return (name) => ctx.serv.registry.itemsByName[name]?.stackSize ?? 64;
}

function slotStack(it: any): SlotStack | null {
  return it && it.count > 0 ? { name: it.name, count: it.count } : null;
}

/** Which order of the payment slots pays for `offer` (vanilla tries 0,1 then 1,0), if any. */
function payingOrder(ctx: EmbeddedContext, win: any, offer: MerchantOffer): [number, number] | undefined {
  const paysIn = (a: number, b: number) => offerMatches(offer, slotStack(win.slots[a]), slotStack(win.slots[b]), stackSizeOf(ctx));
  return paysIn(PAY_A, PAY_B) ? [PAY_A, PAY_B] : paysIn(PAY_B, PAY_A) ? [PAY_B, PAY_A] : undefined;
}

/** The payment for `offer` leaves slots a and b (vanilla's doTransaction). */
function pay(ctx: EmbeddedContext, win: any, offer: MerchantOffer, [a, b]: [number, number]): void {
  const take = (slot: number, n: number) => {
    const it = win.slots[slot];
    if (!it || n <= 0) return;
    it.count -= n;
    if (it.count <= 0) win.slots[slot] = null;
  };
  take(a, priceOf(offer, stackSizeOf(ctx)(offer.buy.name)));
  take(b, offer.buyB?.count ?? 0);
}

/** Builds the window rules for one open merchant window; `state` is shared with the merchant entity. */
export function merchantRules(ctx: EmbeddedContext, player: any, s: WindowSession, state: MerchantState, onClose: () => void): WindowRules {
  const win = s.window;
  const Item = itemClass(ctx);
  let active: MerchantOffer | undefined;

  const refresh = () => {
    active = offerForPayment(state.offers, slotStack(win.slots[PAY_A]), slotStack(win.slots[PAY_B]), state.selected, stackSizeOf(ctx));
    win.slots[RESULT] = active
      ? Object.assign(new Item(ctx.serv.registry.itemsByName[active.sell.name].id, active.sell.count), { slot: RESULT })
      : null;
  };

  /** One trade: the result goes where `place` puts it, then the payment is taken. False when nothing happened. */
  const tradeOnce = (place: (result: any) => boolean): boolean => {
    const result = win.slots[RESULT];
    const offer = active;
    if (!result || !offer) return false;
    const order = payingOrder(ctx, win, offer);
    if (!order || !place(result)) return false;
    pay(ctx, win, offer, order);
    offer.uses += 1;
    ctx.stats.add(player.username, 'custom', 'traded_with_villager');
    state.traded?.(offer);
    refresh();
    return true;
  };

  const toCursor = (result: any): boolean => {
    const cur = win.selectedItem;
    if (!cur) { win.selectedItem = new Item(result.type, result.count, result.metadata, result.nbt); return true; }
    if (cur.type !== result.type || cur.count + result.count > cur.stackSize) return false;
    cur.count += result.count;
    return true;
  };
  const toInventory = (result: any): boolean => {
    if (!fitsInventory(win, result)) return false;
    moveIntoInventory(ctx, win, result);
    return true;
  };

  return {
    click(slot, mode) {
      // Shift-clicking an inventory stack moves it between main inventory and hotbar, never into the payment
      // slots (vanilla's MerchantContainer.transferStackInSlot; prismarine-windows would fill slots 0-1).
      if (mode === 1 && slot >= win.inventoryStart && slot < win.inventoryEnd) {
        const item = win.slots[slot];
        const hotbar = win.inventoryEnd - 9;
        if (item) {
          if (slot < hotbar) win.fillAndDump(item, hotbar, win.inventoryEnd);
          else win.fillAndDump(item, win.inventoryStart, hotbar);
        }
        return true;
      }
      if (slot !== RESULT) return false;
      // Shift-click repeats the trade while the payment lasts and the inventory has room (vanilla's quick move loop).
      if (mode === 1) { for (let guard = 0; guard < 64 && tradeOnce(toInventory); guard++); }
      else if (mode === 0) tradeOnce(toCursor);
      // Other clicks on the result (number keys, drop) are not modelled: nothing happens.
      return true;
    },
    refresh,
    returnOnClose: [PAY_A, PAY_B],
    closed: onClose,
  };
}

/**
 * Selecting a trade (vanilla's MerchantContainer.setCurrentRecipeIndex and
 * func_217046_g): the payment slots empty into the inventory (if they fit),
 * then, when both are empty, each fills from the inventory with the
 * offer's item, up to a stack.
 */
export function selectTrade(ctx: EmbeddedContext, s: WindowSession, state: MerchantState, index: number): void {
  if (!Number.isInteger(index) || index < 0 || index >= state.offers.length) return;
  state.selected = index;
  const win = s.window;
  for (const slot of [PAY_A, PAY_B]) {
    const it = win.slots[slot];
    if (!it) continue;
    if (!fitsInventory(win, it)) { s.rules?.refresh(); return; }
    moveIntoInventory(ctx, win, it);
    win.slots[slot] = null;
  }
  const offer = state.offers[index];
  fillFromInventory(ctx, win, PAY_A, offer.buy.name);
  if (offer.buyB) fillFromInventory(ctx, win, PAY_B, offer.buyB.name);
  s.rules?.refresh();
}

function fillFromInventory(ctx: EmbeddedContext, win: any, slot: number, name: string): void {
  const Item = itemClass(ctx);
  const def = ctx.serv.registry.itemsByName[name];
  if (!def) return;
  for (let i = win.inventoryStart; i < win.inventoryEnd; i++) {
    const it = win.slots[i];
    if (!it || it.name !== name) continue;
    const have = win.slots[slot]?.count ?? 0;
    const n = Math.min(def.stackSize - have, it.count);
    if (n <= 0) break;
    it.count -= n;
    if (it.count <= 0) win.slots[i] = null;
    win.slots[slot] = Object.assign(new Item(def.id, have + n, it.metadata, it.nbt), { slot });
    if (have + n >= def.stackSize) break;
  }
}
