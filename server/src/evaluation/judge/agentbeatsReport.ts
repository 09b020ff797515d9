/**
 * AgentBeats scores for judge records: finds each record's task file (by task
 * name) and its rollout reward (a verification report or a reward file named
 * like the judge file), and computes the score per rollout; then the mean per
 * task and agent.
 */
import { listFiles } from './listFiles';
import { READ_LIMITS, readTextFile } from '../../util/safeRead';
import { numberOf, textOf } from '../../util/plainValue';
import * as path from 'path';
import { parse as parseYaml } from 'yaml';
import type { JudgeRecord } from './dimensions';
import { agentBeatsScore, AgentBeatsScore, RewardEntry, RolloutReward, TaskRewardSpec } from './agentbeats';
import { alignTable } from './formatTable';
import { displayTaskName, taskFromFileName, taskKey } from './names';

export interface AgentBeatsRow extends AgentBeatsScore {
  agent: string;
  task: string;
  episode?: number;
  file: string;
}

export interface AgentBeatsReport {
  rows: AgentBeatsRow[];
  /** Mean AgentBeats score per task and agent (rows with a score only). */
  means: Array<{ task: string; agent: string; n: number; score: number; outOf: number; anyOf?: number }>;
  problems: string[];
}

/** Reads a task YAML's text and reward entries; undefined when it is not a task file. */
export function readTaskRewards(file: string): TaskRewardSpec | undefined {
  let doc: unknown;
  try {
    doc = parseYaml(readTextFile(file, READ_LIMITS.task));
  } catch {
    return undefined;
  }
  if (!doc || typeof doc !== 'object') return undefined;
  const d = doc as Record<string, unknown>;
  const entries: RewardEntry[] = [];
  for (const list of ['reward_cfg', 'milestone_reward_cfg'] as const) {
    if (!Array.isArray(d[list])) continue;
    for (const e of d[list] as Array<Record<string, unknown>>) {
      if (!e || typeof e !== 'object') continue;
      // textOf / numberOf, not String / Number: a YAML map such as {toString: 1} must not throw.
      const objects = Array.isArray(e.objects) ? e.objects.map((o) => textOf(o)) : typeof e.objects === 'string' ? [e.objects] : [];
      entries.push({
        list,
        identity: textOf(e.identity, objects[0] ?? ''),
        objects,
        reward: numberOf(e.reward, 0),
        maxRewardTimes: Math.max(1, numberOf(e.max_reward_times, 1) || 1),
      });
    }
  }
  return { text: typeof d.text === 'string' ? d.text : '', entries };
}

/** A rollout reward file: `{reward}` / `{total}`, `{earned: {identity: n}}`, or a verification report (`entries[].identity/earned`). */
export function readRolloutReward(file: string): RolloutReward | undefined {
  let v: Record<string, unknown>;
  try {
    v = JSON.parse(readTextFile(file, READ_LIMITS.verifyReport));
  } catch {
    return undefined;
  }
  if (!v || typeof v !== 'object') return undefined;
  if (Array.isArray(v.entries)) {
    const earned: Record<string, number> = Object.create(null);
    for (const e of v.entries as Array<Record<string, unknown>>) if (e && typeof e.identity === 'string') earned[e.identity] = numberOf(e.earned, 0);
    return { earned };
  }
  if (v.earned && typeof v.earned === 'object' && !Array.isArray(v.earned)) {
    // Only numbers are kept: a value of another type from disk would throw or poison the sums.
    const earned: Record<string, number> = Object.create(null);
    for (const [k, n] of Object.entries(v.earned)) if (typeof n === 'number' && Number.isFinite(n)) earned[k] = n;
    return { earned };
  }
  const total = typeof v.reward === 'number' && Number.isFinite(v.reward) ? v.reward : typeof v.total === 'number' && Number.isFinite(v.total) ? v.total : undefined;
  return total === undefined ? undefined : { total };
}

