/**
 * Per-agent and per-task means over judge records. A mean for a dimension is
 * taken only over the records that scored it, and its count says how many.
 */
import { DIMENSIONS, Dimension, JudgeReadError, JudgeRecord } from './dimensions';
import { readJudgePaths } from './readers';

export interface DimensionStats {
  mean: number;
  count: number;
}

export interface AgentRow {
  name: string;
  /** Judged rollouts (records) for this agent. */
  count: number;
  /** Mean per dimension (only dimensions with at least one score). */
  dimensions: Partial<Record<Dimension, number>>;
  counts: Partial<Record<Dimension, number>>;
  /** Mean of the dimension means, for ranking. */
  overall: number;
}

export interface TaskRow {
  task: string;
  agents: Array<{ name: string; count: number; dimensions: Partial<Record<Dimension, number>> }>;
}

export interface Leaderboard {
  agents: AgentRow[];
  tasks: TaskRow[];
}

export function buildLeaderboard(records: JudgeRecord[]): Leaderboard {
  const byAgent = groupBy(records, (r) => r.agent);
  const agents: AgentRow[] = [...byAgent].map(([name, rs]) => {
    const { means, counts } = meanScores(rs);
    const values = Object.values(means) as number[];
    const overall = values.length ? round2(values.reduce((a, b) => a + b, 0) / values.length) : 0;
    return { name, count: rs.length, dimensions: means, counts, overall };
  });
  agents.sort((a, b) => b.overall - a.overall || a.name.localeCompare(b.name));
  const tasks: TaskRow[] = [...groupBy(records, (r) => r.task)]
    .map(([task, rs]) => ({
      task,
      agents: [...groupBy(rs, (r) => r.agent)]
        .map(([name, ars]) => ({ name, count: ars.length, dimensions: meanScores(ars).means }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    }))
    .sort((a, b) => a.task.localeCompare(b.task));
  return { agents, tasks };
}

export function meanScores(records: JudgeRecord[]): {
  means: Partial<Record<Dimension, number>>;
  counts: Partial<Record<Dimension, number>>;
} {
  const means: Partial<Record<Dimension, number>> = {};
  const counts: Partial<Record<Dimension, number>> = {};
  for (const d of DIMENSIONS) {
    const vals = records.map((r) => r.scores[d]).filter((v): v is number => typeof v === 'number');
    if (!vals.length) continue;
    means[d] = round2(vals.reduce((a, b) => a + b, 0) / vals.length);
    counts[d] = vals.length;
  }
  return { means, counts };
}

/** Reads judge files/folders and builds the leaderboard; unreadable files come back as errors. */
export function leaderboardFromPaths(paths: string[]): { leaderboard: Leaderboard; errors: JudgeReadError[]; records: JudgeRecord[] } {
  const { records, errors } = readJudgePaths(paths);
  return { leaderboard: buildLeaderboard(records), errors, records };
}

function groupBy<T>(items: T[], key: (t: T) => string): Map<string, T[]> {
  const m = new Map<string, T[]>();
  for (const it of items) {
    const k = key(it);
    const list = m.get(k);
    if (list) list.push(it);
    else m.set(k, [it]);
  }
  return m;
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}
