/**
 * One verification world: an embedded server started for this job (or an
 * external 1.16.5 server) with the agent's bot joined, a way to run init
 * commands and get each reply, and the agent's statistics. close() always
 * leaves nothing behind: no bot, server, socket or timer.
 */
import type { EmbeddedServer } from '../embedded/startServer';
import { sleep, within, VerifyAborted } from './abort';
import type { Stats } from '../../model/task/rewards';
import { mineflayer, pathfinderPkg, vec3 } from './runtime';
import { BlockRecorder } from './blockRecorder';

import type { CommandEffects, SettleChange } from './verifyReport';
import type { WorldSpec } from '../embedded/worldChoice';
import { seedDraws as seedServerDraws } from '../embedded/plugins/gameDraws';

export interface CommandOutcome { reply: string; rejected: boolean; limitation?: string; effects?: CommandEffects }

/** Where the agent is and whether it lives, as the server sees it (the bot learns it a moment later). */
export interface AgentState { alive: boolean; x: number; y: number; z: number }

/** A death of the agent the server saw, with what killed it ("fell out of the world (below y −64)"). */
export interface AgentDeath { time: number; cause: string }

export interface WorldSession {
  bot: any;
  username: string;
  /** 'embedded' or 'host:port'. */
  label: string;
  runCommand(text: string): Promise<CommandOutcome>;
  agentState(): AgentState | undefined;
  /** Every death of the agent so far, with its cause (embedded only: a real server does not say). */
  agentDeaths?(): AgentDeath[];
  /**
   * Applies vanilla's first-seconds rules (unsupported blocks, hanging
   * entities, undead in daylight, despawning) and lets the world run
   * `waitMs`; returns what changed. Embedded only: a real server does it itself.
   */
  settle?(waitMs: number, opts: { daylightKnown: boolean }): Promise<SettleChange[]>;
  /**
   * Resolves once the agent's client has handled every packet the server sent
   * before the call (embedded only: a keep-alive round trip, answered in order).
   */
  syncAgent?(): Promise<void>;
  /** Where the agent joined (embedded only). */
  spawn?: { x: number; y: number; z: number };
  /** Chat messages and commands the agent's own client sent so far (embedded only: the server sees each packet). */
  agentChat?(): number;
  /** Commands stop with a limitation after this time (Date.now() scale); embedded only. */
  setCommandDeadline?(at: number): void;
  /** The agent's statistics now. */
  readStats(): Promise<Stats>;
  /** Calls `fn` on every statistics change the server pushes (embedded only; external sessions poll). */
  onStatChange?(fn: () => void): () => void;
  /**
   * Whether the server and the agent are both still there (embedded only): a
   * session opened ahead of its task (warmStart.ts) is checked before use.
   */
  usable?(): boolean;
  /** Starts the game clock of a session opened with `held` (embedded only). */
  resume?(): void;
  /** The server's chance draws (enchanting, Unbreaking, crops …) from here on come from `seed` (embedded only). */
  seedDraws?(seed: number): void;
  /** Where the server's log lines go from now on (a session opened ahead of its task gets its task's log). */
  setLog?(log: (line: string) => void): void;
  close(): Promise<void>;
}

export interface SessionOptions {
  server: 'embedded' | { host: string; port: number };
  scene?: 'flat' | 'trees';
  /** The embedded server's world (overrides `scene`). */
  world?: WorldSpec;
  signal?: AbortSignal;
  log?: (line: string) => void;
  /**
   * Embedded only: once the agent has joined, the game clock stops until
   * resume() (a session opened ahead of its task must not age: its world's
   * time, mobs and fluids stay where a fresh start leaves them).
   */
  held?: boolean;
}

const JOIN_MS = 20000;
/** Longest wait, after settling, for a danger that kills within seconds (a 40-block fall, the void, lava) to play out. */
const DANGER_WAIT_MS = 8000;

function freshName(): string {
  return `Verifier${Math.floor(Math.random() * 1e6)}`.slice(0, 16);
}