export function agentBeatsRows(records: JudgeRecord[], tasksDir: string, rewardsDir?: string): AgentBeatsReport {
  const tasks = new Map<string, TaskRewardSpec>();
  for (const f of listFiles(tasksDir, (n) => /\.ya?ml$/i.test(n))) {
    const spec = readTaskRewards(f);
    if (spec) tasks.set(taskKey(path.basename(f).replace(/\.(task\.)?ya?ml$/i, '')), spec);
  }
  const rewards = new Map<string, RolloutReward>();
  if (rewardsDir) {
    for (const f of listFiles(rewardsDir, (n) => /\.json$/i.test(n))) {
      const r = readRolloutReward(f);
      const name = taskFromFileName(f.replace(/\.verify\.json$/i, '.json'));
      if (r) rewards.set(`${taskKey(name.task)}#${name.episode ?? ''}`, r);
    }
  }
  const report: AgentBeatsReport = { rows: [], means: [], problems: [] };
  const missingTasks = new Set<string>();
  for (const rec of records) {
    const key = taskKey(rec.task);
    const spec = tasks.get(key);
    if (!spec) {
      missingTasks.add(rec.task);
      continue;
    }
    const reward = rewards.get(`${key}#${rec.episode ?? ''}`) ?? rewards.get(`${key}#`);
    const s = agentBeatsScore(spec, reward, rec.scores['Task Progress']);
    const row: AgentBeatsRow = { agent: rec.agent, task: rec.task, file: rec.file, ...s };
    if (rec.episode !== undefined) row.episode = rec.episode;
    report.rows.push(row);
  }
  if (missingTasks.size) report.problems.push(`no task file in ${tasksDir} for: ${[...missingTasks].sort().join(', ')}`);
  const groups = new Map<string, AgentBeatsRow[]>();
  for (const r of report.rows) groups.set(`${taskKey(r.task)}\u0000${r.agent}`, [...(groups.get(`${taskKey(r.task)}\u0000${r.agent}`) ?? []), r]);
  for (const rows of groups.values()) {
    const scored = rows.filter((r) => r.score !== undefined);
    if (!scored.length) continue;
    const m: AgentBeatsReport['means'][number] = {
      task: displayTaskName(rows.map((r) => r.task)),
      agent: rows[0].agent,
      n: scored.length,
      score: round2(scored.reduce((a, r) => a + r.score!, 0) / scored.length),
      outOf: scored[0].outOf,
    };
    const any = scored.filter((r) => r.anyOf?.score !== undefined);
    if (any.length) m.anyOf = round2(any.reduce((a, r) => a + r.anyOf!.score!, 0) / any.length);
    report.means.push(m);
  }
  report.means.sort((a, b) => a.task.localeCompare(b.task) || a.agent.localeCompare(b.agent));
  return report;
}

export function formatAgentBeatsText(report: AgentBeatsReport): string {
  const fmt = (n: number | undefined) => (n === undefined ? '-' : String(n));
  const head = ['Task', 'Agent', 'Ep', 'Kind', 'Sim', 'Progress', 'AgentBeats', 'Any-of (OR)', 'Note'];
  const rows = report.rows.map((r) => [
    r.task,
    r.agent,
    fmt(r.episode),
    r.kind === 'milestone' ? `milestone ${fmt(r.completed)}/${fmt(r.total)}` : r.kind,
    fmt(r.sim),
    fmt(r.taskProgress),
    r.score === undefined ? '-' : `${r.score}/${r.outOf}`,
    r.anyOf ? `${fmt(r.anyOf.score)}/10` : '',
    r.note ?? '',
  ]);
  const meanHead = ['Task', 'Agent', 'N', 'AgentBeats', 'Any-of (OR)'];
  const meanRows = report.means.map((m) => [m.task, m.agent, String(m.n), `${m.score}/${m.outOf}`, m.anyOf === undefined ? '' : `${m.anyOf}/10`]);
  return [
    '',
    'AgentBeats scores (per rollout; "Any-of" counts one OR alternative as enough, AgentBeats sums every entry)',
    alignTable([head, ...rows], 9),
    '',
    'AgentBeats mean per task and agent',
    alignTable([meanHead, ...meanRows], 9),
    ...report.problems,
    '',
  ].join('\n');
}


function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

/** The AgentBeats result.json entries, score and sim apart, with the derived Task Progress marked as derived. */
export function formatResultJsonText(records: JudgeRecord[]): string {
  const rows = records.filter((r) => r.agentbeats);
  if (!rows.length) return '';
  const fmt = (n: number | undefined) => (n === undefined ? '-' : String(n));
  const head = ['Task', 'Agent', 'Score', 'Sim', 'Max', 'Progress (derived)', 'Note'];
  const body = rows.map((r) => {
    const a = r.agentbeats!;
    return [r.task, r.agent, fmt(a.score), fmt(a.simScore), fmt(a.maxScore), fmt(a.taskProgressDerived), a.taskProgressNote];
  });
  return ['', 'AgentBeats result.json (Task Progress is not in the file: derived as 2·score − sim where sim < max)', alignTable([head, ...body], 9), ''].join('\n');
}
