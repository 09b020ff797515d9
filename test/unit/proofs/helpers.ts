/** Task texts and hand-made goals for the static-proof tests. */
import type { GoalTarget, StatGoal, TaskGoal } from '../../../server/src/model/goals/goalTypes';
import { getRegistry } from '../../../server/src/vanilla/registry';
import type { GoalProof, RejectedRelevance } from '../../../server/src/analysis/proofs';
import { staticProofsOfText as staticProofs } from '../../../server/src/analysis/proofs/contextOfText';

export const reg = getRegistry('1.16.5');

/** A task file with these init commands and instruction. */
export function task(commands: string[], text = 'do the task'): string {
  return ['custom_init_commands:', ...commands.map((c) => `- ${c}`), `text: ${text}`, ''].join('\n');
}

export function stat(statistic: StatGoal['statistic'], objects: string[], extra: Partial<StatGoal> = {}): StatGoal {
  return { kind: 'stat', statistic, objects, count: 1, verb: statistic, text: `${statistic} ${objects.join(' ')}`, from: { source: 'text', start: 0, end: 1 }, ...extra };
}

export function target(kind: GoalTarget['kind'], ids: string[], variant?: string): GoalTarget {
  return { phrase: ids.join(' '), kind, ids, natural: false, ...(variant ? { variant } : {}) };
}

export function reach(t: GoalTarget): TaskGoal {
  return { kind: 'reach', target: t, text: `reach ${t.phrase}`, from: { source: 'text', start: 0, end: 1 } };
}

export function proofs(text: string, goals: TaskGoal[]): GoalProof[] {
  return staticProofs(text, goals, reg).proofs;
}

export function rejected(text: string, goals: TaskGoal[]): RejectedRelevance[] {
  return staticProofs(text, goals, reg).rejected;
}

/** A bedrock box around the agent: walls, floor and roof, 5×3×5 inside. */
export const VAULT = '/fill ~-3 ~-1 ~-3 ~3 ~3 ~3 minecraft:bedrock hollow';