/** Creates the bot and waits until it stands in loaded chunks. Quits it on failure. */
async function joinBot(host: string, port: number, username: string, signal?: AbortSignal): Promise<any> {
  const bot = mineflayer().createBot({ host, port, username, version: '1.16.5', auth: 'offline', hideErrors: true, checkTimeoutInterval: 60000 });
  bot.on('error', () => undefined);
  try {
    await within(new Promise<void>((resolve, reject) => {
      bot.once('spawn', () => resolve());
      bot.once('end', (reason: string) => reject(new Error(`the bot was disconnected before it spawned: ${reason}`)));
      bot.once('kicked', (reason: string) => reject(new Error(`the bot was kicked: ${reason}`)));
    }), JOIN_MS, 'joining the server', signal);
    bot.loadPlugin(pathfinderPkg().pathfinder);
    const t0 = Date.now();
    while (!bot.blockAt(bot.entity.position.offset(0, -1, 0))) {
      if (Date.now() - t0 > JOIN_MS) throw new Error('the chunks around the bot never loaded');
      await sleep(25, signal);
    }
    return bot;
  } catch (e) {
    await quitBot(bot);
    throw e;
  }
}

export async function quitBot(bot: any): Promise<void> {
  if (!bot) return;
  try { bot.pathfinder?.stop(); } catch { /* not loaded */ }
  if (bot._client?.ended) return;
  await new Promise<void>((resolve) => {
    const t = setTimeout(() => { try { bot._client.socket?.destroy(); } catch { /* gone */ } resolve(); }, 1500);
    bot.once('end', () => { clearTimeout(t); resolve(); });
    try { bot.quit(); } catch { clearTimeout(t); resolve(); }
  });
}

export async function openSession(opts: SessionOptions): Promise<WorldSession> {
  return opts.server === 'embedded' ? openEmbedded(opts) : openExternal(opts.server, opts);
}

async function openEmbedded(opts: SessionOptions): Promise<WorldSession> {
  // Loaded here so `mcu-task verify --server host:port` never needs flying-squid.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const embedded: typeof import('../embedded') = require('../embedded');
  let log = opts.log ?? (() => undefined);
  if (opts.signal?.aborted) throw new VerifyAborted();
  const server: EmbeddedServer = await embedded.startEmbeddedServer({ seedScene: opts.scene ?? 'flat', ...(opts.world ? { world: opts.world } : {}), log: (l) => log(`[server] ${l}`) });
  const username = freshName();
  let bot: any;
  try {
    bot = await joinBot('127.0.0.1', server.port, username, opts.signal);
  } catch (e) {
    await server.close();
    throw e;
  }
  const player = () => server.serv.players.find((p: any) => p.username === username);
  const budget = () => embedded.budgetOf(server.serv.mcuCtx);
  dropOnClientError(server, username, bot);
  // Every chat packet the agent's client sends (a message or a /command) reaches the server's client object.
  let chats = 0;
  const client = player()?._client;
  for (const packet of ['chat', 'chat_message', 'chat_command']) client?.on(packet, () => { chats++; });
  try {
    await loginDone(player(), opts.signal);
  } catch (e) {
    await quitBot(bot);
    await server.close();
    throw e;
  }
  // The world stands still from here until its task starts (see SessionOptions.held).
  const { holdClock, resumeClock } = require('../embedded/plugins/serverClock') as typeof import('../embedded/plugins/serverClock');
  if (opts.held) holdClock(server.serv.mcuCtx);
  let held = !!opts.held;
  let closed = false;
  return {
    bot,
    username,
    label: 'embedded',
    usable: () => !closed && !server.serv.isClosed && !bot._client?.ended && !!player(),
    resume() {
      if (!held || closed) return;
      held = false;
      resumeClock(server.serv.mcuCtx);
    },
    setLog(next) { log = next; },
    seedDraws(seed) { seedServerDraws(server.serv.mcuCtx, seed); },
    spawn: { x: server.spawn.x, y: server.spawn.y, z: server.spawn.z },
    agentChat: () => chats,
    async runCommand(text) {
      const p = player();
      // The server dropped the agent (our limit, see verifyTask): not the command's fault.
      if (!p) return { reply: 'the agent is not online', rejected: false, limitation: 'the agent was no longer on the server when this command ran' };
      const before = new Set(Object.keys(server.serv.entities));
      const blocksBefore = budget().blocksChanged;
      const itemsBefore = inventoryCounts(p);
      const recorder = new BlockRecorder();
      budget().onBlock = (x, y, z) => recorder.add(x, y, z);
      let res: Awaited<ReturnType<typeof embedded.runCommand>>;
      try {
        res = await embedded.runCommand(server, p, text);
      } finally {
        budget().onBlock = undefined;
      }
      const blocks = recorder.result();
      const entities = Object.entries<any>(server.serv.entities)
        .filter(([id, e]) => !before.has(id) && e.type !== 'player').slice(0, 64)
        .map(([id, e]) => ({ type: String(e.name ?? e.type), x: round1(e.position.x), y: round1(e.position.y), z: round1(e.position.z), id: Number(id) }));
      return {
        reply: res.reply ?? '',
        rejected: !res.ok && !res.limitation,
        ...(res.limitation ? { limitation: res.limitation } : {}),
        effects: { blocksChanged: budget().blocksChanged - blocksBefore, ...(blocks ? { blocks } : {}), entities, itemsGiven: itemsGained(itemsBefore, inventoryCounts(p)) },
      };
    },
    agentState() {
      const p = player();
      if (!p) return undefined;
      return { alive: (p.health ?? 20) > 0, x: p.position.x, y: p.position.y, z: p.position.z };
    },
    agentDeaths() {
      const { deathsOf } = require('../embedded/plugins/deaths') as typeof import('../embedded/plugins/deaths');
      const p = player();
      return p ? [...deathsOf(p)] : [];
    },
    setCommandDeadline(at) { budget().deadline = at; },
    syncAgent() {
      const p = player();
      return p ? roundTrip(p._client, opts.signal) : Promise.resolve();
    },
    async settle(waitMs, settleOpts) {
      const { settleScene } = require('../embedded/settle') as typeof import('../embedded/settle');
      const p = player();
      const Vec3 = vec3();
      const changes = await settleScene(server.serv.mcuCtx, p ? p.position : new Vec3(0, 64, 0), waitMs, settleOpts);
      // A fall, the void or lava kill within seconds in vanilla: let them play out before the agent starts.
      const { waitOutDanger } = require('../embedded/plugins/harm') as typeof import('../embedded/plugins/harm');
      if (p) await waitOutDanger(p, Math.min(DANGER_WAIT_MS, budget().deadline - Date.now() - 500));
      return changes;
    },
    async readStats() {
      return server.stats.snapshot(username);
    },
    onStatChange(fn) {
      const h = (ev: { player: string }) => { if (ev.player === username) fn(); };
      server.on('stat', h);
      return () => server.off('stat', h);
    },
    async close() {
      if (closed) return;
      closed = true;
      await quitBot(bot);
      await server.close();
    },
  };
}

