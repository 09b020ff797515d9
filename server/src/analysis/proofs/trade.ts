/**
 * No trade: a trade goal in a room the agent is shut in, when no trader there
 * can ever make a matching trade. Nitwits never trade; a villager without a
 * trade takes one only at a work site it can reach; a level-1 villager without
 * experience loses its trade when it has no work site; a villager whose NBT
 * fixes its offers keeps them while it cannot level up (level 5, or no offer
 * it can make) and gains only the later levels' pools' trades when it does;
 * one without fixed offers draws from its level's pool and the later ones
 * (VillagerTrades), and a wandering trader never changes its offers.
 */
import type { StatGoal, TaskGoal } from '../../model/goals/goalTypes';
import type { SummonedEntity } from '../feasibility/scene';
import { listIndex, ProofContext } from './context';
import { countsCustom, orList } from './goalIds';
import type { Sealed } from './reachable';
import { roomBlocks, wallWords } from './sealed';
import { intentOf } from './intended';
import type { GoalProof } from './proofTypes';
import { fixedOffers, JOB_SITES, Offer, profession, readOffer, settledProfession, tradingProfessions, villagerLevel } from './villagers';
import { levelsSelling, MAX_VILLAGER_LEVEL, MERCHANT_ENTITIES, VILLAGER_TRADES, wanderingTraderSells } from '../../vanilla/villagerTrades';

const strip = (id: string): string => id.replace(/^minecraft:/, '');

/** "an iron helmet" style words for the goal's products. */
const productWords = (product: string[]) => orList(product.map((p) => p.replace(/_/g, ' ')));

/**
 * Why a villager without fixed offers never makes the trade: vanilla draws its
 * offers from its profession's pool at its level and the later levels'
 * (VillagerTrades); a level-1 one without experience first loses its
 * profession without a work site (LoseJobOnSiteLossTask) and then trades only
 * as the profession of a work site it takes (tradingProfessions).
 */
function drawnWhyNot(e: SummonedEntity, prof: string | undefined, product: string[], variant: string | undefined, canGet: (id: string) => boolean): string | undefined {
  const all = tradingProfessions(e.nbt, canGet);
  const jobs = variant ? all.filter((j) => j.profession === variant) : all;
  const level = Math.min(Math.max(villagerLevel(e.nbt), 1), MAX_VILLAGER_LEVEL);
  const settled = settledProfession(e.nbt);
  if (!jobs.length) {
    if (settled && all.length) return `a ${prof}, not a ${variant}`;
    if (!settled && prof !== undefined && prof !== 'none') {
      return `a level-1 ${prof} without experience, which loses its job at once with no work site${variant ? ` of a ${variant}` : ''} the agent can get (LoseJobOnSiteLossTask)`;
    }
    return `a villager without a trade and no work site${variant ? ` of a ${variant}` : ''} to take one`;
  }
  if (!product.length || jobs.some((j) => levelsSelling(j.profession, j.fromLevel, product).length)) return undefined;
  const levels = level < MAX_VILLAGER_LEVEL ? `s ${level}–${MAX_VILLAGER_LEVEL}` : ` ${MAX_VILLAGER_LEVEL}`;
  if (settled) return `a level-${level} ${prof}, whose trades at level${levels} never sell ${productWords(product)} (VillagerTrades)`;
  const who = prof !== undefined && prof !== 'none' ? `a level-1 ${prof} without experience, which loses its trade without its work site (LoseJobOnSiteLossTask) and` : 'a villager without a trade, which';
  return `${who} can trade only as ${orList(jobs.map((j) => `a ${j.profession}`))} (the work sites the agent can get), whose trades never sell ${productWords(product)} (VillagerTrades)`;
}

