/** Assembles the report from what a run produced; decides `verified`. */
import type { ResetReport, StartReport, WorldReport, CommandReport, CompositionReport, EntryReport, Failure, GoalReport, Incident, PhaseReport, ReplayData, SettleChange, TimelineEvent, VerifyReport } from './verifyReport';
import type { TaskGoals } from '../../model/goals';
import { decide, done, entryProof, EntryProof } from './verdict';
import type { RewardEntry } from '../../model/task/rewards';
import { excerpt } from '../../util/excerpt';
import type { SpecEntry, TaskSpec } from '../../analysis/taskSpec';
import { evaluateTree } from '../../model/composition/evaluate';
import { CATEGORY_EVENT, EVENT_CATEGORY, EventCategory } from '../../model/task/events';
import { treeIdentities } from '../../model/composition/storedTree';

/** A reward entry as the task spec holds it: with lint's refusal when it cannot pay (checkerRefusals.ts). */
type RunEntry = RewardEntry & Pick<SpecEntry, 'refusal'>;

export interface RunResult {
  file: string;
  server: string;
  world?: WorldReport;
  agentCommands?: number;
  start?: StartReport;
  spec: TaskSpec;
  entries: RunEntry[];
  maxReward: number;
  commands: CommandReport[];
  /** MineStudio's key steps, when the task has any. */
  reset?: ResetReport;
  timeline: TimelineEvent[];
  /** identity → payouts. */
  paid: Map<string, number>;
  reasons: Map<RewardEntry, string>;
  /** Entries proved unable to pay, beside lint's refusals: a static proof or a rule of vanilla the run met. */
  provedEntries?: Map<RewardEntry, EntryProof>;
  /** The task file, for the line a proof stands on. */
  source?: string;
  /** Problems with the whole task (not YAML, server failed …). */
  taskFailures: string[];
  durationMs: number;
  agentLog: string[];
  phases?: PhaseReport[];
  /** Limitations of the run itself (budgets, a stopped worker); command limitations are collected here too. */
  limitations?: string[];
  incidents?: Incident[];
  /** The task's goals as the one reader read them; the run checked them into `goals` (in the same order). */
  read?: TaskGoals;
  goals?: GoalReport[];
  settled?: SettleChange[];
  replay?: ReplayData;
  /** Why the agent could not start: it died during the setup (the agent phase was skipped). */
  setupDeath?: string;
}

/** "1" for whole numbers, else up to two decimals (rewards are often 1.0). */
function round(n: number): number {
  return Math.round(n * 1000) / 1000;
}

