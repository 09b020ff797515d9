/**
 * A warm start: while a task runs, the next task's embedded server is started
 * and its agent joined, with the game clock held, so the next task of the same
 * world begins at once. Nothing is reset or reused between tasks: every task
 * still gets a server and a bot no task has touched, opened earlier. That is
 * why a warm run and a fresh one (verify --fresh) give the same verdicts.
 *
 * Why not reset one running world, as MineStudio's fast reset does: a reset
 * must put back everything a task can change (blocks, entities, the player,
 * rules, scoreboards, border, the mechanics' own state), and anything missed
 * leaks into the next verdict. Starting a server and joining a bot costs
 * about 150 ms of a mostly idle CPU (a verify job waits on the game clock
 * most of the time), so doing it ahead of time gives the same speed with
 * nothing to forget.
 *
 * One session is kept ahead per thread (a verify worker runs one task at a
 * time), for the world the last task used: a task in another world starts
 * fresh and says why (WarmStart.why).
 */
import { openSession, SessionOptions, WorldSession } from './session';
import { outsideJob } from './timerSweep';
import type { WorldSpec } from '../embedded/worldChoice';
import type { StartReport } from './verifyReport';

interface Ahead {
  key: string;
  /** Resolves to the held session, or undefined when it could not be opened. */
  opening: Promise<WorldSession | undefined>;
}

let ahead: Ahead | undefined;
/** The world of the task before the current one: a world two tasks in a row used is expected again. */
let previousKey: string | undefined;

/** The superflat world most tasks run in (no world asked for, no scene). */
const FLAT_KEY = worldKey(undefined, undefined);

/** The world a session generates, as a key: two tasks with the same key can take the same kind of session. */
function worldKey(world: WorldSpec | undefined, scene: SessionOptions['scene']): string {
  // The embedded server reads a superflat world's scene from the world, else from `scene` (startServer.ts).
  const w: WorldSpec = world?.kind === 'natural' ? world : { kind: 'flat', scene: world?.scene ?? scene ?? 'flat' };
  return JSON.stringify(w.kind === 'natural' ? { kind: w.kind, biome: w.biome, seed: w.seed } : w);
}

/**
 * Opens a held session for `key` in the background, outside the current job's
 * timer sweep. It is never aborted half way: a bot stopped while it joins can
 * leave mineflayer's physics timer running with no job to sweep it, so an
 * unwanted session is let finish opening and then closed.
 */
function openAhead(key: string, opts: SessionOptions): void {
  const opening = outsideJob(() => openSession({ server: 'embedded', ...(opts.world ? { world: opts.world } : {}), ...(opts.scene ? { scene: opts.scene } : {}), held: true }))
    .then((s) => s, () => undefined);
  ahead = { key, opening };
}

/** Closes the session kept ahead, if any (a worker that ends, a test that is done). */
export async function dropAhead(): Promise<void> {
  const a = ahead;
  ahead = undefined;
  await (await a?.opening)?.close();
}

/** The session opened ahead when it is for this world and still usable, else why the task starts fresh. */
async function takeAhead(key: string): Promise<{ session: WorldSession } | { why: NonNullable<StartReport['why']> }> {
  const kept = ahead;
  ahead = undefined;
  if (!kept) return { why: 'first-task' };
  if (kept.key !== key) {
    // Not for this world: closed in the background, it never holds the task up.
    void kept.opening.then((s) => s?.close());
    return { why: 'other-world' };
  }
  const session = await kept.opening;
  if (session?.usable?.()) return { session };
  await session?.close();
  return { why: 'not-ready' };
}

export interface TaskSession {
  session: WorldSession;
  start: StartReport;
  /**
   * Opens the next task's session ahead (warm runs; once). Called when this
   * task's setup is over, so the two never compete for the CPU.
   */
  prepareNext(): void;
}

/**
 * A session for a task: the one opened ahead when it is for the same world
 * and still usable, else a fresh one. With `warm`, prepareNext() opens
 * another ahead for the next task. The report's `start` says which it was, and why a
 * warm run started fresh.
 */
export async function openTaskSession(opts: SessionOptions & { warm: boolean }): Promise<TaskSession> {
  const key = worldKey(opts.world, opts.scene);
  if (!opts.warm || opts.server !== 'embedded') {
    return { session: await openSession(opts), start: { warm: false, why: opts.server === 'embedded' ? 'fresh' : 'external-server' }, prepareNext: () => undefined };
  }
  const taken = await takeAhead(key);
  let session: WorldSession;
  if ('session' in taken) {
    session = taken.session;
    if (opts.log) session.setLog?.(opts.log);
    session.resume?.();
  } else {
    session = await openSession(opts);
  }
  const start: StartReport = 'session' in taken ? { warm: true } : { warm: false, why: taken.why };
  let prepared = false;
  const before = previousKey;
  previousKey = key;
  const prepareNext = () => {
    if (prepared) return;
    prepared = true;
    // Most tasks are superflat: after a task in another world, the next is expected superflat again,
    // unless the task before it was in that same world too (a folder of tasks in one biome).
    if (key === before || key === FLAT_KEY) openAhead(key, opts);
    else openAhead(FLAT_KEY, { server: 'embedded' });
  };
  return { session, start, prepareNext };
}
