/**
 * A clock that skips idle time, for a verify worker thread.
 *
 * In a warm worker the embedded server, the agent's bot and the agent share
 * one thread, and most of a task's wall time is spent with all three waiting
 * on timers: the server's 50 ms tick, the bot's 50 ms physics step, digging
 * and eating delays, the agent's own waits. While a task runs, this clock
 * jumps to the next timer as soon as the thread has nothing else to do: no
 * callback running, no byte in flight between the bot and the server (both
 * ends of every loopback socket are in this thread, so what one end wrote
 * and the other has not read yet is exactly what is in flight).
 *
 * What runs keeps its real duration: the clock reads real time plus the idle
 * time skipped so far, so a path search, a tick's work or a command takes as
 * long in game time as on the real clock. Only the waits between them go.
 * Outside a task (between jobs, a session opened ahead waiting for its task)
 * the clock runs at real time; skipping there would spin the CPU.
 *
 * Why our own timers rather than a fake-timer library: those replace time
 * for a test that steps it by hand; here real I/O must still flow between
 * steps and time must also pass on its own when the thread is busy.
 *
 * Installed once per worker (install()) before any library is loaded, so
 * every setTimeout, setInterval, Date.now and performance.now they call is
 * this clock's. Node's own internals (socket timeouts, streams) keep the
 * real clock.
 */
import * as net from 'net';
import { performance } from 'perf_hooks';

const real = {
  setTimeout: globalThis.setTimeout,
  clearTimeout: globalThis.clearTimeout,
  setImmediate: globalThis.setImmediate,
  clearImmediate: globalThis.clearImmediate,
  perfNow: performance.now.bind(performance),
  dateNow: Date.now,
};

/** Milliseconds of idle time skipped so far. */
let skipped = 0;
/** Tasks running with skipping on (skippingIdle). */
let skipping = 0;

const now = (): number => real.perfNow() + skipped;

class ClockTimer {
  static nextId = 1;
  readonly id = ClockTimer.nextId++;
  due = 0;
  seq = 0;
  active = true;
  refed = true;
  constructor(readonly fn: (...a: unknown[]) => void, readonly args: unknown[], readonly ms: number, readonly repeat: boolean) {}
  ref(): this { if (!this.refed) { this.refed = true; if (this.active) refs++; arm(); } return this; }
  unref(): this { if (this.refed) { this.refed = false; if (this.active) refs--; arm(); } return this; }
  hasRef(): boolean { return this.refed; }
  /** Starts the delay again from now, also for a timeout that already fired (as Node's refresh does). */
  refresh(): this { remove(this); schedule(this, now() + this.ms); return this; }
  close(): this { clear(this); return this; }
  [Symbol.toPrimitive](): number { return this.id; }
}

/** Pending timers, earliest first (ties in the order they were set, as Node fires them). */
let queue: ClockTimer[] = [];
const byId = new Map<number, ClockTimer>();
let refs = 0;
let seq = 0;

function schedule(t: ClockTimer, due: number): void {
  t.due = due;
  t.seq = seq++;
  t.active = true;
  if (t.refed) refs++;
  byId.set(t.id, t);
  // Binary search for the insertion point: timers come and go by the hundred, not the million.
  let lo = 0;
  let hi = queue.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    const q = queue[mid];
    if (q.due < due || (q.due === due && q.seq < t.seq)) lo = mid + 1; else hi = mid;
  }
  queue.splice(lo, 0, t);
  arm();
}

function remove(t: ClockTimer): void {
  if (!t.active) return;
  t.active = false;
  if (t.refed) refs--;
  byId.delete(t.id);
  const i = queue.indexOf(t);
  if (i >= 0) queue.splice(i, 1);
}

function clear(t: unknown): void {
  const timer = t instanceof ClockTimer ? t : typeof t === 'number' || typeof t === 'string' ? byId.get(Number(t)) : undefined;
  if (timer) {
    remove(timer);
    arm();
  } else if (t !== undefined && t !== null && !(t instanceof ClockTimer)) {
    // A timer from before install() (or Node's own): the real clear.
    real.clearTimeout(t as NodeJS.Timeout);
  }
}

// ---- the pump: fires what is due, and while a task runs jumps over idle gaps ----

let realTimer: NodeJS.Timeout | undefined;
/** The due time realTimer was set for. */
let armedDue = 0;
let immediate: NodeJS.Immediate | undefined;
/** Consecutive pumps that found the thread idle (two in a row before a jump, see idle()). */
let quietPumps = 0;
/** Byte counts of the tracked sockets at the last pump: a change is activity, and restarts the count of quiet pumps. */
let lastBytes = -1;
/**
 * A connection whose bytes stay unread this long (real ms) is not in flight but stalled (a peer
 * that stopped reading): it no longer holds the clock back.
 */
const STALLED_MS = 50;

/** Keeps one real wake-up for the earliest timer: a real timeout on the real clock, an immediate while skipping. */
function arm(): void {
  const next = queue[0];
  if (skipping > 0) {
    if (realTimer) { real.clearTimeout(realTimer); realTimer = undefined; }
    if (!next) {
      if (immediate) { real.clearImmediate(immediate); immediate = undefined; }
      return;
    }
    immediate ??= real.setImmediate(pump);
    if (refs) immediate.ref(); else immediate.unref();
    return;
  }
  if (immediate) { real.clearImmediate(immediate); immediate = undefined; }
  if (realTimer && (!next || armedDue !== next.due)) { real.clearTimeout(realTimer); realTimer = undefined; }
  if (!next) return;
  if (!realTimer) {
    armedDue = next.due;
    realTimer = real.setTimeout(pump, Math.max(0, next.due - now()));
  }
  if (refs) realTimer.ref(); else realTimer.unref();
}

