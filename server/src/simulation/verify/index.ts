/**
 * verifyTask: proves a task solvable the way the MCU papers do — a
 * Mineflayer super-agent joins a fresh server, the init commands run as
 * written, and the agent tries to earn every reward entry within the time
 * budget. The programmatic reward is scored from the server's statistics
 * exactly like MineStudio. Every job starts its own server and bot and
 * always tears both down (also on error, timeout and abort).
 */
import { getRegistry } from '../../vanilla/registry';
import { budgetText, ToolOverload, VerifyAborted, VerifyTimeout, within } from './abort';
import { runAgent } from './agent';
import type { AgentContext } from './agent/context';
import { obtain } from './agent/obtain';
import { buildReport } from './buildReport';
import { excerpt } from '../../util/excerpt';
import { AGENT_BUDGET_MS, SETUP_BUDGET_MS, START_BUDGET_MS } from './budgets';
import type { CommandReport, Incident, PhaseReport, TimelineEvent, VerifyReport } from './verifyReport';
import type { SpecCommand } from '../../analysis/taskSpec';
import { CATEGORY_EVENT } from '../../model/task/events';
import { EVENT_CATEGORY, maxReward, RewardEntry, RewardTracker, Stats, StatCategoryName } from '../../model/task/rewards';
import type { CommandOutcome, WorldSession } from './session';
import { openTaskSession, TaskSession } from './warmStart';
import { readTaskSpec, specGoals } from '../../analysis/taskSpec';
import { withTimerSweep } from './timerSweep';
import { recordReplay, ReplayRecorder } from './replayRecorder';
import type { TaskGoals } from '../../model/goals';
import { readTextGoals } from '../../model/goals';
import { report as goalReport, runGoals } from './goals/runGoals';
import { staticProofs } from '../../analysis/proofs';
import { tryProofContext } from '../../analysis/proofs/contextOfText';
import type { RejectedRelevance } from '../../analysis/proofs';
import { entryProof, EntryProof } from './verdict';
import { Analysis } from '../../analysis/lint/analysis';
import type { GoalReport, SettleChange } from './verifyReport';
import { cloneStats } from '../../model/task/rewards';
import { deathCause, deathCount, setupDeath, SETUP_DEATH_NOTE } from './agentDeath';
import { agentBudget, hasKeys, planOf, runKeySteps } from './resetKeys';
import type { ResetReport } from './verifyReport';
import { freshSeed, normaliseSeed } from '../../util/seededRandom';
import type { WorldRequest } from './world/chooseWorld';
import { worldForTask, worldReport } from './world/forTask';
import type { WorldReport } from './verifyReport';
import { worldWords } from '../embedded/worldChoice';
import { pushAll } from '../../util/pushAll';

export type { VerifyReport } from './verifyReport';
export { VerifyAborted } from './abort';

export interface VerifyOptions {
  file?: string;
  /** Time the agent gets after the init commands (default 60 000). */
  timeoutMs?: number;
  /** Time for running the init commands and settling, from when the agent has joined (default SETUP_BUDGET_MS). */
  setupMs?: number;
  /**
   * Time for starting the server and joining the agent (default START_BUDGET_MS). Not a user
   * option: running out of it is a ToolOverload, and tests set a tiny one to play an overloaded machine.
   */
  startMs?: number;
  server?: 'embedded' | { host: string; port: number };
  signal?: AbortSignal;
  log?: (line: string) => void;
  /**
   * A superflat scene on the embedded server, overriding the world choice ('trees': a few oaks by spawn).
   * Without it the world follows `world`.
   */
  scene?: 'flat' | 'trees';
  /**
   * The world (verify --world, --biome, --world-seed): natural, flat or auto (default: natural when a goal
   * needs what only a generated world gives); its biome (default: the task's `biomes`, else the first of
   * plains, forest, mountains with what the goals need) and seed (default: the task's spawn_positions seed, else DEFAULT_WORLD_SEED).
   */
  world?: WorldRequest;
  /** Seed of the draws MineStudio's keys make (random slots and quantities, mob places); default a fresh one, recorded in the report. */
  seed?: number;
  /**
   * Take the embedded session opened ahead for this world, and open one ahead
   * for the next task (warmStart.ts). Verify workers run warm unless the CLI
   * says --fresh; a direct call runs fresh, so it leaves no server behind.
   */
  warm?: boolean;
}

