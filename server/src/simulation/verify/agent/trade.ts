/**
 * Trading (the `custom.traded_with_villager` statistic): walk to the nearest
 * merchant the goal names (a villager of its profession, or a wandering
 * trader), open its trades, take the offer the goal asks for once, close.
 */
import type { StatGoal } from '../../../model/goals/goalTypes';
import type { AgentContext } from './context';
import { AgentCannot, nearWords, doing, SkillFailure, step } from './context';
import { count } from './inventory';
import { gotoNear } from './navigate';
import { chooseTrade, describeTrade, quantity, SeenTrade, shortfall } from './tradeChoice';
import { neverSoldNote, randomDrawReason } from './tradeOdds';
import { VILLAGER_PROFESSIONS } from '../../../vanilla/mobs';
import { MERCHANT_ENTITIES } from '../../../vanilla/villagerTrades';
import { VerifyTimeout } from '../abort';
import { AGEABLE_BABY, VILLAGER_DATA } from '../../../vanilla/entityMetadata';

/** 1.16.5 entity metadata: ageable "is baby" (15) and the villager's data (17: type, profession, level). */
const BABY_INDEX = AGEABLE_BABY;
const VILLAGER_DATA_INDEX = VILLAGER_DATA;
/** A merchant that trades answers the click at once; one that does not (a nitwit, no offers) never does. */
const OPEN_WAIT_MS = 2500;
/** Nearest merchants tried before giving up (each refusal is reported). */
const MERCHANTS_TRIED = 3;

/** The profession a villager shows (its synced data), or undefined for other entities. */
export function professionOf(entity: any): string | undefined {
  if (entity.name !== 'villager') return undefined;
  const id = entity.metadata?.[VILLAGER_DATA_INDEX]?.villagerProfession;
  return typeof id === 'number' ? VILLAGER_PROFESSIONS[id] ?? 'none' : 'none';
}

/** The level a villager shows (its synced data); 1 for other merchants. */
function levelOf(entity: any): number {
  const level = entity.metadata?.[VILLAGER_DATA_INDEX]?.level;
  return typeof level === 'number' ? level : 1;
}

/** "the librarian", "the wandering trader", "the unemployed villager". */
function whoIs(entity: any): string {
  const profession = professionOf(entity);
  if (profession === undefined) return `the ${String(entity.name).replace(/_/g, ' ')}`;
  return profession === 'none' ? 'the unemployed villager' : `the ${profession}`;
}

/** Merchants of the goal's kinds within the search radius, nearest first, with why the others do not count. */
function merchantsNear(ctx: AgentContext, goal: StatGoal): any[] {
  const bot = ctx.bot;
  const kinds = goal.on?.ids.filter((id) => MERCHANT_ENTITIES.includes(id)) ?? [];
  const types = kinds.length ? kinds : MERCHANT_ENTITIES;
  const variant = goal.on?.variant && VILLAGER_PROFESSIONS.includes(goal.on.variant) ? goal.on.variant : undefined;
  const near = Object.values<any>(bot.entities)
    .filter((e) => types.includes(e.name) && e.position.distanceTo(bot.entity.position) <= ctx.searchRadius)
    .sort((a, b) => a.position.distanceTo(bot.entity.position) - b.position.distanceTo(bot.entity.position));
  const wanted = variant ? `${variant} villager` : types.map((t) => t.replace(/_/g, ' ')).join(' or ');
  if (!near.length) throw new SkillFailure(`no ${wanted} ${nearWords(ctx)}`);
  const ofProfession = variant ? near.filter((e) => professionOf(e) === variant) : near;
  if (!ofProfession.length) {
    const seen = [...new Set(near.map((e) => whoIs(e).replace(/^the /, '')))].join(', ');
    throw new SkillFailure(`no ${wanted} ${nearWords(ctx)} (there is: ${seen})`);
  }
  const adults = ofProfession.filter((e) => e.metadata?.[BABY_INDEX] !== true);
  if (!adults.length) throw new SkillFailure(`the only ${wanted} ${nearWords(ctx)} ${ofProfession.length > 1 ? 'are babies' : 'is a baby'}: babies do not trade`);
  return adults;
}

/**
 * Opens the merchant window. mineflayer's openVillager accepts only villagers
 * (it checks the entity type) though a wandering trader opens the same
 * window, so a trader is passed as a villager-typed view of itself. A
 * merchant that does not trade never answers: the listeners openVillager left
 * waiting are removed, or they would take the next window for theirs.
 */