function pump(): void {
  realTimer = undefined;
  immediate = undefined;
  const t = now();
  const due: ClockTimer[] = [];
  while (queue.length && queue[0].due <= t) due.push(queue.shift()!);
  if (due.length) quietPumps = 0;
  else if (skipping > 0 && queue.length && idle()) {
    // Nothing is running and nothing is in flight: the time until the next timer is idle; skip it.
    skipped += queue[0].due - t;
    quietPumps = 0;
    while (queue.length && queue[0].due <= now()) due.push(queue.shift()!);
  }
  let i = 0;
  try {
    for (; i < due.length; i++) {
      const timer = due[i];
      if (!timer.active) continue;
      byId.delete(timer.id);
      timer.active = false;
      if (timer.refed) refs--;
      // An interval's next run counts from when this one was due, as Node counts from when it started.
      if (timer.repeat) schedule(timer, Math.max(timer.due + timer.ms, now()));
      timer.fn(...timer.args);
    }
  } finally {
    // A callback threw (it reaches the thread's uncaughtException, as with Node's timers): the rest still run.
    if (i < due.length) queue = [...due.slice(i + 1).filter((t) => t.active), ...queue];
    arm();
  }
}

/**
 * True on the second pump in a row that finds nothing moved: no byte in flight on a loopback
 * connection of this thread, and no byte sent or received since the pump before.
 */
function idle(): boolean {
  const { bytes, inFlight } = traffic();
  if (bytes !== lastBytes) {
    lastBytes = bytes;
    quietPumps = 0;
  }
  if (inFlight) {
    quietPumps = 0;
    return false;
  }
  // One more turn of the event loop first: what an I/O callback queued with setImmediate runs before the jump.
  return ++quietPumps >= 2;
}

// ---- loopback connections: both ends live in this thread ----

const sockets = new Set<net.Socket>();
/** When each tracked socket's peer was first seen short of what it sent (real ms). */
const unreadSince = new WeakMap<net.Socket, number>();

function track(s: net.Socket): void {
  if (sockets.has(s)) return;
  sockets.add(s);
  s.once('close', () => sockets.delete(s));
}

/**
 * All bytes the tracked sockets moved, and whether some connection has bytes one end wrote and its
 * peer (the socket whose ports mirror it) has not read yet. A socket whose peer is not in this
 * thread is not a connection this clock can see into, and does not count.
 */
function traffic(): { bytes: number; inFlight: boolean } {
  const byPorts = new Map<string, net.Socket>();
  let bytes = 0;
  for (const s of sockets) {
    bytes += s.bytesWritten + s.bytesRead;
    if (s.localPort !== undefined && s.remotePort !== undefined) byPorts.set(`${s.localPort}>${s.remotePort}`, s);
  }
  const now = real.perfNow();
  let inFlight = false;
  for (const s of sockets) {
    const peer = byPorts.get(`${s.remotePort}>${s.localPort}`);
    if (!peer || s.bytesWritten === peer.bytesRead) {
      unreadSince.delete(s);
      continue;
    }
    const since = unreadSince.get(s) ?? now;
    unreadSince.set(s, since);
    if (now - since < STALLED_MS) inFlight = true;
  }
  return { bytes, inFlight };
}

// ---- the replacements ----

function makeTimer(repeat: boolean) {
  return (fn: (...a: unknown[]) => void, ms?: number, ...args: unknown[]): ClockTimer => {
    if (typeof fn !== 'function') throw new TypeError('The "callback" argument must be of type function');
    const delay = Number(ms);
    // Node's own rule: anything not in 1 … 2^31-1 is 1.
    const d = Number.isFinite(delay) && delay >= 1 && delay <= 0x7fffffff ? delay : 1;
    const t = new ClockTimer(fn, args, d, repeat);
    schedule(t, now() + d);
    return t;
  };
}

let installed = false;

/**
 * Puts this clock in place of the thread's timers and time readings. Call
 * before loading the libraries that should run on it.
 */
export function install(): void {
  if (installed) return;
  installed = true;
  const setT = makeTimer(false);
  const setI = makeTimer(true);
  const g = globalThis as unknown as Record<string, unknown>;
  g.setTimeout = setT;
  g.setInterval = setI;
  g.clearTimeout = clear;
  g.clearInterval = clear;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const timers = require('timers') as Record<string, unknown>;
  timers.setTimeout = setT;
  timers.setInterval = setI;
  timers.clearTimeout = clear;
  timers.clearInterval = clear;
  performance.now = now;
  // Whole milliseconds, as Date.now always gives (a fraction would reach packet fields that want an integer).
  Date.now = () => Math.floor(real.dateNow() + skipped);
  const connect = net.Socket.prototype.connect;
  net.Socket.prototype.connect = function (this: net.Socket, ...a: unknown[]) {
    track(this);
    return (connect as (...x: unknown[]) => net.Socket).apply(this, a);
  } as typeof connect;
  const emit = net.Server.prototype.emit;
  net.Server.prototype.emit = function (this: net.Server, event: string | symbol, ...a: unknown[]) {
    if (event === 'connection' && a[0] instanceof net.Socket) track(a[0]);
    return (emit as (this: net.Server, e: string | symbol, ...x: unknown[]) => boolean).call(this, event, ...a);
  } as typeof emit;
}

export function isInstalled(): boolean {
  return installed;
}

/** Runs `fn` (a task) with idle time skipped; without install() it runs on the real clock. */
export async function skippingIdle<T>(fn: () => Promise<T>): Promise<T> {
  if (!installed) return fn();
  skipping++;
  arm();
  try {
    return await fn();
  } finally {
    skipping--;
    arm();
  }
}

/** Idle time skipped so far, in milliseconds (reports say how much game time was not waited for). */
export function skippedMs(): number {
  return skipped;
}
