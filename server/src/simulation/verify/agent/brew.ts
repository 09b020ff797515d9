/**
 * Brewing a named potion at a brewing stand, as a player does in 1.16.5:
 * a stand within reach (a nearby one, else the one in the inventory placed),
 * water bottles (ones held, else glass bottles filled at a water source),
 * blaze powder as fuel, then each ingredient of the route in turn (nether
 * wart for the awkward base, then the effect's ingredient, gunpowder for a
 * splash potion, dragon's breath for a lingering one), waiting for each brew
 * (400 ticks), and the bottles taken out. A potion already held part-way
 * along the route is brewed on from there. Also: filling glass bottles at a
 * water source (used:glass_bottle).
 */
import type { AgentContext } from './context';
import { emptyHand } from './holdTool';
import { nearestSource } from './bucket';
import { checkTime, doing, nearWords, SkillFailure, sleep, step, lookSent } from './context';
import { count, equip } from './inventory';
import { placeNearby } from './craft';
import { findNearestBlock } from './mine';
import { gotoBlock } from './navigate';
import { brewBottle, brewingRoute, BREW_TICKS, FUEL_ITEM, itemMixRoute, WATER_BOTTLE, type Bottle } from '../../../vanilla/brewingRules';
import { potionOfStack } from '../../../vanilla/potionTag';
import { BREWING_SLOTS } from '../../../vanilla/windowSlots';

const { ingredient: INGREDIENT, fuel: FUEL } = BREWING_SLOTS;
const BOTTLES = [0, 1, 2];
/** How long one brew may take here: vanilla's 400 ticks at 20 per second, with slack for a busy server. */
const BREW_WAIT_MS = (BREW_TICKS / 20) * 1000 + 8000;

/** Potions that come out of a stand ("a potion" names none): not a water bottle, not the uncraftable potion. */
function isBrewed(potion: string): boolean {
  return potion !== 'water' && potion !== 'empty';
}

/** How many of `items` the bot holds with the potion `potion` ("" for any brewed potion). */
export function potionsHeld(bot: any, items: string[], potion: string): number {
  return bot.inventory.items()
    .filter((it: any) => items.includes(it.name) && (potion ? potionOfStack(it) === potion.replace(/^minecraft:/, '') : isBrewed(potionOfStack(it))))
    .reduce((n: number, it: any) => n + it.count, 0);
}

function sameBottle(it: any, b: Bottle): boolean {
  return !!it && it.name === b.item && potionOfStack(it) === b.potion;
}

/** The ingredients from a water bottle to `potion` in `item`, and the bottle after each step. */
function routeTo(potion: string, item: string): { ingredients: string[]; states: Bottle[] } | undefined {
  const route = brewingRoute(potion);
  if (!route) return undefined;
  const ingredients = [...route, ...itemMixRoute(item)];
  const states: Bottle[] = [WATER_BOTTLE];
  for (const ing of ingredients) {
    const next = brewBottle(ing, states[states.length - 1]);
    if (!next) return undefined;
    states.push(next);
  }
  return { ingredients, states };
}

/** Gets `n` of an item the brew needs, or says which one is missing. */
async function need(ctx: AgentContext, item: string, n: number, why: string): Promise<void> {
  if (count(ctx.bot, item) >= n) return;
  try {
    await ctx.obtain(item, n, 1);
  } catch (e) {
    if (!(e instanceof SkillFailure)) throw e;
    throw new SkillFailure(`${why} needs ${item}; the agent has ${count(ctx.bot, item)} and could not get more (${e.message})`);
  }
}

/** Fills glass bottles at the nearest water source until `n` water bottles are held (each fill counts used:glass_bottle). */
export async function fillBottles(ctx: AgentContext, n = 1): Promise<void> {
  const bot = ctx.bot;
  const water = () => potionsHeld(bot, ['potion'], 'water');
  const want = water() + n;
  await need(ctx, 'glass_bottle', n, 'filling water bottles');
  const block = nearestSource(ctx, 'water');
  if (!block) throw new SkillFailure(`no water source ${nearWords(ctx)} to fill a glass bottle`);
  await doing(ctx, 'filling glass bottles with water', async () => {
    await gotoBlock(ctx, block.position, 'the water');
    // The surface (a source is 8/9 high): aiming lower may clip the bank first, as vanilla's ray would.
    await step(ctx, bot.lookAt(block.position.offset(0.5, 0.85, 0.5), true), 2000, 'aiming');
    await lookSent(ctx);
    for (let i = 0; i < n + 2 && water() < want && count(bot, 'glass_bottle') > 0; i++) {
      await equip(ctx, 'glass_bottle');
      bot.activateItem();
      await sleep(ctx, 350);
    }
    if (water() < want) throw new SkillFailure(`the agent used glass bottles on the water at ${block.position} but got ${water() - want + n} of ${n} water bottles`);
  });
}

