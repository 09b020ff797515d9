/**
 * Per-agent and per-task means over judge records. A mean for a dimension is
 * taken only over the records that scored it, and its count says how many.
 * Every file is accounted for per agent: read, empty (no scores) or unreadable.
 */
import * as path from 'path';
import { DIMENSIONS, Dimension, JudgeEmpty, JudgePairwise, JudgeReadError, JudgeRecord } from './dimensions';
import { agentFromPath, displayTaskName, taskKey } from './names';
import { readJudgePaths, ReadOptions } from './readers';

export interface FileCounts {
  /** Files (or AgentBeats entries) with at least one score. */
  read: number;
  /** Judge results without any score. */
  empty: number;
  /** Pairwise comparisons (verdicts, not ratings: see `mcu-task rank`). */
  pairwise: number;
  /** Files that could not be read. */
  unreadable: number;
}

export interface AgentRow {
  name: string;
  /** Judged rollouts (records) for this agent. */
  count: number;
  files: FileCounts;
  /** Mean per dimension (only dimensions with at least one score). */
  dimensions: Partial<Record<Dimension, number>>;
  counts: Partial<Record<Dimension, number>>;
  /** Mean of the dimension means, for ranking. */
  overall: number;
  empty: Array<{ file: string; reason: string }>;
  unreadable: Array<{ file: string; message: string }>;
}

export interface TaskRow {
  task: string;
  /** Every spelling of the task that was grouped here. */
  spellings: string[];
  agents: Array<{ name: string; count: number; dimensions: Partial<Record<Dimension, number>> }>;
}

export interface Leaderboard {
  agents: AgentRow[];
  tasks: TaskRow[];
  totals: FileCounts;
}

export function buildLeaderboard(records: JudgeRecord[], empties: JudgeEmpty[] = [], errors: JudgeReadError[] = [], pairwise: JudgePairwise[] = []): Leaderboard {
  const names = new Set([
    ...records.map((r) => r.agent),
    ...empties.map((e) => e.agent),
    ...pairwise.map((p) => p.agent),
    ...errors.map((e) => e.agent ?? agentFromPath(e.file)),
  ]);
  const agents: AgentRow[] = [...names].map((name) => {
    const rs = records.filter((r) => r.agent === name);
    const es = empties.filter((e) => e.agent === name);
    const bad = errors.filter((e) => (e.agent ?? agentFromPath(e.file)) === name);
    const { means, counts } = meanScores(rs);
    const values = Object.values(means) as number[];
    const overall = values.length ? round2(values.reduce((a, b) => a + b, 0) / values.length) : 0;
    return {
      name,
      count: rs.length,
      files: {
        read: new Set(rs.map((r) => r.file)).size,
        empty: es.length,
        pairwise: pairwise.filter((p) => p.agent === name).length,
        unreadable: new Set(bad.map((e) => e.file)).size,
      },
      dimensions: means,
      counts,
      overall,
      empty: es.map((e) => ({ file: e.file, reason: e.reason })),
      unreadable: bad.map((e) => ({ file: e.file, message: e.message })),
    };
  });
  agents.sort((a, b) => b.overall - a.overall || a.name.localeCompare(b.name));
  const tasks: TaskRow[] = [...groupBy(records, (r) => taskKey(r.task))]
    .map(([, rs]) => ({
      task: displayTaskName(rs.map((r) => r.task)),
      spellings: [...new Set(rs.map((r) => r.task))].sort(),
      agents: [...groupBy(rs, (r) => r.agent)]
        .map(([name, ars]) => ({ name, count: ars.length, dimensions: meanScores(ars).means }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    }))
    .sort((a, b) => a.task.localeCompare(b.task));
  const totals = agents.reduce(
    (t, a) => ({ read: t.read + a.files.read, empty: t.empty + a.files.empty, pairwise: t.pairwise + a.files.pairwise, unreadable: t.unreadable + a.files.unreadable }),
    { read: 0, empty: 0, pairwise: 0, unreadable: 0 },
  );
  return { agents, tasks, totals };
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

/** Reads judge files/folders and builds the leaderboard; empty and unreadable files are counted, never dropped. */
export function leaderboardFromPaths(
  paths: string[],
  opts: ReadOptions = {},
): { leaderboard: Leaderboard; errors: JudgeReadError[]; empty: JudgeEmpty[]; records: JudgeRecord[]; pairwise: JudgePairwise[] } {
  const { records, empty, errors, pairwise } = readJudgePaths(paths, opts);
  return { leaderboard: buildLeaderboard(records, empty, errors, pairwise), errors, empty, records, pairwise };
}

/** One line per agent and a total: "steve: 6 read, 3 without scores, 1 unreadable" (pairwise comparisons named when there are some). */
export function fileSummaryLines(lb: Leaderboard): string[] {
  const line = (name: string, c: FileCounts) =>
    `${name}: ${c.read} read, ${c.empty} without scores, ${c.pairwise ? `${c.pairwise} pairwise comparisons, ` : ''}${c.unreadable} unreadable`;
  return [...lb.agents.map((a) => line(a.name, a.files)), line('all', lb.totals)];
}

export function relativeFile(cwd: string, file: string): string {
  return path.relative(cwd, file) || file;
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
