/**
 * Trading end to end: the real embedded server with merchants summoned with
 * Offers NBT, the real mineflayer agent running tradeWith. One world for
 * all cases (each merchant stands apart; the agent walks to the one asked for).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { openSession, WorldSession } from '../../server/src/simulation/verify/session';
import { runInitCommands, InitRecord } from '../../server/src/simulation/verify';
import type { AgentContext } from '../../server/src/simulation/verify/agent/context';
import { SkillFailure } from '../../server/src/simulation/verify/agent/context';
import { obtain } from '../../server/src/simulation/verify/agent/obtain';
import { tradeWith } from '../../server/src/simulation/verify/agent/trade';
import { count } from '../../server/src/simulation/verify/agent/inventory';
import { gotoNear } from '../../server/src/simulation/verify/agent/navigate';
import { professionOf } from '../../server/src/simulation/verify/agent/trade';
import { getRegistry } from '../../server/src/vanilla/registry';
import type { StatGoal } from '../../server/src/model/goals/goalTypes';

const offer = (buy: string, n: number, sell: string, m: number, extra = '') =>
  `{buy:{id:"minecraft:${buy}",Count:${n}b},sell:{id:"minecraft:${sell}",Count:${m}b},maxUses:12,uses:0${extra}}`;
const villager = (where: string, profession: string, offers: string[] | null, extra = '') =>
  `/summon minecraft:villager ${where} {NoAI:1b,VillagerData:{profession:"minecraft:${profession}",level:2,type:"minecraft:plains"}` +
  `${offers ? `,Offers:{Recipes:[${offers.join(',')}]}` : ''}${extra}}`;

const SETUP = [
  '/give @s minecraft:emerald 12',
  '/give @s minecraft:wheat 20',
  '/give @s minecraft:book 1',
  villager('~4 ~ ~', 'librarian', [offer('emerald', 9, 'bookshelf', 1), offer('paper', 24, 'emerald', 1)]),
  villager('~ ~ ~5', 'farmer', [offer('wheat', 20, 'emerald', 1)]),
  villager('~-5 ~ ~', 'nitwit', null),
  villager('~ ~ ~-5', 'cleric', [offer('emerald', 30, 'ender_pearl', 1)]),
  // Two payments, and one use left: the second trade must be refused.
  villager('~6 ~ ~6', 'armorer', [`{buy:{id:"minecraft:emerald",Count:1b},buyB:{id:"minecraft:book",Count:1b},sell:{id:"minecraft:iron_helmet",Count:1b},maxUses:1,uses:0}`]),
  villager('~-6 ~ ~-6', 'butcher', [offer('emerald', 1, 'cooked_porkchop', 1)], ',Age:-24000'),
  `/summon minecraft:wandering_trader ~-6 ~ ~6 {NoAI:1b,Offers:{Recipes:[${offer('emerald', 1, 'blue_ice', 1)}]}}`,
  villager('~-8 ~ ~-2', 'shepherd', [offer('emerald', 1, 'white_wool', 1)]),
  // No Offers: it draws vanilla's level-2 mason trades (the pool has 2: 20 stone for an emerald, an emerald for 4 chiseled stone bricks).
  villager('~9 ~ ~9', 'mason', null),
];
const MERCHANTS = SETUP.filter((c) => c.startsWith('/summon')).length;

function goal(on: { ids: string[]; variant?: string }, product?: string[], payment?: string[]): StatGoal {
  return {
    kind: 'stat', statistic: 'custom', objects: ['traded_with_villager'], count: 1, verb: 'trade',
    text: 'trade', from: { source: 'text', start: 0, end: 5 },
    on: { phrase: on.variant ?? on.ids[0], kind: 'entity', ids: on.ids, natural: false, ...(on.variant ? { variant: on.variant } : {}) },
    ...(product ? { product } : {}), ...(payment ? { payment } : {}),
  };
}

describe('trading with villagers and wandering traders (embedded server, real bot)', () => {
  let s: WorldSession;
  let ctx: AgentContext;
  const stop = new AbortController();
  const traded = async () => (await s.readStats()).custom?.traded_with_villager ?? 0;
  const has = (name: string) => count(s.bot, name);

  before(async () => {
    s = await openSession({ server: 'embedded', signal: stop.signal });
    const out: InitRecord = { commands: [], incidents: [], limitations: [], log: () => undefined };
    const t0 = Date.now();
    const stopped = await runInitCommands(s, SETUP.map((text, index) => ({ index, text, start: 0, end: text.length })), t0 + 30000, t0, stop.signal, out);
    assert.equal(stopped, undefined);
    for (const c of out.commands) assert.equal(c.rejected, false, `${c.text} → ${c.reply}`);
    assert.deepEqual(out.commands.filter((c) => c.limitation).map((c) => c.index), []);
    ctx = {
      bot: s.bot, reg: getRegistry('1.16.5'), signal: stop.signal, deadline: Date.now() + 90000, budgetMs: 90000,
      log: () => undefined, activity: '', searchRadius: 32,
      obtain: (item, n, depth) => obtain(ctx, item, n, depth),
    };
    // The bot sees the merchants (and their professions) once the server has sent them.
    const t1 = Date.now();
    while (Object.values<any>(s.bot.entities).filter((e) => e.name === 'villager' || e.name === 'wandering_trader').length < MERCHANTS) {
      assert.ok(Date.now() - t1 < 10000, `the bot never saw the ${MERCHANTS} merchants`);
      await new Promise((r) => setTimeout(r, 50));
    }
  });
  after(async () => { await s?.close(); });

  it('buys a bookshelf from the librarian: 9 emeralds leave, a bookshelf arrives, traded_with_villager grows', async () => {
    const before = await traded();
    await tradeWith(ctx, goal({ ids: ['villager'], variant: 'librarian' }, ['bookshelf']));
    assert.equal(await traded(), before + 1);
    assert.equal(has('bookshelf'), 1);
    assert.equal(has('emerald'), 3);
  });

  it('sells wheat to the farmer for an emerald (payment named, product named)', async () => {
    const before = await traded();
    await tradeWith(ctx, goal({ ids: ['villager'], variant: 'farmer' }, ['emerald'], ['wheat']));
    assert.equal(await traded(), before + 1);
    assert.equal(has('wheat'), 0);
    assert.equal(has('emerald'), 4);
  });

  it('pays with two items (emerald + book) and the sold-out offer is refused the second time', async () => {
    const before = await traded();
    await tradeWith(ctx, goal({ ids: ['villager'], variant: 'armorer' }, ['iron_helmet']));
    assert.equal(await traded(), before + 1);
    assert.equal(has('iron_helmet'), 1);
    assert.equal(has('book'), 0);
    assert.equal(has('emerald'), 3);
    await assert.rejects(tradeWith(ctx, goal({ ids: ['villager'], variant: 'armorer' }, ['iron_helmet'])),
      (e: unknown) => e instanceof SkillFailure && /the armorer's matching offers are sold out \(1 emerald \+ 1 book for 1 iron helmet \(sold out\)\)/.test(e.message));
    assert.equal(await traded(), before + 1);
  });

  it('trades with a wandering trader', async () => {
    const before = await traded();
    await tradeWith(ctx, goal({ ids: ['wandering_trader'] }, ['blue_ice']));
    assert.equal(await traded(), before + 1);
    assert.equal(has('blue_ice'), 1);
  });

  it('a nitwit does not trade: SkillFailure, no traded statistic (only talked_to_villager, as vanilla)', async () => {
    const before = await traded();
    const talked = async () => (await s.readStats()).custom?.talked_to_villager ?? 0;
    const talkedBefore = await talked();
    await assert.rejects(tradeWith(ctx, goal({ ids: ['villager'], variant: 'nitwit' })),
      (e: unknown) => e instanceof SkillFailure && e.message === 'the nitwit would not trade (nitwits have no trades)');
    assert.equal(await traded(), before);
    assert.equal(await talked(), talkedBefore + 1);
  });

  it('an offer the librarian does not have: SkillFailure naming its offers', async () => {
    await assert.rejects(tradeWith(ctx, goal({ ids: ['villager'], variant: 'librarian' }, ['diamond'])),
      (e: unknown) => e instanceof SkillFailure && /^the librarian offers no diamond \(its offers: 9 emeralds for 1 bookshelf; 24 paper for 1 emerald\); no librarian trade at levels 2–5 sells diamond$/.test(e.message));
  });

  it('too few emeralds: SkillFailure saying how many the agent has and the offer wants', async () => {
    await assert.rejects(tradeWith(ctx, goal({ ids: ['villager'], variant: 'cleric' }, ['ender_pearl'])),
      (e: unknown) => e instanceof SkillFailure && /^the agent has 2 emeralds, the cleric's offer \(30 emeralds for 1 ender pearl\) wants 30/.test(e.message));
  });

  it('a baby does not trade, and a missing profession is named', async () => {
    await assert.rejects(tradeWith(ctx, goal({ ids: ['villager'], variant: 'butcher' })),
      (e: unknown) => e instanceof SkillFailure && e.message === 'the only butcher villager within 32 blocks is a baby: babies do not trade');
    await assert.rejects(tradeWith(ctx, goal({ ids: ['villager'], variant: 'fletcher' })),
      (e: unknown) => e instanceof SkillFailure && /^no fletcher villager within 32 blocks \(there is: /.test(e.message));
  });

  // The window itself, driven click by click as a player would (runs last: it spends the last emeralds).
  it('selecting a trade fills the payment slot, closing gives it back, shift-clicking the result repeats the trade', async () => {
    const bot = s.bot;
    const shepherd = Object.values<any>(bot.entities).find((e) => professionOf(e) === 'shepherd');
    await gotoNear(ctx, shepherd.position, 2, 'the shepherd');
    const before = await traded();
    const waitSlot = (w: any, slot: number) => new Promise((r) => w.once(`updateSlot:${slot}`, r));

    let w = await bot.openVillager(shepherd);
    assert.equal(w.type, 'minecraft:merchant');
    assert.deepEqual(w.trades.map((t: any) => [t.inputItem1.name, t.outputItem.name, t.nbTradeUses, t.maximumNbTradeUses]), [['emerald', 'white_wool', 0, 12]]);
    let filled = waitSlot(w, 0);
    bot._client.write('select_trade', { slot: 0 });
    await filled;
    assert.equal(w.slots[0]?.name, 'emerald');
    assert.equal(w.slots[0]?.count, 2);
    assert.equal(w.slots[2]?.name, 'white_wool');
    await bot.closeWindow(w);
    await new Promise((r) => setTimeout(r, 300));
    assert.equal(has('emerald'), 2, 'the payment slot went back to the inventory');
    assert.equal(await traded(), before);

    w = await bot.openVillager(shepherd);
    filled = waitSlot(w, 0);
    bot._client.write('select_trade', { slot: 0 });
    await filled;
    await bot.clickWindow(2, 0, 1);
    await bot.closeWindow(w);
    await new Promise((r) => setTimeout(r, 300));
    assert.equal(await traded(), before + 2);
    assert.equal(has('white_wool'), 2);
    assert.equal(has('emerald'), 0);
  });

  it('a mason summoned without offers trades what vanilla draws for its level (both level-2 mason trades)', async () => {
    await s.runCommand('/give @s minecraft:emerald 1');
    const before = await traded();
    const bricks = has('chiseled_stone_bricks');
    await tradeWith(ctx, goal({ ids: ['villager'], variant: 'mason' }, ['chiseled_stone_bricks']));
    assert.equal(await traded(), before + 1);
    assert.equal(has('chiseled_stone_bricks'), bricks + 4);
  });
});