/** A brewing stand within reach: a nearby one, else one from the inventory (or obtained) placed. */
async function standBlock(ctx: AgentContext): Promise<any> {
  const near = findNearestBlock(ctx, ['brewing_stand']);
  if (near) {
    await gotoBlock(ctx, near.position, 'the brewing stand');
    return ctx.bot.blockAt(near.position);
  }
  await need(ctx, 'brewing_stand', 1, 'brewing');
  return doing(ctx, 'placing the brewing stand', () => placeNearby(ctx, 'brewing_stand'));
}

/** The open stand window: clicks that wait for the server, and what its slots and gauges show. */
class StandWindow {
  /** Gauges by window id: the first ones arrive with the window, before openBlock resolves. */
  private readonly props = new Map<number, { brewTime: number; fuel: number }>();
  private readonly onProp = (p: any) => {
    const g = this.props.get(p.windowId) ?? { brewTime: 0, fuel: 0 };
    if (p.property === 0) g.brewTime = p.value;
    if (p.property === 1) g.fuel = p.value;
    this.props.set(p.windowId, g);
  };
  win: any;
  get fuel(): number { return this.props.get(this.win?.id)?.fuel ?? 0; }
  get brewTime(): number { return this.props.get(this.win?.id)?.brewTime ?? 0; }
  constructor(private readonly ctx: AgentContext) { ctx.bot._client.on('craft_progress_bar', this.onProp); }

  async open(block: any): Promise<void> {
    const bot = this.ctx.bot;
    // A held block would be placed instead of the stand being used.
    await emptyHand(this.ctx);
    this.win = await step<any>(this.ctx, bot.openBlock(block), 5000, 'opening the brewing stand');
    await sleep(this.ctx, 200);
  }

  close(): void {
    this.ctx.bot._client.removeListener('craft_progress_bar', this.onProp);
    if (this.win && this.ctx.bot.currentWindow === this.win) this.ctx.bot.closeWindow(this.win);
  }

  click(slot: number, button: number, mode: number): Promise<void> {
    return step(this.ctx, this.ctx.bot.clickWindow(slot, button, mode), 5000, `clicking slot ${slot} of the brewing stand`);
  }

  /** Inventory slots of the window holding `fits` items. */
  inventorySlots(fits: (it: any) => boolean): number[] {
    const out: number[] = [];
    for (let i = this.win.inventoryStart; i < this.win.inventoryEnd; i++) if (this.win.slots[i] && fits(this.win.slots[i])) out.push(i);
    return out;
  }

  /** Puts one `item` into `slot` (a right click with the stack, the rest put back). */
  async putOne(item: string, slot: number): Promise<void> {
    const from = this.inventorySlots((it) => it.name === item)[0];
    if (from === undefined) throw new SkillFailure(`the agent has no ${item} to put in the brewing stand`);
    await this.click(from, 0, 0);
    await this.click(slot, 1, 0);
    if (this.win.selectedItem) await this.click(from, 0, 0);
  }

  /** Moves whatever is in the stand's `slot` into the inventory. */
  async takeOut(slot: number): Promise<void> {
    if (this.win.slots[slot]) await this.click(slot, 0, 1);
  }
}

