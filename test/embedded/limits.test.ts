/**
 * The embedded server's allow-list and limits (server/src/simulation/embedded/limits.ts,
 * commands/allowList.ts), seen through a real mineflayer bot.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Vec3 } from 'vec3';
import { budgetOf, LIMITS } from '../../server/src/simulation/embedded/limits';
import { exitWhenDone, gameSleep, startWorld, waitFor, World } from './helpers';

exitWhenDone();

// The test runner installs handlers of its own once tests run: count only what server start adds.
let handlersBefore = 0;
const handlerCount = () => process.listenerCount('uncaughtException') + process.listenerCount('unhandledRejection');

describe('embedded server: allow-list and limits', () => {
  let w: World;
  before(async () => {
    handlersBefore = handlerCount();
    w = await startWorld('Limits');
  });
  after(async () => { await w?.close(); });

  it('adds no process-wide exit handlers (flying-squid would call process.exit on any crash)', () => {
    assert.equal(handlerCount(), handlersBefore);
  });

  it("a player typing /stop in chat reaches none of flying-squid's built-ins", async () => {
    w.bot.chat('/stop');
    w.bot.chat('/modpe');
    await gameSleep(300);
    assert.equal(w.server.serv.isClosed, undefined, 'the server is still running');
    const r = await w.run('/give @s minecraft:dirt 1');
    assert.ok(r.ok, r.reply);
  });

  it('admits only commands of the 1.16.5 tree: unknown, administration, cosmetic and unmodelled ones', async () => {
    assert.deepEqual(await w.run('/summonMany 10 zombie'), { ok: false, reply: 'Unknown or incomplete command: summonMany' });
    const ban = await w.run('/ban Limits');
    assert.equal(ban.ok, false);
    assert.match(ban.reply, /administration command/);
    assert.deepEqual(await w.run('/tellraw @a "hi"'), { ok: true, reply: '(/tellraw: no effect on what the verification measures)' });
    const clone = await w.run('/clone ~ ~ ~ ~1 ~1 ~1 ~5 ~ ~5');
    assert.equal(clone.ok, true);
    assert.match(clone.limitation ?? '', /\/clone is not modelled/);
  });

  it('a fill of more than 512 blocks reaches the bot (sent as whole chunks)', async () => {
    const p = w.bot.entity.position.floored();
    const r = await w.run(`/fill ${p.x + 3} ${p.y + 2} ${p.z - 10} ${p.x + 12} ${p.y + 11} ${p.z + 9} minecraft:glass`);
    assert.equal(r.reply, 'Successfully filled 2000 blocks');
    await waitFor('glass seen by the bot', () => w.bot.blockAt(new Vec3(p.x + 7, p.y + 6, p.z))?.name === 'glass');
    assert.equal(w.bot.blockAt(new Vec3(p.x + 12, p.y + 11, p.z + 9))?.name, 'glass');
    assert.equal(w.bot.blockAt(new Vec3(p.x + 2, p.y + 6, p.z))?.name, 'air');
  });

  it('fills beyond the loaded chunks are refused as in vanilla', async () => {
    assert.deepEqual(await w.run('/fill 5000 70 5000 5001 71 5001 minecraft:stone'), { ok: false, reply: 'That position is not loaded' });
    assert.deepEqual(await w.run('/setblock -9000 70 3 minecraft:stone'), { ok: false, reply: 'That position is not loaded' });
  });

  it('a command past the setup deadline stops with a limitation', async () => {
    const budget = budgetOf(w.server.serv.mcuCtx);
    budget.deadline = Date.now() - 1;
    try {
      const r = await w.run('/fill ~2 ~ ~2 ~4 ~2 ~4 minecraft:stone');
      assert.equal(r.ok, false);
      assert.match(r.limitation ?? '', /setup time budget ran out/);
    } finally {
      budget.deadline = Infinity;
    }
  });

  it('the block budget stops a scene at LIMITS.blocksChanged, without a partial overshoot', async () => {
    const budget = budgetOf(w.server.serv.mcuCtx);
    const saved = budget.blocksChanged;
    budget.blocksChanged = LIMITS.blocksChanged - 10;
    try {
      const r = await w.run('/fill ~2 ~5 ~2 ~6 ~9 ~6 minecraft:stone');
      assert.match(r.limitation ?? '', /changed blocks per task/);
      assert.ok(budget.blocksChanged <= LIMITS.blocksChanged);
    } finally {
      budget.blocksChanged = saved;
    }
  });

  it('summons refuse past LIMITS.entities with a limitation, and the 1.16 mobs (bee, piglin, strider…) can be summoned', async () => {
    for (const mob of ['bee', 'hoglin', 'piglin', 'piglin_brute', 'strider', 'zoglin', 'zombified_piglin']) {
      const r = await w.run(`/summon minecraft:${mob} ~3 ~ ~3`);
      assert.ok(r.ok, `${mob}: ${r.reply}`);
    }
    const r = await w.run(`/execute as @s run ${'execute as @s run '.repeat(LIMITS.runDepth)}say deep`);
    assert.match(r.limitation ?? '', /nested more than/);
  });
});