/** Why this mob cannot make the goal's trade; undefined when it may. */
function whyNot(e: SummonedEntity, g: StatGoal, canGet: (id: string) => boolean): string | undefined {
  const variant = g.on?.variant?.toLowerCase();
  const prof = profession(e.nbt);
  const product = (g.product ?? []).map(strip);
  if (e.id === 'villager') {
    if (prof === 'nitwit') return 'a nitwit, which never trades';
    const baby = typeof e.nbt?.Age === 'number' && e.nbt.Age < 0;
    if (!fixedOffers(e.nbt)) return drawnWhyNot(e, prof, product, variant, canGet);
    const jobless = baby || prof === undefined || prof === 'none' || (variant !== undefined && prof !== variant && villagerLevel(e.nbt) <= 1);
    if (jobless) {
      const sites = variant ? [JOB_SITES[variant]] : Object.values(JOB_SITES);
      if (sites.some((s) => s === undefined || canGet(s))) return undefined;
      return `a villager without a trade and no work site to take one`;
    }
    if (variant !== undefined && prof !== variant) return `a ${prof}, not a ${variant}`;
  }
  const recipes = fixedOffers(e.nbt);
  // Without fixed offers the villager draws vanilla's random ones from its level's pool, then the next levels'.
  if (!recipes) return product.length && !wanderingTraderSells(product) ? `a wandering trader, whose trades never sell ${productWords(product)}` : undefined;
  const offers = recipes.map(readOffer).filter((o): o is Offer => !!o);
  const payment = (g.payment ?? []).map(strip);
  const affordable = offers.filter((o) => o.buy.every(canGet));
  const wanted = affordable.filter((o) => (!product.length || (o.sell !== undefined && product.includes(o.sell))) && (!payment.length || o.buy.some((b) => payment.includes(b))));
  if (wanted.length) return undefined;
  // A villager below the top level that can make some trade levels up and gets new offers (of the next levels' pools).
  const level = villagerLevel(e.nbt);
  const laterSell = !product.length || !prof || !VILLAGER_TRADES[prof] || levelsSelling(prof, level + 1, product).length > 0;
  const final = e.id === 'wandering_trader' || level >= MAX_VILLAGER_LEVEL || !affordable.length || (!laterSell && !payment.length);
  if (!final) return undefined;
  if (!offers.length) return `a ${e.id} whose offers are fixed to none`;
  const sells = offers.map((o) => o.sell).filter((s): s is string => !!s);
  if (!affordable.length) return `a ${e.id} whose fixed offers all take ${orList([...new Set(offers.flatMap((o) => o.buy))])}, which the agent cannot get`;
  return `a ${e.id} whose fixed offers sell only ${orList([...new Set(sells)])}`;
}

export function tradeProofs(ctx: ProofContext, goals: TaskGoal[], sealed: Sealed | undefined): GoalProof[] {
  if (!sealed) return [];
  const { reach, room } = sealed;
  const blocks = roomBlocks(room, ctx.reg);
  // An open room (trades, fishing …) may still yield a payment: count every item as gettable then.
  const canGet = (id: string) => !!reach.open || reach.items.has(id) || blocks.has(id);
  if (MERCHANT_ENTITIES.some((t) => reach.items.has(`${t}_spawn_egg`)) || reach.mobs.some((m) => m.id === 'zombie_villager')) return [];
  const out: GoalProof[] = [];
  goals.forEach((g, goal) => {
    if (g.kind !== 'stat' || !countsCustom(g, 'traded_with_villager')) return;
    const wanted = (g.on?.ids ?? MERCHANT_ENTITIES).map(strip).filter((id) => MERCHANT_ENTITIES.includes(id));
    const traders = reach.mobs.filter((m) => wanted.includes(m.id));
    const reasons = traders.map((t) => whyNot(t, g, canGet));
    if (reasons.some((r) => r === undefined)) return;
    const scene = reasons.length ? `the only trader${reasons.length > 1 ? 's are' : ' is'} ${[...new Set(reasons)].join('; ')}` : 'no trader is there';
    // A payment whose line was refused is the reason the offers cannot be paid.
    const payments = traders.flatMap((t) => (fixedOffers(t.nbt) ?? []).map(readOffer).flatMap((o) => o?.buy ?? []));
    const line = ctx.refused.find((r) => intentOf(r.text, ctx.reg)?.ids.some((i) => payments.includes(i) && !canGet(i)));
    const refusedNote = line ? ` (the line '${line.text}' that meant to give it is refused)` : '';
    out.push({
      goal, cause: 'no-trade', command: line?.index ?? listIndex(ctx, traders[0]?.cmd ?? room.wallCmd),
      reason: `The agent is shut in ${wallWords(room)} and ${scene}${refusedNote}, so no trade can be made.`,
    });
  });
  return out;
}
