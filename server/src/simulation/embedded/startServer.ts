/**
 * Starts an in-process flying-squid 1.16.5 server with our plugin pack:
 * offline mode, everybody op, survival, a deterministic superflat world,
 * a random free port on 127.0.0.1, no console output. close() ends every
 * client, clears every timer the server and the pack created and frees
 * the port, so node can exit.
 */
import { once } from 'events';
import { Vec3 } from 'vec3';
import { dropConsoleListeners, loadFlyingSquid, unclaimedLatencyIntervals } from './quietLoad';
import { flatGeneration, SeedScene, SPAWN } from './flatWorld';
import { StatsTracker, StatEvent } from './stats';
import { createPluginPack, EmbeddedContext } from './plugins/pack';
import { LIMITS } from './limits';
import { registerUnknownTypeMobs } from '../../vanilla/mobs';
import type { WorldSpec } from './worldChoice';
import { naturalWorld } from './worldGen';
import type { NaturalWorld } from './worldGen/generatorTypes';
import { AnimalQueue, populateAnimals } from './naturalPopulation';

export interface EmbeddedServerOptions {
  version?: '1.16.5';
  /** Enforce harvest tools and dig time (default true). */
  strict?: boolean;
  seedScene?: SeedScene;
  /** The world to generate; default the superflat one of `seedScene`. */
  world?: WorldSpec;
  log?: (line: string) => void;
}

export interface EmbeddedServer {
  host: '127.0.0.1';
  port: number;
  /** The flying-squid server object. */
  serv: any;
  stats: StatsTracker;
  strict: boolean;
  /** The world it generates. */
  world: WorldSpec;
  /** Where players join (the surface of the generated world). */
  spawn: Vec3;
  on(event: 'stat', fn: (ev: StatEvent) => void): void;
  off(event: 'stat', fn: (ev: StatEvent) => void): void;
  close(): Promise<void>;
}

const running = new Set<EmbeddedContext>();
const GENERATION_NAME = 'mcu_task_studio_flat';

/** The generation of a superflat world, registered once per scene under a fixed name. */
function registerFlat(scene: SeedScene): string {
  // world.js looks generations up by name in this shared module object.
  const generations = require('flying-squid/src/lib/generations');
  const name = `${GENERATION_NAME}_${scene}`;
  if (!generations[name]) generations[name] = (opts: any) => flatGeneration({ ...opts, scene });
  return name;
}

let naturalServers = 0;

/**
 * The generation of a natural world, registered under a name of its own for
 * this server (each new chunk leaves its animals in `herds`) and removed again
 * once flying-squid has built the world from it.
 */
function registerNatural(spec: Extract<WorldSpec, { kind: 'natural' }>, made: (w: NaturalWorld) => void, herds: AnimalQueue): { name: string; unregister(): void } {
  const generations = require('flying-squid/src/lib/generations');
  const name = `mcu_task_studio_natural_${++naturalServers}`;
  generations[name] = (opts: any) => {
    const w = naturalWorld(opts.registry, { seed: spec.seed, biome: spec.biome });
    made(w);
    return (cx: number, cz: number) => {
      const chunk = w.generate(cx, cz);
      herds.generated(cx, cz, w.animalsOf(cx, cz, chunk));
      return chunk;
    };
  };
  return { name, unregister: () => { delete generations[name]; } };
}

type ProcessHandlers = Record<'uncaughtException' | 'unhandledRejection', Set<(...a: any[]) => void>>;

function processHandlers(): ProcessHandlers {
  return {
    uncaughtException: new Set(process.listeners('uncaughtException')),
    unhandledRejection: new Set(process.listeners('unhandledRejection')),
  };
}

/**
 * flying-squid's error-handler plugin installs process-wide handlers whose
 * uncaughtException branch calls process.exit(): any crash during a
 * verification would end the CLI (or the language server) with exit 0.
 * The `debug` option keeps its per-player part from running; whatever
 * handlers server creation still added are removed again.
 */
function removeNewProcessHandlers(before: ProcessHandlers): void {
  for (const event of ['uncaughtException', 'unhandledRejection'] as const) {
    for (const h of process.listeners(event as any)) if (!before[event].has(h as any)) process.off(event as any, h as any);
  }
}

/** Points process.stdout at a sink until the returned function is called. */
function muteStdout(): () => void {
  const desc = Object.getOwnPropertyDescriptor(process, 'stdout');
  const { Writable } = require('stream');
  Object.defineProperty(process, 'stdout', { value: new Writable({ write: (_c: any, _e: any, cb: () => void) => cb() }), configurable: true, writable: true });
  return () => { if (desc) Object.defineProperty(process, 'stdout', desc); };
}

