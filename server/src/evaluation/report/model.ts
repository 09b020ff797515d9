/**
 * The suite report as plain data: what `mcu-task report` gathers from a task
 * folder (gather.ts) and what the page is drawn from (html.ts). No paths are
 * absolute here except `TaskRow.path`, which the editor opens; the page shows
 * `file`, the path below the folder given.
 */
import type { Dimension as DifficultyDimension } from '../insight/taskDifficulty';
import type { Dimension as JudgeDimension } from '../judge/dimensions';

export type VerdictCell = 'yes' | 'no' | 'video' | 'world' | 'undecided' | 'none';

/** The order verdicts are listed and coloured in. */
export const VERDICT_CELLS: readonly VerdictCell[] = ['yes', 'no', 'video', 'world', 'undecided', 'none'];

export interface TaskVerdict {
  cell: Exclude<VerdictCell, 'none'>;
  reason?: string;
  reward: number;
  maxReward: number;
  /** The saved report, relative to the report's root. */
  reportFile: string;
}

export interface LintCounts {
  error: number;
  warning: number;
  information: number;
}

export interface TaskRow {
  /** Path below the root folder (forward slashes): what the page shows and sorts by. */
  file: string;
  /** Absolute path (the editor opens it). */
  path: string;
  task: string;
  category: string;
  subcategory: string;
  lint: LintCounts;
  verdict?: TaskVerdict;
  difficulty: Record<DifficultyDimension, number | null>;
  /** Per agent: the mean overall judge score (0–10) over that agent's rollouts of this task. */
  judge: Record<string, number>;
  /** A data: URI of the scene picture (`--scenes`). */
  thumbnail?: string;
}

export interface Interval {
  mean: number;
  low: number;
  high: number;
  /** Tasks the mean is over. */
  n: number;
}

export interface LeaderboardEntry {
  agent: string;
  /** Mean over tasks of the per-task mean of the six dimensions, with its bootstrap interval. */
  overall: Interval;
  dimensions: Partial<Record<JudgeDimension, Interval>>;
}

export interface CategoryScore {
  agent: string;
  category: string;
  mean: number;
  n: number;
}

/** What each chart draws, kept in the report so tests check it against their own counts. */
export interface ChartData {
  perCategory: Array<{ category: string; count: number }>;
  perSubcategory: Array<{ category: string; subcategory: string; count: number }>;
  verdictsPerCategory: Array<{ category: string; counts: Record<VerdictCell, number> }>;
  /** Per difficulty dimension: equal-width bins over the tasks that have a value. */
  difficulty: Array<{ dimension: DifficultyDimension; bins: Array<{ from: number; to: number; count: number }>; missing: number }>;
  leaderboard: LeaderboardEntry[];
  categoryScores: CategoryScore[];
}

export interface BootstrapSettings {
  seed: number;
  resamples: number;
  level: number;
}

export interface SuiteReport {
  /** The folders given, as given. */
  roots: string[];
  tasks: TaskRow[];
  agents: string[];
  charts: ChartData;
  warnings: string[];
  /** Files not read, with the reason. */
  problems: string[];
  bootstrap: BootstrapSettings;
  /** What the report was made from (saved reports read, judge records matched …), one line each. */
  notes: string[];
}
