/** Shared test helpers: a server with a real mineflayer 4.39.0 bot, and polling waits. */
import assert from 'node:assert/strict';
import { after } from 'node:test';
import { startEmbeddedServer, EmbeddedServer, EmbeddedServerOptions } from '../../server/src/simulation/embedded/startServer';
import { runCommand } from '../../server/src/simulation/embedded/runCommand';
import type { CommandResult } from '../../server/src/simulation/embedded/commandHandlers/dispatcher';

// eslint-disable-next-line @typescript-eslint/no-var-requires
const mineflayer = require('mineflayer');

export interface World {
  server: EmbeddedServer;
  bot: any;
  /** The bot's flying-squid player object. */
  player: any;
  logs: string[];
  run(cmd: string): Promise<CommandResult>;
  /** Runs a command and fails the test if the server rejected it. */
  ok(cmd: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * The game clock (server ticks) of the world this test file opened last. Test
 * files run several at a time, and on a busy machine flying-squid's 50 ms tick
 * interval falls behind the wall clock; a wait meant as game time ("10 ticks of
 * charge", "let the water flow") is measured on this clock, not in wall time.
 */
let gameClock: (() => number) | null = null;

/** Ticks a wait of `ms` game time stands for, and the wall time after which a stalled server ends it anyway. */
const TICK_MS = 50;
const STALL_FACTOR = 10;

/** True once `ms` of wall time has passed since `t0` and, with a world open, `ms` of game time since tick `tick0`. */
function elapsed(ms: number, t0: number, tick0: number | null): boolean {
  const wall = Date.now() - t0;
  if (wall < ms) return false;
  if (tick0 === null || !gameClock || wall > ms * STALL_FACTOR) return true;
  return gameClock() - tick0 >= Math.ceil(ms / TICK_MS);
}

/** Waits `ms` of game time (and at least `ms` of wall time). */
export async function gameSleep(ms: number): Promise<void> {
  const t0 = Date.now();
  const tick0 = gameClock ? gameClock() : null;
  await new Promise((r) => setTimeout(r, ms));
  while (!elapsed(ms, t0, tick0)) await new Promise((r) => setTimeout(r, TICK_MS / 2));
}

/** Polls `cond` every 25 ms until it returns truthy; fails with `what` after `ms` of game time (see gameSleep). */
export async function waitFor<T>(what: string, cond: () => T | Promise<T>, ms = 10000): Promise<T> {
  const t0 = Date.now();
  const tick0 = gameClock ? gameClock() : null;
  let last: unknown;
  for (;;) {
    try {
      const v = await cond();
      if (v) return v;
    } catch (err) { last = err; }
    if (elapsed(ms, t0, tick0)) assert.fail(`timed out after ${ms} ms waiting for ${what}${last ? `: ${String(last)}` : ''}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

export async function joinBot(server: EmbeddedServer, username: string): Promise<any> {
  const bot = mineflayer.createBot({ host: '127.0.0.1', port: server.port, username, version: '1.16.5', auth: 'offline', hideErrors: true });
  // flying-squid sends the login position twice (the second after the remaining chunks); a position
  // packet makes mineflayer airborne for a moment, which multiplies dig times by 5.
  let positions = 0;
  bot._client.on('position', () => { positions++; });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('bot did not spawn in 20 s')), 20000);
    bot.once('spawn', () => { clearTimeout(timer); resolve(); });
    bot.once('error', (e: Error) => { clearTimeout(timer); reject(e); });
  });
  // The first chunks must be loaded for blockAt and physics.
  await waitFor('chunk under the bot', () => bot.blockAt(bot.entity.position.offset(0, -1, 0)) !== null);
  // flying-squid sends the second position after the rest of the spawn chunks, which a busy 2-core machine can take seconds to generate.
  await waitFor('second login position', () => positions >= 2, 30000);
  await waitFor('bot on the ground', () => bot.entity.onGround === true);
  return bot;
}

export async function quitBot(bot: any): Promise<void> {
  if (!bot || bot._client.ended) return;
  const ended = new Promise((r) => bot.once('end', r));
  bot.quit();
  await ended;
}

export async function startWorld(username = 'Tester', opts: EmbeddedServerOptions = {}): Promise<World> {
  const logs: string[] = [];
  const server = await startEmbeddedServer({ ...opts, log: (l) => logs.push(l) });
  let bot: any;
  try {
    bot = await joinBot(server, username);
  } catch (err) {
    await server.close();
    throw err;
  }
  const player = await waitFor('server-side player', () => server.serv.players.find((p: any) => p.username === username));
  const run = (cmd: string) => runCommand(server, player, cmd);
  const clock = () => server.serv.tickCount as number;
  gameClock = clock;
  return {
    server, bot, player, logs, run,
    async ok(cmd) {
      const r = await run(cmd);
      assert.ok(r.ok, `command failed: ${cmd} → ${r.reply}`);
      return r.reply;
    },
    async close() {
      if (gameClock === clock) gameClock = null;
      await quitBot(bot);
      await server.close();
    },
  };
}

/** Counts of the active resource kinds a leak would show (timers and sockets). */
export function resourceCounts(): Record<string, number> {
  const out: Record<string, number> = {};
  for (const r of process.getActiveResourcesInfo()) {
    if (/Timeout|TCP|Immediate/.test(r)) out[r] = (out[r] ?? 0) + 1;
  }
  return out;
}

export function itemCount(bot: any, name: string): number {
  return bot.inventory.slots.filter((s: any) => s && s.name === name).reduce((n: number, s: any) => n + s.count, 0);
}

/** The bot's block position (feet). */
export function feet(bot: any): any {
  return bot.entity.position.floored();
}

/**
 * mineflayer leaves its own 5-20 s promise timeouts running after a window
 * click, craft or container open (client side: promise_utils never clears
 * them), which only delays the exit of a test file. Once every test of the
 * file is done, exit instead of waiting for them. The server-side leak check
 * is in lifecycle.test.ts.
 */
export function exitWhenDone(): void {
  after(() => {
    const t = setTimeout(() => process.exit(process.exitCode ?? 0), 200);
    t.unref();
  });
}
