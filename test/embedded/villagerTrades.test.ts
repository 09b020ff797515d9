/**
 * Villagers summoned without Offers (issue 31): vanilla's random offers of
 * their profession and level, job loss without a work site and taking one,
 * levelling up by trades. One world, real mineflayer bot.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Vec3 } from 'vec3';
import { gameSleep, itemCount, startWorld, waitFor, World } from './helpers';
import { VILLAGER_PROFESSIONS } from '../../server/src/vanilla/mobs';
import { merchantSeed, villagerLevelOffers } from '../../server/src/vanilla/villagerOffers';
import { offerSetting } from '../../server/src/simulation/embedded/plugins/villagerLife';
import { seededRandom } from '../../server/src/util/seededRandom';
import { soldItems, paidItems, VILLAGER_TRADES } from '../../server/src/vanilla/villagerTrades';

const NAME = 'Trader';
/** What a trade shows: "coal×15 → emerald×1". */
const show = (t: any) => `${t.inputItem1.name}×${t.inputItem1.count}${t.hasItem2 ? ` + ${t.inputItem2.name}×${t.inputItem2.count}` : ''} → ${t.outputItem.name}×${t.outputItem.count}`;
const showOffer = (o: any) => `${o.buy.name}×${o.buy.count}${o.buyB ? ` + ${o.buyB.name}×${o.buyB.count}` : ''} → ${o.sell.name}×${o.sell.count}`;

