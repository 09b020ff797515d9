/**
 * The idle-skipping clock of warm verify workers (idleClock.ts), each case in
 * a worker thread of its own since install() replaces that thread's timers.
 */
import assert from 'node:assert/strict';
import * as path from 'path';
import { describe, it } from 'node:test';
import { Worker } from 'worker_threads';
import { repoRoot } from '../helpers/paths';

const clockModule = path.join(repoRoot, 'out', 'server', 'src', 'simulation', 'verify', 'idleClock.js');

/** Runs `body` (an async function's text, given `clock`) in a fresh thread; resolves with what it returns and the real ms taken. */
function inThread(body: string): Promise<{ value: any; realMs: number }> {
  const code = `
    const { parentPort } = require('worker_threads');
    const clock = require(${JSON.stringify(clockModule)});
    clock.install();
    const t0 = Date.now();
    (async () => { ${body} })().then(
      (value) => parentPort.postMessage({ value }),
      (e) => parentPort.postMessage({ error: String(e && e.stack || e) }));`;
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const w = new Worker(code, { eval: true });
    w.once('message', (m) => {
      void w.terminate();
      if (m.error) reject(new Error(m.error)); else resolve({ value: m.value, realMs: performance.now() - started });
    });
    w.once('error', reject);
  });
}

describe('idle-skipping clock', { timeout: 60_000 }, () => {
  it('skips a task\'s waits, and time readings move with it', async () => {
    const { value, realMs } = await inThread(`
      const p0 = performance.now(), d0 = Date.now();
      await clock.skippingIdle(() => new Promise((r) => setTimeout(r, 30000)));
      return { perf: performance.now() - p0, date: Date.now() - d0 };`);
    assert.ok(value.perf >= 30000 && value.date >= 29999, JSON.stringify(value));
    assert.ok(realMs < 10000, `took ${realMs} ms of real time`);
  });

  it('keeps real time outside a task', async () => {
    const { value } = await inThread(`
      const p0 = performance.now(), r0 = process.hrtime.bigint();
      await new Promise((r) => setTimeout(r, 300));
      return { perf: performance.now() - p0, real: Number(process.hrtime.bigint() - r0) / 1e6 };`);
    assert.ok(value.real >= 290, JSON.stringify(value));
    assert.ok(Math.abs(value.perf - value.real) < 50, JSON.stringify(value));
  });

  it('fires timeouts and intervals in the order of their game times, and clears them', async () => {
    const { value } = await inThread(`
      const log = [];
      await clock.skippingIdle(async () => {
        const start = performance.now();
        const at = (what) => log.push(what + '@' + Math.round((performance.now() - start) / 10) * 10);
        let n = 0;
        const iv = setInterval(() => { at('i'); if (++n === 3) clearInterval(iv); }, 200);
        setTimeout(() => at('t500'), 500);
        setTimeout(() => at('t100'), 100);
        const gone = setTimeout(() => at('cleared'), 300);
        setTimeout(() => clearTimeout(gone), 250);
        await new Promise((r) => setTimeout(r, 1000));
      });
      return log;`);
    assert.deepEqual(value, ['t100@100', 'i@200', 'i@400', 't500@500', 'i@600']);
  });

  it('counts the time code runs for: a busy 100 ms is 100 ms of game time', async () => {
    const { value } = await inThread(`
      return clock.skippingIdle(async () => {
        const p0 = performance.now(), r0 = process.hrtime.bigint();
        while (Number(process.hrtime.bigint() - r0) < 100e6) { /* spin */ }
        return performance.now() - p0;
      });`);
    assert.ok(value >= 99, `game time ${value}`);
  });

  it('never skips while a byte is in flight between two loopback sockets of the thread', async () => {
    // The server answers each line after a 50 ms game-time delay; the client gives up after 40 ms per answer.
    // Skipping with the line unread would fire the client's timeout first; the answers must all win.
    const { value } = await inThread(`
      const net = require('net');
      const srv = net.createServer((s) => s.on('data', (d) => setTimeout(() => s.write(d), 50)));
      await new Promise((r) => srv.listen(0, '127.0.0.1', r));
      const c = net.connect(srv.address().port, '127.0.0.1');
      await new Promise((r) => c.once('connect', r));
      const results = await clock.skippingIdle(async () => {
        const out = [];
        for (let i = 0; i < 30; i++) {
          out.push(await new Promise((resolve) => {
            const giveUp = setTimeout(() => resolve('timeout'), 90);
            c.once('data', () => { clearTimeout(giveUp); resolve('answer'); });
            c.write('x'.repeat(1 + i * 1000));
          }));
        }
        return out;
      });
      c.destroy(); srv.close();
      return results;`);
    assert.deepEqual(value, new Array(30).fill('answer'));
  });

  it('does not wait on a connection whose reader stopped reading', async () => {
    const { value, realMs } = await inThread(`
      const net = require('net');
      const srv = net.createServer((s) => s.pause());
      await new Promise((r) => srv.listen(0, '127.0.0.1', r));
      const c = net.connect(srv.address().port, '127.0.0.1');
      await new Promise((r) => c.once('connect', r));
      c.write('x'.repeat(1 << 20));
      const p0 = performance.now();
      await clock.skippingIdle(() => new Promise((r) => setTimeout(r, 20000)));
      const game = performance.now() - p0;
      c.destroy(); srv.close();
      return game;`);
    assert.ok(value >= 20000, `game time ${value}`);
    assert.ok(realMs < 10000, `took ${realMs} ms of real time`);
  });

  it('lets an unref\'d timer go: the thread ends without waiting for it', async () => {
    const started = performance.now();
    const code = `
      require(${JSON.stringify(clockModule)}).install();
      setTimeout(() => { throw new Error('should not fire'); }, 60000).unref();`;
    await new Promise<void>((resolve, reject) => {
      const w = new Worker(code, { eval: true });
      w.once('error', reject);
      w.once('exit', () => resolve());
    });
    assert.ok(performance.now() - started < 10_000);
  });
});
