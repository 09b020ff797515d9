/**
 * captureScene: builds a task's scene exactly as verification does (the same session, init
 * command runner and settle step from verify/) and then records what the agent's bot sees
 * around it: chunk columns, entities, the agent's pose, and from the per-command effects of
 * the report which init command put each block and entity there. The bot's view is used (not
 * the server's world) so the same capture works against an external server.
 */
import { Analysis } from '../../analysis/lint/analysis';
import { readTaskSpec, specGoals } from '../../analysis/taskSpec';
import { vec3 } from '../verify/runtime';
import { runInitCommands, settleScene } from '../verify';
import { openSession, WorldSession } from '../verify/session';
import { within } from '../verify/abort';
import { withTimerSweep } from '../verify/timerSweep';
import { SETUP_BUDGET_MS } from '../verify/budgets';
import type { CommandReport, Incident, ResetStepReport, SettleChange } from '../verify/verifyReport';
import { planOf, runKeySteps } from '../verify/resetKeys';
import { getRegistry } from '../../vanilla/registry';
import { freshSeed, normaliseSeed } from '../../util/seededRandom';
import type { WorldRequest } from '../verify/world/chooseWorld';
import { worldForTask, worldReport } from '../verify/world/forTask';
import { tryProofContext } from '../../analysis/proofs/contextOfText';
import type { PlacedBlock, SceneColumn, SceneEntity, SceneJson } from './format';
import { isAirBlock } from '../../vanilla/airBlocks';

export interface CaptureOptions {
  /** Horizontal radius in blocks (default 24, at least 16). */
  radius?: number;
  setupMs?: number;
  server?: 'embedded' | { host: string; port: number };
  signal?: AbortSignal;
  log?: (line: string) => void;
  /** Seed of the draws MineStudio's keys make (mob places, random slots); default a fresh one, kept in the scene's `reset`. */
  seed?: number;
  /** The world, as verify takes it (--world, --biome, --world-seed); the same default choice. */
  world?: WorldRequest;
}

export interface CaptureResult {
  scene: SceneJson;
  /** Rejected init commands and verification limitations, one sentence each. */
  problems: string[];
}

/** The task file cannot be read as a task (not YAML); nothing was started. */
export class SceneInputError extends Error {}

const BELOW = 12;
const ABOVE = 20;
const PLACED_MAX = 8192;

export function captureScene(text: string, opts: CaptureOptions = {}): Promise<CaptureResult> {
  return withTimerSweep(() => captureInner(text, opts));
}