/**
 * A packet the server cannot send to the agent (an item name over NBT's 65,535-byte string limit …)
 * used to be dropped with a log line, leaving the bot's world out of step with the server's, so the
 * agent failed and the task was blamed. Vanilla disconnects the player there; so do we, with the
 * reason, and the verification reports the disconnect as our limit (undecided).
 */
function dropOnClientError(server: EmbeddedServer, username: string, bot: any): void {
  server.serv.on('clientError', (client: any, error: Error) => {
    if (client?.username !== username || client.ended) return;
    // "Serialization error for play.toClient : Write error for undefined : <what>": keep <what>.
    const why = (error?.message ?? '').replace(/\s+/g, ' ').split(' : ').pop()?.slice(0, 200) || 'unknown error';
    // The connection's encoder is broken after such an error, so a kick packet could not be sent:
    // close the socket, and end the bot (same process) with the reason, which its 'end' event carries.
    try { client.socket?.destroy(); } catch { /* already gone */ }
    try { bot.end(`the server could not send a packet to the agent: ${why}`); } catch { /* already gone */ }
  });
}

/**
 * flying-squid ends a login by sending the login position once more, after
 * the client's first movement: a teleport by an init command before that
 * was silently undone (a /tp into the void left the agent at y 64). Waits
 * until the login is over.
 */
async function loginDone(p: any, signal?: AbortSignal): Promise<void> {
  if (!p) throw new Error('the agent joined but the server has no player for it');
  if (p.mcuLoginDone) return;
  await within(new Promise<void>((resolve) => p.once('mcu_login_done', () => resolve())), JOIN_MS, 'finishing the login', signal);
}