/** Brews one step: the ingredient in, then wait until the bottles change (or say why they do not). */
async function brewStep(ctx: AgentContext, w: StandWindow, ingredient: string, next: Bottle): Promise<void> {
  if (w.win.slots[INGREDIENT] && w.win.slots[INGREDIENT].name !== ingredient) await w.takeOut(INGREDIENT);
  if (!w.win.slots[INGREDIENT]) await w.putOne(ingredient, INGREDIENT);
  await doing(ctx, `brewing with ${ingredient} (${BREW_TICKS / 20} s)`, async () => {
    const t0 = Date.now();
    let started = false;
    while (!BOTTLES.some((i) => sameBottle(w.win.slots[i], next))) {
      checkTime(ctx);
      if (w.brewTime > 0) started = true;
      if (!started && Date.now() - t0 > 2500) {
        throw new SkillFailure(w.fuel <= 0 && !w.win.slots[FUEL] ? 'the brewing stand has no fuel (blaze powder)' : `the brewing stand did not start brewing with ${ingredient}`);
      }
      if (Date.now() - t0 > BREW_WAIT_MS) throw new SkillFailure(`the brew with ${ingredient} did not finish in ${Math.round(BREW_WAIT_MS / 1000)} s`);
      await sleep(ctx, 250);
    }
  });
}

/** Brews `item` ("potion", "splash_potion", "lingering_potion") holding `potion` ("" for any brewed potion). */
export async function brewPotion(ctx: AgentContext, item: string, potion: string, wanted = 1): Promise<void> {
  const bot = ctx.bot;
  const target = potion.replace(/^minecraft:/, '') || (['awkward', 'mundane', 'thick'].find((p) => count(bot, brewingRoute(p)![0]) > 0) ?? 'awkward');
  const route = routeTo(target, item);
  if (!route) throw new SkillFailure(`no brewing stand mix makes a ${item.replace(/_/g, ' ')} of ${target.replace(/_/g, ' ')}`);
  const n = Math.max(1, Math.min(3, wanted));
  await doing(ctx, `brewing a ${item.replace(/_/g, ' ')} of ${target.replace(/_/g, ' ')}`, async () => {
    // Start from the furthest bottle along the route the agent already holds (a water bottle at least).
    let from = 0;
    for (let k = route.states.length - 2; k >= 0; k--) {
      if (bot.inventory.items().some((it: any) => sameBottle(it, route.states[k]))) { from = k; break; }
    }
    const held = () => bot.inventory.items().filter((it: any) => sameBottle(it, route.states[from])).length;
    if (from === 0 && held() < n) await fillBottles(ctx, n - held());
    for (const ing of new Set(route.ingredients.slice(from))) await need(ctx, ing, 1, `brewing ${target.replace(/_/g, ' ')}`);
    // Fuel: the stand may hold some already, so a powder the agent cannot get fails only at the stand.
    const powder = 1 + (route.ingredients.slice(from).includes(FUEL_ITEM) ? 1 : 0);
    try { await need(ctx, FUEL_ITEM, powder, 'fuelling the brewing stand'); } catch (e) { if (!(e instanceof SkillFailure)) throw e; }
    const block = await standBlock(ctx);
    const w = new StandWindow(ctx);
    try {
      await w.open(block);
      // Bottles of anything else are taken out first, so only the route's bottles brew.
      for (const i of BOTTLES) if (w.win.slots[i] && !sameBottle(w.win.slots[i], route.states[from])) await w.takeOut(i);
      for (const i of BOTTLES) {
        if (w.win.slots[i]) continue;
        const slot = w.inventorySlots((it) => sameBottle(it, route.states[from]))[0];
        if (slot === undefined) break;
        await w.click(slot, 0, 0);
        await w.click(i, 0, 0);
      }
      if (!BOTTLES.some((i) => w.win.slots[i])) throw new SkillFailure('no bottle to brew reached the brewing stand');
      if (w.fuel <= 0 && !w.win.slots[FUEL]) {
        if (count(bot, FUEL_ITEM) === 0) throw new SkillFailure('the brewing stand has no fuel and the agent has no blaze powder');
        await w.putOne(FUEL_ITEM, FUEL);
      }
      for (let k = from; k < route.ingredients.length; k++) {
        if (w.fuel <= 0 && !w.win.slots[FUEL] && count(bot, FUEL_ITEM) > 0) await w.putOne(FUEL_ITEM, FUEL);
        await brewStep(ctx, w, route.ingredients[k], route.states[k + 1]);
      }
      for (const i of BOTTLES) await w.takeOut(i);
      await w.takeOut(INGREDIENT);
    } finally {
      w.close();
    }
    await sleep(ctx, 200);
  });
}
