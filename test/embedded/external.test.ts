import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { connectExternal, ExternalConnection } from '../../server/src/simulation/embedded/externalServer';
import { startEmbeddedServer, EmbeddedServer } from '../../server/src/simulation/embedded/startServer';
import { runCommand } from '../../server/src/simulation/embedded/runCommand';
import { exitWhenDone, itemCount, waitFor } from './helpers';

// No vanilla server can run here: the protocol path is proven against the embedded server,
// which answers request_stats with the same statistics packet vanilla sends.
exitWhenDone();

describe('connectExternal reads statistics over the protocol', () => {
  let server: EmbeddedServer;
  let conn: ExternalConnection;
  before(async () => {
    server = await startEmbeddedServer();
    conn = await connectExternal({ host: '127.0.0.1', port: server.port, username: 'Remote' });
  });
  after(async () => {
    await conn?.close();
    await server?.close();
  });

  it('starts with empty statistics', async () => {
    const snap = await conn.readStats();
    assert.deepEqual(snap.mined, {});
    assert.deepEqual(snap.picked_up, {});
  });

  it('sees mined and picked_up after a real dig, matching the server tracker', async () => {
    const player = await waitFor('player', () => server.serv.players.find((p: any) => p.username === 'Remote'));
    const bot = conn.bot;
    await waitFor('ground', () => bot.entity.onGround === true);
    assert.ok((await runCommand(server, player, '/replaceitem entity @s weapon.mainhand minecraft:iron_shovel')).ok);
    assert.ok((await runCommand(server, player, '/setblock ~1 ~ ~ minecraft:gravel')).ok);
    await waitFor('shovel', () => bot.heldItem?.name === 'iron_shovel');
    const pos = bot.entity.position.floored().offset(1, 0, 0);
    const block = await waitFor('gravel', () => { const b = bot.blockAt(pos); return b?.name === 'gravel' ? b : null; });
    await bot.dig(block, true);
    await waitFor('gravel picked up', () => itemCount(bot, 'gravel') === 1, 15000);
    const snap = await conn.readStats();
    assert.equal(conn.stat(snap, 'mined', 'minecraft:gravel'), 1);
    assert.equal(conn.stat(snap, 'picked_up', 'gravel'), 1);
    assert.equal(conn.stat(snap, 'used', 'iron_shovel'), 1);
    assert.deepEqual(snap, server.stats.snapshot('Remote'), 'the packet carries exactly the tracked counters');
  });
});