/** How long a setup that ran out of time waits for a session still opening, to close it. */
const LATE_SESSION_WAIT_MS = 10_000;
/** A teleport of the agent farther than this by one init command is reported as an incident. */
const TELEPORT_INCIDENT_BLOCKS = 32;

/** Statistic counters that changed between two snapshots, as timeline events. */
function changes(before: Stats, now: Stats, time: number, customIds: Set<string>): TimelineEvent[] {
  const out: TimelineEvent[] = [];
  for (const [cat, event] of Object.entries(CATEGORY_EVENT) as Array<[StatCategoryName, string]>) {
    for (const [id, v] of Object.entries(now[cat] ?? {})) {
      if (v > (before[cat]?.[id] ?? 0) && (cat !== 'custom' || customIds.has(id))) out.push({ time, event, object: id });
    }
  }
  return out;
}

export function verifyTask(text: string, opts: VerifyOptions = {}): Promise<VerifyReport> {
  return withTimerSweep(() => verifyInner(text, opts));
}

async function verifyInner(text: string, opts: VerifyOptions): Promise<VerifyReport> {
  const t0 = Date.now();
  const serverOpt = opts.server ?? 'embedded';
  const log = opts.log ?? (() => undefined);
  // The file is parsed and linted once: the spec's refusals and the proofs' scene share this analysis.
  const analysis = new Analysis(text, opts.file ? { fileName: opts.file } : {});
  const spec = readTaskSpec(analysis);
  // MineStudio's keys: the reset's steps drawn from the run's seed; time_limit is the agent's budget, capped by --timeout.
  const plan = planOf(spec.keys, opts.seed !== undefined ? normaliseSeed(opts.seed) : freshSeed(), getRegistry('1.16.5'));
  const { budgetMs: timeoutMs, timeLimit } = agentBudget(spec.keys, opts.timeoutMs ?? AGENT_BUDGET_MS);
  const reset: ResetReport | undefined = hasKeys(plan, spec.keys)
    ? { seed: plan.seed, steps: [], notes: plan.notes, ...(timeLimit ? { timeLimit } : {}) } : undefined;
  const entries = [...spec.rewardCfg, ...spec.milestones];
  const label = serverOpt === 'embedded' ? 'embedded' : `${serverOpt.host}:${serverOpt.port}`;
  const reg = getRegistry('1.16.5');
  // The task's goals, read once: from its reward entries, else from its words.
  const read = specGoals(spec, reg);
  // The goals the run itself works on: all of them without rewards, else the places and states the text adds.
  const runRead: TaskGoals = { ...read, goals: read.goals.filter((g) => g.from.source === 'text') };
  // The scene the commands build, for the proofs and the world choice alike.
  const proofCtx = spec.syntaxErrors.length ? undefined : tryProofContext(analysis, reg, spec);
  // One set of proofs for the text's goals (first, so indices match the report's goals) and the entries' goals.
  const proofGoals = [...runRead.goals, ...read.goals.filter((g) => g.from.source === 'reward')];
  const { proofs, rejected } = proofCtx ? staticProofs(text, proofGoals, reg, proofCtx) : { proofs: [], rejected: [] as RejectedRelevance[] };
  const proved = new Map<number, GoalReport>();
  // Lint's proofs on entries first (the one analysis), then the static proofs of the goals.
  const provedEntries = new Map<RewardEntry, EntryProof>(entries.flatMap((e) => (e.proof ? [[e, e.proof] as const] : [])));
  for (const p of proofs) {
    const g = proofGoals[p.goal];
    if (g.from.source === 'reward') {
      const { list, index } = g.from;
      const entry = entries.find((e) => e.list === list && e.index === index);
      if (entry && !provedEntries.has(entry)) provedEntries.set(entry, { kind: p.cause, detail: p.reason, ...(p.command !== undefined ? { command: p.command } : {}) });
    } else if (!proved.has(p.goal)) {
      proved.set(p.goal, goalReport(g, { outcome: 'failed', reason: p.reason, proof: p.cause, ...(p.command !== undefined ? { proofCommand: p.command } : {}) }));
    }
  }
  // Entries that cannot pay (lint rejects them, or a proof shows it): the agent never tries them and the tracker never counts them.
  const unpayable = new Map(entries.flatMap((e) => {
    const why = entryProof({ provedEntries }, e);
    return why ? [[e as RewardEntry, why.kind === 'refused-entry' ? why.detail : `cannot pay: ${why.detail}`] as const] : [];
  }));
  const payable = entries.filter((e) => !unpayable.has(e));
  const choice = serverOpt === 'embedded' ? worldForTask(proofCtx, spec, read, plan, opts.world ?? {}, opts.scene) : undefined;
  const world: WorldReport | undefined = choice && worldReport(choice);
  const base = { file: opts.file ?? '', server: label, ...(world ? { world } : {}), spec, entries, maxReward: maxReward(entries), read };
  if (spec.syntaxErrors.length) {
    return buildReport({ ...base, commands: [], timeline: [], paid: new Map(), reasons: new Map(), taskFailures: spec.syntaxErrors.map((m) => `the file is not valid YAML: ${m}`), durationMs: Date.now() - t0, agentLog: [], phases: [{ name: 'setup', budgetMs: opts.setupMs ?? SETUP_BUDGET_MS, usedMs: 0, outcome: 'skipped', note: 'the file is not valid YAML' }] });
  }
  if (opts.signal?.aborted) throw new VerifyAborted();

  // One controller stops everything: the caller's abort and our own time limit both trip it.
  const stop = new AbortController();
  const onAbort = () => stop.abort();
  opts.signal?.addEventListener('abort', onAbort, { once: true });
  const agentLog: string[] = [];
  const commands: CommandReport[] = [];
  const timeline: TimelineEvent[] = [];
  const incidents: Incident[] = [];
  const limitations: string[] = [];
  const phases: PhaseReport[] = [];
  const setupMs = opts.setupMs ?? SETUP_BUDGET_MS;
  const startMs = opts.startMs ?? START_BUDGET_MS;
  const goals: GoalReport[] = [];
  const settled: SettleChange[] = [];
  /** Goals the run never got to check (setup stopped, or the hard stop): undecided, with why. */
  const untried = (why: string) => {
    for (const [i, g] of runRead.goals.entries()) if (i >= goals.length) goals.push(proved.get(i) ?? goalReport(g, { outcome: 'undecided', reason: `not tried: ${why}` }));
  };
  const finish = (taskFailures: string[] = []) => buildReport({
    ...base, commands: withRelevance(commands, rejected), ...(reset ? { reset } : {}), timeline, paid: tracker?.paid ?? new Map(), reasons: new Map([...reasons, ...unpayable]), provedEntries, source: text, taskFailures, durationMs: Date.now() - t0, agentLog, phases, limitations, incidents, goals, settled,
    ...(recorder ? { replay: recorder.stop() } : {}), ...(setupDeathDetail ? { setupDeath: setupDeathDetail } : {}),
    ...(agentCommands !== undefined ? { agentCommands } : {}), ...(started ? { start: started.start } : {}),
  });
  let setupDeathDetail: string | undefined;
  let agentCommands: number | undefined;
  let tracker: RewardTracker | undefined;
  let recorder: ReplayRecorder | undefined;
  let reasons = new Map<RewardEntry, string>();
  let session: WorldSession | undefined;
  let started: TaskSession | undefined;
  let unsubscribe: (() => void) | undefined;
  let poller: NodeJS.Timeout | undefined;
  try {
    const opening = openTaskSession({ server: serverOpt, ...(choice ? { world: choice.spec } : {}), signal: stop.signal, log, warm: !!opts.warm });
    try {
      started = await within(opening, startMs, 'starting the server', stop.signal);
      session = started.session;
    } catch (e) {
      if (!(e instanceof VerifyTimeout)) throw e;
      // The session may still open after the deadline: wait (briefly) for it and close it, inside
      // this job's timer sweep, so no bot or server of this job outlives it.
      let lateWait: NodeJS.Timeout | undefined;
      await Promise.race([
        opening.then((late) => late.session.close(), () => undefined),
        new Promise<void>((r) => { lateWait = setTimeout(r, LATE_SESSION_WAIT_MS); }),
      ]);
      clearTimeout(lateWait);
      // Nothing of the task ran yet: this is our work that did not get done, not a verdict.
      throw new ToolOverload(serverOpt === 'embedded'
        ? `starting the embedded server and joining the agent took longer than ${budgetText(startMs)} (our own work, before any init command): the machine is overloaded`
        : `the server at ${label} did not let the agent join within ${budgetText(startMs)}`);
    }
    const s = session;
    // The task's seed drives the server's chance draws too, from the same point of a warm and a fresh run.
    s.seedDraws?.(plan.seed);
    if (world && s.spawn) world.spawn = [s.spawn.x, s.spawn.y, s.spawn.z];
    const joined = Date.now();
    const setupDeadline = joined + setupMs;
    // A dropped connection ends the run, in setup or in the agent's phase: nothing the agent does can count any more.
    // Only the server can drop it (a packet too large, chunks lost after a far /tp …), so it is our limit, not the task's.
    let disconnected: string | undefined;
    s.bot.once('end', (why: string) => { disconnected = why || 'connection closed'; stop.abort(); });
    const lostAgent = (e: unknown, activity: string): string => {
      if (!(e instanceof VerifyAborted) || disconnected === undefined || opts.signal?.aborted) throw e;
      const why = `the server disconnected the agent (${excerpt(disconnected, 200)}) while ${activity}`;
      incidents.push({ kind: 'disconnected', time: Date.now() - t0, detail: why });
      if (!limitations.includes(why)) limitations.push(why);
      return why;
    };
    s.setCommandDeadline?.(setupDeadline);
    // MineStudio's order (model/minestudio/resetSteps.ts): time, weather, spawn and mobs, then the init commands, then init_inventory.
    const steps = reset?.steps ?? [];
    let setupStopped = await runKeySteps(s, plan.before, 'before-commands', setupDeadline, stop.signal, steps, log)
      .then((why) => why ?? runInitCommands(s, spec.commands, setupDeadline, t0, stop.signal, { commands, incidents, limitations, log }))
      .then((why) => why ?? runKeySteps(s, plan.after, 'after-commands', setupDeadline, stop.signal, steps, log))
      .catch((e) => lostAgent(e, 'setting up the scene'));
    const deathsAfterInit = deathCount(s);
    let settleNote: string | undefined;
    if (!setupStopped) {
      try {
        // The scene after it settles: vanilla's first-seconds rules, inside the setup budget.
        settleNote = await settleScene(s, [...plan.before.map((x) => x.command), ...spec.commands.map((c) => c.text)], setupDeadline, stop.signal, settled, log);
        // Inventory and entity updates reach the bot before it looks around: on the embedded server a round
        // trip proves it; on a real one, a moment's wait.
        if (s.syncAgent) await s.syncAgent();
        else await within(new Promise((r) => setTimeout(r, 400)), 1000, 'settling', stop.signal);
      } catch (e) {
        setupStopped = lostAgent(e, 'setting up the scene');
      }
    }
    if (setupStopped) {
      if (!limitations.includes(setupStopped)) limitations.push(setupStopped);
      phases.push({ name: 'setup', budgetMs: setupMs, usedMs: Date.now() - joined, outcome: disconnected === undefined ? 'budget-exhausted' : 'stopped', note: setupStopped });
      phases.push({ name: 'agent', budgetMs: timeoutMs, usedMs: 0, outcome: 'skipped', note: 'the scene was not complete' });
      reasons = new Map(payable.map((x) => [x, `not tried: ${setupStopped}`]));
      untried(setupStopped);
      return finish();
    }
    if (settleNote && !limitations.includes(settleNote)) limitations.push(settleNote);
    // An agent the setup killed cannot start the task (vanilla kills it too): the agent is not run.
    const deadAtStart = setupDeath(s, incidents, deathsAfterInit, t0);
    if (deadAtStart) {
      setupDeathDetail = deadAtStart;
      phases.push({ name: 'setup', budgetMs: setupMs, usedMs: Date.now() - joined, outcome: 'done' });
      phases.push({ name: 'agent', budgetMs: timeoutMs, usedMs: 0, outcome: 'skipped', note: SETUP_DEATH_NOTE });
      reasons = new Map(payable.map((x) => [x, 'not tried: the agent died before it could act']));
      untried(SETUP_DEATH_NOTE);
      return finish();
    }
    const commandsDone = Date.now();
    // The next task's session opens now, beside the agent (which mostly waits on the game clock).
    started?.prepareNext();
    phases.push({ name: 'setup', budgetMs: setupMs, usedMs: commandsDone - joined, outcome: 'done' });
    let last = await s.readStats();
    tracker = new RewardTracker(payable, last);
    const track = tracker;
    const baselineStats = cloneStats(last);
    const customIds = new Set([...payable.filter((e) => EVENT_CATEGORY[e.event] === 'custom').flatMap((e) => e.objects),
      ...runRead.goals.flatMap((g) => (g.kind === 'stat' && g.statistic === 'custom' ? g.objects : []))]);
    const stepNow = async () => {
      const now = await s.readStats();
      const time = Date.now() - commandsDone;
      const events = changes(last, now, time, customIds);
      last = now;
      const payouts = track.step(now);
      for (const p of payouts) {
        const ev = events.find((e) => !e.identity && e.object === p.object && e.event === (CATEGORY_EVENT[EVENT_CATEGORY[p.entry.event]] ?? p.entry.event));
        if (ev) { ev.identity = p.entry.identity; ev.reward = p.reward; } else events.push({ time, event: p.entry.event, object: p.object, identity: p.entry.identity, reward: p.reward });
      }
      if (timeline.length < 1000) timeline.push(...events);
    };
    // Steps are serialised so each sees the snapshot the previous one left.
    let chain: Promise<void> = Promise.resolve();
    const queueStep = () => { chain = chain.then(stepNow).catch((e) => log(`stats: ${String(e)}`)); return chain; };
    if (s.onStatChange) unsubscribe = s.onStatChange(() => { void queueStep(); });
    else poller = setInterval(() => { void queueStep(); }, 1000);

    const ctx: AgentContext = {
      bot: s.bot,
      reg: getRegistry('1.16.5'),
      signal: stop.signal,
      deadline: commandsDone + timeoutMs,
      budgetMs: timeoutMs,
      log: (line) => { agentLog.push(`${((Date.now() - commandsDone) / 1000).toFixed(1)}s ${line}`); log(`agent: ${line}`); },
      activity: '',
      // A generated world is searched wider, and deep enough for its ores (diamonds lie below y 16).
      searchRadius: choice?.spec.kind === 'natural' ? NATURAL_SEARCH_RADIUS : 32,
      ...(choice?.spec.kind === 'natural' ? { searchDepth: NATURAL_SEARCH_DEPTH, worldWords: worldWords(choice.spec) } : {}),
      obtain: (item, n, depth) => obtain(ctx, item, n, depth),
    };
    // A death ends the run (nothing after a respawn counts); the server says what killed the agent.
    let died: string | undefined;
    s.bot.on('death', () => {
      ctx.log('the agent died');
      const cause = deathCause(s, deathCount(s) - 1);
      const detail = `the agent died at ${((Date.now() - commandsDone) / 1000).toFixed(1)} s while ${ctx.activity || 'working'}${cause ? ` (${cause})` : ''}`;
      incidents.push({ kind: 'died', time: Date.now() - t0, detail });
      died ??= detail;
      stop.abort();
    });
    const settle = async () => {
      if (!s.onStatChange) await new Promise((r) => setTimeout(r, 300));
      await queueStep();
    };
    recorder = recordReplay(s.bot, commandsDone);
    const start = { x: s.bot.entity.position.x, y: s.bot.entity.position.y, z: s.bot.entity.position.z };
    const chatsBefore = s.agentChat?.() ?? 0;
    // The instruction's own reading of each statistic tells a reward entry's skill what it is done to ("milk the cow").
    const textGoals = spec.instruction !== undefined ? readTextGoals(spec.instruction, reg).goals : [];
    const agentRun = runAgent(ctx, payable, spec.isMilestoneTask, { paid: (e) => track.paidTimes(e), settle, textGoals, ruledOut: provedEntries }).then(async (r) => {
      // Then the goals the text states, with what is left of the same budget.
      if (runRead.goals.length) {
        await runGoals(ctx, runRead, { baseline: baselineStats, stats: async () => { await settle(); return s.readStats(); } }, start, settled, proved, goals);
      }
      return r;
    });
    // A hard stop a little after the deadline, in case a bot call ignores the clock.
    let agentOutcome: PhaseReport['outcome'] = 'done';
    reasons = await within(agentRun, timeoutMs + 5000, 'the agent', opts.signal).catch((e) => {
      stop.abort();
      if (e instanceof VerifyAborted && disconnected !== undefined && !opts.signal?.aborted) {
        const why = lostAgent(e, ctx.activity || 'working');
        agentOutcome = 'stopped';
        return new Map(payable.filter((x) => track.paidTimes(x) < x.maxRewardTimes).map((x) => [x, why]));
      }
      if (e instanceof VerifyAborted && died !== undefined && !opts.signal?.aborted) {
        agentOutcome = 'stopped';
        return new Map(payable.filter((x) => track.paidTimes(x) < x.maxRewardTimes).map((x) => [x, 'not earned before the agent died']));
      }
      if (!(e instanceof VerifyTimeout)) throw e;
      agentOutcome = 'budget-exhausted';
      const why = `timed out after ${budgetText(timeoutMs)} while ${ctx.activity || 'working'}`;
      return new Map(payable.filter((x) => track.paidTimes(x) < x.maxRewardTimes).map((x) => [x, why]));
    });
    await settle().catch(() => undefined);
    await chain;
    if (agentOutcome !== 'done') untried(agentOutcome === 'stopped' ? (died ? 'the agent died' : 'the agent was disconnected') : `the agent's budget of ${budgetText(timeoutMs)} ran out`);
    phases.push({ name: 'agent', budgetMs: timeoutMs, usedMs: Date.now() - commandsDone, outcome: agentOutcome });
    if (s.agentChat) agentCommands = s.agentChat() - chatsBefore;
    return finish();
  } finally {
    stop.abort();
    opts.signal?.removeEventListener('abort', onAbort);
    recorder?.stop();
    unsubscribe?.();
    if (poller) clearInterval(poller);
    await session?.close();
    // A setup that stopped early still leaves the next task a session opened ahead.
    started?.prepareNext();
  }
}

