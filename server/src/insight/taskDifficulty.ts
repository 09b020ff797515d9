/**
 * The six MCU v1 difficulty dimensions of one task, uncalibrated, each null
 * when there is nothing to compute it from:
 *
 * - planning_complexity: E + V of the dependency graph with OR edges kept;
 * - time_consumption: mean rollout length in game steps (20 per second):
 *   action-log steps and video lengths; without rollouts, the verification
 *   bot's time to solve;
 * - operational_effort: mean normalised permutation entropy (order 3, delay 1) of the action logs;
 * - intricacy, creativity, novelty: mean human ratings.
 */
import type { TaskModel } from '../core/taskModel';
import { rewardTargets } from '../feasibility/context';
import type { Registry } from '../mc/registry';
import { planningGraph, PlanningGraph } from '../planning/planningComplexity';
import { permutationEntropy, PE_DELAY, PE_ORDER } from './permutationEntropy';
import type { TaskRatings } from './ratings';
import { verifyTime } from './verifyTime';

export const DIMENSIONS = ['time_consumption', 'operational_effort', 'planning_complexity', 'intricacy', 'creativity', 'novelty'] as const;
export type Dimension = (typeof DIMENSIONS)[number];
export type Difficulty = Record<Dimension, number | null>;

/** Minecraft runs 20 ticks a second and MineStudio steps once per tick. */
export const STEPS_PER_SECOND = 20;

export interface RolloutData {
  /** Symbols of each action log. */
  actionLogs: { file: string; symbols: number[] }[];
  /** Each video's length in seconds. */
  videos: { file: string; seconds: number }[];
  /** The parsed `<task>.verify.json`, if any. */
  verifyReport?: unknown;
  ratings?: TaskRatings;
}

export interface DifficultyResult {
  difficulty: Difficulty;
  /** Where each non-null value came from. */
  sources: Partial<Record<Dimension, string>>;
  graph?: PlanningGraph;
}

const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : null);
const graphs = new WeakMap<TaskModel, { reg: Registry; graph: PlanningGraph | undefined }>();

/** The OR-kept graph of one document version (cached like the code lens's insight). */
export function cachedPlanningGraph(model: TaskModel, reg: Registry): PlanningGraph | undefined {
  const hit = graphs.get(model);
  if (hit && hit.reg === reg) return hit.graph;
  const graph = planningGraph(rewardTargets(model), reg);
  graphs.set(model, { reg, graph });
  return graph;
}

export function taskDifficulty(model: TaskModel, reg: Registry, data: RolloutData = { actionLogs: [], videos: [] }): DifficultyResult {
  const sources: DifficultyResult['sources'] = {};
  const graph = cachedPlanningGraph(model, reg);
  if (graph) sources.planning_complexity = `dependency graph: ${graph.vertices} vertices, ${graph.andEdges} AND + ${graph.orEdges} OR edges`;

  const lengths = [...data.actionLogs.map((l) => l.symbols.length), ...data.videos.map((v) => v.seconds * STEPS_PER_SECOND)];
  let time = mean(lengths);
  if (time !== null) sources.time_consumption = `mean of ${lengths.length} rollout${lengths.length === 1 ? '' : 's'} (${data.actionLogs.length} action log, ${data.videos.length} video)`;
  else {
    const v = verifyTime(data.verifyReport);
    if (v) {
      time = (v.ms / 1000) * STEPS_PER_SECOND;
      sources.time_consumption = `${v.how}: ${Math.round(v.ms)} ms`;
    }
  }

  const entropies = data.actionLogs.map((l) => permutationEntropy(l.symbols)).filter((e): e is number => e !== undefined);
  const effort = mean(entropies);
  if (effort !== null) sources.operational_effort = `permutation entropy (order ${PE_ORDER}, delay ${PE_DELAY}) of ${entropies.length} action log${entropies.length === 1 ? '' : 's'}`;

  const rated = (d: 'intricacy' | 'creativity' | 'novelty') => {
    const v = data.ratings?.[d];
    if (v === undefined) return null;
    sources[d] = 'human ratings';
    return v;
  };
  return {
    difficulty: {
      time_consumption: time,
      operational_effort: effort,
      planning_complexity: graph ? graph.complexity : null,
      intricacy: rated('intricacy'),
      creativity: rated('creativity'),
      novelty: rated('novelty'),
    },
    sources,
    graph,
  };
}
