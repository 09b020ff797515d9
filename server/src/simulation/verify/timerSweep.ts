/**
 * mineflayer 4.39's onceWithCleanup() arms a sleep(timeout) for every wait
 * (window opens, block updates …) and never clears it, so after a job the
 * process stays alive for up to 20 s. While a verification runs, remember
 * the timers mineflayer creates in its async context, and clear the ones
 * left when the job ends (the bot is gone by then, nobody waits on them).
 */
import { AsyncLocalStorage, createHook } from 'async_hooks';

const jobTimers = new AsyncLocalStorage<Set<NodeJS.Timeout>>();
let users = 0;
const hook = createHook({
  init(_id, type, _trigger, resource) {
    if (type !== 'Timeout') return;
    const set = jobTimers.getStore();
    if (!set) return;
    const stack = new Error().stack ?? '';
    if (/[\\/]mineflayer[\\/]lib[\\/]/.test(stack)) set.add(resource as NodeJS.Timeout);
  },
});

export async function withTimerSweep<T>(fn: () => Promise<T>): Promise<T> {
  const set = new Set<NodeJS.Timeout>();
  if (users++ === 0) hook.enable();
  try {
    return await jobTimers.run(set, fn);
  } finally {
    for (const t of set) clearTimeout(t);
    set.clear();
    if (--users === 0) hook.disable();
  }
}

/** Runs `fn` outside any job: what it creates (a session opened ahead for the next task) is not swept with this job's timers. */
export function outsideJob<T>(fn: () => T): T {
  return jobTimers.exit(fn);
}