/** How far the agent looks around in a generated world, and how far below it (ores down to bedrock). */
const NATURAL_SEARCH_RADIUS = 48;
const NATURAL_SEARCH_DEPTH = 80;

/** Rejected commands with what they were meant to provide and whether a goal needs it (verify/proofs). */
function withRelevance(commands: CommandReport[], rejected: RejectedRelevance[]): CommandReport[] {
  if (!rejected.length) return commands;
  return commands.map((c) => {
    const r = c.rejected ? rejected.find((x) => x.command === c.index) : undefined;
    return r ? { ...c, relevance: { provides: r.provides, ...(r.neededBy !== undefined ? { neededByGoal: r.neededBy } : {}), note: r.note } } : c;
  });
}

/** The game time the world runs while it settles (30 ticks; the embedded server steps them faster than real time). */
const SETTLE_MS = 1500;
const SETS_TIME = /^\/?(?:execute\b.*\brun\s+)?time\s+(?:set|add)\b/;

/**
 * Runs the session's settle step (embedded only) within the setup deadline;
 * returns a limitation when the budget did not allow it.
 */
export async function settleScene(s: WorldSession, commandTexts: string[], deadline: number, signal: AbortSignal, out: SettleChange[],
  log: (line: string) => void): Promise<string | undefined> {
  if (!s.settle) return undefined;
  const left = deadline - Date.now();
  if (left < 200) return 'the setup budget left no time to let the scene settle (vanilla removes unsupported blocks and burning undead in the first seconds)';
  // The daylight rule applies only when the task sets the time, as the static check assumes.
  const daylightKnown = commandTexts.some((t) => SETS_TIME.test(t.trim()));
  try {
    const changes = await within(s.settle(Math.min(SETTLE_MS, left - 100), { daylightKnown }), left, 'settling the scene', signal);
    pushAll(out, changes);
    for (const c of changes) log(`settle: ${c.detail}`);
    return undefined;
  } catch (e) {
    if (!(e instanceof VerifyTimeout)) throw e;
    return 'the setup budget ran out while the scene was settling';
  }
}