export async function startEmbeddedServer(opts: EmbeddedServerOptions = {}): Promise<EmbeddedServer> {
  const version = opts.version ?? '1.16.5';
  const strict = opts.strict ?? true;
  const log = opts.log ?? (() => undefined);
  const squid = loadFlyingSquid();
  const stats = new StatsTracker();
  const world: WorldSpec = opts.world ?? { kind: 'flat', scene: opts.seedScene ?? 'flat' };
  let generatedWorld: NaturalWorld | undefined;
  const herds = new AnimalQueue();
  const natural = world.kind === 'natural' ? registerNatural(world, (w) => { generatedWorld = w; }, herds) : undefined;

  // The log plugin patches console.log when stdout is a TTY unless CI is set, and its
  // logger moves the terminal cursor on stdout before we can replace it.
  const prevCI = process.env.CI;
  process.env.CI = prevCI || '1';
  const restoreStdout = muteStdout();
  const before = processHandlers();
  let serv: any;
  try {
    serv = squid.createMCServer({
      version,
      'online-mode': false,
      'everybody-op': true,
      gameMode: 0,
      difficulty: 2,
      host: '127.0.0.1',
      port: 0,
      'max-players': 20,
      'max-entities': LIMITS.entities,
      'view-distance': 3,
      logging: false,
      noConsoleOutput: true,
      // A debug function switches off flying-squid's per-player error handler, which would add
      // process-wide handlers on every login whose uncaughtException branch calls process.exit().
      debug: () => undefined,
      kickTimeout: 30000,
      plugins: {},
      generation: natural ? { name: natural.name, options: { seed: world.kind === 'natural' ? world.seed : 1 } } : { name: registerFlat(world.kind === 'flat' ? world.scene ?? 'flat' : 'flat'), options: { seed: 1 } },
      motd: 'MCU Task Studio embedded server',
      'player-list-text': { header: { text: 'MCU Task Studio' }, footer: { text: 'embedded 1.16.5' } },
    });
  } finally {
    restoreStdout();
    if (prevCI === undefined) delete process.env.CI; else process.env.CI = prevCI;
  }
  // Route all flying-squid logging to the callback (serv.info/warn/err all go through serv.log).
  serv.log = (message: string) => log(String(message).replace(/\u001b\[[0-9;]*m/g, ''));
  serv.on('error', (err: any) => log(`error: ${err?.stack ?? err}`));

  const ctx: EmbeddedContext = { serv, stats, strict, log, timers: new Set(), playerTimers: new Set(), worldSeed: world.kind === 'natural' ? world.seed : 0 };
  running.add(ctx);
  if (natural) populateAnimals(ctx, herds);
  serv.addPlugin('mcu-task-studio', createPluginPack(ctx), {});

  await Promise.all([
    serv.pluginsReady ? Promise.resolve() : once(serv, 'pluginsReady'),
    serv.listeningPort ? Promise.resolve() : once(serv, 'listening'),
  ]);
  // flying-squid has built its overworld from the generation by now.
  natural?.unregister();
  removeNewProcessHandlers(before);
  dropConsoleListeners();
  registerUnknownTypeMobs(serv.registry);
  if (natural && !generatedWorld) throw new Error('flying-squid did not build the generated world');
  // Deterministic spawn: flying-squid picks a random column otherwise. A natural world's is on its surface.
  const spawnAt = generatedWorld ? generatedWorld.spawnPoint() : SPAWN;
  const spawn = new Vec3(spawnAt.x, spawnAt.y, spawnAt.z);
  serv.mcuSpawn = spawn;
  serv.getSpawnPoint = async () => spawn.clone();
  const port: number = serv._server.socketServer.address().port;

  let closed = false;
  return {
    host: '127.0.0.1',
    port,
    serv,
    stats,
    strict,
    world,
    spawn,
    on: (event, fn) => { stats.on(event, fn); },
    off: (event, fn) => { stats.off(event, fn); },
    close: async () => {
      if (closed) return;
      closed = true;
      await shutdown(serv, ctx);
    },
  };
}

async function shutdown(serv: any, ctx: EmbeddedContext): Promise<void> {
  serv.stopTickInterval?.();
  for (const t of ctx.timers) { clearTimeout(t); clearInterval(t); }
  ctx.timers.clear();
  // Effects and other per-entity timeouts.
  for (const e of Object.values<any>(serv.entities ?? {})) {
    for (const eff of Object.values<any>(e.effects ?? {})) if (eff?.timeout) clearTimeout(eff.timeout);
  }
  const clients: any[] = Object.values(serv._server?.clients ?? {});
  const ended = clients.map((c) => new Promise<void>((resolve) => {
    if (c.ended || c.socket?.destroyed) { resolve(); return; }
    c.once('end', () => resolve());
    setTimeout(resolve, 500).unref();
  }));
  const closedPromise = once(serv._server, 'close');
  try { serv._server.close(); } catch (err) { ctx.log(`close: ${String(err)}`); }
  await Promise.all(ended);
  for (const c of clients) c.socket?.destroy();
  await closedPromise;
  // flying-squid never clears its per-player latency intervals; the pack claimed them per player.
  for (const set of ctx.playerTimers) for (const t of set) clearInterval(t);
  ctx.playerTimers.clear();
  for (const t of ctx.timers) { clearTimeout(t); clearInterval(t); }
  ctx.timers.clear();
  running.delete(ctx);
  if (running.size === 0) {
    for (const h of unclaimedLatencyIntervals) clearInterval(h);
    unclaimedLatencyIntervals.clear();
  }
  serv.isClosed = true;
  serv.emit('close');
}
