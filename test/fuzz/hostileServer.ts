/**
 * Runs hostile command lines through a real embedded server with a real bot:
 * every line must come back as a reply (accepted, refused or a limitation)
 * within COMMAND_MS, never as an internal error, never ending the process.
 * The world is rebuilt every RESTART_EVERY lines (or when the bot is gone),
 * as each verification builds a fresh one.
 */
import { Rng } from '../bench/prng';
import { budgetOf } from '../../server/src/simulation/embedded/limits';
import { startWorld, World } from '../embedded/helpers';
import { hostileCommand } from './hostileFamily';

const COMMAND_MS = 5000;
const RESTART_EVERY = 150;

export interface ServerFuzzStats { lines: number; failures: string[]; slowestMs: number; slowest: string; refused: number; limited: number }

export async function runHostileOnServer(seed: number, count: number, progress?: (done: number, s: ServerFuzzStats) => void): Promise<ServerFuzzStats> {
  const rng = new Rng(seed);
  const stats: ServerFuzzStats = { lines: 0, failures: [], slowestMs: 0, slowest: '', refused: 0, limited: 0 };
  let world: World | undefined;
  try {
    for (let i = 0; i < count; i++) {
      if (!world || i % RESTART_EVERY === 0 || world.bot._client.ended) {
        await world?.close();
        world = await startWorld(`Fuzz${i % 1000}`);
      }
      const line = hostileCommand(rng);
      budgetOf(world.server.serv.mcuCtx).deadline = Date.now() + COMMAND_MS;
      const t0 = Date.now();
      let timer: NodeJS.Timeout | undefined;
      const res = await Promise.race([
        world.run(line),
        new Promise<undefined>((r) => { timer = setTimeout(() => r(undefined), COMMAND_MS * 2); }),
      ]);
      clearTimeout(timer);
      const ms = Date.now() - t0;
      stats.lines++;
      const shown = line.length > 200 ? `${line.slice(0, 200)}…` : line;
      if (!res) stats.failures.push(`no reply within ${COMMAND_MS * 2} ms: ${shown}`);
      else if (/unexpected error/i.test(res.reply)) stats.failures.push(`internal error: ${shown} → ${res.reply.slice(0, 300)}`);
      else if (typeof res.ok !== 'boolean' || typeof res.reply !== 'string') stats.failures.push(`malformed result: ${shown}`);
      else if (res.limitation) stats.limited++;
      else if (!res.ok) stats.refused++;
      if (ms > stats.slowestMs) { stats.slowestMs = ms; stats.slowest = shown; }
      if (progress && (i + 1) % 250 === 0) progress(i + 1, stats);
    }
  } finally {
    await world?.close();
  }
  return stats;
}