export interface InitRecord {
  commands: CommandReport[];
  incidents: Incident[];
  limitations: string[];
  log: (line: string) => void;
}

/**
 * Runs the init commands in order within the setup deadline, recording each
 * reply, limitation and effect, and what happened to the agent (died,
 * teleported far). Returns why setup stopped early, or undefined.
 */
export async function runInitCommands(s: WorldSession, list: SpecCommand[], deadline: number, t0: number, signal: AbortSignal,
  out: InitRecord): Promise<string | undefined> {
  let dead = false;
  for (const c of list) {
    if (signal.aborted) throw new VerifyAborted();
    const left = deadline - Date.now();
    if (left <= 0) return `the setup budget ran out before init command ${c.index + 1}`;
    if (c.refusal !== undefined) {
      // Lint rejects this line with an error: it is refused with lint's words, never run (checkerRefusals.ts).
      out.commands.push({ index: c.index, text: c.text, reply: c.refusal, rejected: true, durationMs: 0 });
      out.log(`command ${c.index + 1}: ${c.text} → REJECTED ${c.refusal}`);
      continue;
    }
    const before = s.agentState();
    const deathsBefore = deathCount(s);
    const started = Date.now();
    let r: CommandOutcome;
    try {
      r = await within(s.runCommand(c.text), left, `init command ${c.index + 1}`, signal);
    } catch (e) {
      if (!(e instanceof VerifyTimeout)) throw e;
      const why = `the setup budget ran out during init command ${c.index + 1}`;
      out.commands.push({ index: c.index, text: c.text, reply: '', rejected: false, limitation: why, durationMs: Date.now() - started });
      out.limitations.push(why);
      return why;
    }
    out.commands.push({
      index: c.index, text: c.text, reply: r.reply, rejected: r.rejected,
      ...(r.limitation ? { limitation: r.limitation } : {}), ...(r.effects ? { effects: r.effects } : {}), durationMs: Date.now() - started,
    });
    out.log(`command ${c.index + 1}: ${c.text} → ${r.rejected ? 'REJECTED ' : ''}${r.reply}`);
    const after = s.agentState();
    const quoted = excerpt(c.text, 60);
    const cause = deathCause(s, deathsBefore);
    if (!dead && ((after && !after.alive) || cause)) {
      dead = true;
      out.incidents.push({ kind: 'died', time: Date.now() - t0, command: c.index, detail: `the agent died during init command ${c.index + 1} (${quoted})${cause ? `: ${cause}` : ''}` });
    } else if (before && after) {
      const moved = Math.hypot(after.x - before.x, after.y - before.y, after.z - before.z);
      if (moved > TELEPORT_INCIDENT_BLOCKS) {
        out.incidents.push({ kind: 'teleported', time: Date.now() - t0, command: c.index, detail: `init command ${c.index + 1} (${quoted}) moved the agent ${Math.round(moved)} blocks away` });
      }
    }
  }
  return undefined;
}
