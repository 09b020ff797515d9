/**
 * Trading with villagers and wandering traders, as vanilla 1.16.5's
 * VillagerEntity / WanderingTraderEntity.interactMob: right-clicking an
 * adult merchant that has offers opens a merchant window and sends the
 * trade list; babies and merchants without offers only shake their heads.
 * Offers come from the summon NBT (`Offers:{Recipes:[…]}`); a merchant
 * summoned without them draws vanilla's random ones on first need
 * (AbstractVillagerEntity.getOffers → populateTradeData; villagerOffers.ts).
 * The villager's profession, level and experience live in villagerLife.ts.
 */
import type { EmbeddedContext } from './context';
import { openWindow, changeWindow, WindowSession } from './windows';
import { merchantRules, MerchantState, selectTrade } from './merchantWindow';
import { MerchantOffer, readOffers, soldOut, OfferStack } from '../../../vanilla/merchantOffers';
import { entityTypeName } from '../commandHandlers/selectors';
import { bareId } from '../commandHandlers/handlerTypes';
import { heldItem } from '../inventory';
import { wanderingTraderOffers } from '../../../vanilla/villagerOffers';
import { MERCHANT_ENTITIES } from '../../../vanilla/villagerTrades';
import { drawnVillagerOffers, merchantRandom, noteVillagerTrade, offerSetting } from './villagerLife';
import { USE_ENTITY_RANGE } from '../../../vanilla/playerBody';

const MERCHANTS = new Set(MERCHANT_ENTITIES);
/** Vanilla handles use_entity only within 6 blocks (distance squared < 36). */
/** The trade list counts its offers in one byte. */
const MAX_LISTED_OFFERS = 255;

const stateByWindow = new WeakMap<WindowSession, MerchantState>();

interface MerchantEntity {
  nbt?: Record<string, any>;
  mcuMerchant?: MerchantState;
  /** The player trading with it now (vanilla lets one customer at a time). */
  mcuCustomer?: any;
}

function professionOf(nbt: Record<string, any> | undefined): string {
  return bareId(String(nbt?.VillagerData?.profession ?? 'none'));
}

function isBaby(nbt: Record<string, any> | undefined): boolean {
  return !!nbt?.IsBaby || (typeof nbt?.Age === 'number' && nbt.Age < 0);
}

/** The offers a merchant starts with: its NBT's, else vanilla's random draw for its kind, profession and level. */
function startingOffers(ctx: EmbeddedContext, type: string, e: MerchantEntity): MerchantOffer[] {
  if (e.nbt?.Offers !== undefined) return readOffers(e.nbt, (n) => !!ctx.serv.registry.itemsByName[n]);
  const known = (o: MerchantOffer) => [o.buy, o.sell, o.buyB].every((s) => !s || !!ctx.serv.registry.itemsByName[s.name]);
  const drawn = type === 'wandering_trader' ? wanderingTraderOffers(merchantRandom(ctx, e as any), offerSetting(ctx, e)) : drawnVillagerOffers(ctx, e as any);
  return drawn.filter(known);
}

/** The merchant's offers, made once (read or drawn) and then kept (uses grow with each trade). */
function merchantStateOf(ctx: EmbeddedContext, type: string, e: MerchantEntity): MerchantState {
  if (!e.mcuMerchant) {
    const state: MerchantState = { offers: startingOffers(ctx, type, e), selected: 0 };
    if (type === 'villager') state.traded = (offer) => noteVillagerTrade(ctx, e as any, offer);
    e.mcuMerchant = state;
  }
  return e.mcuMerchant;
}

function busy(e: MerchantEntity, player: any): boolean {
  const c = e.mcuCustomer;
  return !!c && c !== player && !c._client?.ended && stateByWindow.has(c.mcuWindow);
}

/** The window title vanilla shows: the custom name, else the profession ("Librarian"), else the type. */
function titleOf(type: string, e: MerchantEntity & { customName?: string }): string {
  if (e.customName) return e.customName;
  const word = type === 'villager' && professionOf(e.nbt) !== 'none' ? professionOf(e.nbt) : type;
  return word.split('_').map((w) => w[0].toUpperCase() + w.slice(1)).join(' ');
}

function notch(ctx: EmbeddedContext, s: OfferStack): unknown {
  const Item = require('prismarine-item')(ctx.serv.registry);
  return Item.toNotch(new Item(ctx.serv.registry.itemsByName[s.name].id, s.count));
}

function sendTradeList(ctx: EmbeddedContext, player: any, s: WindowSession, type: string, e: MerchantEntity, state: MerchantState): void {
  const villager = type === 'villager';
  player._client.write('trade_list', {
    windowId: s.id,
    trades: state.offers.slice(0, MAX_LISTED_OFFERS).map((o) => ({
      inputItem1: notch(ctx, o.buy),
      outputItem: notch(ctx, o.sell),
      inputItem2: o.buyB ? notch(ctx, o.buyB) : undefined,
      tradeDisabled: soldOut(o),
      nbTradeUses: o.uses,
      maximumNbTradeUses: o.maxUses,
      xp: o.xp,
      specialPrice: o.specialPrice,
      priceMultiplier: o.priceMultiplier,
      demand: o.demand,
    })),
    // A wandering trader shows no level bar (vanilla sends level 1, not a leveled merchant).
    villagerLevel: villager ? Math.max(1, Number(e.nbt?.VillagerData?.level ?? 1)) : 1,
    experience: villager ? Math.max(0, Number(e.nbt?.Xp ?? 0)) : 0,
    isRegularVillager: villager,
    canRestock: villager,
  });
}

function openMerchant(ctx: EmbeddedContext, player: any, type: string, e: MerchantEntity, state: MerchantState): void {
  const s = openWindow(ctx, player, 'merchant', titleOf(type, e));
  state.selected = 0;
  stateByWindow.set(s, state);
  e.mcuCustomer = player;
  s.rules = merchantRules(ctx, player, s, state, () => { if (e.mcuCustomer === player) e.mcuCustomer = undefined; });
  sendTradeList(ctx, player, s, type, e, state);
}

/** Listens for right-clicks on merchants and for trade selections in their windows. */
export function installTrading(ctx: EmbeddedContext, player: any): void {
  const client = player._client;
  client.on('use_entity', ({ target, mouse, hand }: { target: number; mouse: number; hand?: number }) => {
    if (mouse !== 0 || (hand ?? 0) !== 0) return;
    const e = ctx.serv.entities[target];
    if (!e || e.dead) return;
    const type = entityTypeName(ctx.serv, e);
    if (!MERCHANTS.has(type) || e.position.distanceTo(player.position) > USE_ENTITY_RANGE) return;
    // A villager spawn egg used on a merchant spawns a baby in vanilla; it never trades.
    if (heldItem(player)?.name === 'villager_spawn_egg') return;
    if (isBaby(e.nbt) || busy(e, player)) return;
    ctx.stats.add(player.username, 'custom', 'talked_to_villager');
        const state = merchantStateOf(ctx, type, e);
    if (state.offers.length === 0) return;
    openMerchant(ctx, player, type, e, state);
  });
  client.on('select_trade', ({ slot }: { slot: number }) => {
    const s: WindowSession | undefined = player.mcuWindow;
    const state = s && stateByWindow.get(s);
    if (!s || !state) return;
    changeWindow(ctx, player, s, () => selectTrade(ctx, s, state, slot));
  });
}
