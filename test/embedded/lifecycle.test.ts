import assert from 'node:assert/strict';
import * as net from 'node:net';
import { describe, it } from 'node:test';
import { startEmbeddedServer } from '../../server/src/simulation/embedded/startServer';
import { joinBot, quitBot, resourceCounts, waitFor } from './helpers';

function canBind(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = net.createServer();
    s.once('error', () => resolve(false));
    s.listen(port, '127.0.0.1', () => s.close(() => resolve(true)));
  });
}

function sameCounts(a: Record<string, number>, b: Record<string, number>): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((k) => (a[k] ?? 0) === (b[k] ?? 0));
}

describe('embedded server lifecycle', () => {
  it('starts on a random 127.0.0.1 port, accepts a bot, and leaves no port, socket or timer behind', async () => {
    const before = resourceCounts();
    const logs: string[] = [];
    const t0 = Date.now();
    const server = await startEmbeddedServer({ log: (l) => logs.push(l) });
    const startMs = Date.now() - t0;
    assert.equal(server.host, '127.0.0.1');
    assert.ok(server.port > 0);
    assert.equal(await canBind(server.port), false, 'the port is in use while the server runs');
    const bot = await joinBot(server, 'Leaky');
    assert.equal(bot.game.gameMode, 'survival');
    assert.deepEqual(
      { x: bot.entity.position.x, y: bot.entity.position.y, z: bot.entity.position.z },
      { x: 0.5, y: 64, z: 0.5 }, 'deterministic spawn on the superflat surface');
    // Stand for a few seconds so keep-alive, tab-list and tick timers have all started.
    await new Promise((r) => setTimeout(r, 5500));
    await quitBot(bot);
    const t1 = Date.now();
    await server.close();
    const closeMs = Date.now() - t1;
    assert.equal(await canBind(server.port), true, 'the port is free after close()');
    await waitFor('resources back to the state before start', () => sameCounts(resourceCounts(), before), 3000)
      .catch(() => assert.deepEqual(resourceCounts(), before));
    assert.ok(logs.some((l) => /listening/i.test(l)), 'flying-squid logging goes to the callback');
    assert.ok(startMs < 5000 && closeMs < 2000, `start ${startMs} ms, close ${closeMs} ms`);
  });

  it('close() ends connected clients itself and is idempotent', async () => {
    const before = resourceCounts();
    const server = await startEmbeddedServer();
    const bot = await joinBot(server, 'Stays');
    const ended = new Promise((r) => bot.once('end', r));
    await server.close();
    await ended;
    await server.close();
    await waitFor('no leftover timers or sockets', () => sameCounts(resourceCounts(), before), 3000)
      .catch(() => assert.deepEqual(resourceCounts(), before));
  });

  it('runs two servers side by side on different ports, and a second start is fast', async () => {
    const a = await startEmbeddedServer();
    const t0 = Date.now();
    const b = await startEmbeddedServer({ seedScene: 'trees' });
    const ms = Date.now() - t0;
    try {
      assert.notEqual(a.port, b.port);
      assert.ok(ms < 1500, `second start took ${ms} ms`);
      const bot = await joinBot(b, 'Forester');
      // The 'trees' scene has an oak log at (5, 64, 3).
      const { Vec3 } = require('vec3');
      assert.equal(bot.blockAt(new Vec3(5, 64, 3))?.name, 'oak_log');
      assert.equal(bot.blockAt(new Vec3(5, 63, 3))?.name, 'grass_block');
      assert.equal(bot.blockAt(new Vec3(5, 30, 3))?.name, 'stone');
      await quitBot(bot);
    } finally {
      await a.close();
      await b.close();
    }
  });
  it('servers started one after another leave no listener behind (flying-squid adds a console listener per server)', async () => {
    const warnings: string[] = [];
    const onWarning = (w: Error) => warnings.push(`${w.name}: ${w.message}`);
    process.on('warning', onWarning);
    try {
      // Node warns from the eleventh listener on one emitter.
      for (let i = 0; i < 12; i++) await (await startEmbeddedServer()).close();
      await new Promise((r) => setImmediate(r));
    } finally {
      process.off('warning', onWarning);
    }
    assert.deepEqual(warnings.filter((w) => /MaxListeners/.test(w)), []);
  });
  it('a client that sends only position packets still gets the rest of its spawn chunks (flying-squid waited for flying/look)', async () => {
    const server = await startEmbeddedServer();
    // eslint-disable-next-line @typescript-eslint/no-var-requires
    const bot = require('mineflayer').createBot({ host: '127.0.0.1', port: server.port, username: 'Still', version: '1.16.5', auth: 'offline', hideErrors: true });
    try {
      // mineflayer on 1.16 sends neither when it lands without turning: make that certain.
      const write = bot._client.write.bind(bot._client);
      bot._client.write = (name: string, params: unknown) => (name === 'flying' || name === 'look' ? undefined : write(name, params));
      let positions = 0;
      bot._client.on('position', () => { positions++; });
      await waitFor('the second login position', () => positions >= 2, 15000);
    } finally {
      await quitBot(bot);
      await server.close();
    }
  });
});
