/**
 * A merchant's offers as vanilla 1.16.5 keeps them (the `Offers:{Recipes:[…]}`
 * NBT of villagers and wandering traders), their prices and how the payment
 * slots are matched against them (MerchantOffer / MerchantOffers in vanilla).
 * Pure data: the trading plugin owns the window and the packets.
 */
import { stripNamespace as bareId } from './registry';

/** One stack of an offer: registry item name and count. Item tags are not kept (see README limitations). */
export interface OfferStack {
  name: string;
  count: number;
}

export interface MerchantOffer {
  buy: OfferStack;
  buyB?: OfferStack;
  sell: OfferStack;
  uses: number;
  maxUses: number;
  /** Villager experience the trade gives (sent to the client only). */
  xp: number;
  demand: number;
  specialPrice: number;
  priceMultiplier: number;
}

/** A stack in a window slot, as prismarine-item has it (only what matching needs). */
export interface SlotStack {
  name: string;
  count: number;
}

type Plain = Record<string, unknown>;

function isPlain(v: unknown): v is Plain {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function num(v: unknown, fallback: number): number {
  return typeof v === 'number' && Number.isFinite(v) ? v : typeof v === 'boolean' ? Number(v) : fallback;
}

/** An item compound ({id, Count}); air, an unknown id or a count below 1 is no stack (vanilla's empty ItemStack). */
function stackOf(v: unknown, knownItem: (name: string) => boolean): OfferStack | undefined {
  if (!isPlain(v) || typeof v.id !== 'string') return undefined;
  const name = bareId(v.id);
  const count = Math.floor(num(v.Count, 1));
  if (name === 'air' || count < 1 || !knownItem(name)) return undefined;
  return { name, count };
}

/** What vanilla's MerchantOffer(CompoundNBT) reads for a recipe key the NBT leaves out. */
export const OFFER_NBT_DEFAULTS = { uses: 0, maxUses: 4, xp: 1, demand: 0, specialPrice: 0, priceMultiplier: 0 } as const;

/**
 * Reads `Offers.Recipes`, with OFFER_NBT_DEFAULTS for the keys a recipe leaves out.
 * A recipe without a buy or sell stack is dropped, as vanilla's empty stacks make it useless.
 */
export function readOffers(nbt: unknown, knownItem: (name: string) => boolean): MerchantOffer[] {
  const offers = isPlain(nbt) && isPlain(nbt.Offers) ? nbt.Offers.Recipes : undefined;
  if (!Array.isArray(offers)) return [];
  const out: MerchantOffer[] = [];
  for (const r of offers) {
    if (!isPlain(r)) continue;
    const buy = stackOf(r.buy, knownItem);
    const sell = stackOf(r.sell, knownItem);
    if (!buy || !sell) continue;
    const buyB = stackOf(r.buyB, knownItem);
    const d = OFFER_NBT_DEFAULTS;
    out.push({
      buy, sell, ...(buyB ? { buyB } : {}),
      uses: Math.max(0, Math.floor(num(r.uses, d.uses))),
      maxUses: Math.floor(num(r.maxUses, d.maxUses)),
      xp: Math.floor(num(r.xp, d.xp)),
      demand: Math.floor(num(r.demand, d.demand)),
      specialPrice: Math.floor(num(r.specialPrice, d.specialPrice)),
      priceMultiplier: num(r.priceMultiplier, d.priceMultiplier),
    });
  }
  return out;
}

/**
 * The first payment's count after demand and special price, as vanilla's
 * getDiscountedBuyingStackFirst: count + max(0, ⌊count·demand·multiplier⌋) + specialPrice,
 * clamped to 1 … the item's stack size.
 */
export function priceOf(offer: MerchantOffer, stackSize: number): number {
  const base = offer.buy.count;
  const demandBonus = Math.max(0, Math.floor(base * offer.demand * offer.priceMultiplier));
  return Math.min(Math.max(base + demandBonus + offer.specialPrice, 1), stackSize);
}

export function soldOut(offer: MerchantOffer): boolean {
  return offer.uses >= offer.maxUses;
}

/** Whether a slot pays for `cost` (an absent cost wants an empty slot, as vanilla's isRequiredItem). */
function pays(slot: SlotStack | null, cost: OfferStack | undefined, count: number): boolean {
  if (!cost) return !slot;
  return !!slot && slot.name === cost.name && slot.count >= count;
}

/** Whether payment slots a and b (in that order) pay for the offer (vanilla's MerchantOffer.matches). */
export function offerMatches(offer: MerchantOffer, a: SlotStack | null, b: SlotStack | null, stackSize: (name: string) => number): boolean {
  return pays(a, offer.buy, priceOf(offer, stackSize(offer.buy.name))) && pays(b, offer.buyB, offer.buyB?.count ?? 0);
}

/**
 * The offer the payment slots pay for: the selected one if it matches, else
 * the first that does (vanilla's MerchantOffers.getRecipeFor), trying the
 * slots in the other order when the first order finds none or a sold-out one.
 */
export function offerForPayment(offers: MerchantOffer[], a: SlotStack | null, b: SlotStack | null, selected: number,
  stackSize: (name: string) => number): MerchantOffer | undefined {
  const find = (x: SlotStack | null, y: SlotStack | null): MerchantOffer | undefined => {
    const chosen = offers[selected];
    if (chosen && offerMatches(chosen, x, y, stackSize)) return chosen;
    return offers.find((o) => offerMatches(o, x, y, stackSize));
  };
  const first = find(a, b);
  if (first && !soldOut(first)) return first;
  const swapped = find(b, a);
  return swapped && !soldOut(swapped) ? swapped : undefined;
}