async function captureInner(text: string, opts: CaptureOptions): Promise<CaptureResult> {
  // Parsed and linted once: the spec's refusals and the proofs' scene (the world choice) share it.
  const analysis = new Analysis(text);
  const spec = readTaskSpec(analysis);
  if (spec.syntaxErrors.length) throw new SceneInputError(`the file is not valid YAML: ${spec.syntaxErrors[0]}`);
  const radius = Math.max(16, opts.radius ?? 24);
  const log = opts.log ?? (() => undefined);
  const t0 = Date.now();
  const deadline = t0 + (opts.setupMs ?? SETUP_BUDGET_MS);
  const stop = new AbortController();
  const onAbort = () => stop.abort();
  opts.signal?.addEventListener('abort', onAbort, { once: true });
  let session: WorldSession | undefined;
  try {
    const plan = planOf(spec.keys, opts.seed !== undefined ? normaliseSeed(opts.seed) : freshSeed(), getRegistry('1.16.5'));
    const server = opts.server ?? 'embedded';
    // The same world verify would start (the goals read once, as verify reads them).
    const read = specGoals(spec, getRegistry('1.16.5'));
    const choice = server === 'embedded' ? worldForTask(tryProofContext(analysis, getRegistry('1.16.5'), spec), spec, read, plan, opts.world ?? {}) : undefined;
    session = await within(openSession({ server, ...(choice ? { world: choice.spec } : {}), signal: stop.signal, log }),
      deadline - Date.now(), 'starting the server', stop.signal);
    session.setCommandDeadline?.(deadline);
    const commands: CommandReport[] = [];
    const incidents: Incident[] = [];
    const limitations: string[] = [];
    // MineStudio's order, as verify runs it: key steps before the commands, the commands, init_inventory after them.
    const steps: ResetStepReport[] = [];
    const s = session;
    const stopped = await runKeySteps(s, plan.before, 'before-commands', deadline, stop.signal, steps, log)
      ?? await runInitCommands(s, spec.commands, deadline, t0, stop.signal, { commands, incidents, limitations, log })
      ?? await runKeySteps(s, plan.after, 'after-commands', deadline, stop.signal, steps, log);
    if (stopped) limitations.push(stopped);
    const settled: SettleChange[] = [];
    const note = await settleScene(session, [...plan.before.map((x) => x.command), ...spec.commands.map((c) => c.text)], deadline, stop.signal, settled, log);
    if (note) limitations.push(note);
    // Block and entity packets reach the bot a moment after the server changed them.
    await within(new Promise((r) => setTimeout(r, 400)), 1000, 'settling', stop.signal);
    const problems = [
      ...commands.filter((c) => c.rejected).map((c) => `init command ${c.index + 1} was refused: ${c.reply || c.text}`),
      ...steps.filter((c) => c.rejected).map((c) => `${c.label} was refused: ${c.reply || c.text}`),
      ...new Set(limitations),
    ];
    const scene = snapshot(session.bot, commands, radius, steps);
    if (choice) scene.world = worldReport(choice);
    if (steps.length) {
      scene.reset = { seed: plan.seed, steps: steps.map((x) => ({ label: x.label, text: x.text, rejected: x.rejected, entityIds: (x.effects?.entities ?? []).flatMap((e) => (e.id === undefined ? [] : [e.id])) })) };
    }
    return { scene, problems };
  } finally {
    stop.abort();
    opts.signal?.removeEventListener('abort', onAbort);
    await session?.close();
  }
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

/** The scene as the bot sees it now. */
function snapshot(bot: any, commands: CommandReport[], radius: number, steps: ResetStepReport[]): SceneJson {
  const me = bot.entity;
  const agent = { x: round2(me.position.x), y: round2(me.position.y), z: round2(me.position.z), yaw: me.yaw, pitch: me.pitch };
  const feet = Math.floor(agent.y);
  const yRange: [number, number] = [Math.max(0, Math.floor((feet - BELOW) / 16) * 16), Math.min(255, Math.floor((feet + ABOVE) / 16) * 16 + 15)];
  const entityCommand = new Map<number, number>();
  for (const c of commands) for (const e of c.effects?.entities ?? []) if (e.id !== undefined) entityCommand.set(e.id, c.index);
  // Mobs summon_mobs brought: named by their key entry ("summon_mobs 1").
  const entitySource = new Map<number, string>();
  for (const st of steps) for (const e of st.effects?.entities ?? []) if (e.id !== undefined) entitySource.set(e.id, `${st.key} ${st.entry + 1}`);
  return {
    sceneVersion: 1,
    minecraftVersion: '1.16.5',
    radius,
    yRange,
    agent,
    columns: columnsAround(bot, agent, radius, yRange),
    entities: entitiesAround(bot, agent, radius, yRange, entityCommand, entitySource),
    placed: placedBlocks(bot, commands),
    commands: commands.map((c) => ({
      index: c.index, text: c.text, rejected: c.rejected,
      ...(c.limitation ? { limitation: c.limitation } : {}),
      ...(c.effects?.blocks ? { blocks: c.effects.blocks } : {}),
      entityIds: (c.effects?.entities ?? []).flatMap((e) => (e.id === undefined ? [] : [e.id])),
    })),
  };
}

function columnsAround(bot: any, at: { x: number; z: number }, radius: number, yRange: [number, number]): SceneColumn[] {
  const out: SceneColumn[] = [];
  for (let cx = Math.floor((at.x - radius) / 16); cx <= Math.floor((at.x + radius) / 16); cx++) {
    for (let cz = Math.floor((at.z - radius) / 16); cz <= Math.floor((at.z + radius) / 16); cz++) {
      const column = bot.world.getColumn(cx, cz);
      if (!column) continue;
      // Sections wholly outside the vertical range are dropped: less to send and to mesh.
      const json = JSON.parse(column.toJson());
      json.sections = json.sections.map((s: unknown, i: number) => (i * 16 + 15 < yRange[0] || i * 16 > yRange[1] ? null : s));
      out.push({ x: cx * 16, z: cz * 16, chunk: JSON.stringify(json) });
    }
  }
  return out;
}

function entitiesAround(bot: any, at: { x: number; z: number }, radius: number, yRange: [number, number], commandOf: Map<number, number>,
  sourceOf: Map<number, string>): SceneEntity[] {
  const out: SceneEntity[] = [];
  for (const e of Object.values<any>(bot.entities)) {
    if (!e || e === bot.entity || !e.position) continue;
    const p = e.position;
    if (Math.abs(p.x - at.x) > radius || Math.abs(p.z - at.z) > radius || p.y < yRange[0] || p.y > yRange[1] + 1) continue;
    const command = commandOf.get(e.id);
    const source = sourceOf.get(e.id);
    out.push({
      id: e.id, type: String(e.name ?? e.type ?? 'unknown'), x: round2(p.x), y: round2(p.y), z: round2(p.z),
      yaw: e.yaw ?? 0, pitch: e.pitch ?? 0, width: e.width ?? 0.6, height: e.height ?? 1,
      ...(command !== undefined ? { command } : {}),
      ...(source !== undefined ? { source } : {}),
    });
  }
  return out;
}

/** Blocks the commands changed that are not air now; the last command to touch a block owns it. */
function placedBlocks(bot: any, commands: CommandReport[]): PlacedBlock[] {
  const owner = new Map<string, { pos: [number, number, number]; command: number }>();
  for (const c of commands) for (const pos of c.effects?.blocks?.positions ?? []) owner.set(pos.join(','), { pos, command: c.index });
  const Vec3 = vec3();
  const out: PlacedBlock[] = [];
  for (const { pos, command } of owner.values()) {
    if (out.length >= PLACED_MAX) break;
    const block = bot.blockAt(new Vec3(pos[0], pos[1], pos[2]));
    if (!block || isAirBlock(block.name)) continue;
    out.push({ x: pos[0], y: pos[1], z: pos[2], name: block.name, command });
  }
  return out;
}