describe('villagers without Offers: drawn trades, jobs, levels (embedded server, real bot)', () => {
  let w: World;
  const stat = (id: string) => w.server.stats.get(NAME, 'custom', id);
  let n = 0;

  before(async () => {
    w = await startWorld(NAME);
    await w.ok('/give @s minecraft:emerald 64');
    await w.ok('/give @s minecraft:coal 64');
  });
  after(async () => { await w?.close(); });

  /** Summons a villager `dx` blocks east of the bot (each at its own place) and returns the bot's entity for it. */
  async function summon(nbt: string, dx = 3): Promise<any> {
    const dz = (n++ % 2 === 0 ? 2 : -2);
    const at = w.bot.entity.position.floored().offset(dx, 0, dz);
    await w.ok(`/summon minecraft:villager ${at.x + 0.5} ${at.y} ${at.z + 0.5} ${nbt}`);
    return waitFor('the bot sees the villager', () => Object.values<any>(w.bot.entities)
      .find((e) => e.name === 'villager' && e.position.distanceTo(new Vec3(at.x + 0.5, at.y, at.z + 0.5)) < 0.6));
  }
  const professionSeen = (e: any) => VILLAGER_PROFESSIONS[e.metadata?.[17]?.villagerProfession ?? 0];
  const serverEntity = (e: any) => w.server.serv.entities[e.id];
  /** The offers the server draws for this villager at `level`: the pure draw from its seed. */
  const expectedDraw = (e: any, profession: string, level: number) =>
    villagerLevelOffers(profession, level, seededRandom(merchantSeed(0, e.id)), offerSetting({ serv: w.server.serv } as any, serverEntity(e))).map(showOffer);
  const poolTexts = (profession: string, level: number) => new Set(VILLAGER_TRADES[profession][level - 1].flatMap((t) => [...soldItems(t), ...paidItems(t)]));
  /** Opens the villager's window and reads its offers: 2 distinct ones, all from the pool of `level`, as the seeded draw gives them. */
  const assertDrawnOffers = async (e: any, profession: string, level: number) => {
    const win = await w.bot.openVillager(e);
    const trades = win.trades.map(show);
    w.bot.closeWindow(win);
    assert.equal(trades.length, 2);
    const pool = poolTexts(profession, level);
    for (const t of win.trades) assert.ok(pool.has(t.outputItem.name) && pool.has(t.inputItem1.name), `${show(t)} is not a level-${level} ${profession} trade`);
    assert.notEqual(trades[0], trades[1], 'two distinct templates');
    assert.deepEqual(trades, expectedDraw(e, profession, level), 'the same seed gives the same offers');
  };

  it('a level-1 armorer with Xp 1 keeps its job and offers exactly 2 trades of the level-1 armorer pool (the seeded draw)', async () => {
    const e = await summon('{VillagerData:{profession:"minecraft:armorer",level:1},Xp:1}');
    await gameSleep(1500);
    assert.equal(professionSeen(e), 'armorer');
    await assertDrawnOffers(e, 'armorer', 1);
  });

  it('a level-3 villager draws only from the level-3 pool', async () => {
    const e = await summon('{VillagerData:{profession:"minecraft:armorer",level:3},Xp:80}');
    await assertDrawnOffers(e, 'armorer', 3);
  });

  let jobless: any;
  it('a level-1 armorer without Xp and no blast furnace becomes unemployed and only shakes its head (no window)', async () => {
    jobless = await summon('{VillagerData:{profession:"minecraft:armorer"}}', -3);
    await waitFor('the villager shows no profession', () => professionSeen(jobless) === 'none', 5000);
    const talked = stat('talked_to_villager');
    let opened = false;
    const onOpen = () => { opened = true; };
    w.bot.on('windowOpen', onOpen);
    w.bot.activateEntity(jobless);
    await waitFor('talked_to_villager', () => stat('talked_to_villager') === talked + 1, 5000);
    await gameSleep(800);
    w.bot.removeListener('windowOpen', onOpen);
    assert.equal(opened, false);
    assert.equal(serverEntity(jobless).nbt.VillagerData.profession, 'minecraft:none');
  });

  it('a blast furnace placed near the unemployed villager gives it the armorer trade back, with level-1 armorer offers', async () => {
    const p = jobless.position.floored().offset(-2, 0, 0);
    await w.ok(`/setblock ${p.x} ${p.y} ${p.z} minecraft:blast_furnace`);
    await waitFor('the villager takes the armorer job', () => professionSeen(jobless) === 'armorer', 5000);
    const win = await w.bot.openVillager(jobless);
    assert.equal(win.trades.length, 2);
    const pool = poolTexts('armorer', 1);
    for (const t of win.trades) assert.ok(pool.has(t.outputItem.name), `${show(t)} is not a level-1 armorer trade`);
    w.bot.closeWindow(win);
  });

  it('a level-1 armorer without Xp summoned next to a free blast furnace keeps its job', async () => {
    const at = w.bot.entity.position.floored().offset(4, 0, 5);
    await w.ok(`/setblock ${at.x + 1} ${at.y} ${at.z} minecraft:blast_furnace`);
    const e = await summon('{VillagerData:{profession:"minecraft:armorer"}}', 4);
    await gameSleep(2000);
    assert.equal(professionSeen(e), 'armorer');
  });

  it('a trade pays, counts traded_with_villager and a use; enough xp levels the villager up 40 ticks after the window closes, adding 2 level-2 offers', async () => {
    const e = await summon('{VillagerData:{profession:"minecraft:armorer",level:1},Xp:9}', 2);
    let win = await w.bot.openVillager(e);
    const first = win.trades.map(show);
    const t = win.trades[0];
    const emeralds = itemCount(w.bot, 'emerald');
    const coal = itemCount(w.bot, 'coal');
    const bought = itemCount(w.bot, t.outputItem.name);
    const traded = stat('traded_with_villager');
    await w.bot.trade(win, 0, 1);
    await waitFor('traded_with_villager', () => stat('traded_with_villager') === traded + 1);
    assert.equal(serverEntity(e).nbt.Xp, 9 + serverEntity(e).mcuMerchant.offers[0].xp);
    assert.equal(serverEntity(e).mcuMerchant.offers[0].uses, 1);
    // Still level 1 while the customer trades.
    await gameSleep(2500);
    assert.equal(serverEntity(e).nbt.VillagerData.level, 1);
    w.bot.closeWindow(win);
    // The product and the payment show in the inventory once the window is closed.
    await waitFor('the product in the inventory', () => itemCount(w.bot, t.outputItem.name) === bought + t.outputItem.count);
    if (t.inputItem1.name === 'emerald') assert.equal(itemCount(w.bot, 'emerald'), emeralds - t.realPrice);
    else assert.equal(itemCount(w.bot, 'coal'), coal - t.realPrice);
    await waitFor('level 2', () => e.metadata?.[17]?.level === 2, 6000);
    win = await w.bot.openVillager(e);
    const now = win.trades.map(show);
    assert.equal(now.length, 4);
    assert.deepEqual(now.slice(0, 2), first);
    assert.equal(win.trades[0].nbTradeUses, 1);
    const pool = poolTexts('armorer', 2);
    for (const x of win.trades.slice(2)) assert.ok(pool.has(x.outputItem.name) && pool.has(x.inputItem1.name), `${show(x)} is not a level-2 armorer trade`);
    w.bot.closeWindow(win);
  });
});
