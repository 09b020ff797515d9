/**
 * Judge results joined to the suite's tasks. A judge file names its task by
 * name only (MCU's `vlm_rating_res/<agent>_res/<task> episode_<n>.json`), so
 * records are matched by the judge's task key (judge/names.ts: case, spaces
 * and underscores ignored) to every task file of that name. Per task and
 * agent: the mean over that agent's rollouts of each dimension, and of the
 * overall score (the mean of the dimensions a rollout was scored on).
 */
import { DIMENSIONS, Dimension, JudgeRecord } from '../judge/dimensions';
import { taskKey } from '../judge/names';
import type { TaskRow } from './model';

export interface TaskAgentScore {
  key: string;
  agent: string;
  overall: number;
  dimensions: Partial<Record<Dimension, number>>;
}

export interface JoinedScores {
  scores: TaskAgentScore[];
  /** Records whose task no task file of the suite is named after, per agent. */
  unmatched: Map<string, number>;
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const round2 = (n: number) => Math.round(n * 100) / 100;

/** The mean of the rollout's dimensions; none for a partial rollout (a dimension the judge answered out of range), whose rest is not the whole. */
function recordOverall(r: JudgeRecord): number | undefined {
  if (r.invalidScores && Object.keys(r.invalidScores).length) return undefined;
  const vals = DIMENSIONS.map((d) => r.scores[d]).filter((v): v is number => typeof v === 'number');
  return vals.length ? mean(vals) : undefined;
}

export function joinJudgeScores(rows: TaskRow[], records: JudgeRecord[]): JoinedScores {
  const keys = new Set(rows.map((r) => taskKey(r.task)));
  const groups = new Map<string, JudgeRecord[]>();
  const unmatched = new Map<string, number>();
  for (const r of records) {
    const key = taskKey(r.task);
    if (!keys.has(key)) {
      unmatched.set(r.agent, (unmatched.get(r.agent) ?? 0) + 1);
      continue;
    }
    const g = `${key}\u0000${r.agent}`;
    const list = groups.get(g);
    if (list) list.push(r);
    else groups.set(g, [r]);
  }
  const scores: TaskAgentScore[] = [];
  for (const [g, rs] of [...groups].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))) {
    const [key, agent] = g.split('\u0000');
    const overalls = rs.map(recordOverall).filter((v): v is number => v !== undefined);
    if (!overalls.length) continue;
    const dimensions: Partial<Record<Dimension, number>> = {};
    for (const d of DIMENSIONS) {
      const vals = rs.map((r) => r.scores[d]).filter((v): v is number => typeof v === 'number');
      if (vals.length) dimensions[d] = mean(vals);
    }
    scores.push({ key, agent, overall: mean(overalls), dimensions });
  }
  // Each row shows its task's score per agent (rounded for the table; the charts use the exact means).
  const byKey = new Map<string, TaskAgentScore[]>();
  for (const s of scores) {
    const list = byKey.get(s.key);
    if (list) list.push(s);
    else byKey.set(s.key, [s]);
  }
  for (const row of rows) for (const s of byKey.get(taskKey(row.task)) ?? []) row.judge[s.agent] = round2(s.overall);
  return { scores, unmatched };
}
