/**
 * Verification against any 1.16.5 server (vanilla, Paper, or ours): join
 * an offline-mode mineflayer bot and read its statistics through the
 * protocol (client_command "request_stats" → "statistics" packet).
 */
import { once } from 'events';
import { decodeStatistics, StatEntry } from './statsPacket';
import type { StatCategory, StatSnapshot } from './stats';

export interface ExternalConnection {
  bot: any;
  /** Asks the server for this player's statistics and waits for the answer. */
  readStats(timeoutMs?: number): Promise<StatSnapshot>;
  stat(snapshot: StatSnapshot, category: StatCategory, id: string): number;
  close(): Promise<void>;
}

export async function connectExternal(opts: { host: string; port: number; username: string; timeoutMs?: number }): Promise<ExternalConnection> {
  const mineflayer = require('mineflayer');
  const bot = mineflayer.createBot({ host: opts.host, port: opts.port, username: opts.username, version: '1.16.5', auth: 'offline', hideErrors: true });
  const timeout = opts.timeoutMs ?? 20000;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`bot did not spawn within ${timeout} ms`)), timeout);
    bot.once('spawn', () => { clearTimeout(timer); resolve(); });
    bot.once('error', (err: Error) => { clearTimeout(timer); reject(err); });
    bot.once('end', (reason: string) => { clearTimeout(timer); reject(new Error(`disconnected before spawn: ${reason}`)); });
  });
  return {
    bot,
    async readStats(ms = 5000) {
      const answer = once(bot._client, 'statistics');
      bot._client.write('client_command', { actionId: 1 });
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<never>((_, reject) => { timer = setTimeout(() => reject(new Error('no statistics packet')), ms); });
      try {
        const [packet] = (await Promise.race([answer, timedOut])) as [{ entries: StatEntry[] }];
        return decodeStatistics(bot.registry, packet.entries);
      } finally {
        clearTimeout(timer);
      }
    },
    stat(snapshot, category, id) {
      return snapshot[category]?.[id.replace(/^minecraft:/, '')] ?? 0;
    },
    async close() {
      if (bot._client.ended) return;
      const ended = once(bot, 'end');
      bot.quit();
      await ended;
    },
  };
}
