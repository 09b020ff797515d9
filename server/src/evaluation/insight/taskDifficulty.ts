/**
 * The six MCU v1 difficulty dimensions of one task, uncalibrated, each null
 * when there is nothing to compute it from:
 *
 * - planning_complexity: E + V of the dependency graph with OR edges kept
 *   (planning/planningComplexity.ts), over the task's goals: its reward
 *   entries, else what its instruction asks;
 * - time_consumption: mean rollout length in game steps (20 per second):
 *   action-log steps and video lengths; without rollouts, the verification
 *   bot's time to solve;
 * - operational_effort: mean normalised permutation entropy (order 3, delay 1) of the action logs;
 * - intricacy, creativity, novelty: mean human ratings.
 */
import type { TaskModel } from '../../model/task/taskModel';
import type { Registry } from '../../vanilla/registry';
import { PlanningGraph, taskPlanningGraph } from '../../analysis/planning/planningComplexity';
import type { NotGraphed } from '../../analysis/planning/targets';
import { permutationEntropy, PE_DELAY, PE_ORDER } from './permutationEntropy';
import type { TaskRatings } from './ratings';
import { verifyTime } from './verifyTime';
import { STEPS_PER_SECOND } from '../../model/minestudio/resetSteps';

export const DIMENSIONS = ['time_consumption', 'operational_effort', 'planning_complexity', 'intricacy', 'creativity', 'novelty'] as const;
export type Dimension = (typeof DIMENSIONS)[number];
export type Difficulty = Record<Dimension, number | null>;

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
  /** Where the goals the graph is drawn for were read from: the reward entries, the instruction, or nowhere. */
  goalSource: 'rewards' | 'text' | 'none';
  /** Goals left out of the graph (places to reach, judged parts), with the reason. */
  notGraphed: NotGraphed[];
}

const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : null);

/** Why a task without any goal has no planning complexity. */
export const NO_GOAL = 'no goal read: no reward entry, and no goal in the instruction the reader knows';

/** "; goals read from the instruction" after a figure drawn from a reward-less file's words. */
export function goalSourceNote(source: DifficultyResult['goalSource']): string {
  return source === 'text' ? '; goals read from the instruction' : '';
}

export function taskDifficulty(model: TaskModel, reg: Registry, data: RolloutData = { actionLogs: [], videos: [] }): DifficultyResult {
  const sources: DifficultyResult['sources'] = {};
  const plan = taskPlanningGraph(model, reg);
  const graph = plan.graph;
  if (graph) sources.planning_complexity = `dependency graph: ${graph.vertices} vertices, ${graph.andEdges} AND + ${graph.orEdges} OR edges${goalSourceNote(plan.goalSource)}`;

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
    goalSource: plan.goalSource,
    notGraphed: plan.notGraphed,
  };
}