async function openTrades(ctx: AgentContext, entity: any, who: string): Promise<any> {
  const bot = ctx.bot;
  const villagerType = bot.registry.entitiesByName.villager.id;
  const target = entity.entityType === villagerType ? entity : Object.assign(Object.create(entity), { entityType: villagerType });
  const before = { open: bot.rawListeners('windowOpen'), list: bot._client.rawListeners('trade_list') };
  try {
    return await step(ctx, bot.openVillager(target), OPEN_WAIT_MS, `opening ${who}'s trades`);
  } catch (e) {
    for (const l of bot.rawListeners('windowOpen')) if (!before.open.includes(l)) bot.removeListener('windowOpen', l);
    for (const l of bot._client.rawListeners('trade_list')) if (!before.list.includes(l)) bot._client.removeListener('trade_list', l);
    // step() reports its own wait as a VerifyTimeout; before the deadline it means the merchant never answered.
    if (e instanceof VerifyTimeout && Date.now() < ctx.deadline) {
      const profession = professionOf(entity);
      const why = profession === 'nitwit' ? 'nitwits have no trades'
        : profession === 'none' ? 'a villager without a profession has no trades' : 'it has no offers';
      throw new SkillFailure(`${who} would not trade (${why})`);
    }
    throw e;
  }
}

function seenTrades(window: any): SeenTrade[] {
  return (window.trades ?? []).map((t: any, index: number): SeenTrade => ({
    index,
    input1: { name: t.inputItem1.name, count: t.realPrice ?? t.inputItem1.count },
    ...(t.hasItem2 && t.inputItem2 ? { input2: { name: t.inputItem2.name, count: t.inputItem2.count } } : {}),
    output: { name: t.outputItem.name, count: t.outputItem.count },
    disabled: !!t.tradeDisabled || t.nbTradeUses >= t.maximumNbTradeUses,
  }));
}

async function closeTrades(ctx: AgentContext, window: any): Promise<void> {
  try { await step(ctx, Promise.resolve(ctx.bot.closeWindow(window)), 3000, 'closing the trades'); } catch { /* the window is gone either way */ }
}

/** Trades once with one merchant; with `mayObtain`, a short payment is fetched first (then the merchant is opened again). */
async function tradeOnceWith(ctx: AgentContext, entity: any, goal: StatGoal, mayObtain: boolean): Promise<void> {
  const bot = ctx.bot;
  const who = whoIs(entity);
  await gotoNear(ctx, entity.position, 2, who);
  const window = await openTrades(ctx, entity, who);
  let short: { name: string; want: number; has: number; offer: string } | undefined;
  try {
    const trades = seenTrades(window);
    const choice = chooseTrade(trades, { product: goal.product, payment: goal.payment }, (n) => count(bot, n), who);
    if ('refusal' in choice) {
      // A product only a random draw (or a later level) offers leaves the run undecided (tradeOdds.ts).
      const lacking = goal.product?.length && !trades.some((t) => goal.product!.includes(t.output.name));
      const draw = lacking ? randomDrawReason(professionOf(entity), levelOf(entity), goal.product!, trades.map(describeTrade).join('; ')) : undefined;
      if (draw) throw new AgentCannot(draw);
      const fact = lacking ? neverSoldNote(professionOf(entity), levelOf(entity), goal.product!) : undefined;
      throw new SkillFailure(fact ? `${choice.refusal}; ${fact}` : choice.refusal);
    }
    const lack = shortfall(choice.trade, (n) => count(bot, n));
    if (!lack) {
      const outBefore = count(bot, choice.trade.output.name);
      await step(ctx, bot.trade(window, choice.trade.index, 1), 10000, `trading ${describeTrade(choice.trade)} with ${who}`);
      ctx.log(`traded ${describeTrade(choice.trade)} with ${who} (now holds ${count(bot, choice.trade.output.name)}, had ${outBefore})`);
      return;
    }
    short = { name: lack.stack.name, want: lack.stack.count, has: lack.has, offer: describeTrade(choice.trade) };
  } finally {
    await closeTrades(ctx, window);
  }
  const cannotPay = `the agent has ${quantity(short.has, short.name)}, ${who}'s offer (${short.offer}) wants ${short.want}`;
  if (!mayObtain) throw new SkillFailure(cannotPay);
  try {
    await ctx.obtain(short.name, short.want, 1);
  } catch (e) {
    if (e instanceof SkillFailure) throw new SkillFailure(`${cannotPay} (${e.message})`);
    throw e;
  }
  await tradeOnceWith(ctx, entity, goal, false);
}

/**
 * Trades once with the nearest merchant matching `goal.on` (ids villager /
 * wandering_trader, variant a profession), taking the offer that gives
 * `goal.product` or takes `goal.payment` (else the first it can afford).
 * Throws SkillFailure saying why when no merchant is near, none trades,
 * no offer matches or the agent cannot pay.
 */
export async function tradeWith(ctx: AgentContext, goal: StatGoal): Promise<void> {
  const merchants = merchantsNear(ctx, goal);
  const reasons: string[] = [];
  let undecidable = false;
  await doing(ctx, `trading with ${whoIs(merchants[0])}`, async () => {
    for (const m of merchants.slice(0, MERCHANTS_TRIED)) {
      try {
        await tradeOnceWith(ctx, m, goal, true);
        return;
      } catch (e) {
        if (!(e instanceof SkillFailure)) throw e;
        undecidable ||= e instanceof AgentCannot;
        reasons.push(e.message);
      }
    }
    const message = [...new Set(reasons)].join('; ');
    throw undecidable ? new AgentCannot(message) : new SkillFailure(message);
  });
}