export function buildReport(r: RunResult): VerifyReport {
  const incidents = [...(r.incidents ?? [])];
  for (const c of r.commands) {
    if (c.rejected) incidents.push({ kind: 'refused', time: 0, command: c.index, detail: `init command ${c.index + 1} was refused (${excerpt((c.reply || 'no reply').replace(/\s+/g, ' '), 120)})` });
  }
  for (const s of r.reset?.steps ?? []) {
    if (s.rejected) incidents.push({ kind: 'refused', time: 0, detail: `${s.label} was refused (${excerpt((s.reply || 'no reply').replace(/\s+/g, ' '), 120)})` });
  }
  incidents.sort((a, b) => a.time - b.time || (a.command ?? 0) - (b.command ?? 0));
  const firstIncident = incidents[0];
  const limitations = [...(r.limitations ?? [])];
  for (const c of r.commands) if (c.limitation && !limitations.includes(c.limitation)) limitations.push(c.limitation);
  for (const s of r.reset?.steps ?? []) if (s.limitation && !limitations.includes(s.limitation)) limitations.push(s.limitation);
  // Identities may repeat across entries; each identity's payouts are credited to its first entry.
  const credited = new Set<string>();
  const entries: EntryReport[] = r.entries.map((e) => {
    const times = credited.has(e.identity) ? 0 : r.paid.get(e.identity) ?? 0;
    credited.add(e.identity);
    const outcome = times >= e.maxRewardTimes ? 'earned' : times > 0 ? 'partial' : 'failed';
    const out: EntryReport = {
      list: e.list, index: e.index, identity: e.identity, event: e.event, objects: e.objects,
      reward: e.reward, maxRewardTimes: e.maxRewardTimes, paid: times, earned: round(times * e.reward), outcome,
    };
    if (outcome !== 'earned') {
      const why = r.reasons.get(e) ?? (times > 0 ? `paid ${times} of ${e.maxRewardTimes} times` : 'the agent did not earn it');
      // What happened first explains the rest: "the agent died after init command 2" beats "no dirt within 32 blocks".
      // …except for an entry proved unable to pay: it could never pay, whatever happened.
      // Unearned is undecided unless something proves the entry cannot pay (verdict.ts).
      const proved = times === 0 ? entryProof(r, e) : undefined;
      out.reason = firstIncident && !proved ? `${firstIncident.detail} (then: ${why})` : why;
      if (proved) out.proof = proved.kind;
      else out.undecided = true;
    }
    return out;
  });
  const reward = round(entries.reduce((n, e) => n + e.earned, 0));
  const failures: Failure[] = [];
  for (const m of r.taskFailures) failures.push({ reason: m, target: { kind: 'task' } });
  for (const c of r.commands) {
    if (c.rejected) failures.push({ reason: `command ${c.index + 1} was rejected: ${c.reply || 'no reply'}`, target: { kind: 'command', index: c.index } });
  }
  for (const e of entries) {
    if (e.outcome !== 'earned') failures.push({ reason: `${e.identity}: ${e.reason}`, target: { kind: 'reward', list: e.list, index: e.index } });
  }
  const goals = r.goals ?? [];
  goals.forEach((g, index) => {
    if (g.outcome === 'failed') failures.push({ reason: `${g.text}: ${g.reason ?? 'not reached'}`, target: { kind: 'goal', index } });
  });
  const composition = treeVerdict(r.spec, entries);
  const { verified, verdictReason, proof } = decide(r, entries, goals, composition, incidents, limitations, failures);
  const timeline = linkGoals(r.timeline, goals);
  return {
    reportVersion: 2,
    file: r.file,
    minecraftVersion: '1.16.5',
    server: r.server,
    ...(r.world ? { world: r.world } : {}),
    ...(r.agentCommands !== undefined ? { agentCommands: r.agentCommands } : {}),
    ...(r.start ? { start: r.start } : {}),
    verified,
    ...(verdictReason ? { verdictReason } : {}),
    ...(proof ? { proof } : {}),
    phases: r.phases ?? [],
    limitations,
    incidents,
    goals: [...goals, ...rewardGoalReports(entries)],
    goalSource: r.read?.source ?? (entries.length ? 'rewards' : 'none'),
    unread: (r.read?.unread ?? []).map((u) => u.text),
    readings: r.read?.readings ?? [],
    ...(composition ? { composition } : {}),
    settled: r.settled ?? [],
    reward,
    maxReward: round(r.maxReward),
    entries,
    timeline,
    commands: r.commands,
    ...(r.reset ? { reset: r.reset } : {}),
    failures,
    durationMs: r.durationMs,
    agentLog: r.agentLog,
    ...(r.replay ? { replay: r.replay } : {}),
  };
}

/** The timeline with each counter change that advanced a reached statistic goal marked with the goal's index. */
function linkGoals(timeline: TimelineEvent[], goals: GoalReport[]): TimelineEvent[] {
  const wanted = goals.map((g, i) => ({ i, g, m: g.kind === 'stat' && g.outcome === 'reached' ? /^minecraft:(\w+):(.*)$/.exec(g.statistic ?? '') : null }))
    .filter((x) => x.m && CATEGORY_EVENT[x.m[1] as EventCategory]);
  if (!wanted.length) return timeline;
  return timeline.map((ev) => {
    const hit = wanted.find(({ m }) => CATEGORY_EVENT[m![1] as EventCategory] === ev.event && (m![2] === '*' || m![2].split('|').includes(ev.object)));
    return hit && ev.goal === undefined && !ev.identity ? { ...ev, goal: hit.i } : ev;
  });
}

/** Each reward entry as a goal of the task: a statistic MineStudio pays on. */
function rewardGoalReports(entries: EntryReport[]): GoalReport[] {
  return entries.map((e) => ({
    text: e.identity, kind: 'stat', source: 'reward', statistic: `minecraft:${EVENT_CATEGORY[e.event] ?? e.event}:${e.objects.slice(0, 4).join('|')}`,
    outcome: e.outcome === 'earned' ? 'reached' : e.proof ? 'failed' : 'undecided', progress: e.paid, needed: e.maxRewardTimes,
    ...(e.reason ? { reason: e.reason } : {}), ...(e.proof ? { proof: e.proof } : {}),
  }));
}


/**
 * The verdict of a composed task (`task_tree`): OR parts are any-of, AND
 * parts all-of; reward entries the tree does not name must be earned too.
 */
function treeVerdict(spec: TaskSpec, entries: EntryReport[]): CompositionReport | undefined {
  if (!spec.tree) return undefined;
  const named = new Set(treeIdentities(spec.tree));
  const byIdentity = new Map<string, EntryReport[]>();
  for (const e of entries) byIdentity.set(e.identity, [...(byIdentity.get(e.identity) ?? []), e]);
  // An identity the tree names but no entry has can never be earned.
  const earned = (id: string) => (byIdentity.get(id) ?? []).length > 0 && byIdentity.get(id)!.some(done);
  const outcome = evaluateTree(spec.tree, earned);
  const rest = entries.filter((e) => !named.has(e.identity));
  const satisfied = outcome.satisfied && rest.every(done);
  return { satisfied, through: satisfied ? outcome.through : [] };
}
