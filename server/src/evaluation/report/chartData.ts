/**
 * What each chart of the page draws, computed from the task rows and the
 * joined judge scores: tasks per category and subcategory, verdicts per
 * category, a histogram per difficulty dimension, the leaderboard with
 * bootstrap intervals over tasks, and each agent's mean score per category.
 */
import { DIMENSIONS as JUDGE_DIMENSIONS } from '../judge/dimensions';
import { taskKey } from '../judge/names';
import { DIMENSIONS as DIFFICULTY_DIMENSIONS } from '../insight/taskDifficulty';
import { bootstrapMean } from './bootstrap';
import type { TaskAgentScore } from './judgeScores';
import { BootstrapSettings, ChartData, LeaderboardEntry, TaskRow, VERDICT_CELLS, VerdictCell } from './model';
import { maxOf, minOf } from '../../util/pushAll';

/** Bins of a difficulty histogram. */
export const HISTOGRAM_BINS = 10;

const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function countBy<T>(items: T[], key: (t: T) => string): Map<string, number> {
  const m = new Map<string, number>();
  for (const it of items) m.set(key(it), (m.get(key(it)) ?? 0) + 1);
  return m;
}

function histogram(values: number[]): Array<{ from: number; to: number; count: number }> {
  if (!values.length) return [];
  const min = minOf(values);
  const max = maxOf(values);
  if (min === max) return [{ from: min, to: max, count: values.length }];
  const width = (max - min) / HISTOGRAM_BINS;
  const bins = Array.from({ length: HISTOGRAM_BINS }, (_, i) => ({ from: min + i * width, to: i === HISTOGRAM_BINS - 1 ? max : min + (i + 1) * width, count: 0 }));
  // The last bin is closed: the maximum falls in it.
  for (const v of values) bins[Math.min(HISTOGRAM_BINS - 1, Math.floor((v - min) / width))].count++;
  return bins;
}

function leaderboard(scores: TaskAgentScore[], settings: BootstrapSettings): LeaderboardEntry[] {
  const agents = [...new Set(scores.map((s) => s.agent))].sort(byName);
  return agents
    .map((agent) => {
      const mine = scores.filter((s) => s.agent === agent);
      const entry: LeaderboardEntry = { agent, overall: bootstrapMean(mine.map((s) => s.overall), `${agent}|overall`, settings), dimensions: {} };
      for (const d of JUDGE_DIMENSIONS) {
        const vals = mine.map((s) => s.dimensions[d]).filter((v): v is number => typeof v === 'number');
        if (vals.length) entry.dimensions[d] = bootstrapMean(vals, `${agent}|${d}`, settings);
      }
      return entry;
    })
    .sort((a, b) => b.overall.mean - a.overall.mean || byName(a.agent, b.agent));
}

export function chartData(rows: TaskRow[], scores: TaskAgentScore[], settings: BootstrapSettings): ChartData {
  const perCategory = [...countBy(rows, (r) => r.category)].map(([category, count]) => ({ category, count })).sort((a, b) => b.count - a.count || byName(a.category, b.category));
  const perSubcategory = [...countBy(rows, (r) => `${r.category}\u0000${r.subcategory}`)]
    .map(([k, count]) => {
      const [category, subcategory] = k.split('\u0000');
      return { category, subcategory, count };
    })
    .sort((a, b) => byName(a.category, b.category) || b.count - a.count || byName(a.subcategory, b.subcategory));
  const verdictsPerCategory = perCategory.map(({ category }) => {
    const counts = Object.fromEntries(VERDICT_CELLS.map((c) => [c, 0])) as Record<VerdictCell, number>;
    for (const r of rows) if (r.category === category) counts[r.verdict?.cell ?? 'none']++;
    return { category, counts };
  });
  const difficulty = DIFFICULTY_DIMENSIONS.map((dimension) => {
    const values = rows.map((r) => r.difficulty[dimension]).filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
    return { dimension, bins: histogram(values), missing: rows.length - values.length };
  });
  // A task name's category is that of its first file (rows are in path order).
  const categoryOfKey = new Map<string, string>();
  for (const r of rows) if (!categoryOfKey.has(taskKey(r.task))) categoryOfKey.set(taskKey(r.task), r.category);
  const cells = new Map<string, number[]>();
  for (const s of scores) {
    const k = `${s.agent}\u0000${categoryOfKey.get(s.key) ?? 'other'}`;
    const list = cells.get(k);
    if (list) list.push(s.overall);
    else cells.set(k, [s.overall]);
  }
  const categoryScores = [...cells]
    .map(([k, vals]) => {
      const [agent, category] = k.split('\u0000');
      return { agent, category, mean: Math.round((vals.reduce((a, b) => a + b, 0) / vals.length) * 100) / 100, n: vals.length };
    })
    .sort((a, b) => byName(a.category, b.category) || byName(a.agent, b.agent));
  return { perCategory, perSubcategory, verdictsPerCategory, difficulty, leaderboard: leaderboard(scores, settings), categoryScores };
}