/** Longest wait for the agent's client to answer a keep-alive (it answers at once unless it is gone). */
const ROUND_TRIP_MS = 2000;

/**
 * Sends a keep-alive the agent's client must echo, and waits for the echo:
 * the client handles packets in order, so every packet sent before it has
 * been handled by then. minecraft-protocol's server does not check keep-alive
 * ids, so an extra one only updates its latency figure.
 */
async function roundTrip(client: any, signal?: AbortSignal): Promise<void> {
  if (!client || client.ended) return;
  const id = Math.floor(Math.random() * 2 ** 31);
  let onEcho: ((packet: { keepAliveId?: number | bigint }) => void) | undefined;
  const echoed = new Promise<void>((resolve) => {
    onEcho = (packet) => { if (Number(packet?.keepAliveId) === id) resolve(); };
    client.on('keep_alive', onEcho);
  });
  try {
    // The id is a long: protodef writes a BigInt (a plain number would go out as 0).
    client.write('keep_alive', { keepAliveId: BigInt(id) });
    await within(echoed, ROUND_TRIP_MS, 'waiting for the agent to catch up', signal);
  } finally {
    client.removeListener('keep_alive', onEcho!);
  }
}

/** Words vanilla and Paper use in a command's error reply. */
const REJECTION = /unknown (command|or incomplete)|incorrect argument|expected|invalid|no (entity|player|item) was found|could not|cannot|can't|you do not have permission|unknown (item|block|entity|effect|enchantment)|failed/i;

async function openExternal(target: { host: string; port: number }, opts: SessionOptions): Promise<WorldSession> {
  const { connectExternal } = require('../embedded/externalServer') as typeof import('../embedded/externalServer');
  const username = freshName();
  if (opts.signal?.aborted) throw new VerifyAborted();
  const conn = await connectExternal({ host: target.host, port: target.port, username, timeoutMs: JOIN_MS });
  const bot = conn.bot;
  bot.on('error', () => undefined);
  bot.loadPlugin(pathfinderPkg().pathfinder);
  let closed = false;
  return {
    bot,
    username,
    label: `${target.host}:${target.port}`,
    async runCommand(text) {
      // Collect what the server says until it has been quiet for a moment.
      const lines: string[] = [];
      let red = false;
      const onMsg = (msg: any) => {
        lines.push(msg.toString());
        if (msg.color === 'red' || (msg.extra ?? []).some((x: any) => x.color === 'red')) red = true;
      };
      bot.on('message', onMsg);
      try {
        bot.chat(text.startsWith('/') ? text : `/${text}`);
        const t0 = Date.now();
        let lastCount = -1;
        let quietSince = Date.now();
        while (Date.now() - t0 < 2000) {
          await sleep(100, opts.signal);
          if (lines.length !== lastCount) { lastCount = lines.length; quietSince = Date.now(); }
          if (lines.length && Date.now() - quietSince >= 250) break;
        }
      } finally {
        bot.off('message', onMsg);
      }
      const reply = lines.join('\n');
      return { reply, rejected: red || REJECTION.test(reply) };
    },
    async readStats() {
      return conn.readStats();
    },
    agentState() {
      const e = bot.entity;
      return e ? { alive: (bot.health ?? 20) > 0, x: e.position.x, y: e.position.y, z: e.position.z } : undefined;
    },
    async close() {
      if (closed) return;
      closed = true;
      try { bot.pathfinder?.stop(); } catch { /* not loaded */ }
      await conn.close().catch(() => undefined);
    },
  };
}

/** Item name → count over the player's inventory (armour, main, hotbar, off hand). */
function inventoryCounts(player: any): Map<string, number> {
  const out = new Map<string, number>();
  for (const it of player?.inventory?.slots ?? []) if (it?.name) out.set(it.name, (out.get(it.name) ?? 0) + it.count);
  return out;
}

/** What a command added to the inventory (given, replaced into a slot), at most 64 kinds. */
function itemsGained(before: Map<string, number>, after: Map<string, number>): Array<{ item: string; count: number }> {
  const out: Array<{ item: string; count: number }> = [];
  for (const [item, n] of after) if (n > (before.get(item) ?? 0) && out.length < 64) out.push({ item, count: n - (before.get(item) ?? 0) });
  return out;
}

function round1(n: number): number {
  return Math.round(n * 10) / 10;
}
