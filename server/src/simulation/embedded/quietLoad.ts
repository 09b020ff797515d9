/**
 * Loading flying-squid has side effects meant for a stand-alone server:
 * its log plugin opens a readline prompt on process.stdin/stdout at module
 * load (which would execute stdin lines as commands and print '> '), and
 * its login plugin starts a per-player tab-list latency interval that is
 * never cleared. This module loads flying-squid with dummy std streams and
 * keeps a handle on those latency intervals so close() can clear them.
 */
import { PassThrough, Writable } from 'stream';

let loaded: any = null;
/** The readline interface flying-squid's log plugin opens at load (on our dummy stdin). */
let consoleInterface: { removeAllListeners(event: string): void } | null = null;

/**
 * Each server's log plugin adds a 'line' listener to that one interface (a
 * console for typing commands) and never removes it, so every closed server
 * stayed reachable. No line ever arrives on the dummy stdin: drop them.
 */
export function dropConsoleListeners(): void {
  consoleInterface?.removeAllListeners('line');
}

/** Latency intervals nobody claimed (cleared when the last embedded server closes). */
export const unclaimedLatencyIntervals = new Set<NodeJS.Timeout>();
let pendingOwner: Set<NodeJS.Timeout> | null = null;
/** flying-squid's digging animation interval most recently started (it leaks when a client leaves mid-dig). */
let lastDigInterval: NodeJS.Timeout | null = null;

/** Hands over the dig-animation interval just created (called when its dig acknowledgement is written). */
export function takeLastDigInterval(): NodeJS.Timeout | null {
  const h = lastDigInterval;
  lastDigInterval = null;
  return h;
}

/**
 * The next latency interval created goes into `owner`. flying-squid creates
 * it synchronously right after writing 'update_time' during login, so the
 * pack calls this from that write and no other interval can interleave.
 */
export function claimNextLatencyInterval(owner: Set<NodeJS.Timeout>): void {
  pendingOwner = owner;
}

function installIntervalTracker(): void {
  const original = global.setInterval;
  const tracked = function (this: unknown, fn: any, ms?: number, ...args: any[]) {
    const handle = (original as any).call(this, fn, ms, ...args);
    // Identify the one interval flying-squid leaks by what its callback does.
    if (typeof fn === 'function' && /update_latency/.test(Function.prototype.toString.call(fn))) {
      (pendingOwner ?? unclaimedLatencyIntervals).add(handle);
      pendingOwner = null;
    } else if (typeof fn === 'function' && fn.name === 'updateAnimation') {
      lastDigInterval = handle;
    }
    return handle;
  };
  Object.assign(tracked, original);
  (global as any).setInterval = tracked;
}

/** flying-squid's module (createMCServer, UserError, ...), loaded once without console side effects. */
export function loadFlyingSquid(): any {
  if (loaded) return loaded;
  const stdinDesc = Object.getOwnPropertyDescriptor(process, 'stdin');
  const stdoutDesc = Object.getOwnPropertyDescriptor(process, 'stdout');
  const fakeIn = new PassThrough();
  const fakeOut = new Writable({ write: (_c, _e, cb) => cb() });
  Object.defineProperty(process, 'stdin', { value: fakeIn, configurable: true, writable: true });
  Object.defineProperty(process, 'stdout', { value: fakeOut, configurable: true, writable: true });
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const readline = require('readline');
  const createInterface = readline.createInterface;
  readline.createInterface = (...args: any[]) => (consoleInterface = createInterface.apply(readline, args));
  try {
    loaded = require('flying-squid');
    // The plugin modules are required lazily by createMCServer; load them now, under the dummy streams.
    require('flying-squid/src/lib/plugins').initPlugins();
  } finally {
    readline.createInterface = createInterface;
    if (stdinDesc) Object.defineProperty(process, 'stdin', stdinDesc); else delete (process as any).stdin;
    if (stdoutDesc) Object.defineProperty(process, 'stdout', stdoutDesc); else delete (process as any).stdout;
  }
  installIntervalTracker();
  return loaded;
}
